import { resolveBrandKey } from '../brand/hostToBrandKey';
import type { RoutingManifest } from '../cms/types';
import { parseAdGroupId } from '../landing/params';
import { DEFAULT_SEGMENT, encodeLandingSegment } from '../landing/segment';
import { buildRouteIndex, classifyPath, internalPath, ISR_KINDS, LANDING_KINDS, type RouteIndex } from './routes';

/**
 * Everything the proxy decides, as a pure function of the request and the
 * published manifest, so it can be tested (and fuzzed) without a server.
 */

export interface RoutingTable {
  manifest: RoutingManifest;
  brandKeys: ReadonlySet<string>;
  adGroupIds: ReadonlySet<string>;
  devBrands: ReadonlySet<string>;
  faviconKeys: ReadonlyMap<string, string>;
  routes: RouteIndex;
}

export function buildRoutingTable(manifest: RoutingManifest): RoutingTable {
  return {
    manifest,
    brandKeys: new Set(manifest.brands.map((b) => b.key)),
    adGroupIds: new Set(manifest.adGroupIds),
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

/** The brand a request is for: a signed studio preview's, else the host's, else the fallback. */
const DEALS_VIEWS: ReadonlySet<string> = new Set(['home', 'deal', 'cached-deal']);

export function brandFor(request: { host: string | null; previewBrand?: string | null }, table: RoutingTable): string {
  return request.previewBrand ?? resolveBrandKey(request.host, table.brandKeys, table.manifest.fallbackKey).key;
}

export function decideRewrite(
  request: { host: string | null; pathname: string; searchParams: URLSearchParams; previewBrand?: string | null; experiments?: LandingExperiments },
  table: RoutingTable,
): ProxyDecision {
  const brandKey = brandFor(request, table);
  // The internal tree is never addressable from outside (DESIGN §3a).
  const route = request.pathname.startsWith('/_sites') ? { kind: 'not-found' as const } : classifyPath(safeDecode(request.pathname), table.routes);
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
