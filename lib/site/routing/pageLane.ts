import { routeIsrPageRequest, type PageAnswer } from './pageRequest';

/**
 * ISR pages beside Next's router (docs/decisions.md, "Origin efficiency"):
 * `scripts/serve.mjs` asks this function, registered on `globalThis` when the
 * server starts (instrumentation.ts), whether a request is a published ISR
 * page, and if so hands the internal page straight to Next's page renderer.
 * Next's router would run `proxy.ts` for it in its middleware sandbox (a
 * Request, a Response and a rewrite round trip per page), which cost more than
 * half of a cached page's time. The decision itself is the proxy's own
 * (`pageRequest.ts`); anything this returns null for goes through Next as
 * before, untouched.
 */

export const PAGE_LANE_KEY = Symbol.for('homeclean.pageLane');

/** The parts of a Node request the lane reads. */
export interface LaneRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { encrypted?: boolean } | null;
}

export type PageLane = (req: LaneRequest) => Promise<PageAnswer | null>;

/**
 * What proxy.ts's matcher leaves out (Next's own files, API routes, files in public/), and the studio, which the proxy
 * passes through: never a brand page. A unit test holds this against the matcher.
 */
const NOT_PAGES = /^\/(?:api\/|_next\/|favicons\/|brands\/|fonts\/|images\/|scripts\/|studio(?:\/|$|\?))/;

const single = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

export const pageLane: PageLane = async (req) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.startsWith('//') || NOT_PAGES.test(url)) return null;
  const query = url.indexOf('?');
  const rawPath = query === -1 ? url : url.slice(0, query);
  const parsed = new URL(url, 'http://localhost');
  // A path the URL parser rewrites (dot segments, backslashes, escapes) is left to Next, which parses it its own way.
  if (parsed.pathname !== rawPath) return null;
  return routeIsrPageRequest({
    pathname: parsed.pathname,
    search: parsed.search,
    searchParams: parsed.searchParams,
    host: single(req.headers.host),
    cookieHeader: single(req.headers.cookie),
    forwardedProto: single(req.headers['x-forwarded-proto']),
    encrypted: req.socket?.encrypted === true,
  });
};

/** Makes the lane available to the server script of this process. */
export function offerPageLane(): void {
  (globalThis as Record<symbol, unknown>)[PAGE_LANE_KEY] = pageLane;
}
