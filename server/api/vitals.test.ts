/**
 * @jest-environment node
 */
import '../testing/studioEnv';
import { eq, sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { studioUsers, webVitals } from '@/db/schema';
import vitalsRoute from '@/pages/api/vitals';
import fieldSpeedRoute from '@/studio-local/api/fieldSpeed';
import { openSession } from '@/studio-local/access/sessions';
import { deleteOldVitals, fieldSpeedReport } from '../domain/webVitals';
import { newVisitorId } from '../domain/experiments/visitorId';
import { callApi, type ApiCall } from '../testing/apiRoute';
import { startHarness, type Harness } from '../testing/harness';

/** Item 7: POST /api/vitals takes exactly what the landing pages' reporter sends, and nothing else. */

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => api.database.db.delete(webVitals));

/** A beacon as a browser sends it after a served page: with the signed visitor id that page set (a new one each time unless given). */
const beacon = (body: unknown, call: ApiCall = {}) =>
  callApi(vitalsRoute, {
    method: 'POST',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    ...call,
    cookies: { sid: newVisitorId(), ...call.cookies },
    headers: { host: 'www.tidy-nest.com', ...call.headers },
  });
const stored = () =>
  sqlRows<{ brand_key: string; page_type: string; ad_group_id: string | null; metric: string; value: number }>(
    api.database.db,
    sql`select brand_key, page_type, ad_group_id, metric, value from web_vitals order by metric`,
  );
const VALID = {
  pageType: 'home',
  adGroupId: '987654321098',
  metrics: [
    { name: 'LCP', value: 2310 },
    { name: 'CLS', value: 420 },
    { name: 'INP', value: 96 },
    { name: 'TTFB', value: 180 },
  ],
};

describe('POST /api/vitals', () => {
  it('stores a valid beacon per brand, page type and ad group, with no visitor id', async () => {
    expect((await beacon(VALID)).status).toBe(204);
    expect(await stored()).toEqual([
      { brand_key: 'tidy-nest', page_type: 'home', ad_group_id: '987654321098', metric: 'CLS', value: 420 },
      { brand_key: 'tidy-nest', page_type: 'home', ad_group_id: '987654321098', metric: 'INP', value: 96 },
      { brand_key: 'tidy-nest', page_type: 'home', ad_group_id: '987654321098', metric: 'LCP', value: 2310 },
      { brand_key: 'tidy-nest', page_type: 'home', ad_group_id: '987654321098', metric: 'TTFB', value: 180 },
    ]);
    const columns = await sqlRows<{ column_name: string }>(
      api.database.db,
      sql`select column_name from information_schema.columns where table_name = 'web_vitals'`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(['ad_group_id', 'brand_key', 'id', 'metric', 'page_type', 'recorded_at', 'value']);
  });

  it.each([
    ['not JSON', '{"pageType":'],
    // A valid beacon but for its size: 2 KB of whitespace.
    ['oversized', JSON.stringify(VALID).replace('{', `{${' '.repeat(2000)}`)],
    ['a metric it does not know', { ...VALID, metrics: [{ name: 'FID', value: 12 }] }],
    ['a metric twice', { ...VALID, metrics: [VALID.metrics[0], VALID.metrics[0]] }],
    ['an LCP of ten minutes', { ...VALID, metrics: [{ name: 'LCP', value: 600_000 }] }],
    ['a negative value', { ...VALID, metrics: [{ name: 'TTFB', value: -1 }] }],
    ['a fraction (CLS is sent ×10,000)', { ...VALID, metrics: [{ name: 'CLS', value: 0.12 }] }],
    ['a CLS above 10', { ...VALID, metrics: [{ name: 'CLS', value: 100_001 }] }],
    ['no metrics', { ...VALID, metrics: [] }],
    ['a page type that does not report', { ...VALID, pageType: 'checkout' }],
    ['an ad group of the wrong shape', { ...VALID, adGroupId: 'abc' }],
    ['a field it never sends', { ...VALID, sid: 'visitor-0001' }],
    ['a NUL character', '{"pageType":"home\\u0000","adGroupId":null,"metrics":[{"name":"LCP","value":1}]}'],
  ])('refuses %s with 400 and stores nothing', async (what, body) => {
    const answer = await beacon(body);
    expect(answer.status).toBe(400);
    if (what === 'oversized') expect(answer.body.error).toBe('The beacon is too large.');
    expect(await stored()).toEqual([]);
  });

  it('refuses other methods and content types, and stores nothing for a bot', async () => {
    expect((await callApi(vitalsRoute, { method: 'GET' })).status).toBe(405);
    expect((await beacon(VALID, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await beacon(VALID, { cookies: { 'ha-bot': '1' } })).status).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it('stores readings only from a visitor a served page gave a signed id, and only so many of one visitor', async () => {
    // A visitor id the browser made or chose (no served page signed it): checked, taken, not stored.
    expect((await beacon(VALID, { cookies: { sid: 'visitor-i-chose-0001' } })).status).toBe(204);
    expect((await beacon(VALID, { cookies: { sid: '' } })).status).toBe(204);
    expect(await stored()).toEqual([]);
    // One visitor's readings count up to ten at once; more of theirs are taken and dropped. Sent from their own
    // addresses, so the per-address limit is not what stops them.
    const sid = newVisitorId();
    for (let i = 0; i < 14; i += 1) {
      const answer = await beacon({ ...VALID, metrics: [{ name: 'LCP', value: 1000 + i }] }, { cookies: { sid }, remoteAddress: `198.51.100.${i + 1}` });
      expect(answer.status).toBe(204);
    }
    expect((await stored()).length).toBe(10);
  });

  it('answers 429 to a client that sends too many, and stores nothing of those', async () => {
    let refused = 0;
    for (let i = 0; i < 30; i += 1) {
      const answer = await beacon({ ...VALID, metrics: [{ name: 'LCP', value: 1000 + i }] });
      if (answer.status === 429) refused += 1;
      else expect(answer.status).toBe(204);
    }
    expect(refused).toBeGreaterThan(0);
    expect((await stored()).length).toBe(30 - refused);
  });
});

/** Readings as the sink stores them (the sink stamps them on arrival; these need days of their own). */
async function readings(values: number[], row: { brandKey?: string; pageType?: string; adGroupId?: string | null; metric?: string; at?: string } = {}) {
  const { brandKey = 'tidy-nest', pageType = 'deal', adGroupId = null, metric = 'LCP', at = '2026-11-15T12:00:00Z' } = row;
  await api.database.db.insert(webVitals).values(values.map((value) => ({ brandKey, pageType, adGroupId, metric, value, recordedAt: new Date(at) })));
}
const NOVEMBER = { brandKey: null, from: '2026-11-01', to: '2026-11-30' };

describe('field speed report: the 75th percentile', () => {
  it('is the nearest-rank p75 per brand, page type, ad group and metric, with its sample count', async () => {
    // 1..100 in a shuffled order: p75 is the 75th smallest.
    await readings(Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1));
    await readings([50, 60, 70, 80], { metric: 'INP' });
    await readings([5000], { adGroupId: '987654321098' });
    await readings([120, 900, 1500], { brandKey: 'bright-maids', pageType: 'home', metric: 'TTFB' });
    expect(await fieldSpeedReport(api.database.db, NOVEMBER)).toEqual([
      { brandKey: 'bright-maids', pageType: 'home', adGroupId: null, metrics: { TTFB: { p75: 1500, samples: 3 } } },
      { brandKey: 'tidy-nest', pageType: 'deal', adGroupId: null, metrics: { LCP: { p75: 75, samples: 100 }, INP: { p75: 70, samples: 4 } } },
      { brandKey: 'tidy-nest', pageType: 'deal', adGroupId: '987654321098', metrics: { LCP: { p75: 5000, samples: 1 } } },
    ]);
  });

  it('counts only the inclusive range of UTC days, for one brand or all', async () => {
    await readings([1000], { at: '2026-10-31T23:59:59Z' });
    await readings([2000], { at: '2026-11-01T00:00:00Z' });
    await readings([3000], { at: '2026-11-30T23:59:59Z' });
    await readings([4000], { at: '2026-12-01T00:00:00Z' });
    await readings([9000], { brandKey: 'bright-maids' });
    const [tidy] = await fieldSpeedReport(api.database.db, { ...NOVEMBER, brandKey: 'tidy-nest' });
    expect(tidy!.metrics).toEqual({ LCP: { p75: 3000, samples: 2 } });
    expect(await fieldSpeedReport(api.database.db, { brandKey: null, from: '2020-01-01', to: '2020-01-28' })).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes readings older than the longest range the studio can ask for, and nothing newer', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    await readings([111], { brandKey: 'retention-test', at: '2025-11-20T12:00:00Z' });
    await readings([222], { brandKey: 'retention-test', at: '2025-12-01T12:00:00Z' });
    expect(await deleteOldVitals(api.database.db, now)).toBe(1);
    expect(await deleteOldVitals(api.database.db, now)).toBe(0);
    const left = await api.database.db.select({ value: webVitals.value }).from(webVitals).where(eq(webVitals.brandKey, 'retention-test'));
    expect(left).toEqual([{ value: 222 }]);
  });
});

describe('GET /api/studio/field-speed', () => {
  it('gives analysts the figures of the last 28 days; nobody signed out', async () => {
    const [user] = await api.database.db
      .insert(studioUsers)
      .values({ email: 'speed-analyst@example.com', role: 'analyst', invitedBy: 'lead@example.com' })
      .returning({ id: studioUsers.id });
    const opened = await openSession(user!.id);
    await readings([1000, 2000, 3000, 4000], { at: new Date().toISOString() });
    await readings([8000], { at: new Date(Date.now() - 29 * 86_400_000).toISOString() });
    const answer = await callApi(fieldSpeedRoute, { cookies: { studio_session: opened.secret } });
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([{ brandKey: 'tidy-nest', pageType: 'deal', adGroupId: null, metrics: { LCP: { p75: 3000, samples: 4 } } }]);
    const { from, to } = answer.body.filters as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(27);
    expect((await callApi(fieldSpeedRoute, { cookies: { studio_session: opened.secret }, query: { from: 'yesterday' } })).status).toBe(400);
    expect((await callApi(fieldSpeedRoute)).status).toBe(401);
  });
});
