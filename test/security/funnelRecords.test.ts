/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import type { FunnelContent } from '@/lib/growth/funnel';
import type { FunnelFilters } from '@/lib/growth/funnelFilters';
import { EVENTS } from '@/lib/growth/tracking/events';
import { signIn } from '@/server/api/customerHttp';
import { createSignInLink } from '@/server/domain/customerAuth';
import { memoryBuckets } from '@/server/domain/rateLimit';
import { TEST_CARDS } from '@/server/payments';
import { recordEvents } from '@/server/domain/events';
import { funnelReport } from '@/server/domain/funnelReport';
import { harnessWithOutbox, type Harness } from '@/server/testing/harness';
import { freshTestCard } from '@/server/payments/testing/testCards';

/**
 * Issue 38, item 7: the funnel and experiment results, purchases included,
 * were counted from unauthenticated browser events, so anyone could write
 * conversions. Payments, purchases and revenue now come from the server's own
 * records of each payment and purchase; browser events count only the steps
 * before them, and are validated and limited.
 */

const harness = harnessWithOutbox();
let api: Harness;
beforeAll(() => {
  api = harness.api;
});
beforeEach(async () => {
  await api.database.db.execute(sql`delete from events`);
  await api.database.db.execute(sql`delete from funnel_payments`);
});

const content: FunnelContent = {
  brands: [{ key: 'sparkle-clean', name: 'Sparkle Clean' }],
  adGroupNames: new Map([['148203961127', 'Apartment cleaning']]),
  experimentGroups: new Map([['membership_model_v1', ['control', 'variant']]]),
};
const today = () => new Date().toISOString().slice(0, 10);
const range = (): FunnelFilters => ({ brandKey: null, from: today(), to: today() });
const sessions = (steps: { sessions: number }[]) => steps.map((s) => s.sessions);
const ALL = Object.values(EVENTS);
const browser = (sid: string, names: string[], extra: { cohorts?: Record<string, string>; adGroupId?: string } = {}) =>
  recordEvents(
    api.database.db,
    { context: { sid, adGroupId: extra.adGroupId ?? null, path: '/deal' }, events: names.map((name) => ({ name })) },
    { brandKey: 'sparkle-clean', cohorts: extra.cohorts, cookies: {}, now: new Date() },
  );

/** A quote and a payment with `card`, as the page makes them, from the visitor with this sid. */
async function pay(sid: string, card: string, cohorts = '') {
  const headers = { cookie: `sid=${sid}${cohorts ? `; fecohorts=${cohorts}` : ''}` };
  const q = (
    await api.gql<{ voucherPriceAndIntent: { intent: string; price: number } }>(
      `{ voucherPriceAndIntent(voucherOption: CCF_1, numHours: 3, zipcode: "43206") { ... on VoucherPriceQuote { intent price } } }`,
      {},
      { headers },
    )
  ).body.data!.voucherPriceAndIntent;
  const token = (await api.gateway.tokenize(card)).token;
  const result = await api.gql<{ purchaseVoucher: { success: boolean } }>(
    `mutation ($input: VoucherPurchaseInput!) { purchaseVoucher(input: $input) { success } }`,
    { input: { intent: q.intent, paymentToken: token, hours: 3, email: `${sid}@example.com`, zipcode: '43206', phone: '6145550100' } },
    { headers },
  );
  return { success: result.body.data!.purchaseVoucher.success, priceCents: Math.round(q.price * 100) };
}

describe('the funnel counts from the server’s records', () => {
  it('browser events cannot write payments, purchases or revenue', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(await browser(`forger-000${i}`, ALL, { cohorts: { membership_model_v1: 'variant' } })).toMatchObject({ stored: ALL.length });
    const report = await funnelReport(api.database.db, range(), content);
    expect(sessions(report.total)).toEqual([3, 3, 3, 0, 0]);
    expect(report.totalRevenueCents).toBe(0);
    expect(report.experiments.map((e) => [e.group, e.stats.conversions, e.revenueCents])).toEqual([['variant', 0, 0]]);
  });

  it('payments and purchases come from the server, attributed to the visit, with their revenue', async () => {
    await browser('buyer-000001', [EVENTS.landingPageLoaded, EVENTS.zipcodeSubmit, EVENTS.lead], { adGroupId: '148203961127' });
    const bought = await pay('buyer-000001', freshTestCard(), 'membership_model_v1=variant');
    expect(bought.success).toBe(true);
    await browser('declined-0001', [EVENTS.landingPageLoaded, EVENTS.zipcodeSubmit, EVENTS.lead]);
    expect((await pay('declined-0001', TEST_CARDS.declined)).success).toBe(false);

    const report = await funnelReport(api.database.db, range(), content);
    expect(sessions(report.total)).toEqual([2, 2, 2, 2, 1]);
    expect(report.totalRevenueCents).toBe(bought.priceCents);
    expect(report.funnel.map((r) => [r.adGroupName, sessions(r.steps), r.revenueCents])).toEqual([
      ['Apartment cleaning', [1, 1, 1, 1, 1], bought.priceCents],
      ['No ad group (direct)', [1, 1, 1, 1, 0], 0],
    ]);
    expect(report.experiments.find((e) => e.group === 'variant')).toMatchObject({ stats: { visitors: 1, conversions: 1 }, revenueCents: bought.priceCents });
    // The payment is recorded with the visit, never from anything the browser said about it.
    const recorded = await sqlRows<{ session_id: string; outcome: string }>(api.database.db, sql`select session_id, outcome from funnel_payments order by id`);
    expect(recorded).toEqual([
      { session_id: 'buyer-000001', outcome: 'charged' },
      { session_id: 'declined-0001', outcome: 'declined' },
    ]);
  });
});

describe('browser events are validated and limited', () => {
  it('refuses properties that are not plain values, bad times and paths that are not paths', async () => {
    const now = new Date();
    const batch = (event: Record<string, unknown>, context: Record<string, unknown> = {}) =>
      recordEvents(
        api.database.db,
        { context: { sid: 'visitor-0009', ...context }, events: [{ name: EVENTS.lead, ...event }] },
        { brandKey: 'sparkle-clean', cookies: {}, now },
      );
    expect(await batch({ properties: { plan: 'CCF_1', hours: 3, price: 19, supported: true, cohorts: null } })).toMatchObject({ stored: 1 });
    for (const bad of [
      { properties: { nested: { a: 1 } } },
      { properties: { list: [1, 2] } },
      { properties: { long: 'x'.repeat(201) } },
      { properties: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])) },
      { properties: { 'bad key': 1 } },
      { at: 'yesterday' },
    ]) {
      expect(await batch(bad)).toEqual({ error: 'The batch is not valid.' });
    }
    expect(await batch({}, { path: 'https://evil.test/deal' })).toEqual({ error: 'The batch is not valid.' });
  });

  it('one client adds at most its share of new visitors; the rest are stored but not counted', async () => {
    const buckets = memoryBuckets({ capacity: 3, refillPerSecond: 3 / 3600 });
    const facts = { brandKey: 'sparkle-clean', cookies: {}, now: new Date(), newVisitor: async () => buckets.take('10.9.9.9') };
    for (let i = 0; i < 5; i += 1)
      await recordEvents(api.database.db, { context: { sid: `flood-00000${i}` }, events: [{ name: EVENTS.landingPageLoaded }] }, facts);
    // A visitor already counted keeps counting, past the limit too.
    await recordEvents(api.database.db, { context: { sid: 'flood-000000' }, events: [{ name: EVENTS.zipcodeSubmit }] }, facts);
    expect(sessions((await funnelReport(api.database.db, range(), content)).total)).toEqual([3, 1, 0, 0, 0]);
    expect((await sqlRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from events where excluded`))[0]!.n).toBe(2);
  });
});

describe('experiment groups follow the customer (issue 40)', () => {
  it('a buyer who signs in on another device gets their visitor id back, and with it their groups', async () => {
    const bought = await pay('buyer-sticky-01', freshTestCard());
    expect(bought.success).toBe(true);
    const [customer] = await sqlRows<{ id: number; visitor_id: string | null }>(
      api.database.db,
      sql`select c.id, c.visitor_id from customers c join purchases p on p.customer_id = c.id order by p.created_at desc limit 1`,
    );
    expect(customer!.visitor_id).toBe('buyer-sticky-01');
    const link = await createSignInLink(api.database.db, customer!.id, 'http://test', new Date());
    const { outcome, cookies } = await signIn({ headers: {}, socket: {} } as IncomingMessage, { token: new URL(link).searchParams.get('token') });
    expect(outcome.ok).toBe(true);
    expect(cookies.find((c) => c.startsWith('sid='))?.split(';')[0]).toBe('sid=buyer-sticky-01');
    // A link that does not work sets nothing.
    expect((await signIn({ headers: {}, socket: {} } as IncomingMessage, { token: 'not-a-token' })).cookies).toEqual([]);
  });
});
