import { NextResponse, type NextRequest } from 'next/server';
import { recordServedPage } from './lib/isr/pageLog';
import { assign, formatCohorts, MEMBERSHIP_MODEL, newSid, SID_PATTERN } from './lib/experiments/assign';
import { DEFAULT_SEGMENT } from './lib/landing/segment';
import { routingTable } from './lib/routing/manifestCache';
import { PREVIEW_BRAND_COOKIE, studioToken, verifiedPreviewBrand } from './lib/studio/auth';
import { decideRewrite } from './lib/routing/proxyDecision';

/**
 * Host → brand, path → page. Every public page request is rewritten into the
 * brand-scoped tree under /_sites/{brand}/{landing segment}/… (DESIGN §1, §3a).
 * The proxy never throws: if even the routing table cannot be loaded, the
 * request is served by the fallback brand's not-found page.
 */
export async function proxy(request: NextRequest) {
  // The studio is not a brand page: it is served as it is, on any host.
  if (request.nextUrl.pathname === '/studio' || request.nextUrl.pathname.startsWith('/studio/')) {
    const response = NextResponse.next();
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  try {
    const table = await routingTable();
    // A signed studio preview may show any brand (even an unpublished one) on this host.
    const previewBrand = request.cookies.has('__prerender_bypass') ? verifiedPreviewBrand(request.cookies.get(PREVIEW_BRAND_COOKIE)?.value, studioToken()) : null;
    // Experiments are assigned before render from the stable visitor id, so variants are static pages (no flicker).
    const existingSid = request.cookies.get('sid')?.value;
    const sid = existingSid && SID_PATTERN.test(existingSid) ? existingSid : newSid();
    const qa = /(?:^|\|)membership_model_v1=(control|variant)(?:\||$)/.exec(request.cookies.get('fe_qa')?.value ?? '')?.[1] as 'control' | 'variant' | undefined;
    const membership = assign(sid, MEMBERSHIP_MODEL, experimentPercent(), qa);
    const decision = decideRewrite(
      { host: request.headers.get('host'), pathname: request.nextUrl.pathname, searchParams: request.nextUrl.searchParams, previewBrand, membershipModel: membership.variant_value },
      table,
    );
    if (decision.cacheable && !previewBrand) recordServedPage(decision.rewriteTo);
    const target = new URL(decision.rewriteTo, request.url);
    if (!decision.rewriteTo.includes('?')) target.search = request.nextUrl.search;
    const response = NextResponse.rewrite(target);
    response.headers.set('x-brand', decision.brandKey);
    const cohorts = formatCohorts([membership]);
    if (sid !== existingSid) response.cookies.set('sid', sid, { path: '/', maxAge: 365 * 86_400, sameSite: 'lax' });
    if (request.cookies.get('fecohorts')?.value !== cohorts) response.cookies.set('fecohorts', cohorts, { path: '/', maxAge: 30 * 86_400, sameSite: 'lax' });
    return response;
  } catch (error) {
    console.error('[proxy] routing failed', error instanceof Error ? error.message : error);
    const fallback = process.env.FALLBACK_BRAND_KEY || 'local';
    return NextResponse.rewrite(new URL(`/_sites/${fallback}/${DEFAULT_SEGMENT}/not-found`, request.url));
  }
}

/** Share of visitors in the membership-model variant (0–100; default 0: the experiment is off). */
function experimentPercent(): number {
  const value = Number(process.env.EXPERIMENT_MEMBERSHIP_MODEL_PERCENT ?? 0);
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 0;
}

export const config = {
  // Everything but Next's own assets, API routes and files in public/.
  matcher: ['/((?!api/|_next/static/|_next/image|favicons/|brands/|fonts/|images/).*)'],
};
