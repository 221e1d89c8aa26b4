import { toDollars } from '@/lib/rules/money';
import type { InvalidRequestError, PlanNotOfferedError, ServiceRegionUnsupportedError, ZipcodeFormatError } from '../../domain/errors';
import { summaryView } from '../../domain/orderSummaries';
import type { PriceQuote } from '../../domain/pricing';
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

/** Resolves a union member from its wire name. */
export const byTypename = (value: { __typename?: string }) => value.__typename as never;
