/**
 * @jest-environment node
 */
import '../testing/studioEnv';
import { studioUsers } from '@/db/schema';
import { createWordingHref } from '@/lib/growth/adGroupCoverage';
import { EVENTS } from '@/lib/growth/tracking/events';
import coverageRoute from '@/studio-local/api/adGroupCoverage';
import { openSession } from '@/studio-local/access/sessions';
import { recordEvents } from '../domain/events';
import { callApi, type ApiCall } from '../testing/apiRoute';
import { startHarness, type Harness } from '../testing/harness';
import { recordedPayment } from '../testing/recordedPayment';

/** Item 6: every ad-group id landing traffic brought, known to content or not, with its visits and purchases. */

let api: Harness;
let analyst: ApiCall;
beforeAll(async () => {
  api = await startHarness();
  const [user] = await api.database.db
    .insert(studioUsers)
    .values({ email: 'analyst@example.com', role: 'analyst', invitedBy: 'lead@example.com' })
    .returning({ id: studioUsers.id });
  const opened = await openSession(user!.id);
  analyst = { cookies: { studio_session: opened.secret }, headers: { 'x-studio-csrf': opened.csrf } };
}, 60_000);
afterAll(() => api.close());

const UNKNOWN = '987654321098';
/** Has published wording in the seed. */
const KNOWN = '148203961127';
let visitors = 0;

/** A landing visit as the browser's tracker reports it to the sink (POST /api/events). */
async function landingVisit(adGroupId: string, brandKey = 'tidy-nest') {
  const sid = `landing-${(visitors += 1).toString().padStart(6, '0')}`;
  const now = new Date();
  const stored = await recordEvents(
    api.database.db,
    { context: { sid, adGroupId, path: '/' }, events: [{ name: EVENTS.landingPageLoaded, at: now.toISOString() }] },
    { brandKey, cookies: {}, now },
  );
  expect(stored).toEqual({ stored: 1, excluded: false });
  return sid;
}

/** The server's records of a completed purchase by that session, as the purchase mutation writes them. */
const purchaseBy = (sessionId: string) =>
  recordedPayment(api.database.db, {
    intentId: `pi_${sessionId.padStart(32, '0')}`,
    visit: { sessionId, brandKey: 'tidy-nest', cohorts: {}, referralCode: null, excluded: false },
    at: new Date(),
    charged: true,
    priceCents: 1900,
  });

describe('GET /api/studio/ad-groups/coverage', () => {
  it('lists an id content does not know, first, with its visits per brand; known ids after it with their purchases', async () => {
    for (let i = 0; i < 3; i += 1) await landingVisit(UNKNOWN);
    await landingVisit(UNKNOWN, 'bright-maids');
    await purchaseBy(await landingVisit(KNOWN));

    const answer = await callApi(coverageRoute, analyst);
    expect(answer.status).toBe(200);
    const rows = answer.body.rows as { adGroupId: string }[];
    expect(rows[0]).toEqual({
      adGroupId: UNKNOWN,
      visits: 4,
      purchases: 0,
      brands: [
        { key: 'tidy-nest', visits: 3 },
        { key: 'bright-maids', visits: 1 },
      ],
      wording: null,
    });
    expect(rows.find((r) => r.adGroupId === KNOWN)).toMatchObject({
      visits: 1,
      purchases: 1,
      wording: { documentId: expect.any(String), status: 'published' },
    });
    // The default range: four weeks up to today.
    const { from, to } = answer.body.filters as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(27);
    expect(createWordingHref(UNKNOWN)).toBe(`/studio/adGroupWording?new=1&adGroupId=${UNKNOWN}`);
  });

  it('shows nothing for a range without traffic, and refuses a range that is not one', async () => {
    const empty = await callApi(coverageRoute, { ...analyst, query: { from: '2020-01-01', to: '2020-01-28' } });
    expect(empty.body.rows).toEqual([]);
    expect((await callApi(coverageRoute, { ...analyst, query: { from: '2026-02-30' } })).status).toBe(400);
    expect((await callApi(coverageRoute, { ...analyst, query: { from: '2026-11-10', to: '2026-11-01' } })).status).toBe(400);
  });

  it('is for signed-in studio people only', async () => {
    expect((await callApi(coverageRoute)).status).toBe(401);
  });
});
