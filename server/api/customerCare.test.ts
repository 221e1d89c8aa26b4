/**
 * @jest-environment node
 */
import { TOO_MANY_DECLINES_MESSAGE } from '../domain/paymentDeclines';
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { bookableDays } from '@/lib/rules/booking';
import { TEST_CARDS } from '../payments';
import { freshTestCard } from '../payments/testing/testCards';
import { MAX_ATTEMPTS, membershipCancellation, runBilling } from '../domain/membershipBilling';
import { membershipPausePlan, pauseMembership, resumeMembership } from '../domain/membershipPause';
import { moderateRating, moderationQueue, ratingLinkToken } from '../domain/cleaningRatings';
import { harnessWithOutbox, type Harness } from '../testing/harness';
import { buyMembership } from '../testing/members';

/** Issue 42: pausing and resuming a membership, updating the card on file, rating a cleaning. PGlite here, PostgreSQL in CI. */

const harness = harnessWithOutbox();
let api: Harness;
beforeAll(() => {
  api = harness.api;
});

const DAY = 86_400_000;
const rows = <T>(query: string) => sqlRows<T>(api.database.db, sql.raw(query));
const periodCharges = async (customerId: number) =>
  (await api.gateway.charges()).filter((c) => c.paymentKey.startsWith(`membership:${customerId}:`) && c.paymentKey.includes(':period:'));
const day = (iso: string) => iso.slice(0, 10);

async function signedIn(daysAgo: number) {
  const m = await buyMembership(api, daysAgo);
  return { ...m, headers: await api.signIn(m.email) };
}

describe('pausing a membership', () => {
  it('charges nothing in the paused months, slides the next charge and the free-cancellation date, and the account says so', async () => {
    const m = await signedIn(40);
    const now = new Date();
    await runBilling(api.database.db, api.gateway, now);
    expect(await periodCharges(m.customerId)).toHaveLength(2);
    const before = await membershipCancellation(api.database.db, m.customerId, now);

    const plan = await api.gql<{ membershipPause: { options: { months: number; until: string; nextChargeDate: string }[]; refusal: string | null } }>(
      `{ membershipPause { options { months until nextChargeDate } refusal } }`,
      {},
      { headers: m.headers },
    );
    const options = plan.body.data!.membershipPause.options;
    expect(options.map((o) => o.months)).toEqual([1, 2, 3]);

    // Two clicks at once: one pause.
    const pause = () =>
      api.gql<{ pauseMembership: { success: boolean; message: string } }>(
        `mutation { pauseMembership(months: 2) { success message } }`,
        {},
        { headers: m.headers },
      );
    const answers = (await Promise.all([pause(), pause()])).map((a) => a.body.data!.pauseMembership);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)?.message).toBe('Your membership is already paused.');
    expect(await rows(`select months from membership_pauses where membership_id = ${m.membershipId}`)).toEqual([{ months: 2 }]);

    // What the account shows is what billing does: the next charge is the date the pause screen offered.
    const account = await api.gql<{ customerAccount: { membership: { nextChargeDate: string; pausedUntil: string } } }>(
      `{ customerAccount { membership { nextChargeDate pausedUntil } } }`,
      {},
      { headers: m.headers },
    );
    const shown = account.body.data!.customerAccount.membership;
    expect(shown.nextChargeDate).toBe(options[1]!.nextChargeDate);
    expect(day(shown.pausedUntil)).toBe(options[1]!.until);
    const next = new Date(shown.nextChargeDate);
    // Period 2 was due 20 days from now; paused two months it is due two months later.
    expect(next.getTime() - now.getTime()).toBeGreaterThan(75 * DAY);

    // Billing runs through the paused months charge nothing; the day the slid charge is due, it is charged.
    for (const days of [20, 45, 70]) await runBilling(api.database.db, api.gateway, new Date(now.getTime() + days * DAY));
    expect(await periodCharges(m.customerId)).toHaveLength(2);
    // The minimum-term count waits with the pause: no month paid while paused, and cancelling becomes free two months later.
    const after = await membershipCancellation(api.database.db, m.customerId, new Date(now.getTime() + 70 * DAY));
    expect(after!.paidMonths).toBe(before!.paidMonths);
    expect(new Date(after!.freeFrom!).getTime() - new Date(before!.freeFrom!).getTime()).toBeGreaterThan(55 * DAY);
    await runBilling(api.database.db, api.gateway, new Date(next.getTime() + 60_000));
    expect(await periodCharges(m.customerId)).toHaveLength(3);
  });

  it('charges what is already due before the pause starts, and says so first', async () => {
    // Bought 40 days ago and not billed since: the first two months are due now.
    const m = await signedIn(40);
    const plan = await api.gql<{ membershipPause: { dueNow: number } }>(`{ membershipPause { dueNow } }`, {}, { headers: m.headers });
    expect(plan.body.data!.membershipPause.dueNow).toBe(98);
    const paused = await api.gql<{ pauseMembership: { success: boolean; message: string } }>(
      `mutation { pauseMembership(months: 1) { success message } }`,
      {},
      { headers: m.headers },
    );
    expect(paused.body.data!.pauseMembership).toEqual({
      success: true,
      message: expect.stringMatching(/^Your membership is paused until .+\. The \$98 already due was charged now; nothing more is charged until then\.$/),
    });
    expect((await periodCharges(m.customerId)).map((c) => c.amountCents)).toEqual([4900, 4900]);
    // Nothing left for a billing run to collect during the pause.
    await runBilling(api.database.db, api.gateway, new Date(Date.now() + 20 * DAY));
    expect(await periodCharges(m.customerId)).toHaveLength(2);
    expect(
      (await api.gql<{ membershipPause: { dueNow: number } }>(`{ membershipPause { dueNow } }`, {}, { headers: m.headers })).body.data!.membershipPause.dueNow,
    ).toBe(0);
  });

  it('resuming early keeps only the months the pause needed', async () => {
    const m = await buyMembership(api, 40);
    const now = new Date();
    await runBilling(api.database.db, api.gateway, now);
    const running = (await membershipPausePlan(api.database.db, m.customerId, now))!;
    expect(await pauseMembership(api.database.db, api.gateway, m.customerId, 3, now)).toMatchObject({ success: true });
    // Period 2 (due in 20 days) fell in the pause; resumed 35 days from now, it moves one month, not three.
    const resumedAt = new Date(now.getTime() + 35 * DAY);
    const resumed = await resumeMembership(api.database.db, m.customerId, resumedAt);
    expect(resumed.success).toBe(true);
    expect(await rows(`select months, resumed_at is not null as resumed from membership_pauses where membership_id = ${m.membershipId}`)).toEqual([
      { months: 1, resumed: true },
    ]);
    const oneMonth = running.options.find((o) => o.months === 1)!;
    expect(resumed.message).toContain('Your membership is running again. Your next charge is on');
    await runBilling(api.database.db, api.gateway, resumedAt);
    expect(await periodCharges(m.customerId)).toHaveLength(2);
    await runBilling(api.database.db, api.gateway, new Date(new Date(oneMonth.nextChargeDate).getTime() + 60_000));
    expect(await periodCharges(m.customerId)).toHaveLength(3);
    // A second resume changes nothing.
    expect(await resumeMembership(api.database.db, m.customerId, resumedAt)).toEqual({ success: true, message: 'Your membership is running.' });
  });

  it('refuses what it cannot do, and changes nothing', async () => {
    const notYet = await signedIn(-3);
    const refused = await api.gql<{ pauseMembership: { success: boolean; message: string } }>(
      `mutation { pauseMembership(months: 1) { success message } }`,
      {},
      { headers: notYet.headers },
    );
    expect(refused.body.data!.pauseMembership).toEqual({ success: false, message: 'Billing starts after your first cleaning: there is nothing to pause yet.' });
    expect((await api.gql(`mutation { pauseMembership(months: 1) { success message } }`)).body.data).toEqual({
      pauseMembership: { success: false, message: 'Please sign in to pause your membership.' },
    });

    const m = await buyMembership(api, 40);
    const now = new Date();
    expect(await pauseMembership(api.database.db, api.gateway, m.customerId, 4, now)).toEqual({
      success: false,
      message: 'Choose a pause of 1, 2 or 3 months.',
    });
    expect(await pauseMembership(api.database.db, api.gateway, m.customerId, 0, now)).toMatchObject({ success: false });
    // Three months in twelve at most: 2, then 1, then nothing more.
    expect(await pauseMembership(api.database.db, api.gateway, m.customerId, 2, now)).toMatchObject({ success: true });
    const later = new Date(now.getTime() + 70 * DAY);
    expect((await membershipPausePlan(api.database.db, m.customerId, later))!.options.map((o) => o.months)).toEqual([1]);
    expect(await pauseMembership(api.database.db, api.gateway, m.customerId, 2, later)).toEqual({
      success: false,
      message: 'Choose a pause of 1, 2 or 3 months.',
    });
    expect(await pauseMembership(api.database.db, api.gateway, m.customerId, 1, later)).toMatchObject({ success: true });
    const third = new Date(later.getTime() + 40 * DAY);
    expect(await membershipPausePlan(api.database.db, m.customerId, third)).toMatchObject({ options: [], refusal: expect.stringContaining('three months') });
    expect(await rows(`select count(*)::int as n from membership_pauses where membership_id = ${m.membershipId}`)).toEqual([{ n: 2 }]);
  });
});

describe('updating the card on file', () => {
  it('refuses a declined card, saves a good one, and the next charge (and a failed one) goes to it', async () => {
    const m = await signedIn(5);
    const declined = (await api.gateway.tokenize(TEST_CARDS.declined)).token;
    await api.database.db.execute(sql.raw(`update customers set payment_method = '${declined}' where id = ${m.customerId}`));
    for (let run = 0; run < MAX_ATTEMPTS; run += 1) await runBilling(api.database.db, api.gateway, new Date());
    expect(await rows(`select status, attempts from membership_charges where membership_id = ${m.membershipId}`)).toEqual([
      { status: 'failed', attempts: MAX_ATTEMPTS },
    ]);

    const update = (token: string, headers: Record<string, string> = m.headers) =>
      api.gql<{ updatePaymentMethod: { success: boolean; message: string; clientSecret: string | null } }>(
        `mutation ($token: String!) { updatePaymentMethod(token: $token) { success message clientSecret } }`,
        { token },
        { headers },
      );
    expect((await update(declined)).body.data!.updatePaymentMethod).toEqual({ success: false, message: 'Your card was declined.', clientSecret: null });
    expect((await update('not a token')).body.data!.updatePaymentMethod.success).toBe(false);
    const fresh = await api.gateway.tokenize(freshTestCard());
    // Nobody signed in: nothing saved.
    expect((await update(fresh.token, {})).body.data!.updatePaymentMethod).toMatchObject({ success: false, message: 'Please sign in to update your card.' });
    expect(await rows(`select payment_method = '${declined}' as old from customers where id = ${m.customerId}`)).toEqual([{ old: true }]);

    expect((await update(fresh.token)).body.data!.updatePaymentMethod).toEqual({
      success: true,
      message: 'Your card is updated. Membership charges and fees now go to it.',
      clientSecret: null,
    });
    // The period that had run out of retries is charged to the new card at the next run.
    await runBilling(api.database.db, api.gateway, new Date());
    const charged = await periodCharges(m.customerId);
    expect(charged.map((c) => [c.amountCents, c.last4])).toEqual([[4900, fresh.last4]]);
    expect(charged[0]?.token).toBe(fresh.token);
  });

  it('limits how many cards one customer can try', async () => {
    const m = await signedIn(5);
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const token = (await api.gateway.tokenize(TEST_CARDS.declined)).token;
      answers.push(
        (
          await api.gql<{ updatePaymentMethod: { message: string } }>(
            `mutation ($t: String!) { updatePaymentMethod(token: $t) { message } }`,
            { t: token },
            { headers: m.headers },
          )
        ).body.data!.updatePaymentMethod.message,
      );
    }
    expect(answers.at(-1)).toBe('Too many cards tried. Please wait an hour, or contact us.');
  });

  it('counts declined cards as the checkout does: recorded per client and card, and past the limit none reaches the provider', async () => {
    const m = await signedIn(5);
    const before = await rows<{ n: number }>(`select count(*)::int as n from payment_declines`);
    const provider = jest.spyOn(api.gateway, 'charge');
    const answers: string[] = [];
    // Cards no other test declines, from a client of its own: only this test's declines count.
    for (const card of [TEST_CARDS.lost, TEST_CARDS.stolen, TEST_CARDS.incorrectCvc, TEST_CARDS.lost]) {
      const token = (await api.gateway.tokenize(card)).token;
      answers.push(
        (
          await api.gql<{ updatePaymentMethod: { message: string } }>(
            `mutation ($t: String!) { updatePaymentMethod(token: $t) { message } }`,
            { t: token },
            { headers: { ...m.headers, 'x-forwarded-for': '198.51.100.20' } },
          )
        ).body.data!.updatePaymentMethod.message,
      );
    }
    expect(answers.slice(0, 3).every((a) => a !== TOO_MANY_DECLINES_MESSAGE)).toBe(true);
    expect(answers[3]).toBe(TOO_MANY_DECLINES_MESSAGE);
    expect(provider).toHaveBeenCalledTimes(3);
    provider.mockRestore();
    const after = await rows<{ n: number }>(`select count(*)::int as n from payment_declines`);
    expect(after[0]!.n - before[0]!.n).toBe(3);
  });
});

describe('rating a cleaning', () => {
  const RATE = `mutation ($input: RateCleaningInput!) { rateCleaning(input: $input) { success message rating { stars comment sameCleaner status } } }`;
  type Rated = { rateCleaning: { success: boolean; message: string; rating: { stars: number; status: string; sameCleaner: boolean } | null } };
  const bookingIdOf = async (code: string) =>
    (await rows<{ id: number }>(`select b.id from bookings b join vouchers v on v.id = b.voucher_id where v.code = '${code}'`))[0]!.id;

  it('a rating of 1 to 3 stars opens one follow-up in the studio inbox; a good one opens none', async () => {
    const inbox = (email: string) =>
      rows<{ topic: string; message: string; voucher_code: string }>(`select topic, message, voucher_code from support_tickets where email = '${email}'`);
    const low = await signedIn(2);
    const bookingId = `Booking:${await bookingIdOf(low.code)}`;
    const withId = (stars: number) =>
      api.gql<Rated>(RATE, { input: { bookingId, stars, comment: 'The bathroom was skipped.', sameCleaner: false, publish: false } }, { headers: low.headers });
    const [a, b] = await Promise.all([withId(2), withId(2)]);
    const said = [a, b].map((r) => r.body.data!.rateCleaning).find((o) => o.success)!;
    expect(said.message).toBe('Thank you for rating your cleaning. We are sorry it was not better: someone from our team will write to you about it.');
    const tickets = await inbox(low.email);
    expect(tickets).toEqual([
      {
        topic: 'low-rating',
        voucher_code: low.code,
        message: expect.stringMatching(/^Rated 2 of 5 stars: the cleaning of .+\.\n\n“The bathroom was skipped\.”/),
      },
    ]);

    const good = await signedIn(2);
    const goodId = `Booking:${await bookingIdOf(good.code)}`;
    await api.gql<Rated>(RATE, { input: { bookingId: goodId, stars: 4, comment: '', sameCleaner: false, publish: false } }, { headers: good.headers });
    expect(await inbox(good.email)).toEqual([]);
  });

  it('rates a past cleaning once, asks for the same cleaner on the next booking, and publishes a good comment only after moderation', async () => {
    const m = await signedIn(2);
    const account = await api.gql<{ customerAccount: { vouchers: { rateable: boolean; booking: { id: string } }[] } }>(
      `{ customerAccount { vouchers { rateable booking { id } } } }`,
      {},
      { headers: m.headers },
    );
    const voucher = account.body.data!.customerAccount.vouchers[0]!;
    expect(voucher.rateable).toBe(true);
    const input = {
      bookingId: voucher.booking.id,
      stars: 5,
      comment: 'Maria did the kitchen and both bathrooms\nspotless, on time.',
      sameCleaner: true,
      publish: true,
    };
    const [first, second] = await Promise.all([
      api.gql<Rated>(RATE, { input }, { headers: m.headers }),
      api.gql<Rated>(RATE, { input }, { headers: m.headers }),
    ]);
    const outcomes = [first.body.data!.rateCleaning, second.body.data!.rateCleaning];
    expect(outcomes.filter((o) => o.success)).toHaveLength(1);
    expect(outcomes.find((o) => o.success)!.message).toBe(
      'Thank you for rating your cleaning. We will ask for the same cleaner on your next booking. Your comment will appear in our reviews once we have checked it.',
    );
    expect(outcomes.find((o) => !o.success)!.message).toBe('You have already rated this cleaning. Thank you!');
    expect(outcomes.find((o) => o.success)!.rating).toEqual({
      stars: 5,
      comment: 'Maria did the kitchen and both bathrooms spotless, on time.',
      sameCleaner: true,
      status: 'PENDING',
    });

    // Not public until approved.
    const bookingId = await bookingIdOf(m.code);
    expect(await rows(`select count(*)::int as n from reviews where rating_booking_id = ${bookingId}`)).toEqual([{ n: 0 }]);
    expect((await moderationQueue(api.database.db, 'pending')).map((r) => r.bookingId)).toContain(bookingId);
    const [a, b] = await Promise.all([
      moderateRating(api.database.db, bookingId, 'approve', 'editor@example.com', new Date()),
      moderateRating(api.database.db, bookingId, 'approve', 'other@example.com', new Date()),
    ]);
    expect([a, b].sort()).toEqual(['done', 'not-pending']);
    const reviews = await api.gql<{ publicReviews: { edges: { node: { body: string; verifiedBooking: boolean; publicLocation: string } }[] } }>(
      `{ publicReviews(first: 50, filter: { sort: RECENT }) { edges { node { body verifiedBooking publicLocation } } } }`,
    );
    const mine = reviews.body.data!.publicReviews.edges.map((e) => e.node).filter((n) => n.body.startsWith('Maria did the kitchen'));
    expect(mine).toEqual([{ body: 'Maria did the kitchen and both bathrooms spotless, on time.', verifiedBooking: true, publicLocation: 'Columbus, OH' }]);

    // The next booking carries the request: a second voucher for the same customer, booked.
    const later = await api.gql<{ bookCleaning: { booking: { sameCleanerAs: string | null } } }>(
      `mutation ($input: BookCleaningInput!) { bookCleaning(input: $input) { booking { sameCleanerAs } } }`,
      { input: { code: await secondVoucher(m.code), date: bookableDays(new Date(), 'America/New_York')[1], window: 'midday' } },
      { headers: m.headers },
    );
    expect(later.body.data!.bookCleaning.booking.sameCleanerAs).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2} · 8–11am E[SD]T$/);
  });

  it('keeps low ratings and unpublished comments private, and refuses a cleaning that has not happened or is not yours', async () => {
    const m = await signedIn(1);
    const other = await signedIn(1);
    const notYet = await signedIn(-3);
    const idOf = async (code: string) => `Booking:${await bookingIdOf(code)}`;
    const rate = async (who: { headers: Record<string, string> }, input: Record<string, unknown>) =>
      (await api.gql<Rated>(RATE, { input }, { headers: who.headers })).body.data!.rateCleaning;
    expect(await rate(m, { bookingId: await idOf(other.code), stars: 5 })).toMatchObject({
      success: false,
      message: expect.stringContaining('could not find'),
    });
    expect(await rate(notYet, { bookingId: await idOf(notYet.code), stars: 5 })).toMatchObject({
      success: false,
      message: 'You can rate this cleaning once it has taken place.',
    });
    expect(await rate(m, { bookingId: await idOf(m.code), stars: 6 })).toMatchObject({ success: false, message: 'Choose from 1 to 5 stars.' });
    expect(await rate(m, { bookingId: 'Booking:abc', stars: 5 })).toMatchObject({ success: false });
    // An id beyond the table's integer range is no cleaning, not a database error.
    expect(await rate(m, { bookingId: 'Booking:9999999999', stars: 5 })).toEqual({ success: false, message: 'We could not find that cleaning.', rating: null });
    expect(
      await rate(m, { bookingId: await idOf(m.code), stars: 2, comment: 'They were late and missed the stove top entirely.', publish: true }),
    ).toMatchObject({
      success: true,
      rating: { stars: 2, status: 'PRIVATE', sameCleaner: false },
    });
    expect(await rows(`select same_cleaner_as from customers where id = ${m.customerId}`)).toEqual([{ same_cleaner_as: null }]);
  });

  it('rates from the emailed link without signing in, for that cleaning only', async () => {
    const m = await buyMembership(api, 3);
    const bookingId = await bookingIdOf(m.code);
    const token = ratingLinkToken(bookingId);
    const opened = await api.gql<{ cleaningToRate: { bookingId: string; rateable: boolean; label: string } | null }>(
      `query ($token: String!) { cleaningToRate(token: $token) { bookingId rateable label } }`,
      { token },
    );
    expect(opened.body.data!.cleaningToRate).toMatchObject({ bookingId: `Booking:${bookingId}`, rateable: true });
    const forged = await api.gql<{ cleaningToRate: null }>(`query ($token: String!) { cleaningToRate(token: $token) { label } }`, {
      token: `${bookingId + 1}.${token.split('.').pop()}`,
    });
    expect(forged.body.data!.cleaningToRate).toBeNull();
    // The link's token does not open another booking named beside it.
    const other = await buyMembership(api, 3);
    const elsewhere = await api.gql<Rated>(RATE, { input: { token, bookingId: `Booking:${await bookingIdOf(other.code)}`, stars: 5 } });
    expect(elsewhere.body.data!.rateCleaning.success).toBe(false);
    const rated = await api.gql<Rated>(RATE, { input: { token, stars: 4, comment: 'Good job overall.' } });
    expect(rated.body.data!.rateCleaning).toMatchObject({ success: true, rating: { stars: 4, status: 'PRIVATE' } });
  });
});

/** A second voucher for the customer who holds `code` (a gift, say): a copy of the first with its own code and quote. */
async function secondVoucher(code: string): Promise<string> {
  const next = `${code.slice(0, -2)}ZZ`;
  // One transaction: a temporary table lives on one connection of the pool.
  await api.database.db.transaction(async (tx) => {
    for (const statement of [
      `create temp table copied_intent as select * from price_intents where id = (select intent_id from vouchers where code = '${code}')`,
      `update copied_intent set id = id || '-2'`,
      `insert into price_intents select * from copied_intent`,
      `drop table copied_intent`,
      `create temp table copied_voucher as select * from vouchers where code = '${code}'`,
      `update copied_voucher set id = nextval('vouchers_id_seq'), code = '${next}', intent_id = intent_id || '-2', created_at = now()`,
      `insert into vouchers select * from copied_voucher`,
      `drop table copied_voucher`,
    ])
      await tx.execute(sql.raw(statement));
  });
  return next;
}
