import { NextResponse, type NextRequest } from 'next/server';
import { recordServedPage } from './lib/isr/pageLog';
import { formatCohorts, newSid, SID_PATTERN } from './lib/experiments/assign';
import { MEMBERSHIP_MODEL, parseGroups, RESKINNED_LANDING, type AppEnv } from './lib/experiments/experiments';
import { experimentFlags, inVariant } from './lib/experiments/provider';
import { DEFAULT_SEGMENT } from './lib/landing/segment';
import { routingTable } from './lib/routing/manifestCache';
import { PREVIEW_BRAND_COOKIE, studioToken, verifiedPreviewBrand } from './lib/studio/auth';
import { brandFor, decideRewrite } from './lib/routing/proxyDecision';

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
    const knownCohorts = request.cookies.get('fecohorts')?.value;
    const host = request.headers.get('host');
    const brandKey = brandFor({ host, previewBrand }, table);
    const flags = await experimentFlags({
      sid,
      brandKey,
      devBrand: table.devBrands.has(brandKey),
      appEnv: appEnv(),
      qa: parseGroups(request.cookies.get('fe_qa')?.value),
      known: parseGroups(knownCohorts),
    });
    const decision = decideRewrite(
      {
        host,
        pathname: request.nextUrl.pathname,
        searchParams: request.nextUrl.searchParams,
        previewBrand,
        experiments: { membershipModel: inVariant(flags, MEMBERSHIP_MODEL), reskin: inVariant(flags, RESKINNED_LANDING) },
      },
      table,
    );
    if (decision.cacheable && !previewBrand) recordServedPage(decision.rewriteTo);
    const target = new URL(decision.rewriteTo, request.url);
    if (!decision.rewriteTo.includes('?')) target.search = request.nextUrl.search;
    const response = NextResponse.rewrite(target);
    response.headers.set('x-brand', decision.brandKey);
    // Cohorts of running experiments (and QA overrides) only; inactive ones are nobody's cohort.
    const cohorts = formatCohorts(flags.filter((f) => f.is_experiment_active || f.is_qa_tester));
    if (sid !== existingSid) response.cookies.set('sid', sid, { path: '/', maxAge: 365 * 86_400, sameSite: 'lax' });
    if (cohorts && knownCohorts !== cohorts) response.cookies.set('fecohorts', cohorts, { path: '/', maxAge: 30 * 86_400, sameSite: 'lax' });
    else if (!cohorts && knownCohorts !== undefined) response.cookies.delete('fecohorts');
    return response;
  } catch (error) {
    console.error('[proxy] routing failed', error instanceof Error ? error.message : error);
    const fallback = process.env.FALLBACK_BRAND_KEY || 'local';
    return NextResponse.rewrite(new URL(`/_sites/${fallback}/${DEFAULT_SEGMENT}/not-found`, request.url));
  }
}

/** Which app this deployment is (APP_ENV); production builds default to production. */
function appEnv(): AppEnv {
  const value = process.env.APP_ENV;
  if (value === 'production' || value === 'staging' || value === 'development') return value;
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}

export const config = {
  // Everything but Next's own assets, API routes and files in public/.
  matcher: ['/((?!api/|_next/static/|_next/image|favicons/|brands/|fonts/|images/|scripts/).*)'],
};
