import type { RoutingManifest } from '@/lib/content/types';
import { iconAtPath, WEB_MANIFEST_PATH, type IconName } from '@/lib/rules/images/brandIcons';

/**
 * The public route table (spec §2). The proxy classifies every request path
 * against the published content, so unknown paths never reach an ISR page and
 * never create cache entries.
 */

export type Route =
  | { kind: 'home' }
  | { kind: 'deal' }
  | { kind: 'cached-deal' }
  | { kind: 'service'; slug: string }
  | { kind: 'locations' }
  | { kind: 'state'; state: string }
  | { kind: 'city'; state: string; city: string }
  | { kind: 'page'; path: string }
  | { kind: 'checkout' }
  | { kind: 'waitlist' }
  | { kind: 'survey' }
  | { kind: 'referral' }
  | { kind: 'robots' }
  | { kind: 'sitemap' }
  | { kind: 'icon'; icon: IconName }
  | { kind: 'web-manifest' }
  | { kind: 'not-found' };

/** Routes whose first HTML depends on the landing variant (ad-group wording). */
export const LANDING_KINDS: ReadonlySet<Route['kind']> = new Set(['home', 'deal', 'cached-deal', 'service', 'state', 'city']);

/** Routes served by ISR pages (as opposed to API routes, static files and per-request pages). */
export const ISR_KINDS: ReadonlySet<Route['kind']> = new Set([
  'home',
  'deal',
  'service',
  'locations',
  'state',
  'city',
  'page',
  'checkout',
  'waitlist',
  'survey',
  'referral',
]);

export interface RouteIndex {
  serviceSlugs: ReadonlySet<string>;
  pagePaths: ReadonlySet<string>;
  locations: ReadonlyMap<string, ReadonlySet<string>>;
}

export function buildRouteIndex(manifest: Pick<RoutingManifest, 'serviceSlugs' | 'pagePaths' | 'locations'>): RouteIndex {
  return {
    serviceSlugs: new Set(manifest.serviceSlugs),
    pagePaths: new Set(manifest.pagePaths),
    locations: new Map(Object.entries(manifest.locations).map(([state, cities]) => [state, new Set(cities)])),
  };
}

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
const MAX_PATH_LENGTH = 512;

export function classifyPath(pathname: string, index: RouteIndex): Route {
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'not-found' };
  if (pathname === '/robots.txt') return { kind: 'robots' };
  if (pathname === '/sitemap.xml') return { kind: 'sitemap' };
  const icon = iconAtPath(pathname);
  if (icon) return { kind: 'icon', icon };
  if (pathname === WEB_MANIFEST_PATH) return { kind: 'web-manifest' };
  if (pathname.includes('/cached-deal')) return { kind: 'cached-deal' };

  // One trailing slash is the same page (spec §2 lists both /help and /help/).
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === '/') return { kind: 'home' };
  // Referral codes are case-insensitive and unbounded; every one gets the same page, which looks the code up.
  if (/^\/referral\/[^/]{1,64}$/.test(trimmed)) return { kind: 'referral' };
  const parts = trimmed.slice(1).split('/');
  if (!parts.every((part) => SEGMENT.test(part))) return { kind: 'not-found' };

  const [head, second, third, ...rest] = parts;
  if (parts.length === 1 && (head === 'deal' || head === 'checkout' || head === 'waitlist' || head === 'survey')) return { kind: head };
  if (head === 'services' && second && !third && index.serviceSlugs.has(second)) return { kind: 'service', slug: second };
  if (head === 'us' && rest.length === 0) {
    if (!second) return { kind: 'locations' };
    const cities = index.locations.get(second);
    if (!cities) return { kind: 'not-found' };
    if (!third) return { kind: 'state', state: second };
    return cities.has(third) ? { kind: 'city', state: second, city: third } : { kind: 'not-found' };
  }
  const path = parts.join('/');
  return index.pagePaths.has(path) ? { kind: 'page', path } : { kind: 'not-found' };
}

/**
 * The internal page a route is served from; only the proxy produces these paths. A brand's icons are the ones its
 * logo made (`hasIcons`); without them its favicon is the static file and the other sizes are not found.
 */
export function internalPath(route: Route, target: { brandKey: string; faviconKey: string; hasIcons: boolean; segment: string }): string {
  const { brandKey, faviconKey, hasIcons, segment } = target;
  const base = `/_sites/${brandKey}/${segment}`;
  switch (route.kind) {
    case 'home':
      return base;
    case 'deal':
      return `${base}/deal`;
    case 'cached-deal':
      return `${base}/cached-deal`;
    case 'service':
      return `${base}/services/${route.slug}`;
    case 'locations':
      return `${base}/us`;
    case 'state':
      return `${base}/us/${route.state}`;
    case 'city':
      return `${base}/us/${route.state}/${route.city}`;
    case 'page':
      return `${base}/p/${route.path}`;
    case 'checkout':
    case 'waitlist':
    case 'survey':
    case 'referral':
      return `${base}/${route.kind}`;
    case 'robots':
      return `/api/seo/robots?brand=${encodeURIComponent(brandKey)}`;
    case 'sitemap':
      return `/api/seo/sitemap?brand=${encodeURIComponent(brandKey)}`;
    case 'icon':
      if (!hasIcons && route.icon === 'favicon') return `/favicons/${faviconKey}/favicon.ico`;
      return `/api/seo/icon?brand=${encodeURIComponent(brandKey)}&icon=${route.icon}`;
    case 'web-manifest':
      return `/api/seo/manifest?brand=${encodeURIComponent(brandKey)}`;
    case 'not-found':
      return `${base}/not-found`;
  }
}
