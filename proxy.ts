import { NextResponse, type NextRequest } from 'next/server';
import { formatCohorts, newSid } from './lib/growth/experiments/assign';
import { MEMBERSHIP_MODEL, RESKINNED_LANDING } from './lib/growth/experiments/experiments';
import { inVariant } from './lib/growth/experiments/provider';
import { registerExposures, validSid, visitorFlags } from './lib/growth/experiments/visitor';
import { isHttps } from './lib/platform/clientAddress';
import { serverEnv } from './lib/platform/env/server';
import { errorText, log } from './lib/platform/log';
import { AGENT_COOKIE, isAgentPath } from './lib/rules/audience';
import { parseAdGroupId } from './lib/rules/landing/params';
import { REFERRAL_COOKIE, referralCode } from './lib/rules/referral';
import { DEFAULT_SEGMENT } from './lib/rules/landing/segment';
import { fallbackBrandKeyWithoutContent } from './lib/site/brandKey';
import { recordServedPage } from './lib/site/isr/pageLog';
import { previewRoutingTable, routingTable } from './lib/site/routing/manifestCache';
import { brandFor, decideRewrite, routeOf, takesExperiments } from './lib/site/routing/proxyDecision';
import { LANDING_KINDS } from './lib/site/routing/routes';
import { PREVIEW_BRAND_COOKIE, QA_GROUPS_COOKIE, requestQaGroups, studioToken, verifiedPreviewBrand } from './lib/studio/auth';

/**
 * Host → brand, path → page. Every public page request is rewritten into the
 * brand-scoped tree under /_sites/{brand}/{landing segment}/… (DESIGN §1, §3a).
 * The proxy never throws: if even the routing table cannot be loaded, the
 * request is served by the fallback brand's not-found page.
 *
 * Cookies and caches: a response a CDN may share never sets a cookie. The
 * cached-deal pages (always CDN-cached) set none: a visitor without a `sid`
 * sees control there and the page's own script creates the id. Other pages
 * set `sid` and `fecohorts` only when they change, and such a response is
 * then marked private.
 */
export async function proxy(request: NextRequest) {
  // The studio is not a brand page: it is served as it is, on any host.
  if (request.nextUrl.pathname === '/studio' || request.nextUrl.pathname.startsWith('/studio/')) {
    const response = NextResponse.next();
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  try {
    // A signed studio preview may show any brand (even an unpublished one) on this host, and draft-only pages.
    const previewBrand = request.cookies.has('__prerender_bypass') ? verifiedPreviewBrand(request.cookies.get(PREVIEW_BRAND_COOKIE)?.value, studioToken()) : null;
    const table = previewBrand ? await previewRoutingTable() : await routingTable();
    const route = routeOf(request.nextUrl.pathname, table);
    const host = request.headers.get('host');
    const brandKey = brandFor({ host, previewBrand }, table);
    const sharedByCdn = route.kind === 'cached-deal';

    // Agent sessions (/agent/… or the ha-agent cookie) see the control pages and count in no statistics.
    const agentPath = isAgentPath(request.nextUrl.pathname);
    const agent = agentPath || request.cookies.has(AGENT_COOKIE);
    const experimenting = takesExperiments(route) && !agent;

    // Experiments are assigned before render from the stable visitor id, so variants are static pages (no flicker).
    const existingSid = validSid(request.cookies.get('sid')?.value);
    const sid = existingSid ?? (experimenting && !sharedByCdn ? newSid() : null);
    // QA overrides count only as the studio signed them (a visitor must not choose a pricing group).
    const cookies = { fe_qa: requestQaGroups(request.cookies.get(QA_GROUPS_COOKIE)?.value), fecohorts: request.cookies.get('fecohorts')?.value };
    const adGroupId = parseAdGroupId(request.nextUrl.searchParams.getAll('adgroupid'), table.adGroupIds);
    const visitor = { key: brandKey, devBrand: table.devBrands.has(brandKey), adType: adGroupId ? (table.adGroupFamilies.get(adGroupId) ?? null) : null };
    const flags = experimenting ? await visitorFlags(cookies, visitor, sid) : [];

    const decision = decideRewrite(
      {
        host,
        pathname: request.nextUrl.pathname,
        searchParams: request.nextUrl.searchParams,
        previewBrand,
        route,
        experiments: { membershipModel: inVariant(flags, MEMBERSHIP_MODEL), reskin: inVariant(flags, RESKINNED_LANDING) },
      },
      table,
    );
    if (decision.cacheable && !previewBrand) recordServedPage(decision.rewriteTo);
    // The landing variant is what this page shows: that is the exposure.
    if (LANDING_KINDS.has(route.kind) && experimenting) registerExposures(cookies, visitor, sid, flags, 'landing');
    const target = new URL(decision.rewriteTo, request.url);
    if (!decision.rewriteTo.includes('?')) target.search = request.nextUrl.search;
    const response = NextResponse.rewrite(target);
    response.headers.set('x-brand', decision.brandKey);
    if (!takesExperiments(route) || sharedByCdn) return response;

    const secure = isHttps({ socketAddress: undefined, forwardedFor: undefined, forwardedProto: request.headers.get('x-forwarded-proto') ?? undefined, encrypted: request.nextUrl.protocol === 'https:' }, serverEnv().TRUSTED_PROXY_HOPS);
    if (agent) {
      // A session cookie: the rest of the agent's visit (links drop the /agent prefix) stays excluded.
      if (agentPath && !request.cookies.has(AGENT_COOKIE)) {
        response.cookies.set(AGENT_COOKIE, '1', { path: '/', sameSite: 'lax', secure });
        response.headers.set('Cache-Control', 'private, no-store');
      }
      return response;
    }

    // Cohorts of running experiments (and QA overrides) only; inactive ones are nobody's cohort.
    const cohorts = formatCohorts(flags.filter((f) => f.is_experiment_active || f.is_qa_tester));
    let setsCookies = false;
    if (sid && sid !== existingSid) {
      response.cookies.set('sid', sid, { path: '/', maxAge: 365 * 86_400, sameSite: 'lax', secure });
      setsCookies = true;
    }
    if (cohorts && cookies.fecohorts !== cohorts) {
      response.cookies.set('fecohorts', cohorts, { path: '/', maxAge: 30 * 86_400, sameSite: 'lax', secure });
      setsCookies = true;
    } else if (!cohorts && cookies.fecohorts !== undefined) {
      response.cookies.delete('fecohorts');
      setsCookies = true;
    }
    // A referral link credits its referrer for 30 days, from the first request: events and the purchase carry it.
    const referral = route.kind === 'referral' ? referralCode(safeLastSegment(request.nextUrl.pathname)) : null;
    if (referral && request.cookies.get(REFERRAL_COOKIE)?.value !== referral) {
      response.cookies.set(REFERRAL_COOKIE, referral, { path: '/', maxAge: 30 * 86_400, sameSite: 'lax', secure });
      setsCookies = true;
    }
    // A response that sets this visitor's cookies is theirs alone: no shared cache may keep it.
    if (setsCookies) response.headers.set('Cache-Control', 'private, no-store');
    return response;
  } catch (error) {
    log.error({ err: errorText(error), path: request.nextUrl.pathname }, 'routing failed; serving the fallback brand’s not-found page');
    return NextResponse.rewrite(new URL(`/_sites/${fallbackBrandKeyWithoutContent()}/${DEFAULT_SEGMENT}/not-found`, request.url));
  }
}

function safeLastSegment(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  } catch {
    return null;
  }
}

export const config = {
  // Everything but Next's own assets, API routes and files in public/.
  matcher: ['/((?!api/|_next/static/|_next/image|favicons/|brands/|fonts/|images/|scripts/).*)'],
};
