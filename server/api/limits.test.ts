/**
 * @jest-environment node
 */
import { captureLog } from '@/server/platform/log';
import { startHarness, type Harness } from '../testing/harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness({ mutationBurst: 3, mutationsPerMinute: 3 });
}, 60_000);
afterAll(() => api.close());

describe('query limits', () => {
  it('rejects deep, alias-heavy and very long queries before running them', async () => {
    const deep = `{ publicReviews { edges { node { customer { firstName ${'...on ReviewCustomer { firstName '.repeat(12)}${'}'.repeat(12)} } } } } }`;
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: lmcPolicy { lmcHours }`).join(' ')} }`;
    const tokens = `{ lmcPolicy { ${'lmcHours '.repeat(2500)} } }`;
    for (const query of [deep, aliases, tokens]) {
      const { status, body } = await api.gql(query);
      expect(status).toBeLessThan(500);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/limit|depth|exceeded/i);
    }
  });

  it('answers malformed queries and variables with GraphQL errors, never a 5xx', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['{ lmcPolicy { ', {}],
      ['{ nope }', {}],
      ['query Q($z: String!) { serviceRegion(zipcode: $z) { __typename } }', {}],
      ['query Q($z: String!) { serviceRegion(zipcode: $z) { __typename } }', { z: 12345 }],
      ['query Q($n: Float!) { voucherPriceAndIntent(voucherOption: CCF_1, numHours: $n, zipcode: "43206") { __typename } }', { n: 'three' }],
      ['query Q($k: PricingPlanKey!) { plan(key: $k) { key } }', { k: 'DROP_TABLE' }],
      ['mutation { purchaseVoucher(input: {}) { success } }', {}],
      ['subscription { x }', {}],
    ];
    for (const [query, variables] of cases) {
      const { status, body } = await api.gql(query, variables);
      expect(status).toBeLessThan(500);
      expect(body.errors?.length).toBeGreaterThan(0);
    }
  });

  it('does not offer introspection or field suggestions in production mode', async () => {
    const { body } = await api.gql('{ __schema { types { name } } }');
    expect(body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    const typo = await api.gql('{ lmcPolicie { lmcHours } }');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('mutation rate limit', () => {
  it('limits mutations per client with 429 and leaves other clients and queries alone', async () => {
    const WAITLIST = `mutation { joinVoucherWaitlist(input: { email: "rate@example.com" }) { success } }`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await api.gql(WAITLIST, {}, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await api.gql(WAITLIST, {}, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(limited.body.errors?.[0]).toMatchObject({ message: 'Too many requests. Please wait a minute and try again.', extensions: { code: 'RATE_LIMITED' } });
    expect((await api.gql(WAITLIST, {}, { headers: { 'x-forwarded-for': '198.51.100.4' } })).status).toBe(200);
    expect((await api.gql('{ lmcPolicy { lmcHours } }', {}, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
  });
});

describe('database outage', () => {
  it('answers a typed GraphQL error instead of a 5xx', async () => {
    const { setDatabase } = await import('@/db');
    const log = captureLog();
    const outage = Promise.reject(new Error('connection refused'));
    outage.catch(() => undefined);
    setDatabase(outage);
    const { status, body } = await api.gql('{ lmcPolicy { lmcHours } }');
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    log.restore();
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'database unavailable', err: 'connection refused', requestId: expect.any(String) }),
    );
    setDatabase(Promise.resolve(api.database));
  });
});
