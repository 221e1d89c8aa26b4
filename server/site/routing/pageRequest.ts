import { createHash } from 'node:crypto';
import { formatCohorts, type Flag } from '@/lib/growth/experiments/assign';
import { MEMBERSHIP_MODEL, RESKINNED_LANDING, type Experiment, type ExposureMoment } from '@/lib/growth/experiments/experiments';
import { inVariant } from '@/server/growth/experiments/provider';
import { assignedFlags, exposuresAt, HOLDOUT, planChoices, visitorFlags, type VisitorBrand, type VisitorCookies } from '@/server/growth/experiments/visitor';
import { assignmentUnit, newVisitorId, randomBucket, verifiedVisitorId } from '@/server/domain/experiments/visitorId';
import { isCrawler } from '@/lib/rules/audience';
import { DEFAULT_SEGMENT } from '@/lib/rules/landing/segment';
import { previewHostKey } from '@/lib/rules/previewHost';
import { bucketAt, bucketUnit, isVisitBucket, PAGE_VARIANT_COOKIE, VISIT_BUCKETS, type VisitBucket } from '@/lib/rules/visitBucket';
import type { CopyVariant } from '@/lib/rules/landing/segment';
import { recordShown } from '@/server/domain/experiments/exposures';
import { isHttps } from '@/server/platform/clientAddress';
import { days, parseCookies, serializeCookie } from '@/lib/platform/cookies';
import { serverEnv } from '@/server/platform/env';
import { AGENT_COOKIE, BOT_COOKIE, isAgentPath } from '@/lib/rules/audience';
import { landingAskFromUrl, SHOWN_DEFAULT_PLAN, type LandingAsk } from '@/lib/rules/landing/ask';
import { parseAdGroupId } from '@/lib/rules/landing/params';
import { DEFAULT_OFFER, offeredPlans, stillOffered, type OfferedPlans } from '@/lib/rules/offeredPlans';
import { REFERRAL_COOKIE, referralCode } from '@/lib/rules/referral';
import { recordServedPage, servedHere } from '@/server/site/isr/pageLog';
import { createRateLimiter, type RateLimiter } from '@/server/domain/rateLimit';
import { forwardedCookieHeader, liveQaGroups, livePreviewGrant, PREVIEW_GRANT_COOKIE, QA_GROUPS_COOKIE } from '@/server/site/studioGrants';
import { previewRoutingTable, routingTable } from './manifestCache';
import { adGroupsOn, brandFor, decideRewrite, DEALS_VIEWS, routeOf, takesExperiments, type LandingExperiments, type RoutingTable } from './proxyDecision';
import { LANDING_KINDS, type Route } from './routes';
import { readVisitOffer, sameVisitOffer, VISIT_OFFER_COOKIE, visitOfferCookie, type VisitOffer } from '@/server/offer/visitCookie';

/**
 * What the site decides for a page request: brand, page variant, the
 * internal page to serve, and the visitor's cookies. `proxy.ts` applies it
 * inside Next's router.
 *
 * Cookies and caches: a response a CDN may share never sets a cookie. The
 * cached-deal pages (always CDN-cached) set none: a visitor without a `sid`
 * sees control there and the page's own script creates the id. A first visit
 * (nobody known yet) sets none either: its groups are its visit bucket's
 * (lib/rules/visitBucket.ts), so its page is the same for everyone in that
 * bucket, and a shared cache in front that draws the bucket may keep it; the
 * page then asks `POST /api/visit` (establishVisit below) for the visitor's id,
 * offer and cohorts, decided the same way. Other pages set `sid`, `fecohorts`
 * and the visit's offer only when they change, and such a response is then
 * marked private.
 *
 * The offer (server/offer/visitCookie.ts): every page states prices, so its
 * variant carries the visit's grant and plan, and the visit keeps what it was
 * shown for checkout to charge. Pages that show the deals assign the plan from
 * the visitor's pricing groups; checkout and the other transactional pages
 * keep the plan the visit was shown. A visit that saw none is assigned one
 * there, unless its link says it came from a CDN-cached page, which shows
 * every visitor the default plan (`plan_shown=default`: asking for the
 * default plan gains nobody anything).
 */

export interface PageRequest {
  /** The path as the URL parser normalised it. */
  pathname: string;
  /** `?…` or empty. */
  search: string;
  searchParams: URLSearchParams;
  host: string | null;
  /** The Cookie header as sent. */
  cookieHeader: string | null;
  /** The User-Agent header: declared crawlers are never enrolled in experiments. */
  userAgent?: string | null;
  forwardedProto: string | null;
  /** The request came over TLS to this process. */
  encrypted: boolean;
  /** The client as the rate limits count it (server/platform/clientAddress.ts), or null when the server cannot tell. */
  clientKey?: string | null;
  /** The X-Visit-Bucket header as sent: believed only from the trusted proxy in front (TRUSTED_PROXY_HOPS). */
  visitBucket?: string | null;
  /** The Referer header as sent: the page a checkout was opened from (openedFrom below). */
  referer?: string | null;
}

export interface PageAnswer {
  /** The internal page, with the query it is served with. */
  rewriteTo: string;
  /** Headers for the response, Cache-Control among them when this visitor's cookies make it private. */
  headers: [string, string][];
  /** Set-Cookie values. */
  setCookies: string[];
  /** Answer this status with a short text instead of rewriting (429: too many new page variants from one client). */
  refuse?: { status: 429; text: string };
  /**
   * The Cookie header the page must be rendered with, when it differs from the one sent: Next's draft-mode value
   * for a live studio preview, or a draft-mode cookie spoiled because no preview grant backs it (server/site/studioGrants.ts).
   */
  forwardCookieHeader?: string;
}

const PRIVATE = 'private, no-store';
/**
 * A first visit's page, for a shared cache keyed on the URL and the visit bucket: a minute fresh (a publish reaches
 * it within that), then served stale for up to ten while the cache fetches it again.
 */
const FIRST_VISIT_SHARED = 'public, s-maxage=60, stale-while-revalidate=600';
const FIRST_VISIT_VARY = 'Cookie, X-Visit-Bucket';

type CookieJar = (name: string) => string | undefined;

/** The request's cookies by name, as the header sent them. */
function cookieJar(request: PageRequest): CookieJar {
  const cookies = parseCookies(request.cookieHeader);
  return (name) => cookies[name];
}

/** The decision for any public page request (proxy.ts). */
export async function routePageRequest(request: PageRequest): Promise<PageAnswer> {
  const cookie = cookieJar(request);
  // A live preview grant shows its brand's drafts, whatever the host (even a brand not yet published).
  const granted = cookie(PREVIEW_GRANT_COOKIE) === undefined ? null : await livePreviewGrant(cookie(PREVIEW_GRANT_COOKIE));
  // A preview address ({key}.PREVIEW_DOMAIN) shows its own brand's preview and nothing else, not even the published site.
  const previewHost = previewHostKey(request.host, serverEnv().PREVIEW_DOMAIN);
  const preview = previewHost === null || granted?.brand === previewHost ? granted : null;
  if (previewHost !== null && !preview) return previewOnly(request, await routingTable());
  const previewBrand = preview?.brand ?? null;
  const table = previewBrand ? await previewRoutingTable() : await routingTable();
  const result = await answer(request, cookie, table, routeOf(request.pathname, table), previewBrand, 'page');
  const forward = forwardedCookieHeader(request.cookieHeader, preview);
  const shown = preview ? unindexedAndUnshared(result) : result;
  return forward === null ? shown : { ...shown, forwardCookieHeader: forward };
}

const NOT_INDEXED: [string, string] = ['X-Robots-Tag', 'noindex, nofollow'];

/** Drafts are one studio person's: never in a search index, never in a shared cache. */
function unindexedAndUnshared(result: PageAnswer): PageAnswer {
  return { ...result, headers: [...result.headers.filter(([name]) => name !== 'Cache-Control'), ['Cache-Control', PRIVATE], NOT_INDEXED] };
}

/** A preview address without its brand's grant: the not-found page, so it never serves a brand's site to the public. */
function previewOnly(request: PageRequest, table: RoutingTable): PageAnswer {
  const answer: PageAnswer = { rewriteTo: `/_sites/${table.fallbackKey}/${DEFAULT_SEGMENT}/not-found`, headers: [], setCookies: [] };
  const spoiled = forwardedCookieHeader(request.cookieHeader, null);
  return unindexedAndUnshared(spoiled === null ? answer : { ...answer, forwardCookieHeader: spoiled });
}

/** Pages that take the plan the visit was already shown rather than assign one. */
const KEEPS_SHOWN_PLAN: ReadonlySet<Route['kind']> = new Set(['checkout', 'waitlist', 'survey', 'referral']);

/**
 * The cookies a first visit's page asks for once it has loaded (`POST /api/visit`): the routing decision for that
 * page again, for a visitor given an id in the same visit bucket, so the id, offer and cohorts are those of the groups
 * the page showed. A visitor already known gets nothing new. The exposures the page showed are recorded here, on the
 * new id: a page served from a shared cache never reached the server.
 */
export async function establishVisit(request: PageRequest): Promise<string[]> {
  const cookie = cookieJar(request);
  if (verifiedVisitorId(cookie('sid')) !== null) return [];
  const table = await routingTable();
  return (await answer(request, cookie, table, routeOf(request.pathname, table), null, 'establish')).setCookies;
}

/**
 * The visit bucket of a first visit: the trusted proxy's (which keys its cache on it), else one drawn from the client's
 * address and user agent, so that the page and the visit it later establishes fall in the same bucket.
 */
function visitBucketOf(request: PageRequest): { bucket: VisitBucket; fromEdge: boolean } {
  if (serverEnv().TRUSTED_PROXY_HOPS > 0 && isVisitBucket(request.visitBucket)) return { bucket: request.visitBucket, fromEdge: true };
  if (!request.clientKey) return { bucket: randomBucket(), fromEdge: false };
  const digest = createHash('sha256')
    .update(`${request.clientKey}|${request.userAgent ?? ''}`)
    .digest();
  return { bucket: bucketAt(digest.readUInt32BE(0) % VISIT_BUCKETS), fromEdge: false };
}

/**
 * What the page a checkout was opened from asked for, as the browser names that page (Referer, same host). A first
 * visit's page sets no cookie and establishes the visit once its script runs (establishVisit): a visitor who clicks on
 * before that, or has no JavaScript, reaches checkout remembering no landing, and would be charged without the grant
 * the page showed. The landing's own parameters in the checkout URL would grant the same, so a forged Referer gains
 * nothing a typed URL does not.
 */
function openedFrom(request: PageRequest, table: RoutingTable, brandKey: string): LandingAsk | null {
  if (!request.referer || !request.host) return null;
  let from: URL;
  try {
    from = new URL(request.referer);
  } catch {
    return null;
  }
  if (from.host !== request.host) return null;
  return landingAskFromUrl(from.searchParams, { adGroupIds: adGroupsOn(table, brandKey), campaignIds: table.campaignIds });
}

/** A page being answered, or the visit its first answer left to `POST /api/visit` (establishVisit). */
type Purpose = 'page' | 'establish';

/** Who is asking, as far as the page decision cares: the brand, what the visit remembers, and its id or bucket. */
interface Visit {
  brandKey: string;
  now: Date;
  /** cached-deal: one page for everyone, shared by the CDN; no visitor state at all. */
  sharedByCdn: boolean;
  remembered: VisitOffer | null;
  /** The landing a checkout was opened from, when the visit remembers none (openedFrom). */
  openedFrom: LandingAsk | null;
  agent: boolean;
  agentPath: boolean;
  /** Experiments apply (not an agent, not a bot, a route that takes them). */
  experimenting: boolean;
  existingSid: string | null;
  qaCookie: string | undefined;
  bucket: { bucket: VisitBucket; fromEdge: boolean } | null;
  /** A first visit with nothing of its own: its page is its bucket's and sets no cookie. */
  firstVisit: boolean;
  sid: string | null;
  /** What experiments assign on: the id's bucket, the first visit's bucket, or nothing. */
  unit: string | null;
}

function visitOf(request: PageRequest, cookie: CookieJar, table: RoutingTable, route: Route, previewBrand: string | null, purpose: Purpose): Visit {
  const brandKey = brandFor({ host: request.host, previewBrand }, table);
  const sharedByCdn = route.kind === 'cached-deal';
  const now = new Date();
  const remembered = sharedByCdn ? null : readVisitOffer(cookie(VISIT_OFFER_COOKIE), brandKey, now);
  const opened = remembered === null && KEEPS_SHOWN_PLAN.has(route.kind) ? openedFrom(request, table, brandKey) : null;

  // Agent sessions (/agent/… or the ha-agent cookie) and bots see the control pages and count in no statistics.
  const agentPath = isAgentPath(request.pathname);
  const agent = agentPath || cookie(AGENT_COOKIE) !== undefined;
  const bot = cookie(BOT_COOKIE) !== undefined || isCrawler(request.userAgent);
  const experimenting = takesExperiments(route) && !agent && !bot;

  // Experiments are assigned before render from the stable visitor id, so variants are static pages (no flicker). Only
  // an id this server signed assigns: one the browser made or chose is replaced.
  const existingSid = verifiedVisitorId(cookie('sid'));
  // QA overrides count only as a live studio grant for this brand (a visitor must not choose a pricing group).
  const qaCookie = cookie(QA_GROUPS_COOKIE);
  // A visitor the server does not know yet is in the visit bucket the proxy in front drew (or this request falls in),
  // so every page of the visit, and the id it is given, shows the groups its first page showed.
  const newVisitor = experimenting && !sharedByCdn && existingSid === null;
  const bucket = newVisitor ? visitBucketOf(request) : null;
  const firstVisit =
    bucket !== null &&
    purpose === 'page' &&
    remembered === null &&
    !KEEPS_SHOWN_PLAN.has(route.kind) &&
    previewBrand === null &&
    qaCookie === undefined &&
    cookie(PAGE_VARIANT_COOKIE) === undefined &&
    cookie('fecohorts') === undefined;
  const sid = existingSid ?? (bucket !== null && !firstVisit ? newVisitorId(bucket.bucket) : null);
  const unit = sid ? assignmentUnit(sid) : bucket ? bucketUnit(bucket.bucket) : null;
  return { brandKey, now, sharedByCdn, remembered, openedFrom: opened, agent, agentPath, experimenting, existingSid, qaCookie, bucket, firstVisit, sid, unit };
}

/** The visit's experiment groups and the plans they offer it. */
interface Groups {
  cookies: VisitorCookies;
  visitor: VisitorBrand;
  flags: Flag[];
  /** The plans this page shows. */
  plans: OfferedPlans;
  /** What the groups offer now, QA overrides included. */
  current: OfferedPlans;
  /** What the visitor's own assignment offers (a QA override never becomes the visit's offer). */
  assigned: OfferedPlans;
  qaForced: boolean;
  landing: LandingExperiments;
}

async function groupsOf(request: PageRequest, cookie: CookieJar, table: RoutingTable, route: Route, visit: Visit): Promise<Groups> {
  const { brandKey, experimenting, remembered, sharedByCdn } = visit;
  const cookies = { fe_qa: visit.qaCookie === undefined ? undefined : await liveQaGroups(visit.qaCookie, brandKey), fecohorts: cookie('fecohorts') };
  // The ad group the visit came from: this URL's, else the one the visit remembers (experiments may target ad groups).
  const adGroupId =
    parseAdGroupId(request.searchParams.getAll('adgroupid'), adGroupsOn(table, brandKey)) ?? (remembered ?? visit.openedFrom)?.adGroupId ?? null;
  const visitor: VisitorBrand = {
    key: brandKey,
    devBrand: table.devBrands.has(brandKey),
    adGroupId,
    adType: adGroupId ? (table.adGroupFamilies.get(adGroupId) ?? null) : null,
  };
  const flags = experimenting ? await visitorFlags(cookies, visitor, table.experiments, visit.unit) : [];
  const shownDefault = request.searchParams.get(SHOWN_DEFAULT_PLAN.name) === SHOWN_DEFAULT_PLAN.value;
  const current = offeredPlans(planChoices(flags, table.experiments));
  // A live QA override shows its plan to the tester, but the visit never keeps it (docs/security.md): its offer holds
  // the plans the visitor was assigned.
  const assigned = offeredPlans(planChoices(assignedFlags(flags), table.experiments));
  const qaForced = current.voucher !== assigned.voucher;
  const plans: OfferedPlans =
    sharedByCdn || !experimenting
      ? DEFAULT_OFFER
      : KEEPS_SHOWN_PLAN.has(route.kind) && (remembered || shownDefault) && !qaForced
        ? // The plan the visit was shown, while its groups still offer it (a stopped experiment's plan no longer sells).
          stillOffered(remembered?.plans ?? DEFAULT_OFFER, current)
        : current;
  const landing = {
    membershipModel: inVariant(flags, MEMBERSHIP_MODEL),
    reskin: inVariant(flags, RESKINNED_LANDING),
    copy: copyVariants(flags, table.experiments),
  };
  return { cookies, visitor, flags, plans, current, assigned, qaForced, landing };
}

/** The landing variant and the plan's prices are what this page shows: that is the exposure. */
function recordExposures(request: PageRequest, table: RoutingTable, route: Route, visit: Visit, groups: Groups): void {
  if (!visit.experimenting || visit.sharedByCdn || !visit.sid) return;
  const exposed = (moment: ExposureMoment) => exposuresAt(groups.cookies, groups.visitor, visit.unit, groups.flags, table.experiments, moment);
  const landing = LANDING_KINDS.has(route.kind)
    ? // Copy variants show on the deals view only: elsewhere their visitor has not seen them yet.
      exposed('landing').filter((f) => DEALS_VIEWS.has(route.kind) || !table.experiments.find((e) => e.id === f.experiment_id)?.copyGroups.size)
    : [];
  const pricing = KEEPS_SHOWN_PLAN.has(route.kind) ? [] : exposed('pricing');
  recordShown(groups.visitor, visit.sid, [...landing, ...pricing], request.clientKey);
}

/** The page decision, in order: who is asking, their groups, the page variant, what it exposes, what it sets. */
async function answer(
  request: PageRequest,
  cookie: CookieJar,
  table: RoutingTable,
  route: Route,
  previewBrand: string | null,
  purpose: Purpose,
): Promise<PageAnswer> {
  const visit = visitOf(request, cookie, table, route, previewBrand, purpose);
  const groups = await groupsOf(request, cookie, table, route, visit);
  const decision = decideRewrite(
    {
      host: request.host,
      pathname: request.pathname,
      searchParams: request.searchParams,
      previewBrand,
      route,
      experiments: groups.landing,
      visit: {
        remembered: visit.remembered ?? visit.openedFrom,
        planKey: groups.plans.voucher === DEFAULT_OFFER.voucher ? null : groups.plans.voucher,
        now: visit.now,
      },
    },
    table,
  );
  if (decision.cacheable && !previewBrand && purpose === 'page') {
    if (!(await mayRenderFirst(request, decision))) return TOO_MANY_NEW_PAGES;
    recordServedPage(decision.rewriteTo);
  }
  recordExposures(request, table, route, visit, groups);

  const result: PageAnswer = {
    rewriteTo: decision.rewriteTo.includes('?') ? decision.rewriteTo : `${decision.rewriteTo}${request.search}`,
    headers: [['x-brand', decision.brandKey]],
    setCookies: [],
  };
  if (!takesExperiments(route) || visit.sharedByCdn) return result;
  if (visit.firstVisit) {
    // Shared only when the proxy in front drew the bucket: it keys its cache on it (scripts/nginx.mjs).
    result.headers.push(['Vary', FIRST_VISIT_VARY], ['Cache-Control', visit.bucket?.fromEdge ? FIRST_VISIT_SHARED : PRIVATE]);
    return result;
  }
  return withVisitCookies(result, request, cookie, route, visit, groups, decision.ask);
}

/**
 * The cookies that carry the visit from this page on: the signed offer, the page variant, the agent session, the
 * visitor id, cohorts and the referral. This page's variant follows them: a cache that keys on the URL alone, as a CDN
 * does by default, must not give it to another visitor (the nginx cache keys on page_variant itself, scripts/nginx.mjs).
 */
function withVisitCookies(
  result: PageAnswer,
  request: PageRequest,
  cookie: CookieJar,
  route: Route,
  visit: Visit,
  groups: Groups,
  ask: LandingAsk,
): PageAnswer {
  result.headers.push(['Vary', 'Cookie']);
  const secure = isHttps(
    { socketAddress: undefined, forwardedFor: undefined, forwardedProto: request.forwardedProto ?? undefined, encrypted: request.encrypted },
    serverEnv().TRUSTED_PROXY_HOPS,
  );
  const { plans, current, assigned, qaForced } = groups;
  const offer: VisitOffer = { brandKey: visit.brandKey, plans: qaForced && plans === current ? assigned : plans, ...ask };
  if (!visit.remembered || !sameVisitOffer(visit.remembered, offer)) result.setCookies.push(visitOfferCookie(offer, visit.now, secure));
  // What a shared cache keys this page on besides its URL (scripts/nginx.mjs): everything of this visitor's that the
  // page variant depends on. A response that changes it sets a cookie, so no shared cache keeps it.
  const pageVariant = pageVariantKey({ ...offer, plans }, groups.landing);
  if (cookie(PAGE_VARIANT_COOKIE) !== pageVariant)
    result.setCookies.push(serializeCookie(PAGE_VARIANT_COOKIE, pageVariant, { maxAgeSeconds: days(30), secure }));
  if (visit.agent) {
    // A session cookie: the rest of the agent's visit (links drop the /agent prefix) stays excluded.
    if (visit.agentPath && cookie(AGENT_COOKIE) === undefined) result.setCookies.push(serializeCookie(AGENT_COOKIE, '1', { secure }));
    return privateWhenSettingCookies(result);
  }

  // Cohorts of running experiments (and QA overrides) only; inactive ones are nobody's cohort.
  // The holdout is the server's own record (exposures), not a cohort the browser needs.
  const cohorts = formatCohorts(groups.flags.filter((f) => (f.is_experiment_active || f.is_qa_tester) && f.experiment_id !== HOLDOUT));
  const { sid } = visit;
  if (sid && sid !== visit.existingSid) result.setCookies.push(serializeCookie('sid', sid, { maxAgeSeconds: days(365), secure }));
  if (cohorts && groups.cookies.fecohorts !== cohorts) result.setCookies.push(serializeCookie('fecohorts', cohorts, { maxAgeSeconds: days(30), secure }));
  else if (!cohorts && groups.cookies.fecohorts !== undefined) result.setCookies.push(serializeCookie('fecohorts', '', { maxAgeSeconds: 0, secure }));
  // A referral link credits its referrer for 30 days, from the first request: events and the purchase carry it.
  const referral = route.kind === 'referral' ? referralCode(safeLastSegment(request.pathname)) : null;
  if (referral && cookie(REFERRAL_COOKIE) !== referral) result.setCookies.push(serializeCookie(REFERRAL_COOKIE, referral, { maxAgeSeconds: days(30), secure }));
  return privateWhenSettingCookies(result);
}

function pageVariantKey(offer: VisitOffer, groups: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([offer, groups]))
    .digest('base64url')
    .slice(0, 16);
}

let firstRenders: RateLimiter | undefined;

/**
 * Whether this client may be the first to have a page variant rendered (FIRST_RENDERS_PER_MINUTE): each new variant
 * is a render and a page in the cache. Pages every visitor of a brand is shown (the default variant: what crawlers
 * get) and pages this process has served are never counted; nor is a client the server cannot name.
 */
async function mayRenderFirst(request: PageRequest, decision: { rewriteTo: string; segment: string }): Promise<boolean> {
  if (decision.segment === DEFAULT_SEGMENT || !request.clientKey || servedHere(decision.rewriteTo)) return true;
  const perMinute = serverEnv().FIRST_RENDERS_PER_MINUTE;
  firstRenders ??= createRateLimiter({ name: 'first-renders', capacity: Math.max(1, perMinute / 2), refillPerSecond: perMinute / 60 });
  return firstRenders.take(request.clientKey);
}

const TOO_MANY_NEW_PAGES: PageAnswer = {
  rewriteTo: '',
  headers: [
    ['Cache-Control', 'no-store'],
    ['Retry-After', '60'],
  ],
  setCookies: [],
  refuse: { status: 429, text: 'Too many different pages asked for at once. Please wait a minute and try again.' },
};

/** The studio experiments whose group replaces landing copy for this visitor. */
function copyVariants(flags: readonly Flag[], experiments: readonly Experiment[]): CopyVariant[] {
  return flags.flatMap((f) =>
    experiments.find((e) => e.id === f.experiment_id)?.copyGroups.has(f.variant_key) ? [{ experiment: f.experiment_id, variant: f.variant_key }] : [],
  );
}

/** A response that sets this visitor's cookies is theirs alone: no shared cache may keep it. */
function privateWhenSettingCookies(result: PageAnswer): PageAnswer {
  if (result.setCookies.length && !result.headers.some(([name]) => name === 'Cache-Control')) result.headers.push(['Cache-Control', PRIVATE]);
  return result;
}

function safeLastSegment(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  } catch {
    return null;
  }
}
