import {
  DealsHomeDocument,
  DealsReferralDataDocument,
  FetchMoreReviewsDocument,
  LmcPolicyQueryDocument,
  CheckoutSetupDocument,
  GetSubscriptionSurveySourcesDocument,
  GetSurveySourcesDocument,
  JoinVoucherWaitlistDocument,
  PostPurchaseSurveyDocument,
  ServiceRegionDocument,
  ServiceRegionPricesDocument,
} from '@/lib/graphql/generated/graphql';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import { REVIEWS_PAGE_SIZE } from '@/lib/rules/reviewsPaging';
import { mapDealsHome, mapFormOutcome, mapLateChange, mapRegionFigures, mapPaymentProvider, mapPlan, mapRegionPrices, mapReviewPage } from './map';
import { toCents } from '@/lib/rules/money';
import type {
  CheckoutPlan,
  DealsHome,
  FormOutcome,
  LateChangePolicy,
  PaymentConfig,
  Referral,
  RegionPricesResult,
  ReviewOrder,
  ReviewPage,
  VisitGrant,
} from './types';

/**
 * The browser's door to the commerce API (spec §7): one function per thing a
 * screen needs, each answering in view types. Network and server failures
 * throw; `failureMessage` (./failure) turns them into words for people.
 */

/**
 * What checkout starts from: the plan of this kind the server offers this
 * visitor (from their experiment groups; null when none is) and how this site
 * takes cards. Both are the server's to say, at run time.
 */
export async function loadCheckoutSetup(
  kind: 'voucher' | 'membership',
): Promise<{ plan: CheckoutPlan | null; grant: VisitGrant; payments: PaymentConfig; lateChange: LateChangePolicy }> {
  const { offeredPlan, visitOffer, paymentProvider, lmcPolicy } = await runQuery(CheckoutSetupDocument, {
    kind: kind === 'voucher' ? 'VOUCHER' : 'MEMBERSHIP',
  });
  return {
    plan: offeredPlan ? mapPlan(offeredPlan) : null,
    grant: { cents: toCents(visitOffer.discount), source: visitOffer.source ?? null },
    payments: mapPaymentProvider(paymentProvider),
    lateChange: mapLateChange(lmcPolicy),
  };
}

/** The late-change policy (LMCPolicyQuery), for the help page. */
export async function loadLateChangePolicy(): Promise<LateChangePolicy> {
  return mapLateChange((await runQuery(LmcPolicyQueryDocument, {})).lmcPolicy);
}

/** The region's prices and, asked at the same time, its cleaners and customers (ServiceRegion); the figures are a nicety. */
export async function checkRegionPrices(zipcode: string): Promise<RegionPricesResult> {
  const [prices, region] = await Promise.all([
    runQuery(ServiceRegionPricesDocument, { zipcode }),
    runQuery(ServiceRegionDocument, { zipcode })
      .then((r) => mapRegionFigures(r.serviceRegion))
      .catch(() => null),
  ]);
  return mapRegionPrices(prices.serviceRegionPrices, region);
}

export async function loadDealsHome(options: { stateOverride: string | null; adGroupId: string | null; withReviews: boolean }): Promise<DealsHome> {
  const data = await runQuery(DealsHomeDocument, {
    first: REVIEWS_PAGE_SIZE,
    adTracking: { stateOverride: options.stateOverride, adGroupId: options.adGroupId },
    filter: { sort: 'RECENT' },
    withReviews: options.withReviews,
  });
  return mapDealsHome(data);
}

/** One page of reviews in an order: after a cursor (next page), before one (previous page), or the first page. */
export async function loadReviews(options: {
  sort: ReviewOrder;
  after?: string | null;
  before?: string | null;
  stateOverride: string | null;
}): Promise<ReviewPage> {
  const { publicReviews } = await runQuery(FetchMoreReviewsDocument, {
    ...(options.before ? { last: REVIEWS_PAGE_SIZE, before: options.before } : { first: REVIEWS_PAGE_SIZE, after: options.after ?? null }),
    adTracking: { stateOverride: options.stateOverride },
    filter: { sort: options.sort },
  });
  return mapReviewPage(publicReviews);
}

export async function joinWaitlist(email: string): Promise<FormOutcome> {
  return mapFormOutcome((await runMutation(JoinVoucherWaitlistDocument, { input: { email } })).joinVoucherWaitlist);
}

export async function surveySources(subscription: boolean): Promise<string[]> {
  return subscription
    ? (await runQuery(GetSubscriptionSurveySourcesDocument, {})).surveySources.sources
    : (await runQuery(GetSurveySourcesDocument, {})).surveySources.sources;
}

export async function answerSurvey(input: { voucherCode: string; source: string; subscription: boolean }): Promise<FormOutcome> {
  return mapFormOutcome((await runMutation(PostPurchaseSurveyDocument, { input })).postPurchaseSurvey);
}

export async function findReferral(code: string): Promise<Referral | null> {
  return (await runQuery(DealsReferralDataDocument, { code })).referral;
}
