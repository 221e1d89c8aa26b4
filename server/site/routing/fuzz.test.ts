/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { parseStep, presetHours, urlWithStep } from '@/lib/rules/checkoutSteps';
import type { RoutingManifest } from '@/lib/content/types';
import { parseDiscountCents } from '@/lib/rules/discount';
import { parseAdGroupId, parseStateOverride } from '@/lib/rules/landing/params';
import { buildRoutingTable, decideRewrite } from './proxyDecision';
import { safeRedirect } from '@/lib/rules/redirect';

const SEED = 20261122;
const manifest: RoutingManifest = {
  brands: ['sparkle-clean', 'tidy-nest', 'bright-maids', 'local'].map((key) => ({ key, faviconKey: key, hasIcons: false, isDev: key === 'local' })),
  fallbackKey: 'local',
  adGroupIds: ['148203961127', '152718340021'],
  adGroupBrands: {},
  adGroupFamilies: {},
  adGroupDiscounts: {},
  experiments: [],
  campaigns: [],
  serviceSlugs: ['deep-cleaning'],
  pagePaths: ['help', 'help/ticket'],
  locations: { ca: ['san-jose'] },
};
const table = buildRoutingTable(manifest);
const KNOWN = new Set(manifest.brands.map((b) => b.key));

const hostArb = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.domain(),
  fc.ipV4().map((ip) => `${ip}:${fc.sample(fc.integer({ min: 0, max: 99999 }), 1)[0]}`),
  fc.ipV6().map((ip) => `[${ip}]`),
  fc.constantFrom('localhost', 'www.sparkle-clean.com', 'WWW.TIDY-NEST.COM.', '..', ':', '[::1]:3000'),
);
const pathArb = fc.oneof(
  fc.webPath(),
  fc.string({ maxLength: 600 }).map((s) => `/${s}`),
  fc.constantFrom('/', '/deal', '/us/ca/san-jose/', '/_sites/x', '/%E0%A4%A', '/referral/ABC'),
);
const queryArb = fc.dictionary(fc.constantFrom('adgroupid', 'discount', 'step', 'pre_hours', 'state_override', 'redirect', 'x'), fc.string({ maxLength: 40 }));

describe('fuzz: proxy decisions', () => {
  it('never throws, always picks a published brand, and only rewrites inside the route table', () => {
    fc.assert(
      fc.property(hostArb, pathArb, queryArb, (host, pathname, query) => {
        const decision = decideRewrite({ host, pathname, searchParams: new URLSearchParams(query) }, table);
        expect(KNOWN.has(decision.brandKey)).toBe(true);
        expect(decision.rewriteTo).toMatch(
          /^(\/_sites\/(sparkle-clean|tidy-nest|bright-maids|local)\/(default|ag-148203961127|ag-152718340021)(\/|$)|\/api\/seo\/(robots|sitemap|icon|manifest)\?brand=|\/favicons\/)/,
        );
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it('a flood of 10,000 random hosts adds no page to the cache', () => {
    const targets = new Set<string>();
    fc.assert(
      fc.property(hostArb, (host) => {
        targets.add(decideRewrite({ host, pathname: '/', searchParams: new URLSearchParams() }, table).rewriteTo);
      }),
      { seed: SEED, numRuns: 10_000 },
    );
    // Every host lands on one of the published brands' existing home pages.
    expect([...targets].every((t) => /^\/_sites\/(sparkle-clean|tidy-nest|bright-maids|local)\/default$/.test(t))).toBe(true);
    expect(targets.size).toBeLessThanOrEqual(KNOWN.size);
  });
});

describe('fuzz: landing and checkout parameters', () => {
  it('parsers are total and their results stay in range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined), fc.constant(null)), (value) => {
        const id = parseAdGroupId(value as string, new Set(manifest.adGroupIds));
        expect(id === null || manifest.adGroupIds.includes(id)).toBe(true);
        const discount = parseDiscountCents(value as string);
        expect(discount === null || (Number.isInteger(discount) && discount > 0 && discount <= 50_000)).toBe(true);
        expect([1, 2, 3]).toContain(parseStep(value));
        expect([2, 3, 4, 6]).toContain(presetHours(value, [{ numHours: 2 }, { numHours: 3 }, { numHours: 4 }, { numHours: 6 }]));
        const state = parseStateOverride(value);
        expect(state === null || /^[A-Z]{2}$/.test(state)).toBe(true);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('redirects only ever point at this site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.webPath(),
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (value) => {
          const target = safeRedirect(value);
          if (target !== null) {
            expect(target.startsWith('/')).toBe(true);
            expect(target.startsWith('//')).toBe(false);
            expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
          }
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('step URLs keep the path and set exactly one step', () => {
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 })),
        fc.constantFrom(1, 2, 3),
        (p, query, step) => {
          const asPath = `${p || '/'}?${new URLSearchParams(query).toString()}`;
          const next = new URL(urlWithStep(asPath, step as 1 | 2 | 3), 'https://x.example');
          expect(next.searchParams.getAll('step')).toEqual([String(step)]);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
