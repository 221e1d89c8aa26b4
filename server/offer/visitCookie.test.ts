import { setSessionSecretForTests } from '@/server/platform/signing';
import type { RoutingManifest } from '@/lib/content/types';
import { buildRoutingTable, decideRewrite, type VisitInputs } from '@/server/site/routing/proxyDecision';
import { encodeVisitOffer, readVisitOffer, type VisitOffer } from './visitCookie';

const now = new Date('2026-11-27T12:00:00Z');
const manifest: RoutingManifest = {
  brands: [
    { key: 'sparkle-clean', faviconKey: 'sparkle-clean', hasIcons: false, isDev: false },
    { key: 'tidy-nest', faviconKey: 'tidy-nest', hasIcons: false, isDev: false },
  ],
  fallbackKey: 'sparkle-clean',
  adGroupIds: ['152718340741', '148203961127'],
  adGroupBrands: {},
  adGroupFamilies: {},
  adGroupDiscounts: { '152718340741': 1000 },
  experiments: [],
  campaigns: [
    { campaignId: 'spring-clean', title: 'Spring clean', discountCents: 500, brandKeys: [], startsAt: null, endsAt: null, redemptionCap: null },
    {
      campaignId: 'deep-discount',
      title: 'Deep discount',
      discountCents: 6000,
      brandKeys: ['sparkle-clean'],
      startsAt: null,
      endsAt: null,
      redemptionCap: null,
    },
    {
      campaignId: 'summer-2025',
      title: 'Summer',
      discountCents: 1000,
      brandKeys: [],
      startsAt: new Date('2025-06-01T00:00:00Z'),
      endsAt: new Date('2025-09-01T00:00:00Z'),
      redemptionCap: null,
    },
  ],
  serviceSlugs: ['deep-cleaning'],
  pagePaths: ['help'],
  locations: {},
};
const table = buildRoutingTable(manifest);

function decide(host: string, url: string, visit: VisitInputs = {}) {
  const parsed = new URL(url, 'http://x');
  return decideRewrite({ host, pathname: parsed.pathname, searchParams: parsed.searchParams, visit: { now, ...visit } }, table);
}

describe('the visit’s offer in the routing decision', () => {
  it('puts the grant an ad group or a campaign gives into every page’s variant, so its first HTML shows the final prices', () => {
    expect(decide('www.tidy-nest.com', '/deal?adgroupid=152718340741').rewriteTo).toBe('/_sites/tidy-nest/ag-152718340741.g-1000/deal');
    expect(decide('www.tidy-nest.com', '/?utm_campaign=spring-clean').rewriteTo).toBe('/_sites/tidy-nest/g-500');
    // A running campaign wins over the ad group's own discount; the URL's discount may ask for less, never more.
    expect(decide('www.sparkle-clean.com', '/deal?adgroupid=152718340741&utm_campaign=deep-discount').grantCents).toBe(6000);
    expect(decide('www.sparkle-clean.com', '/deal?adgroupid=152718340741&utm_campaign=deep-discount&discount=20').grantCents).toBe(2000);
    expect(decide('www.sparkle-clean.com', '/deal?adgroupid=152718340741&discount=400').grantCents).toBe(1000);
    // An ask counts as its step (rounded up, never above the grant): $2.75 asks for $5, $12 for $15.
    expect(decide('www.sparkle-clean.com', '/deal?adgroupid=152718340741&discount=2.75').grantCents).toBe(500);
    expect(decide('www.sparkle-clean.com', '/deal?utm_campaign=deep-discount&discount=12').grantCents).toBe(1500);
    // A campaign for another brand, an ended one, an unknown one, a bare discount: nothing.
    expect(decide('www.tidy-nest.com', '/deal?utm_campaign=deep-discount').grantCents).toBe(0);
    expect(decide('www.tidy-nest.com', '/deal?utm_campaign=summer-2025').grantCents).toBe(0);
    expect(decide('www.tidy-nest.com', '/deal?utm_campaign=made-up').ask.campaignId).toBeNull();
    expect(decide('www.tidy-nest.com', '/deal?discount=50').rewriteTo).toBe('/_sites/tidy-nest/default/deal');
    // Pages that are not landings state prices too (banner, footer terms): the grant, without the ad group's wording.
    expect(decide('www.tidy-nest.com', '/help?adgroupid=152718340741').rewriteTo).toBe('/_sites/tidy-nest/g-1000/p/help');
    expect(decide('www.tidy-nest.com', '/checkout?adgroupid=152718340741').rewriteTo).toBe('/_sites/tidy-nest/g-1000/checkout');
  });

  it('makes no page of its own for any amount the URL asks: 1,000 distinct asks fall on the steps’ pages', () => {
    const pageOf = (discount: string) => decide('www.sparkle-clean.com', `/deal?utm_campaign=deep-discount&discount=${discount}`).rewriteTo;
    // The pages a $60 campaign can show: its grant and each step below it, made once.
    const stepPages = new Set(
      ['', ...[5, 10, 15, 20, 25, 30, 40, 50, 60].map(String)].map((d) =>
        d ? pageOf(d) : decide('www.sparkle-clean.com', '/deal?utm_campaign=deep-discount').rewriteTo,
      ),
    );
    expect(stepPages.size).toBe(9);
    const asks = Array.from({ length: 1000 }, (_, i) => ((i * 37) % 50_000) / 100 + 0.01).map((dollars) => dollars.toFixed(2));
    expect(new Set(asks).size).toBe(1000);
    for (const ask of asks) expect(stepPages).toContain(pageOf(ask));
  });

  it('keeps the landing the visit remembers until a URL names another, and carries the assigned plan', () => {
    const remembered = { adGroupId: '152718340741', campaignId: null, askCents: null };
    expect(decide('www.tidy-nest.com', '/', { remembered }).rewriteTo).toBe('/_sites/tidy-nest/ag-152718340741.g-1000');
    expect(decide('www.tidy-nest.com', '/deal?adgroupid=148203961127', { remembered }).rewriteTo).toBe('/_sites/tidy-nest/ag-148203961127/deal');
    expect(decide('www.tidy-nest.com', '/deal', { remembered, planKey: 'FOREVERCLEAN_59_1_6_99' }).rewriteTo).toBe(
      '/_sites/tidy-nest/ag-152718340741.g-1000.p-foreverclean_59_1_6_99/deal',
    );
  });

  it('builds a CDN-shared page from its URL alone', () => {
    const visit = { remembered: { adGroupId: '152718340741', campaignId: null, askCents: null }, planKey: 'FOREVERCLEAN_59_1_6_99' };
    expect(decide('www.tidy-nest.com', '/deals/cached-deal', visit).rewriteTo).toBe('/_sites/tidy-nest/default/cached-deal');
    expect(decide('www.tidy-nest.com', '/deals/cached-deal?utm_campaign=spring-clean', visit).rewriteTo).toBe('/_sites/tidy-nest/g-500/cached-deal');
  });
});

describe('the signed offer cookie', () => {
  beforeAll(() => setSessionSecretForTests('a-session-secret-for-the-offer-tests'));
  afterAll(() => setSessionSecretForTests(undefined));
  const offer: VisitOffer = {
    brandKey: 'tidy-nest',
    plans: { voucher: 'FOREVERCLEAN_59_1_6_99', membership: 'SUBPLAN_FIRST_FREE_CLEANING_V1' },
    adGroupId: '152718340741',
    campaignId: 'spring-clean',
    askCents: 300,
  };

  it('round-trips on its brand while it is fresh', () => {
    const value = encodeVisitOffer(offer, now);
    expect(readVisitOffer(value, 'tidy-nest', now)).toEqual(offer);
    expect(readVisitOffer(value, 'sparkle-clean', now)).toBeNull();
    expect(readVisitOffer(value, 'tidy-nest', new Date(now.getTime() + 31 * 86_400_000))).toBeNull();
  });

  it('believes nothing a visitor wrote or changed: another plan, another signature, another secret', () => {
    const value = encodeVisitOffer(offer, now);
    expect(readVisitOffer(value.replace('FOREVERCLEAN_59', 'FOREVERCLEAN_19'), 'tidy-nest', now)).toBeNull();
    expect(readVisitOffer(`${value.slice(0, -2)}AA`, 'tidy-nest', now)).toBeNull();
    expect(readVisitOffer('1~tidy-nest~FOREVERCLEAN_19_1_6_99~SUBPLAN_FIRST_FREE_CLEANING_V1~~~~1795745600', 'tidy-nest', now)).toBeNull();
    setSessionSecretForTests('another-secret-entirely-of-some-length');
    expect(readVisitOffer(value, 'tidy-nest', now)).toBeNull();
    setSessionSecretForTests('a-session-secret-for-the-offer-tests');
  });
});
