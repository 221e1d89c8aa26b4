import { randomBytes } from 'node:crypto';
import type { Db } from '@/db';
import { applyLandingDiscount } from '@/lib/pricing/plans';
import { eq } from 'drizzle-orm';
import { DEFAULT_PLAN_KEY } from '@/db/seed/plans';
import { priceIntents, voucherStock } from '@/db/schema';
import type { PricingPlanKey } from '../generated/resolvers';
import { invalidRequest, type InvalidRequestError, type ServiceRegionUnsupportedError, type ZipcodeFormatError } from '../errors';
import { findPlan } from './catalogue';
import { dollars, regionForZip } from './regions';

export const INTENT_TTL_MS = 30 * 60_000;
const MAX_DISCOUNT_CENTS = 50_000;

export interface PriceQuote {
  __typename: 'VoucherPriceQuote';
  intent: string;
  price: number;
  priceBeforeSalesTax: number;
  salesTaxDollars: number;
  numHours: number;
  voucherOption: PricingPlanKey;
  /** ISO 8601: the intent's expiry, after which a purchase asks for a fresh quote. */
  expiresAt: string;
}

export interface QuoteRequest {
  voucherOption: string;
  numHours: number;
  zipcode: string;
  campaignId?: string | null;
  discount?: number | null;
}

export const salesTaxCents = (amountCents: number, bp: number) => Math.round((amountCents * bp) / 10_000);

/**
 * Prices one option for a zipcode and stores the quote as an intent: the
 * purchase later charges exactly this amount, whatever the client sends.
 */
export async function quoteAndCreateIntent(
  db: Db,
  request: QuoteRequest,
  now: Date,
): Promise<PriceQuote | ZipcodeFormatError | ServiceRegionUnsupportedError | InvalidRequestError> {
  const located = await regionForZip(db, request.zipcode);
  if (located.__typename !== 'Found') return located;

  const found = await findPlan(db, request.voucherOption);
  if (!found) return invalidRequest('That pricing plan is not available.');
  const option = found.options.find((o) => o.numHours === request.numHours);
  if (!option) return invalidRequest('That cleaning option is not offered. Please choose another number of hours.');
  // First-cleaning vouchers are limited stock: a sold-out option cannot be quoted (or bought).
  if (found.plan.key === DEFAULT_PLAN_KEY) {
    const [stock] = await db.select({ remaining: voucherStock.remaining }).from(voucherStock).where(eq(voucherStock.numHours, option.numHours)).limit(1);
    if (stock && stock.remaining <= 0) return invalidRequest(`All ${option.numHours}-hour vouchers have been claimed. Please choose another option or join the waitlist.`);
  }

  let discountCents = 0;
  if (request.discount != null) {
    const cents = Math.round(request.discount * 100);
    if (!Number.isFinite(request.discount) || request.discount < 0 || cents > MAX_DISCOUNT_CENTS || Math.abs(cents - request.discount * 100) > 1e-6) {
      return invalidRequest('The discount is not valid.');
    }
    discountCents = cents;
  }
  const campaignId = request.campaignId?.trim() || null;
  if (campaignId && !/^[\w.-]{1,64}$/.test(campaignId)) return invalidRequest('The campaign id is not valid.');

  const priceBeforeTaxCents = applyLandingDiscount(option.priceCents, discountCents);
  const taxCents = salesTaxCents(priceBeforeTaxCents, located.region.salesTaxBp);
  const intent = {
    id: `pi_${randomBytes(16).toString('hex')}`,
    kind: found.plan.isSubscription ? ('subscription' as const) : ('voucher' as const),
    planKey: found.plan.key,
    numHours: option.numHours,
    zipcode: located.place.zipcode,
    regionId: located.region.id,
    campaignId,
    discountCents: option.priceCents - priceBeforeTaxCents,
    priceBeforeTaxCents,
    salesTaxCents: taxCents,
    priceCents: priceBeforeTaxCents + taxCents,
    expiresAt: new Date(now.getTime() + INTENT_TTL_MS),
  };
  await db.insert(priceIntents).values(intent);
  return {
    __typename: 'VoucherPriceQuote',
    intent: intent.id,
    price: dollars(intent.priceCents),
    priceBeforeSalesTax: dollars(priceBeforeTaxCents),
    salesTaxDollars: dollars(taxCents),
    numHours: option.numHours,
    voucherOption: found.plan.key as PricingPlanKey,
    expiresAt: intent.expiresAt.toISOString(),
  };
}
