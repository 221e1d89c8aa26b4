import type { IncomingHttpHeaders } from 'node:http';
import { database, type Db } from '@/db';
import type { Flag } from '@/lib/growth/experiments/assign';
import { parseGroups, type Experiment } from '@/lib/growth/experiments/experiments';
import { assignedFlags, exposuresAt, planChoices, validSid, visitorFlags, type VisitorBrand, type VisitorCookies } from '@/server/growth/experiments/visitor';
import { recordShown } from '../domain/experiments/exposures';
import { assignmentUnit, verifiedVisitorId } from '../domain/experiments/visitorId';
import { requestClient } from '@/server/platform/clientAddress';
import { parseCookies } from '@/lib/platform/cookies';
import { errorText, requestLog } from '@/server/platform/log';
import { excludedFromTracking } from '@/lib/rules/audience';
import { offeredPlans, stillOffered, type OfferedPlans } from '@/lib/rules/offeredPlans';
import { REFERRAL_COOKIE, referralCode } from '@/lib/rules/referral';
import { brandKeyForRequest, emailBrandFor, isDevBrand, type EmailBrand } from '@/server/site/brandKey';
import { liveQaGroups, PREVIEW_GRANT_COOKIE, QA_GROUPS_COOKIE } from '@/server/site/studioGrants';
import { readVisitOffer, VISIT_OFFER_COOKIE, type VisitOffer } from '@/server/offer/visitCookie';
import { emailSender, type EmailSender } from '../email';
import { CUSTOMER_SESSION_COOKIE, sessionCustomer } from '../domain/customerAuth';
import { ServiceUnavailableError } from '../domain/errors';
import { paymentGateway, type PaymentGateway } from '../payments';
import { geoFromHeaders, type GeoEstimate } from '../domain/geo';
import type { FunnelVisit } from '../domain/funnelPayments';
import { NO_OFFERS, type OfferSource } from '../offer/grants';

export type { OfferSource };

export interface GraphQLContext {
  requestId: string;
  brandKey: string;
  /** Who the rate limits count against (the socket, or the client as trusted proxies report it). */
  clientKey: string;
  geo: GeoEstimate;
  now: () => Date;
  db: () => Promise<Db>;
  payments: PaymentGateway;
  /** Campaigns and ad-group discounts (content). */
  offers: OfferSource;
  /**
   * The plans this visitor may buy: the ones the visit was shown (its signed offer) while their experiment groups still
   * offer them, else those of their groups now; decided once per request, on demand.
   */
  offeredPlans: () => Promise<OfferedPlans>;
  /** The offer the visit was last shown (its signed cookie, for this brand), or null. */
  visitOffer: VisitOffer | null;
  /** The visitor entered a zipcode: experiments triggered by that count them as exposed now. */
  zipcodeEntered: () => Promise<void>;
  /** The referral code the visit carries (the `referral_id` cookie, well-formed), or null. */
  referralCode: string | null;
  /** The visit as the funnel attributes a payment to it (the same cookies the browser's events carry). */
  visit: FunnelVisit;
  /** The signed-in customer (the `customer_session` cookie), or null. */
  customerId: () => Promise<number | null>;
  email: EmailSender;
  /** The brand as emails show it, and where their links point. */
  emailBrand: () => Promise<EmailBrand>;
}

export interface RequestFacts {
  headers: IncomingHttpHeaders;
  remoteAddress: string | undefined;
  offers?: OfferSource;
}

export async function createContext(facts: RequestFacts, requestId: string): Promise<GraphQLContext> {
  const cookies = parseCookies(typeof facts.headers.cookie === 'string' ? facts.headers.cookie : '');
  const brandKey = await brandKeyForRequest(facts.headers.host, cookies[PREVIEW_GRANT_COOKIE]);
  const visitOffer = readVisitOffer(cookies[VISIT_OFFER_COOKIE], brandKey, new Date());
  // The experiment cookies the plans follow; QA overrides only as a live studio grant for this brand, as in the proxy.
  const qa = cookies[QA_GROUPS_COOKIE];
  const clientKey = requestClient({ headers: facts.headers, socket: { remoteAddress: facts.remoteAddress } });
  // Groups follow only a visitor id this server signed (the browser cannot choose its pricing group).
  const assignedSid = verifiedVisitorId(cookies.sid);
  // What the groups are assigned on: the id's visit bucket (server/domain/experiments/visitorId.ts).
  const unit = assignedSid && assignmentUnit(assignedSid);
  let offered: OfferedPlans | undefined;
  let groups: Promise<{ visitor: VisitorBrand; flags: Flag[]; visitorCookies: VisitorCookies; experiments: readonly Experiment[] }> | undefined;
  // The visitor's experiment groups, decided once per request and only when asked for.
  const visitorGroups = () =>
    (groups ??= (async () => {
      const visitorCookies = { sid: cookies.sid, fecohorts: cookies.fecohorts, fe_qa: qa === undefined ? undefined : await liveQaGroups(qa, brandKey) };
      const visitor = { key: brandKey, devBrand: await isDevBrand(brandKey) };
      const experiments = await (facts.offers ?? NO_OFFERS).experiments();
      return { visitor, flags: await visitorFlags(visitorCookies, visitor, experiments, unit), visitorCookies, experiments };
    })());
  let customer: Promise<number | null> | undefined;
  const db = async () => {
    try {
      return (await database()).db;
    } catch (error) {
      requestLog().error({ err: errorText(error) }, 'database unavailable');
      throw new ServiceUnavailableError();
    }
  };
  return {
    requestId,
    brandKey,
    customerId: () => (customer ??= db().then((d) => sessionCustomer(d, cookies[CUSTOMER_SESSION_COOKIE], new Date()))),
    email: emailSender(),
    emailBrand: () => emailBrandFor(typeof facts.headers.host === 'string' ? facts.headers.host : null),
    clientKey,
    geo: geoFromHeaders(facts.headers),
    now: () => new Date(),
    db,
    payments: paymentGateway(),
    offers: facts.offers ?? NO_OFFERS,
    referralCode: referralCode(cookies[REFERRAL_COOKIE]),
    visitOffer,
    visit: {
      sessionId: validSid(cookies.sid),
      brandKey,
      cohorts: Object.fromEntries(parseGroups(cookies.fecohorts)),
      referralCode: referralCode(cookies[REFERRAL_COOKIE]),
      excluded: excludedFromTracking(cookies, null),
    },
    offeredPlans: async () => {
      const { visitor, flags, visitorCookies, experiments } = await visitorGroups();
      if (offered) return offered;
      const current = offeredPlans(planChoices(flags, experiments));
      if (!visitOffer) {
        // The plans this answer names are what the visitor is shown: the pricing exposure.
        recordShown(visitor, assignedSid, exposuresAt(visitorCookies, visitor, unit, flags, experiments, 'pricing'), clientKey);
        return (offered = current);
      }
      // The offer the visit was shown, re-checked against what may offer it now; a live QA override's plan is the
      // tester's for as long as the grant lives, and never kept in the offer.
      const qaChosen = offeredPlans(planChoices(assignedFlags(flags), experiments)).voucher !== current.voucher;
      return (offered = qaChosen ? current : stillOffered(visitOffer.plans, current));
    },
    zipcodeEntered: async () => {
      const { visitor, flags, visitorCookies, experiments } = await visitorGroups();
      recordShown(visitor, assignedSid, exposuresAt(visitorCookies, visitor, unit, flags, experiments, 'zipcode'), clientKey);
    },
  };
}
