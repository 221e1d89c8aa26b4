import type { RoutingManifest } from '@/lib/content/types';
import { buildRoutingTable, decideRewrite } from './proxyDecision';

const manifest: RoutingManifest = {
  brands: [
    { key: 'sparkle-clean', faviconKey: 'sparkle-clean', hasIcons: true, isDev: false },
    { key: 'tidy-nest', faviconKey: 'tidy-nest', hasIcons: false, isDev: false },
    { key: 'local', faviconKey: 'local', hasIcons: false, isDev: true },
  ],
  fallbackKey: 'local',
  adGroupIds: ['148203961127'],
  adGroupBrands: {},
  adGroupFamilies: { '148203961127': 'apartment-cleaning' },
  adGroupDiscounts: {},
  experiments: [],
  campaigns: [],
  serviceSlugs: ['deep-cleaning', 'house-cleaning', 'apartment-cleaning'],
  pagePaths: ['help', 'help/ticket', 'login', 'privacy/optout'],
  locations: { ca: ['san-jose', 'los-angeles'], il: ['chicago'] },
};
const table = buildRoutingTable(manifest);

function rewrite(host: string | null, url: string) {
  const parsed = new URL(url, 'http://x');
  return decideRewrite({ host, pathname: parsed.pathname, searchParams: parsed.searchParams }, table);
}

describe('decideRewrite', () => {
  it('routes each public path to its brand-scoped page', () => {
    const host = 'www.tidy-nest.com';
    expect(rewrite(host, '/').rewriteTo).toBe('/_sites/tidy-nest/default');
    expect(rewrite(host, '/deal').rewriteTo).toBe('/_sites/tidy-nest/default/deal');
    expect(rewrite(host, '/deal/').rewriteTo).toBe('/_sites/tidy-nest/default/deal');
    expect(rewrite(host, '/services/deep-cleaning').rewriteTo).toBe('/_sites/tidy-nest/default/services/deep-cleaning');
    expect(rewrite(host, '/us/').rewriteTo).toBe('/_sites/tidy-nest/default/us');
    expect(rewrite(host, '/us/ca/').rewriteTo).toBe('/_sites/tidy-nest/default/us/ca');
    expect(rewrite(host, '/us/ca/san-jose/').rewriteTo).toBe('/_sites/tidy-nest/default/us/ca/san-jose');
    expect(rewrite(host, '/help').rewriteTo).toBe('/_sites/tidy-nest/default/p/help');
    expect(rewrite(host, '/help/ticket/').rewriteTo).toBe('/_sites/tidy-nest/default/p/help/ticket');
    expect(rewrite(host, '/privacy/optout/').rewriteTo).toBe('/_sites/tidy-nest/default/p/privacy/optout');
    expect(rewrite(host, '/cached-deal').rewriteTo).toBe('/_sites/tidy-nest/default/cached-deal');
    expect(rewrite(host, '/promo/cached-deal/summer').rewriteTo).toBe('/_sites/tidy-nest/default/cached-deal');
    expect(rewrite(host, '/checkout?step=2&pre_hours=4').rewriteTo).toBe('/_sites/tidy-nest/default/checkout');
    expect(rewrite(host, '/waitlist').rewriteTo).toBe('/_sites/tidy-nest/default/waitlist');
    expect(rewrite(host, '/survey').rewriteTo).toBe('/_sites/tidy-nest/default/survey');
    expect(rewrite(host, '/referral/MARIA-G7Q2').rewriteTo).toBe('/_sites/tidy-nest/default/referral');
    expect(rewrite(host, '/referral/anything%20odd').rewriteTo).toBe('/_sites/tidy-nest/default/referral');
  });

  it('serves the same pages under /agent, for support agents', () => {
    const host = 'www.tidy-nest.com';
    expect(rewrite(host, '/agent').rewriteTo).toBe('/_sites/tidy-nest/default');
    expect(rewrite(host, '/agent/').rewriteTo).toBe('/_sites/tidy-nest/default');
    expect(rewrite(host, '/agent/deal?adgroupid=148203961127').rewriteTo).toBe('/_sites/tidy-nest/ag-148203961127/deal');
    expect(rewrite(host, '/agent/checkout?step=2').rewriteTo).toBe('/_sites/tidy-nest/default/checkout');
    expect(rewrite(host, '/agent/help/ticket').rewriteTo).toBe('/_sites/tidy-nest/default/p/help/ticket');
    expect(rewrite(host, '/agent/agent/deal').notFound).toBe(true);
    expect(rewrite(host, '/agents').notFound).toBe(true);
  });

  it('takes an ad group on the brands its wording names only; one naming none runs on every brand', () => {
    const owned = buildRoutingTable({ ...manifest, adGroupIds: ['148203961127', '152718340021'], adGroupBrands: { '152718340021': ['sparkle-clean'] } });
    const on = (host: string, url: string) => {
      const parsed = new URL(url, 'http://x');
      return decideRewrite({ host, pathname: parsed.pathname, searchParams: parsed.searchParams }, owned);
    };
    expect(on('www.sparkle-clean.com', '/deal?adgroupid=152718340021').rewriteTo).toBe('/_sites/sparkle-clean/ag-152718340021/deal');
    expect(on('www.tidy-nest.com', '/deal?adgroupid=152718340021').rewriteTo).toBe('/_sites/tidy-nest/default/deal');
    expect(on('www.tidy-nest.com', '/deal?adgroupid=148203961127').rewriteTo).toBe('/_sites/tidy-nest/ag-148203961127/deal');
  });

  it('serves robots.txt, sitemap.xml and the favicon per brand', () => {
    expect(rewrite('tidy-nest.com', '/robots.txt').rewriteTo).toBe('/api/seo/robots?brand=tidy-nest');
    expect(rewrite('tidy-nest.com', '/sitemap.xml').rewriteTo).toBe('/api/seo/sitemap?brand=tidy-nest');
    expect(rewrite('tidy-nest.com', '/favicon.ico').rewriteTo).toBe('/favicons/tidy-nest/favicon.ico');
  });

  it('serves the icons a brand’s logo made, else its static favicon and no other sizes', () => {
    expect(rewrite('www.sparkle-clean.com', '/favicon.ico').rewriteTo).toBe('/api/seo/icon?brand=sparkle-clean&icon=favicon');
    expect(rewrite('www.sparkle-clean.com', '/apple-touch-icon.png').rewriteTo).toBe('/api/seo/icon?brand=sparkle-clean&icon=appleTouch');
    expect(rewrite('www.sparkle-clean.com', '/icon-512.png').rewriteTo).toBe('/api/seo/icon?brand=sparkle-clean&icon=icon512');
    expect(rewrite('www.tidy-nest.com', '/apple-touch-icon.png').rewriteTo).toBe('/api/seo/icon?brand=tidy-nest&icon=appleTouch');
    expect(rewrite('unknown.example', '/favicon.ico').rewriteTo).toBe('/favicons/local/favicon.ico');
    expect(rewrite('www.tidy-nest.com', '/manifest.webmanifest').rewriteTo).toBe('/api/seo/manifest?brand=tidy-nest');
  });

  it('puts a known ad-group id into the landing segment of landing pages only', () => {
    expect(rewrite('sparkle-clean.com', '/?adgroupid=148203961127').rewriteTo).toBe('/_sites/sparkle-clean/ag-148203961127');
    expect(rewrite('sparkle-clean.com', '/deal?adgroupid=148203961127').rewriteTo).toBe('/_sites/sparkle-clean/ag-148203961127/deal');
    expect(rewrite('sparkle-clean.com', '/help?adgroupid=148203961127').rewriteTo).toBe('/_sites/sparkle-clean/default/p/help');
    expect(rewrite('sparkle-clean.com', '/?adgroupid=999').rewriteTo).toBe('/_sites/sparkle-clean/default');
    expect(rewrite('sparkle-clean.com', '/?adgroupid=%00%ff').rewriteTo).toBe('/_sites/sparkle-clean/default');
  });

  it('puts the membership variant into every page that states terms, the reskin into deals views only', () => {
    const decide = (url: string, experiments = { membershipModel: true, reskin: false }) => {
      const parsed = new URL(url, 'http://x');
      return decideRewrite({ host: 'www.tidy-nest.com', pathname: parsed.pathname, searchParams: parsed.searchParams, experiments }, table).rewriteTo;
    };
    expect(decide('/')).toBe('/_sites/tidy-nest/mm');
    expect(decide('/deal?adgroupid=148203961127')).toBe('/_sites/tidy-nest/ag-148203961127.mm/deal');
    // The footer states the offer's terms on every page, so every page has the variant's own copy.
    expect(decide('/help')).toBe('/_sites/tidy-nest/mm/p/help');
    expect(decide('/', { membershipModel: false, reskin: true })).toBe('/_sites/tidy-nest/rs');
    expect(decide('/deal?adgroupid=148203961127', { membershipModel: true, reskin: true })).toBe('/_sites/tidy-nest/ag-148203961127.mm.rs/deal');
    // The reskin is a deals-view variant: other landing pages keep one copy.
    expect(decide('/services/apartment-cleaning?adgroupid=148203961127', { membershipModel: true, reskin: true })).toBe(
      '/_sites/tidy-nest/ag-148203961127.mm/services/apartment-cleaning',
    );
    expect(decide('/checkout', { membershipModel: true, reskin: true })).toBe('/_sites/tidy-nest/mm/checkout');
  });

  it('heads only the service page its ad group advertises with the ad’s wording; other services keep their own', () => {
    const page = (path: string) => rewrite('www.tidy-nest.com', path).rewriteTo;
    expect(page('/services/apartment-cleaning?adgroupid=148203961127')).toBe('/_sites/tidy-nest/ag-148203961127/services/apartment-cleaning');
    expect(page('/services/deep-cleaning?adgroupid=148203961127')).toBe('/_sites/tidy-nest/default/services/deep-cleaning');
    expect(page('/services/house-cleaning?adgroupid=148203961127')).toBe('/_sites/tidy-nest/default/services/house-cleaning');
    // The landing pages the ad was written for keep it.
    expect(page('/deal?adgroupid=148203961127')).toBe('/_sites/tidy-nest/ag-148203961127/deal');
  });

  it('answers not-found for unknown paths, states, cities and services, in the brand layout', () => {
    for (const path of [
      '/nope',
      '/us/zz/',
      '/us/ca/nowhere/',
      '/services/window-washing',
      '/us/ca/san-jose/extra',
      '/help//ticket',
      '/HELP',
      '/%E0%A4%A',
      '/p/help',
      '/referral',
      '/referral/a/b',
      '/checkout/x',
    ]) {
      const decision = rewrite('www.tidy-nest.com', path);
      expect(decision).toMatchObject({
        brandKey: 'tidy-nest',
        rewriteTo: '/_sites/tidy-nest/default/not-found',
        notFound: true,
        cacheable: false,
        grantCents: 0,
      });
    }
  });

  it('never exposes the internal tree directly', () => {
    expect(rewrite('www.tidy-nest.com', '/_sites/sparkle-clean/default').rewriteTo).toBe('/_sites/tidy-nest/default/not-found');
    expect(rewrite('www.tidy-nest.com', '/_sites').notFound).toBe(true);
  });

  it('maps unknown and malformed hosts to the fallback brand', () => {
    for (const host of [null, '', 'localhost:3000', '[::1]:3000', 'www.not-a-brand.com', 'bad host', '../../etc']) {
      expect(rewrite(host, '/').rewriteTo).toBe('/_sites/local/default');
    }
  });
});
