/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/db';
import { startHarness, type Harness } from '../testing/harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
}, 60_000);
afterAll(() => api.close());

const PRICES = `query ServiceRegionPrices($zipcode: String!) {
  serviceRegionPrices(zipcode: $zipcode) {
    __typename
    ... on ServiceRegionPrices { zipcode rate higherRate salesTaxRate arl { CC } }
    ... on ServiceRegionUnsupportedError { message zipcode }
    ... on ZipcodeFormatError { message }
  }
}`;

describe('ServiceRegionPrices, ServiceRegion, ZipLookup', () => {
  it('prices a served zipcode', async () => {
    const { body } = await api.gql(PRICES, { zipcode: '43206' });
    expect(body.data?.serviceRegionPrices).toEqual({
      __typename: 'ServiceRegionPrices',
      zipcode: '43206',
      rate: 39,
      higherRate: 79,
      salesTaxRate: 0.0575,
      arl: { CC: expect.any(Number) },
    });
  });

  it('returns the typed unsupported-region error with a helpful message', async () => {
    const { body } = await api.gql(PRICES, { zipcode: '99501' });
    expect(body.data?.serviceRegionPrices).toEqual({
      __typename: 'ServiceRegionUnsupportedError',
      zipcode: '99501',
      message: 'We don’t serve Anchorage, AK yet. Join the waitlist and we’ll email you as soon as cleaners are available.',
    });
  });

  it.each([
    ['', 'Enter a 5-digit zipcode'],
    ['1234', 'Enter a 5-digit zipcode'],
    ['123456', 'Enter a 5-digit zipcode'],
    ['12a45', 'Enter a valid 5-digit zipcode'],
    ['00000', 'Enter a valid 5-digit zipcode'],
  ])('returns ZipcodeFormatError for %j', async (zipcode, message) => {
    const { status, body } = await api.gql(PRICES, { zipcode });
    expect(status).toBe(200);
    expect(body.data?.serviceRegionPrices).toEqual({ __typename: 'ZipcodeFormatError', message });
  });

  it('answers ServiceRegion and ZipLookup with region figures', async () => {
    const query = `query ZipLookup($zipcode: String!) { serviceRegion(zipcode: $zipcode) { __typename ... on ServiceRegion { name stateCode numCleaners numCustomers arl { CC } } } }`;
    const { body } = await api.gql(query, { zipcode: '60614' }, { operationName: 'ZipLookup' });
    expect(body.data?.serviceRegion).toMatchObject({ __typename: 'ServiceRegion', name: 'Illinois', stateCode: 'IL', numCleaners: 1100, numCustomers: 19800 });
  });
});

const REVIEWS = `query FetchMoreReviews($first: Int, $after: String, $last: Int, $before: String, $filter: ReviewFilter) {
  publicReviews(first: $first, after: $after, last: $last, before: $before, filter: $filter) {
    totalCount
    edges { cursor node { id stars received publicLocation customer { firstName lastName } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

type Page = {
  publicReviews: {
    totalCount: number;
    edges: { cursor: string; node: { id: string; stars: number; received: string; publicLocation: string; customer: { lastName: string } } }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  };
};

describe('public reviews (DealsHome, FetchMoreReviews)', () => {
  it('pages forward without gaps or repeats, and back with before', async () => {
    const first = (await api.gql<Page>(REVIEWS, { first: 10 })).body.data!.publicReviews;
    expect(first.totalCount).toBeGreaterThanOrEqual(300);
    expect(first.edges).toHaveLength(10);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.edges.every((e) => /^[A-Z]\.$/.test(e.node.customer.lastName))).toBe(true);

    const second = (await api.gql<Page>(REVIEWS, { first: 10, after: first.pageInfo.endCursor })).body.data!.publicReviews;
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const ids = [...first.edges, ...second.edges].map((e) => e.node.id);
    expect(new Set(ids).size).toBe(20);

    const back = (await api.gql<Page>(REVIEWS, { last: 10, before: second.pageInfo.startCursor })).body.data!.publicReviews;
    expect(back.edges.map((e) => e.node.id)).toEqual(first.edges.map((e) => e.node.id));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('walks every review exactly once', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard += 1) {
      const page: Page['publicReviews'] = (await api.gql<Page>(REVIEWS, { first: 50, after, filter: { sort: 'RATING_LOWEST' } })).body.data!.publicReviews;
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(360);
    expect(new Set(seen).size).toBe(360);
  });

  it('orders by each of the four sorts', async () => {
    const fetchSort = async (sort: string, zipcode?: string) =>
      (await api.gql<Page>(REVIEWS, { first: 50, filter: { sort, zipcode } })).body.data!.publicReviews.edges.map((e) => e.node);
    const recent = await fetchSort('RECENT');
    expect(recent.map((n) => n.received)).toEqual([...recent.map((n) => n.received)].sort().reverse());
    const highest = await fetchSort('RATING_HIGHEST');
    expect(highest.map((n) => n.stars)).toEqual([...highest.map((n) => n.stars)].sort((a, b) => b - a));
    expect(highest[0]?.stars).toBe(5);
    const lowest = await fetchSort('RATING_LOWEST');
    expect(lowest[0]?.stars).toBe(1);
    expect(lowest.map((n) => n.stars)).toEqual([...lowest.map((n) => n.stars)].sort((a, b) => a - b));
    const closest = await fetchSort('LOCATION_CLOSEST', '97214');
    expect(closest[0]?.publicLocation).toBe('Portland, OR');
    const closestToMiami = await fetchSort('LOCATION_CLOSEST', '33131');
    expect(closestToMiami[0]?.publicLocation).toBe('Miami, FL');
  });

  it('rejects a tampered cursor or one from another sort with a clear message', async () => {
    const first = (await api.gql<Page>(REVIEWS, { first: 2 })).body.data!.publicReviews;
    // Beyond a bigint (a key the query would have failed on), too.
    const beyond = ['9999999999999999999', '99999999999999999999', '-9223372036854775809'].map((k) =>
      Buffer.from(JSON.stringify({ s: 'RECENT', k: [k, '1'] })).toString('base64url'),
    );
    for (const after of ['garbage', first.pageInfo.endCursor.slice(0, -3), Buffer.from('{"s":"RECENT","k":["1"]}').toString('base64url'), ...beyond]) {
      const { status, body } = await api.gql(REVIEWS, { first: 2, after });
      expect(status).toBe(200);
      expect(body.errors?.[0]).toMatchObject({
        message: 'That page of reviews is no longer available. Please reload the reviews.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const otherSort = await api.gql(REVIEWS, { first: 2, after: first.pageInfo.endCursor, filter: { sort: 'RATING_HIGHEST' } });
    expect(otherSort.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('clamps the page size', async () => {
    expect((await api.gql<Page>(REVIEWS, { first: 5000 })).body.data!.publicReviews.edges).toHaveLength(50);
    expect((await api.gql<Page>(REVIEWS, { first: -3 })).body.data!.publicReviews.edges).toHaveLength(1);
  });
});

const LOCATION = `query BrowserState($adTracking: AdTracking) {
  estimatedBrowserLocation(adTracking: $adTracking) { nearbyState nearbyZipcode nearbyCities nearbyRecentJobs memberHourlyRate nonmemberHourlyRate accuracyRadius source }
}`;

describe('estimated browser location (BrowserState)', () => {
  it('uses state_override first', async () => {
    const { body } = await api.gql(
      LOCATION,
      { adTracking: { stateOverride: 'oh' } },
      { headers: { 'x-vercel-ip-country': 'US', 'x-vercel-ip-country-region': 'CA' } },
    );
    expect(body.data?.estimatedBrowserLocation).toMatchObject({ nearbyState: 'OH', source: 'OVERRIDE', memberHourlyRate: 39, nonmemberHourlyRate: 79 });
  });

  it('reads standard geo headers', async () => {
    const { body } = await api.gql(
      LOCATION,
      {},
      {
        headers: { 'x-vercel-ip-country': 'US', 'x-vercel-ip-country-region': 'CA', 'x-vercel-ip-city': 'San%20Jose', 'x-vercel-ip-postal-code': '95125' },
      },
    );
    expect(body.data?.estimatedBrowserLocation).toMatchObject({
      nearbyState: 'CA',
      nearbyZipcode: '95125',
      source: 'GEO_HEADERS',
      accuracyRadius: 5000,
      memberHourlyRate: 45,
    });
    expect((body.data?.estimatedBrowserLocation as { nearbyCities: string[] }).nearbyCities.length).toBeGreaterThan(0);
  });

  it('falls back to national figures without location', async () => {
    const { body } = await api.gql(LOCATION, { adTracking: { stateOverride: 'zz' } }, { headers: { 'x-vercel-ip-country': 'DE' } });
    expect(body.data?.estimatedBrowserLocation).toMatchObject({ nearbyState: null, source: 'FALLBACK', accuracyRadius: null, nearbyCities: [] });
    expect((body.data?.estimatedBrowserLocation as { memberHourlyRate: number }).memberHourlyRate).toBeGreaterThan(0);
  });
});

describe('catalogue, survey sources, referral and policy', () => {
  it('lists available vouchers and hides sold-out options within a second', async () => {
    const query = `query GetAvailableVouchers { availableVouchers { numHours price remaining } }`;
    const shown = async () => (await api.gql<{ availableVouchers: { numHours: number; price: number }[] }>(query)).body.data!.availableVouchers;
    expect((await shown()).map((v) => [v.numHours, v.price])).toEqual([
      [2, 9],
      [3, 19],
      [4, 39],
      [6, 79],
    ]);
    await api.database.db.execute(sql`update voucher_stock set remaining = 0 where num_hours = 6`);
    // The list is kept a second (a quote checks the live stock: purchases.test.ts).
    expect((await shown()).map((v) => v.numHours)).toEqual([2, 3, 4, 6]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await shown()).map((v) => v.numHours)).toEqual([2, 3, 4]);
    await api.database.db.execute(sql`update voucher_stock set remaining = 80 where num_hours = 6`);
  });

  it('serves the plan catalogue in the spec §3 shape', async () => {
    const { body } = await api.gql(
      `{ plan(key: SUBPLAN_FIRST_FREE_CLEANING_V1) { foreverclean_monthly_price foreverclean_cancellation_fee foreverclean_cancellation_policy foreverclean_cancellation_fee_min_months is_subscription options { num_hours price undiscounted_price } } }`,
    );
    expect(body.data?.plan).toEqual({
      foreverclean_monthly_price: 59,
      foreverclean_cancellation_fee: 166,
      foreverclean_cancellation_policy: 'flat_rate',
      foreverclean_cancellation_fee_min_months: 6,
      is_subscription: true,
      options: [{ num_hours: 3, price: 0, undiscounted_price: 166 }],
    });
    // Only one plan drops the 2-hour option (spec §9).
    const noTwoHour = await api.gql(`{ plan(key: FOREVERCLEAN_49_1_6_99_NO2H) { options { num_hours } } }`);
    expect(noTwoHour.body.data?.plan).toEqual({ options: [{ num_hours: 3 }, { num_hours: 4 }, { num_hours: 6 }] });
    const rows = await sqlRows(api.database.db, sql.raw(`select plan_key, count(*)::int as n from plan_options where num_hours = 2 group by plan_key`));
    // 13 plans: the free-first-cleaning plan has one 3-hour option; every other plan but NO2H has a 2-hour one.
    expect(rows).toHaveLength(11);
    const quarterly = await api.gql(
      `{ plan(key: FOREVERCLEAN_49_3_6_99) { billing_frequency_months } firstMonthFree: plan(key: CCF_2) { foreverclean_free_months } }`,
    );
    expect(quarterly.body.data).toEqual({ plan: { billing_frequency_months: 3 }, firstMonthFree: { foreverclean_free_months: 1 } });
  });

  it('answers survey sources for the brand of the host, with a subscription variant', async () => {
    const query = `query GetSurveySources($subscription: Boolean) { surveySources(subscription: $subscription) { brand sources } }`;
    const own = (await api.gql<{ surveySources: { brand: string; sources: string[] } }>(query, {}, { headers: { host: 'www.tidy-nest.com' } })).body.data!
      .surveySources;
    expect(own.brand).toBe('tidy-nest');
    expect(own.sources).toContain('A friend or family member');
    const sub = (await api.gql<{ surveySources: { sources: string[] } }>(query, { subscription: true })).body.data!.surveySources;
    expect(sub.sources).toContain('Streaming TV or podcast ad');
    const fallback = (await api.gql<{ surveySources: { brand: string } }>(query, {}, { headers: { host: 'unknown.example.org' } })).body.data!.surveySources;
    expect(fallback.brand).toBe('local');
  });

  it('resolves referral codes and returns null for unknown ones', async () => {
    const query = `query DealsReferralData($code: String!) { referral(code: $code) { hostName } }`;
    expect((await api.gql(query, { code: 'maria-g7q2' })).body.data).toEqual({ referral: { hostName: 'Maria G.' } });
    expect((await api.gql(query, { code: 'NOPE-123' })).body.data).toEqual({ referral: null });
    expect((await api.gql(query, { code: '<script>' })).body.data).toEqual({ referral: null });
  });

  it('answers the LMC policy', async () => {
    expect((await api.gql(`query LMCPolicyQuery { lmcPolicy { newLmcPolicy lmcHours lmcFlatFee } }`)).body.data).toEqual({
      lmcPolicy: { newLmcPolicy: true, lmcHours: 24, lmcFlatFee: 40 },
    });
  });
});
