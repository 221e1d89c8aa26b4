import { withoutAgentPrefix } from '@/lib/rules/audience';
import { resolveBrandKey } from '@/lib/rules/brand';
import type { RoutingManifest } from '@/lib/content/types';
import { grantedDiscount, type Campaign } from '@/lib/rules/discount';
import { landingAskFromUrl, NO_ASK, type LandingAsk } from '@/lib/rules/landing/ask';
import { DEFAULT_SEGMENT, encodeLandingSegment, type CopyVariant } from '@/lib/rules/landing/segment';
import { wordingFitsService } from '@/lib/rules/landing/wordingFits';
import { experimentsFrom, type Experiment, type PercentOverrides } from '@/lib/growth/experiments/experiments';
import { buildRouteIndex, classifyPath, internalPath, ISR_KINDS, LANDING_KINDS, type Route, type RouteIndex } from './routes';

/**
 * Everything the proxy decides, as a pure function of the request and the
 * published manifest, so it can be tested (and fuzzed) without a server.
 */

export interface RoutingTable {
  fallbackKey: string;
  /** The experiment documents the table was built from: their groups are re-read by the clock (manifestCache.ts). */
  experimentDefinitions: RoutingManifest['experiments'];
  brandKeys: ReadonlySet<string>;
  adGroupIds: ReadonlySet<string>;
  /** Ad groups whose wording names the brands they run on (the others run on every brand). */
  adGroupBrands: ReadonlyMap<string, ReadonlySet<string>>;
  adGroupFamilies: ReadonlyMap<string, string>;
  adGroupDiscounts: ReadonlyMap<string, number>;
  campaigns: ReadonlyMap<string, Campaign>;
  campaignIds: ReadonlySet<string>;
  devBrands: ReadonlySet<string>;
  faviconKeys: ReadonlyMap<string, string>;
  /** Brands whose logo made icons. */
  iconBrands: ReadonlySet<string>;
  routes: RouteIndex;
  /** The experiment documents as of the table's build (rebuilt every few seconds: a start or stop time is met within them). */
  experiments: readonly Experiment[];
}

/**
 * The lookups a routing decision makes, built once per content revision. The manifest itself is not kept: at 100,000
 * ad groups its lists and records would be a second copy of every id beside these. Ad groups mostly share a few brand
 * lists and families, so each distinct one is held once.
 */
export function buildRoutingTable(manifest: RoutingManifest, overrides: PercentOverrides = {}, now = new Date()): RoutingTable {
  const brandSets = new Map<string, ReadonlySet<string>>();
  const brandSet = (keys: string[]) => {
    const name = keys.join('\u0000');
    let set = brandSets.get(name);
    if (!set) brandSets.set(name, (set = new Set(keys)));
    return set;
  };
  const families = new Map<string, string>();
  const family = (name: string) => families.get(name) ?? (families.set(name, name), name);
  return {
    fallbackKey: manifest.fallbackKey,
    experimentDefinitions: manifest.experiments,
    brandKeys: new Set(manifest.brands.map((b) => b.key)),
    adGroupIds: new Set(manifest.adGroupIds),
    adGroupBrands: new Map(Object.entries(manifest.adGroupBrands).map(([id, keys]) => [id, brandSet(keys)])),
    adGroupFamilies: new Map(Object.entries(manifest.adGroupFamilies).map(([id, name]) => [id, family(name)])),
    adGroupDiscounts: new Map(Object.entries(manifest.adGroupDiscounts)),
    campaigns: new Map(manifest.campaigns.map((c) => [c.campaignId, c])),
    campaignIds: new Set(manifest.campaigns.map((c) => c.campaignId)),
    devBrands: new Set(manifest.brands.filter((b) => b.isDev).map((b) => b.key)),
    faviconKeys: new Map(manifest.brands.map((b) => [b.key, b.faviconKey])),
    iconBrands: new Set(manifest.brands.filter((b) => b.hasIcons).map((b) => b.key)),
    routes: buildRouteIndex(manifest),
    experiments: experimentsFrom(manifest.experiments, now, overrides),
  };
}

export interface ProxyDecision {
  brandKey: string;
  /** Path (and query, for API targets) to rewrite to. */
  rewriteTo: string;
  notFound: boolean;
  /** The target is an ISR page (it may sit in the page cache). */
  cacheable: boolean;
  /** The page variant's segment (DEFAULT_SEGMENT for a page every visitor of the brand is shown). */
  segment: string;
  /** What the visit's landing asks for: this URL's, else the one it remembers. */
  ask: LandingAsk;
  /** The cents off each paid option that the ask is granted, as the page shows it. */
  grantCents: number;
}

/** What the visit brings besides the URL: the landing it remembers, and the plan it is offered. */
export interface VisitInputs {
  /** The ask of the visit's signed offer cookie, used when the URL names no landing. */
  remembered?: LandingAsk | null;
  /** The first-cleaning plan the visitor is offered; null for the default plan. */
  planKey?: string | null;
  now?: Date;
}

/** Experiment variants that shape static landing HTML (assigned by the proxy). */
export interface LandingExperiments {
  membershipModel: boolean;
  reskin: boolean;
  /** Studio experiments whose group shows its own copy on the deals view. */
  copy?: readonly CopyVariant[];
}

/** Routes that show the deals view, the only ones the reskinned landing page changes. */
export const DEALS_VIEWS: ReadonlySet<string> = new Set(['home', 'deal', 'cached-deal']);

/**
 * What an ask is granted on a brand now, from the campaigns and ad-group discounts of the published manifest. A
 * campaign's redemption cap is the quote's to check (it counts purchases); everything else is decided here as the
 * quote decides it (server/offer/grants.ts), with the same rule.
 */
export function grantFor(ask: LandingAsk, brandKey: string, table: RoutingTable, now: Date): number {
  const campaign = ask.campaignId ? (table.campaigns.get(ask.campaignId) ?? null) : null;
  const adGroupDiscountCents = ask.adGroupId ? (table.adGroupDiscounts.get(ask.adGroupId) ?? null) : null;
  if (!campaign && !adGroupDiscountCents) return 0;
  return grantedDiscount({ campaign, redemptions: 0, adGroupDiscountCents, brandKey, now, requestedCents: ask.askCents }).cents;
}

/** The brand a request is for: a signed studio preview's, else the host's, else the fallback. */
/**
 * The ad groups a brand runs: an id from another brand's ads is no landing here, so a brand's pages are bounded by
 * its own ad groups, not every brand's.
 */
export function adGroupsOn(table: RoutingTable, brandKey: string): { has(id: string): boolean } {
  return { has: (id) => table.adGroupIds.has(id) && (table.adGroupBrands.get(id)?.has(brandKey) ?? true) };
}

export function brandFor(request: { host: string | null; previewBrand?: string | null }, table: RoutingTable): string {
  return request.previewBrand ?? resolveBrandKey(request.host, table.brandKeys, table.fallbackKey).key;
}

/** The route a public path names; the internal tree is never addressable from outside (DESIGN §3a). */
export function routeOf(pathname: string, table: RoutingTable): Route {
  return pathname.startsWith('/_sites') ? { kind: 'not-found' } : classifyPath(withoutAgentPrefix(safeDecode(pathname)), table.routes);
}

/** Pages whose variant can depend on the visitor's experiment groups (every other route skips experiments and cookies). */
export const takesExperiments = (route: Route) => ISR_KINDS.has(route.kind) || route.kind === 'cached-deal';

/**
 * Brand, route and page variant. Every page states prices (the banner, the footer terms), so every page's variant
 * carries the visit's grant and plan; landing pages also carry the ad group's wording and the landing experiments.
 * A cached-deal page is shared by a CDN: it is built from its URL alone, never from what a visit remembers.
 */
export function decideRewrite(
  request: {
    host: string | null;
    pathname: string;
    searchParams: URLSearchParams;
    previewBrand?: string | null;
    experiments?: LandingExperiments;
    route?: Route;
    visit?: VisitInputs;
  },
  table: RoutingTable,
): ProxyDecision {
  const brandKey = brandFor(request, table);
  const route = request.route ?? routeOf(request.pathname, table);
  const sharedByCdn = route.kind === 'cached-deal';
  const visit = sharedByCdn ? {} : (request.visit ?? {});
  const ask =
    landingAskFromUrl(request.searchParams, { adGroupIds: adGroupsOn(table, brandKey), campaignIds: table.campaignIds }) ?? visit.remembered ?? NO_ASK;
  const grantCents = grantFor(ask, brandKey, table, visit.now ?? new Date());
  // A not-found page has the layout too, banner and footer terms included.
  const pricedPage = ISR_KINDS.has(route.kind) || sharedByCdn || route.kind === 'not-found';
  const landing = LANDING_KINDS.has(route.kind);
  // The ad group's wording shows on the landing pages and on the service page its family advertises only.
  const wordingShown =
    landing && (route.kind !== 'service' || (ask.adGroupId !== null && wordingFitsService(table.adGroupFamilies.get(ask.adGroupId), route.slug)));
  const segment = pricedPage
    ? encodeLandingSegment({
        adGroupId: wordingShown ? ask.adGroupId : null,
        grantCents,
        planKey: visit.planKey ?? null,
        // The free-first-cleaning membership is the visit's offer on every page that states terms, not only where it
        // is sold: banner, footer, service, location and help pages all state its figures.
        membershipModel: request.experiments?.membershipModel === true,
        // The reskin changes the deals view only; other landing pages would just be duplicate cache entries.
        reskin: landing && request.experiments?.reskin === true && DEALS_VIEWS.has(route.kind),
        // Copy variants change the deals view's hero and banner; a CDN-shared page is built from its URL alone.
        copy: landing && !sharedByCdn && DEALS_VIEWS.has(route.kind) ? (request.experiments?.copy ?? []) : [],
      })
    : DEFAULT_SEGMENT;
  return {
    brandKey,
    rewriteTo: internalPath(route, { brandKey, segment, faviconKey: table.faviconKeys.get(brandKey) ?? 'default', hasIcons: table.iconBrands.has(brandKey) }),
    notFound: route.kind === 'not-found',
    cacheable: ISR_KINDS.has(route.kind),
    segment,
    ask,
    grantCents,
  };
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '\u0000';
  }
}
