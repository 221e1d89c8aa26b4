/**
 * @jest-environment node
 */
import '../testing/studioEnv';
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { studioUsers } from '@/db/schema';
import reviewsRoute from '@/studio-local/api/reviews';
import { openSession } from '@/studio-local/access/sessions';
import { callApi, type ApiCall } from '../testing/apiRoute';
import { harnessWithOutbox, type Harness } from '../testing/harness';
import { buyMembership } from '../testing/members';

/** Issue 42: a customer's 4–5 star comment is public only once someone in the studio publishes it. */

const harness = harnessWithOutbox();
let api: Harness;
const as: Record<'editor' | 'analyst', ApiCall> = { editor: {}, analyst: {} };
beforeAll(async () => {
  api = harness.api;
  for (const role of ['editor', 'analyst'] as const) {
    const [user] = await api.database.db
      .insert(studioUsers)
      .values({ email: `${role}@example.com`, role, invitedBy: 'lead@example.com' })
      .returning({ id: studioUsers.id });
    const opened = await openSession(user!.id);
    as[role] = { cookies: { studio_session: opened.secret }, headers: { 'x-studio-csrf': opened.csrf } };
  }
});

async function pendingRating(comment: string) {
  const m = await buyMembership(api, 2);
  const [booking] = await sqlRows<{ id: number }>(
    api.database.db,
    sql.raw(`select b.id from bookings b join vouchers v on v.id = b.voucher_id where v.code = '${m.code}'`),
  );
  const rated = await api.gql<{ rateCleaning: { rating: { status: string } } }>(
    `mutation ($input: RateCleaningInput!) { rateCleaning(input: $input) { rating { status } } }`,
    { input: { bookingId: `Booking:${booking!.id}`, stars: 5, comment, publish: true } },
    { headers: await api.signIn(m.email) },
  );
  expect(rated.body.data!.rateCleaning.rating.status).toBe('PENDING');
  return booking!.id;
}

describe('/api/studio/reviews', () => {
  it('lists pending ratings to editors, publishes one once as a verified review, and refuses the rest', async () => {
    const bookingId = await pendingRating('Ana was quick and careful with the hardwood floors.');
    expect((await callApi(reviewsRoute, as.analyst)).status).toBe(403);
    expect((await callApi(reviewsRoute, {})).status).toBe(401);

    const listed = await callApi(reviewsRoute, { ...as.editor, query: { status: 'pending' } });
    expect(listed.status).toBe(200);
    expect(listed.body.ratings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          bookingId,
          stars: 5,
          comment: 'Ana was quick and careful with the hardwood floors.',
          city: 'Columbus, OH',
          status: 'pending',
        }),
      ]),
    );
    expect((await callApi(reviewsRoute, { ...as.editor, query: { status: 'everything' } })).status).toBe(400);
    expect((await callApi(reviewsRoute, { ...as.editor, method: 'PATCH', body: { bookingId, decision: 'maybe' } })).status).toBe(400);
    expect((await callApi(reviewsRoute, { ...as.editor, method: 'PATCH', body: { bookingId: 'x', decision: 'approve' } })).status).toBe(400);

    expect((await callApi(reviewsRoute, { ...as.editor, method: 'PATCH', body: { bookingId, decision: 'approve' } })).status).toBe(200);
    expect((await callApi(reviewsRoute, { ...as.editor, method: 'PATCH', body: { bookingId, decision: 'reject' } })).status).toBe(409);
    const [review] = await sqlRows<{ body: string; verified: boolean }>(
      api.database.db,
      sql.raw(`select body, rating_booking_id is not null as verified from reviews where rating_booking_id = ${bookingId}`),
    );
    expect(review).toEqual({ body: 'Ana was quick and careful with the hardwood floors.', verified: true });
    // Bought without names at checkout: the review is signed as moderation showed it, with no stray initial.
    const published = await api.gql<{ publicReviews: { edges: { node: { body: string; customer: { firstName: string; lastName: string } } }[] } }>(
      `{ publicReviews(first: 50, filter: { sort: RECENT }) { edges { node { body customer { firstName lastName } } } } }`,
    );
    const signed = published.body.data!.publicReviews.edges.find((e) => e.node.body.startsWith('Ana was quick'))!.node.customer;
    expect(signed).toEqual({ firstName: 'A customer', lastName: '' });
    expect((listed.body.ratings as { bookingId: number; firstName: string }[]).find((r) => r.bookingId === bookingId)!.firstName).toBe('A customer');
    const approved = await callApi(reviewsRoute, { ...as.editor, query: { status: 'approved' } });
    expect((approved.body.ratings as { bookingId: number }[]).map((r) => r.bookingId)).toContain(bookingId);

    // Not publishing keeps it off the site.
    const other = await pendingRating('Great job on the oven and the windows, thank you.');
    expect((await callApi(reviewsRoute, { ...as.editor, method: 'PATCH', body: { bookingId: other, decision: 'reject' } })).status).toBe(200);
    const [none] = await sqlRows<{ n: number }>(api.database.db, sql.raw(`select count(*)::int as n from reviews where rating_booking_id = ${other}`));
    expect(none!.n).toBe(0);
  });
});
