import { toDollars } from '@/lib/rules/money';
import type { InvalidRequestError, PlanNotOfferedError, ServiceRegionUnsupportedError, ZipcodeFormatError } from '../../domain/errors';
import type { OrderSummary } from '@/lib/rules/orderSummary';
import type { PriceQuote } from '../../domain/pricing';
import type { Plan, PlanOptionRow } from '../../domain/catalogue';
import type { BrowserLocation } from '../../domain/location';
import type { customerAccount } from '../../domain/customerAccount';
import type { PurchaseResult } from '../../domain/purchases';
import type { PricingPlanKey } from '../generated/resolvers';

/**
 * The domain's answers as the schema's union members. The domain tells its refusals apart by `kind`; the wire names
 * each with its GraphQL type (`__typename`, which the unions' `__resolveType` reads), and carries money in dollars.
 */

type Refusal = ZipcodeFormatError | ServiceRegionUnsupportedError | InvalidRequestError | PlanNotOfferedError | BookingRefusal;
type BookingRefusal = { kind: 'refused'; reason: string; message: string };

const TYPENAMES = {
  'zipcode-format': 'ZipcodeFormatError',
  'region-unsupported': 'ServiceRegionUnsupportedError',
  'invalid-request': 'InvalidRequestError',
  'plan-not-offered': 'PlanNotOfferedError',
  refused: 'BookingRefused',
} as const satisfies Record<Refusal['kind'], string>;

/** Each member of a union of refusals as its own wire type. */
type Wire<R extends Refusal> = R extends Refusal ? Omit<R, 'kind'> & { __typename: (typeof TYPENAMES)[R['kind']] } : never;

/** A refusal as its union member. */
export function wireRefusal<R extends Refusal>(refusal: R): Wire<R> {
  const { kind, ...fields } = refusal;
  return { __typename: TYPENAMES[kind as R['kind']], ...fields } as Wire<R>;
}

/** Order lines with their money in dollars. */
const summaryView = (summary: OrderSummary) => ({
  lines: summary.lines.map((line) => ({ label: line.label, amount: line.amountCents === null ? null : toDollars(line.amountCents) })),
  total: summary.totalCents === null ? null : toDollars(summary.totalCents),
  membership: summary.membership,
  terms: summary.terms,
});

/** A stored quote as `VoucherPriceQuote`. The plans table holds exactly the schema's PricingPlanKey values. */
export const wireQuote = (quote: PriceQuote) => ({
  __typename: 'VoucherPriceQuote' as const,
  intent: quote.intent,
  price: toDollars(quote.priceCents),
  priceBeforeSalesTax: toDollars(quote.priceBeforeTaxCents),
  salesTaxDollars: toDollars(quote.salesTaxCents),
  numHours: quote.numHours,
  voucherOption: quote.planKey as PricingPlanKey,
  expiresAt: quote.expiresAt.toISOString(),
  summary: summaryView(quote.summary),
});

/** The §3 pricing-plan shape (snake_case fields as the spec names them), in dollars. */
export function wirePlan({ plan, options }: { plan: Plan; options: PlanOptionRow[] }) {
  return {
    key: plan.key,
    cancellation_fee: toDollars(plan.cancellationFeeCents),
    foreverclean_forced: plan.forevercleanForced,
    foreverclean_monthly_price: toDollars(plan.forevercleanMonthlyCents),
    foreverclean_free_months: plan.forevercleanFreeMonths,
    foreverclean_cancellation_fee_min_months: plan.forevercleanFeeMinMonths,
    foreverclean_cancellation_fee: toDollars(plan.forevercleanFeeCents),
    foreverclean_cancellation_policy: plan.forevercleanPolicy,
    billing_frequency_months: plan.billingMonths,
    is_subscription: plan.isSubscription,
    options: options.map((o) => ({
      name: o.name,
      description: o.description,
      num_hours: o.numHours,
      price: toDollars(o.priceCents),
      additional_discount: toDollars(o.additionalDiscountCents),
      undiscounted_price: toDollars(o.undiscountedPriceCents),
    })),
  };
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

/** The visitor's estimated place with its hourly rates in dollars. */
export function wireLocation({ memberRateCents, nonmemberRateCents, ...location }: BrowserLocation) {
  return { ...location, memberHourlyRate: dollarsOrNull(memberRateCents), nonmemberHourlyRate: dollarsOrNull(nonmemberRateCents) };
}

/** Options in stock, priced in dollars. */
export const wireStock = (stock: readonly { numHours: number; priceCents: number; remaining: number }[]) =>
  stock.map(({ numHours, priceCents, remaining }) => ({ numHours, price: toDollars(priceCents), remaining }));

type Account = NonNullable<Awaited<ReturnType<typeof customerAccount>>>;

/** A customer's account: money in dollars, the membership under its global id. */
export function wireAccount({ vouchers, membership, ...account }: Account) {
  return {
    ...account,
    vouchers: vouchers.map(({ pricePaidCents, salesTaxCents, summary, ...voucher }) => ({
      ...voucher,
      pricePaid: toDollars(pricePaidCents),
      salesTax: toDollars(salesTaxCents),
      summary: summaryView(summary),
    })),
    membership: membership && {
      ...membership,
      id: `Membership:${membership.id}`,
      plan: membership.planKey as PricingPlanKey,
      monthlyPrice: toDollars(membership.monthlyCents),
      saved: toDollars(membership.savedCents),
    },
  };
}

/** A purchase's answer: the estimated value in dollars, the customer under its global id beside the raw one. */
export function wirePurchase({ voucherPurchaseDetails: details, customerId, ...result }: PurchaseResult) {
  return {
    ...result,
    voucherPurchaseDetails: details && { ...details, estimatedLtv: toDollars(details.estimatedLtvCents) },
    customer: customerId === null ? null : { id: `Customer:${customerId}`, rawId: customerId },
  };
}

/** The largest id a table's `serial` column holds: anything above names no row (and would be a database error). */
const MAX_ROW_ID = 2_147_483_647;

/** The row id of a global id of `type` (`Booking:123`), or null for anything else. */
export function globalIdNumber(type: string, id: string): number | null {
  const match = /^([A-Za-z]+):([1-9][0-9]{0,9})$/.exec(id);
  const row = match && match[1] === type ? Number(match[2]) : null;
  return row !== null && row <= MAX_ROW_ID ? row : null;
}

/** Resolves a union member from its wire name. */
export const byTypename = (value: { __typename?: string }) => value.__typename as never;
