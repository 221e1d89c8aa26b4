import { days, serializeCookie } from '@/lib/platform/cookies';
import { sign, verify } from '@/server/platform/signing';
import { MAX_LANDING_DISCOUNT_CENTS } from '@/lib/rules/discount';
import { CAMPAIGN_ID, type LandingAsk } from '@/lib/rules/landing/ask';
import { isAdGroupId } from '@/lib/rules/landing/params';
import type { OfferedPlans } from '@/lib/rules/offeredPlans';

/**
 * The offer a visit was last shown, kept in a cookie the server signs: the
 * landing's ask (ad group, campaign, the URL's smaller discount) and the
 * plans the visitor is offered. The routing decision writes it with every page
 * it renders prices on; checkout, the quote and the charge read it, so what a
 * page showed is what is charged, whatever the browser does in between. Signed,
 * because the plans in it decide what may be bought; bound to its brand, and
 * ignored once older than its cookie's life.
 */

export const VISIT_OFFER_COOKIE = 'offer';
const MAX_AGE_SECONDS = days(30);
const PURPOSE = 'visit-offer';

export interface VisitOffer extends LandingAsk {
  brandKey: string;
  plans: OfferedPlans;
}

const PLAN_KEY = /^[A-Z0-9_]{1,48}$/;
const BRAND_KEY = /^[a-z0-9-]{1,63}$/;

/** `1~brand~voucher plan~membership plan~ad group~campaign~ask~issued`; no part can hold a `~`. */
function payloadOf(offer: VisitOffer, issuedAtSeconds: number): string {
  return [
    '1',
    offer.brandKey,
    offer.plans.voucher,
    offer.plans.membership,
    offer.adGroupId ?? '',
    offer.campaignId ?? '',
    offer.askCents ?? '',
    issuedAtSeconds,
  ].join('~');
}

export function encodeVisitOffer(offer: VisitOffer, now: Date): string {
  return sign(PURPOSE, payloadOf(offer, Math.floor(now.getTime() / 1000)));
}

/** The offer a cookie value carries when this server signed it for this brand and it is not too old; else null. */
export function readVisitOffer(value: string | null | undefined, brandKey: string, now: Date): VisitOffer | null {
  const payload = verify(PURPOSE, value);
  if (!payload) return null;
  const [version, brand, voucher, membership, adGroupId, campaignId, ask, issued, ...rest] = payload.split('~');
  if (version !== '1' || rest.length || brand !== brandKey || !BRAND_KEY.test(brand)) return null;
  if (!voucher || !membership || !PLAN_KEY.test(voucher) || !PLAN_KEY.test(membership)) return null;
  const issuedAt = Number(issued);
  if (!Number.isInteger(issuedAt) || now.getTime() / 1000 - issuedAt > MAX_AGE_SECONDS) return null;
  const askCents = ask === '' ? null : Number(ask);
  if (askCents !== null && !(Number.isInteger(askCents) && askCents >= 0 && askCents <= MAX_LANDING_DISCOUNT_CENTS)) return null;
  if ((adGroupId && !isAdGroupId(adGroupId)) || (campaignId && !CAMPAIGN_ID.test(campaignId))) return null;
  return { brandKey: brand, plans: { voucher, membership }, adGroupId: adGroupId || null, campaignId: campaignId || null, askCents };
}

export const sameVisitOffer = (a: VisitOffer, b: VisitOffer) =>
  a.brandKey === b.brandKey &&
  a.plans.voucher === b.plans.voucher &&
  a.plans.membership === b.plans.membership &&
  a.adGroupId === b.adGroupId &&
  a.campaignId === b.campaignId &&
  a.askCents === b.askCents;

/** The Set-Cookie value; httpOnly, since only the server reads it. */
export const visitOfferCookie = (offer: VisitOffer, now: Date, secure: boolean) =>
  serializeCookie(VISIT_OFFER_COOKIE, encodeVisitOffer(offer, now), { maxAgeSeconds: MAX_AGE_SECONDS, httpOnly: true, secure });
