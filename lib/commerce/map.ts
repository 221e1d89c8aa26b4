import { toCents } from '@/lib/rules/money';
import type { OrderSummary } from '@/lib/rules/orderSummary';
import type {
  DealsHomeQuery,
  LateChangeFieldsFragment,
  OrderSummaryFieldsFragment,
  PricingPlanFieldsFragment,
  ReviewConnectionFieldsFragment,
  ServiceRegionFieldsFragment,
  ServiceRegionPricesQuery,
  PurchaseError,
  VoucherPurchaseResultFieldsFragment,
} from '@/lib/graphql/generated/graphql';
import {
  TEST_PAYMENTS,
  type CheckoutPlan,
  type DealsHome,
  type FormOutcome,
  type LateChangePolicy,
  type PageInfo,
  type PaymentConfig,
  type RegionFigures,
  type RegionPricesResult,
  type Review,
  type ReviewPage,
  type VoucherOption,
} from './types';

/** Wire shapes → view types, once: dollars to cents, edges to items, snake_case to camelCase. */

export function mapPlan(plan: PricingPlanFieldsFragment): CheckoutPlan {
  return {
    key: plan.key,
    isSubscription: plan.is_subscription === true,
    monthlyCents: toCents(plan.foreverclean_monthly_price),
    billingMonths: plan.billing_frequency_months,
    freeMonths: plan.foreverclean_free_months,
    cancellationFeeMinMonths: plan.foreverclean_cancellation_fee_min_months,
    cancellationFeeCents: toCents(plan.foreverclean_cancellation_fee),
    cancellationPolicy: plan.foreverclean_cancellation_policy,
    options: plan.options.map((o) => ({
      name: o.name,
      description: o.description,
      numHours: o.num_hours,
      priceCents: toCents(o.price),
      undiscountedPriceCents: toCents(o.undiscounted_price),
      additionalDiscountCents: toCents(o.additional_discount),
    })),
  };
}

/** A review connection from the API, or from the server's own service when a page is generated (numeric ids). */
type ReviewConnection = Pick<ReviewConnectionFieldsFragment, 'totalCount'> & {
  edges: readonly { node: Omit<Review, 'id'> & { id: string | number } }[];
  pageInfo: PageInfo;
};

export function mapReviewPage(connection: ReviewConnection): ReviewPage {
  return {
    items: connection.edges.map(({ node }) => ({
      id: String(node.id),
      body: node.body,
      stars: node.stars,
      received: node.received,
      publicLocation: node.publicLocation,
      verifiedBooking: node.verifiedBooking,
      customer: { firstName: node.customer.firstName, lastName: node.customer.lastName },
    })),
    pageInfo: {
      hasPreviousPage: connection.pageInfo.hasPreviousPage,
      hasNextPage: connection.pageInfo.hasNextPage,
      startCursor: connection.pageInfo.startCursor,
      endCursor: connection.pageInfo.endCursor,
    },
    totalCount: connection.totalCount,
  };
}

export const mapVouchers = (vouchers: readonly { numHours: number; price: number; remaining: number }[]): VoucherOption[] =>
  vouchers.map((v) => ({ numHours: v.numHours, priceCents: toCents(v.price), remaining: v.remaining }));

export function mapDealsHome(data: DealsHomeQuery): DealsHome {
  const location = data.estimatedBrowserLocation;
  return {
    location: {
      nearbyCities: location.nearbyCities,
      nearbyState: location.nearbyState,
      nearbyRecentJobs: location.nearbyRecentJobs,
      memberRateCents: location.memberHourlyRate === null ? null : toCents(location.memberHourlyRate),
      nonmemberRateCents: location.nonmemberHourlyRate === null ? null : toCents(location.nonmemberHourlyRate),
      salesTaxRate: location.salesTaxRate,
    },
    vouchers: mapVouchers(data.availableVouchers),
    reviews: data.publicReviews ? mapReviewPage(data.publicReviews) : null,
  };
}

export function mapRegionFigures(result: ServiceRegionFieldsFragment): RegionFigures | null {
  return result.__typename === 'ServiceRegion' ? { name: result.name, cleanerCount: result.numCleaners, customerCount: result.numCustomers } : null;
}

export function mapRegionPrices(result: ServiceRegionPricesQuery['serviceRegionPrices'], region: RegionFigures | null = null): RegionPricesResult {
  switch (result.__typename) {
    case 'ServiceRegionPrices':
      return {
        kind: 'prices',
        prices: {
          zipcode: result.zipcode,
          memberRateCents: toCents(result.rate),
          nonmemberRateCents: toCents(result.higherRate),
          salesTaxRate: result.salesTaxRate,
          region,
        },
      };
    case 'ServiceRegionUnsupportedError':
      return { kind: 'unsupported', message: result.message };
    default:
      return { kind: 'invalid-zipcode', message: result.message };
  }
}

export function mapFormOutcome(result: { success: boolean; message: string | null; fieldErrors: { field: string; message: string }[] }): FormOutcome {
  return result.success ? { ok: true, message: result.message } : { ok: false, message: result.message, fieldErrors: result.fieldErrors };
}

/** A completed purchase as checkout needs it next (confirmation, tracking, conversion). */
export interface PurchaseReceipt {
  code: string;
  estimatedLtvCents: number;
  redirect: string | null;
  isNewCustomer: boolean | null;
  city: string | null;
  state: string | null;
  customerId: number | null;
}

export type PurchaseFailure = {
  ok: false;
  error: PurchaseError | null;
  message: string | null;
  paymentAction: string | null;
  fieldErrors: { field: string; message: string }[];
};

export function mapPurchaseResult(result: VoucherPurchaseResultFieldsFragment): { ok: true; receipt: PurchaseReceipt } | PurchaseFailure {
  const details = result.voucherPurchaseDetails;
  if (!result.success || !details)
    return { ok: false, error: result.error, message: result.message, paymentAction: result.paymentAction, fieldErrors: result.fieldErrors };
  return {
    ok: true,
    receipt: {
      code: details.code,
      estimatedLtvCents: toCents(details.estimatedLtv),
      redirect: details.redirect,
      isNewCustomer: details.isNewCustomer,
      city: details.city,
      state: details.state,
      customerId: result.customer?.rawId ?? null,
    },
  };
}

/** The site's card provider; anything incomplete falls back to the test gateway's form (which a Stripe server refuses to tokenize for). */
export function mapPaymentProvider(provider: { name: string; publishableKey: string | null; jsUrl: string | null }): PaymentConfig {
  return provider.name === 'stripe' && provider.publishableKey && provider.jsUrl
    ? { provider: 'stripe', publishableKey: provider.publishableKey, jsUrl: provider.jsUrl }
    : TEST_PAYMENTS;
}

export function mapOrderSummary(summary: OrderSummaryFieldsFragment): OrderSummary {
  return {
    lines: summary.lines.map((line) => ({ label: line.label, amountCents: line.amount === null || line.amount === undefined ? null : toCents(line.amount) })),
    totalCents: summary.total === null || summary.total === undefined ? null : toCents(summary.total),
    membership: summary.membership,
    terms: summary.terms,
  };
}

export function mapLateChange(policy: LateChangeFieldsFragment): LateChangePolicy {
  return { flatFee: policy.newLmcPolicy, hours: policy.lmcHours, feeCents: toCents(policy.lmcFlatFee) };
}
