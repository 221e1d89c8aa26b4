import { NextResponse, type NextRequest } from 'next/server';
import { errorText, log } from './server/platform/log';
import { DEFAULT_SEGMENT } from './lib/rules/landing/segment';
import { VISIT_BUCKET_HEADER } from './lib/rules/visitBucket';
import { fallbackBrandKeyWithoutContent } from './server/site/brandKey';
import { routePageRequest } from './server/site/routing/pageRequest';
import { proxyClientKey } from './server/site/routing/proxyClient';

/**
 * Host → brand, path → page. Every public page request is rewritten into the
 * brand-scoped tree under /_sites/{brand}/{landing segment}/… (DESIGN §1, §3a),
 * as `server/site/routing/pageRequest.ts` decides. The proxy never throws: if
 * even the routing table cannot be loaded, the request is served by the
 * fallback brand's not-found page.
 */
export async function proxy(request: NextRequest) {
  // The studio is not a brand page: it is served as it is, on any host.
  if (request.nextUrl.pathname === '/studio' || request.nextUrl.pathname.startsWith('/studio/')) {
    const response = NextResponse.next();
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  try {
    const answer = await routePageRequest({
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      searchParams: request.nextUrl.searchParams,
      host: request.headers.get('host'),
      cookieHeader: request.headers.get('cookie'),
      userAgent: request.headers.get('user-agent'),
      forwardedProto: request.headers.get('x-forwarded-proto'),
      // The server takes no TLS itself (server/runtime/serve.mjs listens on plain HTTP): HTTPS is known only from trusted
      // proxy hops. Next's own `nextUrl.protocol` is https whenever the client's X-Forwarded-Proto says so.
      encrypted: false,
      clientKey: proxyClientKey(request.headers),
      visitBucket: request.headers.get(VISIT_BUCKET_HEADER),
      referer: request.headers.get('referer'),
    });
    if (answer.refuse) {
      return new NextResponse(answer.refuse.text, {
        status: answer.refuse.status,
        headers: [...answer.headers, ['content-type', 'text/plain; charset=utf-8']],
      });
    }
    // Documented middleware API: the page renders with these request headers (the draft-mode cookie, server/site/studioGrants.ts).
    const forwarded = answer.forwardCookieHeader === undefined ? undefined : new Headers(request.headers);
    forwarded?.set('cookie', answer.forwardCookieHeader!);
    const response = NextResponse.rewrite(new URL(answer.rewriteTo, request.url), forwarded ? { request: { headers: forwarded } } : undefined);
    for (const [key, value] of answer.headers) response.headers.set(key, value);
    for (const cookie of answer.setCookies) response.headers.append('set-cookie', cookie);
    return response;
  } catch (error) {
    log.error({ err: errorText(error), path: request.nextUrl.pathname }, 'routing failed; serving the fallback brand’s not-found page');
    return NextResponse.rewrite(new URL(`/_sites/${fallbackBrandKeyWithoutContent()}/${DEFAULT_SEGMENT}/not-found`, request.url));
  }
}

export const config = {
  // Everything but Next's own assets, API routes and files in public/.
  matcher: ['/((?!api/|_next/static/|_next/image|favicons/|brands/|fonts/|images/|scripts/).*)'],
};
