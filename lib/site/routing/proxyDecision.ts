import { withoutAgentPrefix } from '@/lib/rules/audience';
import { resolveBrandKey } from '@/lib/rules/brand';
import type { RoutingManifest } from '@/lib/content/types';
import { parseAdGroupId } from '@/lib/rules/landing/params';
import { DEFAULT_SEGMENT, encodeLandingSegment } from '@/lib/rules/landing/segment';
import { buildRouteIndex, classifyPath, internalPath, ISR_KINDS, LANDING_KINDS, type Route, type RouteIndex } from './routes';

/**
 * Everything the proxy decides, as a pure function of the request and the
 * published manifest, so it can be tested (and fuzzed) without a server.
 */

export interface RoutingTable {
  manifest: RoutingManifest;
  brandKeys: ReadonlySet<string>;
  adGroupIds: ReadonlySet<string>;
  adGroupFamilies: ReadonlyMap<string, string>;
  devBrands: ReadonlySet<string>;
  faviconKeys: ReadonlyMap<string, string>;
  routes: RouteIndex;
}

export function buildRoutingTable(manifest: RoutingManifest): RoutingTable {
  return {
    manifest,
    brandKeys: new Set(manifest.brands.map((b) => b.key)),
    adGroupIds: new Set(manifest.adGroupIds),
    adGroupFamilies: new Map(Object.entries(manifest.adGroupFamilies)),
    devBrands: new Set(manifest.brands.filter((b) => b.isDev).map((b) => b.key)),
    faviconKeys: new Map(manifest.brands.map((b) => [b.key, b.faviconKey])),
    routes: buildRouteIndex(manifest),
  };
}

export interface ProxyDecision {
  brandKey: string;
  /** Path (and query, for API targets) to rewrite to. */
  rewriteTo: string;
  notFound: boolean;
  /** The target is an ISR page (it may sit in the page cache). */
  cacheable: boolean;
}

/** Experiment variants that shape static landing HTML (assigned by the proxy). */
export interface LandingExperiments {
  membershipModel: boolean;
  reskin: boolean;
}

/** Routes that show the deals view, the only ones the reskinned landing page changes. */
const DEALS_VIEWS: ReadonlySet<string> = new Set(['home', 'deal', 'cached-deal']);

/** The brand a request is for: a signed studio preview's, else the host's, else the fallback. */
export function brandFor(request: { host: string | null; previewBrand?: string | null }, table: RoutingTable): string {
  return request.previewBrand ?? resolveBrandKey(request.host, table.brandKeys, table.manifest.fallbackKey).key;
}

/** The route a public path names; the internal tree is never addressable from outside (DESIGN §3a). */
export function routeOf(pathname: string, table: RoutingTable): Route {
  return pathname.startsWith('/_sites') ? { kind: 'not-found' } : classifyPath(withoutAgentPrefix(safeDecode(pathname)), table.routes);
}

/** Pages whose variant can depend on the visitor's experiment groups (every other route skips experiments and cookies). */
export const takesExperiments = (route: Route) => ISR_KINDS.has(route.kind) || route.kind === 'cached-deal';

export function decideRewrite(
  request: { host: string | null; pathname: string; searchParams: URLSearchParams; previewBrand?: string | null; experiments?: LandingExperiments; route?: Route },
  table: RoutingTable,
): ProxyDecision {
  const brandKey = brandFor(request, table);
  const route = request.route ?? routeOf(request.pathname, table);
  const segment = LANDING_KINDS.has(route.kind)
    ? encodeLandingSegment({
        adGroupId: parseAdGroupId(request.searchParams.getAll('adgroupid'), table.adGroupIds),
        membershipModel: request.experiments?.membershipModel === true,
        // The reskin changes the deals view only; other landing pages would just be duplicate cache entries.
        reskin: request.experiments?.reskin === true && DEALS_VIEWS.has(route.kind),
      })
    : DEFAULT_SEGMENT;
  return {
    brandKey,
    rewriteTo: internalPath(route, { brandKey, segment, faviconKey: table.faviconKeys.get(brandKey) ?? 'default' }),
    notFound: route.kind === 'not-found',
    cacheable: ISR_KINDS.has(route.kind),
  };
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '\u0000';
  }
}
