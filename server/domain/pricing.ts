import { randomBytes } from 'node:crypto';
import { sqlRows, type Db } from '@/db';
import { applyLandingDiscount, discountCentsFromDollars } from '@/lib/rules/discount';
import { and, isNull, lt, ne, sql } from 'drizzle-orm';
import { priceIntents, voucherStock } from '@/db/schema';
import { invalidRequest, type InvalidRequestError, type PlanNotOfferedError, type ServiceRegionUnsupportedError, type ZipcodeFormatError } from './errors';
import { isOffered, type OfferedPlans } from '@/lib/rules/offeredPlans';
import type { LandingAsk } from '@/lib/rules/landing/ask';
import { landingDiscount, type OfferSource } from '../offer/grants';
import { findPlan, offeredPlanOf } from './catalogue';
import { intentSummary } from './orderSummaries';
import type { OrderSummary } from '@/lib/rules/orderSummary';
import { regionForZip } from './regions';
import { emailField } from '@/lib/rules/validation/fields';
import { isIdleUnfinished } from '@/lib/rules/newClients';
import { unfinishedPaymentFor } from './newClients';
import { settleUnfinishedPayment } from './purchaseHolds';
import type { PaymentGateway } from '../payments/gateway';
import type { EmailSender } from '../email';
import { perDatabaseBatch } from './perDatabaseBatch';
import { salesTaxCents } from '@/lib/rules/salesTax';

export const INTENT_TTL_MS = 30 * 60_000;

export interface PriceQuote {
  kind: 'quote';
  intent: string;
  priceCents: number;
  priceBeforeTaxCents: number;
  salesTaxCents: number;
  numHours: number;
  planKey: string;
  /** The intent's expiry, after which a purchase asks for a fresh quote. */
  expiresAt: Date;
  summary: OrderSummary;
}

export interface QuoteRequest {
  voucherOption: string;
  numHours: number;
  zipcode: string;
  campaignId?: string | null;
  adGroupId?: string | null;
  /** The discount the landing URL asks for, in dollars (granted only up to what content allows). */
  discount?: number | null;
  /** The buyer's email, known from step 2: a returning client is refused before any card is asked for. */
  email?: string | null;
}

/** Who asks: the brand, the plans this visitor is offered, and where discounts come from. */
export interface QuoteFacts {
  brandKey: string;
  offered: OfferedPlans;
  offers: OfferSource;
  now: Date;
  /**
   * The landing the visit was shown (its signed offer): when present it decides the discount, whatever the request
   * names, so the quote charges what the page showed. Without it (an API client) the request's landing counts.
   */
  visit?: LandingAsk | null;
  /** Settles an earlier unfinished payment of the same buyer (purchaseHolds.ts), and tells them of any refund. */
  gateway?: PaymentGateway;
  email?: EmailSender;
}

const planNotOffered = (): PlanNotOfferedError => ({
  kind: 'plan-not-offered',
  message: 'That offer isn’t available to you. Please start again from our deals page.',
});

const soldOutMessage = (numHours: number) => `All ${numHours}-hour vouchers have been claimed. Please choose another option or join the waitlist.`;

// A checkout quote belongs to no membership yet (member cleanings are priced in memberCleanings.ts).
type NewIntent = Required<
  Omit<
    typeof priceIntents.$inferInsert,
    'fingerprint' | 'paidWith' | 'status' | 'heldAt' | 'paymentsUnderWay' | 'paymentRef' | 'refundNotice' | 'createdAt' | 'membershipId'
  >
>;

/** The columns a quote writes, in one order for every row of a statement. */
const INTENT_COLUMNS = [
  'id',
  'kind',
  'planKey',
  'numHours',
  'zipcode',
  'regionId',
  'campaignId',
  'adGroupId',
  'discountCents',
  'priceBeforeTaxCents',
  'salesTaxCents',
  'priceCents',
  'expiresAt',
] as const satisfies readonly (keyof NewIntent)[];

/**
 * Stores each intent unless its option has sold out, all in one statement that reads the live stock row for every
 * row it inserts; answers, per intent, whether it was stored (false: sold out, nothing stored). Each value carries its
 * column's type: in a VALUES list Postgres cannot take it from the table the rows go to.
 */
async function storeIntentsUnlessSoldOut(db: Db, intents: NewIntent[]): Promise<boolean[]> {
  const row = (intent: NewIntent) =>
    sql`(${sql.join(
      INTENT_COLUMNS.map((c) => sql`${sql.param(intent[c], priceIntents[c])}::${sql.raw(priceIntents[c].getSQLType())}`),
      sql`, `,
    )})`;
  const names = sql.join(
    INTENT_COLUMNS.map((c) => sql.identifier(priceIntents[c].name)),
    sql`, `,
  );
  const stored = await sqlRows<{ id: string }>(
    db,
    sql`
    insert into ${priceIntents} (${names})
    select * from (values ${sql.join(intents.map(row), sql`, `)}) as quoted (${names})
    where not exists (select 1 from ${voucherStock} where ${voucherStock.numHours} = quoted.${sql.identifier(priceIntents.numHours.name)} and ${voucherStock.remaining} <= 0)
    returning ${priceIntents.id}`,
  );
  const ids = new Set(stored.map((r) => r.id));
  return intents.map((intent) => ids.has(intent.id));
}

/**
 * Quotes asked for together are stored together (perDatabaseBatch): a quote used to cost its own statement, and under
 * load the statements, not the pricing, were most of a quote's database time (docs/quality.md).
 */
const storeIntentUnlessSoldOut = perDatabaseBatch({ maxItems: 50 }, storeIntentsUnlessSoldOut);

/**
 * Prices one option for a zipcode and stores the quote as an intent: the
 * purchase later charges exactly this amount, whatever the client sends. The
 * plan must be one the visitor is offered; the discount is what the landing's
 * campaign or ad group grants (server/offer/grants.ts), never what the
 * client asks beyond it.
 */
export async function quoteAndCreateIntent(
  db: Db,
  request: QuoteRequest,
  facts: QuoteFacts,
): Promise<PriceQuote | ZipcodeFormatError | ServiceRegionUnsupportedError | InvalidRequestError | PlanNotOfferedError> {
  let unfinished: typeof priceIntents.$inferSelect | null = null;
  if (request.email !== null && request.email !== undefined) {
    const email = emailField.safeParse(request.email);
    if (!email.success) return invalidRequest(email.error.issues[0]?.message ?? 'Enter a valid email address');
    // Whether this email may buy is not said here (a quote would tell customers from strangers): payment says it.
    unfinished = await unfinishedPaymentFor(db, email.data);
  }
  const located = await regionForZip(db, request.zipcode);
  if (located.kind !== 'found') return located;

  if (!isOffered(facts.offered, request.voucherOption)) return planNotOffered();
  const found = await findPlan(db, request.voucherOption);
  if (!found) return invalidRequest('That pricing plan is not available.');
  const option = found.options.find((o) => o.numHours === request.numHours);
  if (!option) return invalidRequest('That cleaning option is not offered. Please choose another number of hours.');

  // The buyer starts again after a payment that did not finish (a timeout, a bank check): the same order resumes that
  // payment, so whatever it already took completes the sale and nothing is charged twice; another order settles it.
  if (unfinished && isIdleUnfinished(unfinished)) {
    const resumable =
      unfinished.planKey === found.plan.key &&
      unfinished.numHours === option.numHours &&
      unfinished.zipcode === located.place.zipcode &&
      unfinished.expiresAt.getTime() > facts.now.getTime();
    if (resumable) return quoteView(db, facts.offers, unfinished, found);
    if (facts.gateway) await settleUnfinishedPayment(db, facts.gateway, unfinished, facts.now, facts.email);
  }

  const ask = facts.visit ?? askOf(request);
  if (ask === null) return invalidRequest('The discount is not valid.');
  const grant = await landingDiscount(db, facts.offers, {
    brandKey: facts.brandKey,
    campaignId: ask.campaignId,
    adGroupId: ask.adGroupId,
    requestedCents: ask.askCents,
    now: facts.now,
  });

  const priceBeforeTaxCents = applyLandingDiscount(option.priceCents, grant.cents);
  const taxCents = salesTaxCents(priceBeforeTaxCents, located.region.salesTaxBp);
  const intent = {
    id: `pi_${randomBytes(16).toString('hex')}`,
    kind: found.plan.isSubscription ? ('subscription' as const) : ('voucher' as const),
    planKey: found.plan.key,
    numHours: option.numHours,
    zipcode: located.place.zipcode,
    regionId: located.region.id,
    campaignId: grant.campaignId,
    adGroupId: grant.cents > 0 && !grant.campaignId ? ask.adGroupId : null,
    discountCents: option.priceCents - priceBeforeTaxCents,
    priceBeforeTaxCents,
    salesTaxCents: taxCents,
    priceCents: priceBeforeTaxCents + taxCents,
    expiresAt: new Date(facts.now.getTime() + INTENT_TTL_MS),
  };
  if (!(await storeIntentUnlessSoldOut(db, intent))) return invalidRequest(soldOutMessage(option.numHours));
  return quoteView(db, facts.offers, intent, found);
}

/** A stored quote with its order lines. */
async function quoteView(
  db: Db,
  offers: OfferSource,
  intent: Omit<NewIntent, 'kind' | 'regionId' | 'campaignId' | 'adGroupId'> & Pick<NewIntent, 'campaignId' | 'adGroupId'>,
  plan: NonNullable<Awaited<ReturnType<typeof findPlan>>>,
): Promise<PriceQuote> {
  return {
    kind: 'quote',
    intent: intent.id,
    priceCents: intent.priceCents,
    priceBeforeTaxCents: intent.priceBeforeTaxCents,
    salesTaxCents: intent.salesTaxCents,
    numHours: intent.numHours,
    planKey: plan.plan.key,
    expiresAt: intent.expiresAt,
    summary: await intentSummary(db, offers, intent, offeredPlanOf(plan)),
  };
}

/** The landing a request names (API clients without a visit): null when its discount is malformed. */
function askOf(request: QuoteRequest): LandingAsk | null {
  const askCents = request.discount === null || request.discount === undefined ? null : discountCentsFromDollars(request.discount);
  if (askCents === null && request.discount !== null && request.discount !== undefined) return null;
  return { campaignId: request.campaignId ?? null, adGroupId: request.adGroupId ?? null, askCents };
}

/** Quotes nobody bought are kept a day past their expiry (for support), then deleted. */
export const INTENT_RETENTION_MS = 24 * 3_600_000;

export async function deleteExpiredIntents(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(priceIntents)
    // A quote still holding stock keeps it until the sweep has given the stock back.
    .where(and(ne(priceIntents.status, 'completed'), isNull(priceIntents.heldAt), lt(priceIntents.expiresAt, new Date(now.getTime() - INTENT_RETENTION_MS))))
    .returning({ id: priceIntents.id });
  return deleted.length;
}
