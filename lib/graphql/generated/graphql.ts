/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Landing context the site passes along with its queries. */
export type AdTracking = {
  adGroupId?: string | null | undefined;
  campaignId?: string | null | undefined;
  /** Two-letter state that replaces the estimated one (state_override). */
  stateOverride?: string | null | undefined;
  utmSource?: string | null | undefined;
};

export type ArrivalWindow =
  | 'afternoon'
  | 'midday'
  | 'morning';

export type BookCleaningInput = {
  code: string;
  date: string;
  /** Needed when not signed in: the email the voucher was bought with. */
  email?: string | null | undefined;
  window: ArrivalWindow;
};

export type BookMemberCleaningInput = {
  /** YYYY-MM-DD, in the home's own time zone. */
  date: string;
  /** The total in dollars the member was shown and confirmed; a different price is refused (PRICE_CHANGED), never charged. */
  expectedTotal: number;
  numHours: number;
  /** 16-64 letters, digits, - or _, one per confirmation: a retry with the same key is the same booking and the same charge. */
  requestKey: string;
  window: ArrivalWindow;
};

export type BookingChangeAction =
  | 'CANCEL'
  | 'RESCHEDULE';

export type BookingRefusal =
  | 'ALREADY_BOOKED'
  | 'EXPIRED'
  | 'INVALID_DATE'
  /** The voucher has no booked cleaning. */
  | 'NOT_BOOKED'
  | 'USED'
  /** The membership it came with was cancelled before the cleaning took place. */
  | 'VOIDED'
  /** Unknown code, or not this customer's voucher (the two are not told apart). */
  | 'VOUCHER_NOT_FOUND'
  /** The window filled (someone took the last place first). */
  | 'WINDOW_FULL';

export type CancellationPolicy =
  | 'firstcleaningperhour_25'
  | 'firstcleaningperhour_35'
  | 'flat_rate';

export type ChangeBookingInput = {
  action: BookingChangeAction;
  code: string;
  /** With RESCHEDULE: the new date and window. */
  date?: string | null | undefined;
  email?: string | null | undefined;
  /** The fee the customer was shown and accepted, in dollars; a different current fee is refused (FEE_CHANGED). */
  expectedFee: number;
  window?: ArrivalWindow | null | undefined;
};

export type ChangeRefusal =
  | 'DECLINED'
  | 'FEE_CHANGED'
  | 'INVALID_DATE'
  | 'NOT_BOOKED'
  | 'NO_PAYMENT_METHOD'
  | 'PAYMENT_UNCONFIRMED'
  /** A change can carry a fee on the card on file: only the signed-in owner may make it. */
  | 'SIGN_IN_REQUIRED'
  | 'STARTED'
  | 'VOUCHER_NOT_FOUND'
  | 'WINDOW_FULL';

export type JoinVoucherWaitlistInput = {
  email: string;
  zipcode?: string | null | undefined;
};

export type MemberCleaningRefusal =
  | 'DECLINED'
  | 'INVALID_DATE'
  | 'INVALID_HOURS'
  | 'INVALID_REQUEST'
  | 'MEMBERSHIP_PAUSED'
  | 'NOT_A_MEMBER'
  | 'NO_PAYMENT_METHOD'
  | 'PAYMENT_UNCONFIRMED'
  | 'PRICE_CHANGED'
  /** Already as many member cleanings booked ahead as one membership may hold. */
  | 'TOO_MANY_BOOKED'
  | 'WINDOW_FULL';

export type MembershipStatus =
  | 'ACTIVE'
  | 'CANCELLED';

export type OfferKind =
  | 'MEMBERSHIP'
  | 'VOUCHER';

export type PostPurchaseSurveyInput = {
  source: string;
  subscription?: boolean | null | undefined;
  voucherCode: string;
};

export type PricingPlanKey =
  | 'CCF_1'
  | 'CCF_2'
  | 'FOREVERCLEAN_19_1_6_99'
  | 'FOREVERCLEAN_39_1_6_99'
  | 'FOREVERCLEAN_39_1_6_99_10OFF'
  | 'FOREVERCLEAN_49_1_6_99'
  | 'FOREVERCLEAN_49_1_6_99_NO2H'
  | 'FOREVERCLEAN_49_1_6_99_PH25'
  | 'FOREVERCLEAN_49_1_6_99_PH35'
  | 'FOREVERCLEAN_49_3_6_99'
  | 'FOREVERCLEAN_49_6_6_99'
  | 'FOREVERCLEAN_59_1_6_99'
  | 'SUBPLAN_FIRST_FREE_CLEANING_V1';

export type PurchaseError =
  /** The bank asks the customer to confirm the payment (paymentAction). */
  | 'ACTION_REQUIRED'
  /** The card was declined; another card may be tried with the same quote. */
  | 'DECLINED'
  /** A field is missing or malformed (see fieldErrors). */
  | 'INVALID_INPUT'
  /** The purchase is still being completed. */
  | 'IN_PROGRESS'
  /** First-cleaning offers are for new clients only, and this email has already bought one: sign in instead. */
  | 'NOT_NEW_CLIENT'
  /** The payment provider did not confirm in time; retrying is safe and never charges twice. */
  | 'PAYMENT_UNCONFIRMED'
  /** The quote was already used for a purchase with different details; nothing about that purchase is disclosed. */
  | 'QUOTE_ALREADY_USED'
  /** The quote does not exist, has expired or does not match this purchase: ask for a new quote. */
  | 'QUOTE_INVALID'
  /** The option sold out since the quote. */
  | 'SOLD_OUT'
  /** Too many cards were declined for this quote, from this client or for this card lately: nothing more is tried for a while. */
  | 'TOO_MANY_DECLINES';

export type RateCleaningInput = {
  /** The booking's id (Booking:123); may be left out with token. */
  bookingId?: string | number | null | undefined;
  comment?: string | null | undefined;
  /** Let us publish a 4-5 star comment (first name and city) once checked. */
  publish?: boolean | null | undefined;
  /** Ask for the same cleaner next time. */
  sameCleaner?: boolean | null | undefined;
  stars: number;
  /** The emailed link's token. */
  token?: string | null | undefined;
};

export type RatingStatus =
  | 'APPROVED'
  /** Waiting for moderation before it is a public review. */
  | 'PENDING'
  /** Kept with the booking only. */
  | 'PRIVATE'
  | 'REJECTED';

export type RegisterLeadInput = {
  email: string;
  phone?: string | null | undefined;
  zipcode: string;
};

export type ReviewFilter = {
  minStars?: number | null | undefined;
  sort?: ReviewSort | null | undefined;
  /** Reference point for LOCATION_CLOSEST; the estimated location is used without it. */
  zipcode?: string | null | undefined;
};

export type ReviewSort =
  | 'LOCATION_CLOSEST'
  | 'RATING_HIGHEST'
  | 'RATING_LOWEST'
  | 'RECENT';

export type VoucherPurchaseInput = {
  email: string;
  firstName?: string | null | undefined;
  hours: number;
  /** The intent returned by voucherPriceAndIntent; it fixes the price. */
  intent: string;
  lastName?: string | null | undefined;
  /** Card token from the payment provider; card numbers never reach this API. */
  paymentToken: string;
  phone: string;
  /** Same-site path to continue to after purchase. */
  redirect?: string | null | undefined;
  zipcode: string;
  zipcodeEnteredOnHomepage?: boolean | null | undefined;
};

export type VoucherStatus =
  | 'BOOKED'
  | 'EXPIRED'
  | 'UNUSED'
  | 'USED'
  /** Its membership was cancelled before the cleaning took place. */
  | 'VOIDED';

export type BookCleaningMutationVariables = Exact<{
  input: BookCleaningInput;
}>;


export type BookCleaningMutation = { bookCleaning: { success: boolean, message: string | null, refusal: BookingRefusal | null, booking: { id: string, date: string, window: ArrivalWindow, windowLabel: string, startsAt: string, timeZone: string, label: string, sameCleanerAs: string | null } | null } };

export type BookMemberCleaningMutationVariables = Exact<{
  input: BookMemberCleaningInput;
}>;


export type BookMemberCleaningMutation = { bookMemberCleaning: { success: boolean, message: string, refusal: MemberCleaningRefusal | null, voucherCode: string | null, charged: number, booking: { id: string, date: string, window: ArrivalWindow, windowLabel: string, startsAt: string, timeZone: string, label: string, sameCleanerAs: string | null } | null } };

export type BookingAvailabilityQueryVariables = Exact<{
  code: string;
  email?: string | null | undefined;
}>;


export type BookingAvailabilityQuery = { bookingAvailability:
    | { __typename: 'BookingAvailability', voucherCode: string, numHours: number, timeZone: string, timeZoneName: string, booking: { id: string, date: string, window: ArrivalWindow, windowLabel: string, startsAt: string, timeZone: string, label: string, sameCleanerAs: string | null } | null, days: Array<{ date: string, label: string, windows: Array<{ window: ArrivalWindow, label: string, remaining: number, lateChangeFee: number }> }> }
    | { __typename: 'BookingRefused', reason: BookingRefusal, message: string }
   };

export type BookingChangeFeeQueryVariables = Exact<{
  code: string;
  email?: string | null | undefined;
}>;


export type BookingChangeFeeQuery = { bookingChangeFee:
    | { __typename: 'BookingChangeFee', fee: number, message: string }
    | { __typename: 'BookingRefused', reason: BookingRefusal, message: string }
   };

export type BookingFieldsFragment = { id: string, date: string, window: ArrivalWindow, windowLabel: string, startsAt: string, timeZone: string, label: string, sameCleanerAs: string | null };

export type BrowserStateQueryVariables = Exact<{
  adTracking?: AdTracking | null | undefined;
}>;


export type BrowserStateQuery = { estimatedBrowserLocation: { nearbyState: string | null, memberHourlyRate: number | null } };

export type CancelMembershipMutationVariables = Exact<{
  expectedFee: number;
}>;


export type CancelMembershipMutation = { cancelMembership: { success: boolean, message: string, feeCharged: number } };

export type CardSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type CardSetupQuery = { paymentProvider: { name: string, publishableKey: string | null, jsUrl: string | null } };

export type ChangeBookingMutationVariables = Exact<{
  input: ChangeBookingInput;
}>;


export type ChangeBookingMutation = { changeBooking: { success: boolean, message: string, refusal: ChangeRefusal | null, feeCharged: number, booking: { id: string, date: string, window: ArrivalWindow, windowLabel: string, startsAt: string, timeZone: string, label: string, sameCleanerAs: string | null } | null } };

export type CheckoutSetupQueryVariables = Exact<{
  kind: OfferKind;
}>;


export type CheckoutSetupQuery = { offeredPlan: { key: PricingPlanKey, cancellation_fee: number, foreverclean_forced: boolean, foreverclean_monthly_price: number, foreverclean_free_months: number, foreverclean_cancellation_fee_min_months: number, foreverclean_cancellation_fee: number, foreverclean_cancellation_policy: CancellationPolicy | null, billing_frequency_months: number, is_subscription: boolean | null, options: Array<{ name: string, description: string, num_hours: number, price: number, additional_discount: number, undiscounted_price: number }> } | null, visitOffer: { discount: number, source: string | null }, paymentProvider: { name: string, publishableKey: string | null, jsUrl: string | null }, lmcPolicy: { newLmcPolicy: boolean, lmcHours: number, lmcFlatFee: number } };

export type CleaningRatingFieldsFragment = { stars: number, comment: string, sameCleaner: boolean, status: RatingStatus };

export type CleaningToRateQueryVariables = Exact<{
  token: string;
}>;


export type CleaningToRateQuery = { cleaningToRate: { bookingId: string, label: string, rateable: boolean, rating: { stars: number, comment: string, sameCleaner: boolean, status: RatingStatus } | null } | null };

export type CustomerAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerAccountQuery = { customerAccount: { email: string, firstName: string | null, vouchers: Array<{ code: string, numHours: number, pricePaid: number, salesTax: number, status: VoucherStatus, purchasedAt: string, expiresAt: string, rateable: boolean, memberCleaning: boolean, booking: { id: string, date: string, window: ArrivalWindow, windowLabel: string, startsAt: string, timeZone: string, label: string, sameCleanerAs: string | null } | null, summary: { total: number | null, membership: string, terms: Array<string>, lines: Array<{ label: string, amount: number | null }> }, rating: { stars: number, comment: string, sameCleaner: boolean, status: RatingStatus } | null }>, membership: { id: string, plan: PricingPlanKey, monthlyPrice: number, status: MembershipStatus, startedAt: string, paidMonths: number, nextChargeDate: string | null, paymentFailed: boolean, pausedUntil: string | null, saved: number, memberCleanings: number } | null } | null };

export type DealsHomeQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  adTracking?: AdTracking | null | undefined;
  filter?: ReviewFilter | null | undefined;
  withReviews?: boolean | null | undefined;
}>;


export type DealsHomeQuery = { publicReviews?: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, body: string, stars: number, received: string, publicLocation: string, verifiedBooking: boolean, customer: { firstName: string, lastName: string } } }>, pageInfo: { hasPreviousPage: boolean, hasNextPage: boolean, startCursor: string | null, endCursor: string | null } }, estimatedBrowserLocation: { nearbyCities: Array<string>, nearbyState: string | null, nearbyZipcode: string | null, nearbyRecentJobs: number, memberHourlyRate: number | null, nonmemberHourlyRate: number | null, salesTaxRate: number | null, accuracyRadius: number | null }, availableVouchers: Array<{ numHours: number, price: number, remaining: number }> };

export type DealsReferralDataQueryVariables = Exact<{
  code: string;
}>;


export type DealsReferralDataQuery = { referral: { code: string, hostName: string } | null };

export type FetchMoreReviewsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  adTracking?: AdTracking | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type FetchMoreReviewsQuery = { publicReviews: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, body: string, stars: number, received: string, publicLocation: string, verifiedBooking: boolean, customer: { firstName: string, lastName: string } } }>, pageInfo: { hasPreviousPage: boolean, hasNextPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type GetAvailableVouchersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAvailableVouchersQuery = { availableVouchers: Array<{ numHours: number, price: number }> };

export type GetSubscriptionSurveySourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionSurveySourcesQuery = { surveySources: { brand: string, sources: Array<string> } };

export type GetSurveySourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSurveySourcesQuery = { surveySources: { brand: string, sources: Array<string> } };

export type JoinVoucherWaitlistMutationVariables = Exact<{
  input: JoinVoucherWaitlistInput;
}>;


export type JoinVoucherWaitlistMutation = { joinVoucherWaitlist: { success: boolean, message: string | null, fieldErrors: Array<{ field: string, message: string }> } };

export type LmcPolicyQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type LmcPolicyQueryQuery = { lmcPolicy: { newLmcPolicy: boolean, lmcHours: number, lmcFlatFee: number } };

export type LateChangeFieldsFragment = { newLmcPolicy: boolean, lmcHours: number, lmcFlatFee: number };

export type MemberCleaningOfferQueryVariables = Exact<{
  numHours?: number | null | undefined;
}>;


export type MemberCleaningOfferQuery = { memberCleaningOffer: { memberHourlyRate: number, nonmemberHourlyRate: number, salesTaxRate: number, sameCleanerAs: string | null, refusal: MemberCleaningRefusal | null, message: string | null, numHours: number | null, options: Array<{ numHours: number, price: number, salesTax: number, total: number, saving: number }>, windows: { timeZone: string, timeZoneName: string, days: Array<{ date: string, label: string, windows: Array<{ window: ArrivalWindow, label: string, remaining: number, lateChangeFee: number }> }> } | null } | null };

export type MembershipCancellationQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipCancellationQuery = { membershipCancellation: { fee: number, paidMonths: number, minimumMonths: number, freeFrom: string | null, message: string } | null };

export type MembershipPauseQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipPauseQuery = { membershipPause: { pausedUntil: string | null, dueNow: number, refusal: string | null, options: Array<{ months: number, until: string, nextChargeDate: string }> } | null };

export type OrderSummaryFieldsFragment = { total: number | null, membership: string, terms: Array<string>, lines: Array<{ label: string, amount: number | null }> };

export type PauseMembershipMutationVariables = Exact<{
  months: number;
}>;


export type PauseMembershipMutation = { pauseMembership: { success: boolean, message: string | null } };

export type PostPurchaseSurveyMutationVariables = Exact<{
  input: PostPurchaseSurveyInput;
}>;


export type PostPurchaseSurveyMutation = { postPurchaseSurvey: { success: boolean, message: string | null, fieldErrors: Array<{ field: string, message: string }> } };

export type PricingPlanFieldsFragment = { key: PricingPlanKey, cancellation_fee: number, foreverclean_forced: boolean, foreverclean_monthly_price: number, foreverclean_free_months: number, foreverclean_cancellation_fee_min_months: number, foreverclean_cancellation_fee: number, foreverclean_cancellation_policy: CancellationPolicy | null, billing_frequency_months: number, is_subscription: boolean | null, options: Array<{ name: string, description: string, num_hours: number, price: number, additional_discount: number, undiscounted_price: number }> };

export type PurchaseSubscriptionMutationVariables = Exact<{
  input: VoucherPurchaseInput;
}>;


export type PurchaseSubscriptionMutation = { purchaseSubscription: { success: boolean, message: string | null, error: PurchaseError | null, paymentAction: string | null, fieldErrors: Array<{ field: string, message: string }>, voucherPurchaseDetails: { code: string, estimatedLtv: number, redirect: string | null, isNewCustomer: boolean | null, city: string | null, state: string | null } | null, customer: { id: string, rawId: number } | null } };

export type PurchaseVoucherMutationVariables = Exact<{
  input: VoucherPurchaseInput;
}>;


export type PurchaseVoucherMutation = { purchaseVoucher: { success: boolean, message: string | null, error: PurchaseError | null, paymentAction: string | null, fieldErrors: Array<{ field: string, message: string }>, voucherPurchaseDetails: { code: string, estimatedLtv: number, redirect: string | null, isNewCustomer: boolean | null, city: string | null, state: string | null } | null, customer: { id: string, rawId: number } | null } };

export type RateCleaningMutationVariables = Exact<{
  input: RateCleaningInput;
}>;


export type RateCleaningMutation = { rateCleaning: { success: boolean, message: string, rating: { stars: number, comment: string, sameCleaner: boolean, status: RatingStatus } | null } };

export type RegisterLeadMutationVariables = Exact<{
  input: RegisterLeadInput;
}>;


export type RegisterLeadMutation = { registerLead: { success: boolean, message: string | null, fieldErrors: Array<{ field: string, message: string }>, leadDetails: { higherRate: number, rate: number, salesTaxRate: number, arl: { CC: number, AC: number | null, EC: number | null, OCC: number | null } } | null } };

export type ResumeMembershipMutationVariables = Exact<{ [key: string]: never; }>;


export type ResumeMembershipMutation = { resumeMembership: { success: boolean, message: string | null } };

export type ReviewConnectionFieldsFragment = { totalCount: number, edges: Array<{ cursor: string, node: { id: string, body: string, stars: number, received: string, publicLocation: string, verifiedBooking: boolean, customer: { firstName: string, lastName: string } } }>, pageInfo: { hasPreviousPage: boolean, hasNextPage: boolean, startCursor: string | null, endCursor: string | null } };

export type ReviewFieldsFragment = { id: string, body: string, stars: number, received: string, publicLocation: string, verifiedBooking: boolean, customer: { firstName: string, lastName: string } };

export type ServiceRegionQueryVariables = Exact<{
  zipcode: string;
}>;


export type ServiceRegionQuery = { serviceRegion:
    | { __typename: 'ServiceRegion', zipcode: string, name: string, stateCode: string, numCleaners: number, numCustomers: number, arl: { CC: number } }
    | { __typename: 'ServiceRegionUnsupportedError', message: string }
    | { __typename: 'ZipcodeFormatError', message: string }
   };

type ServiceRegionFields_ServiceRegion_Fragment = { __typename: 'ServiceRegion', zipcode: string, name: string, stateCode: string, numCleaners: number, numCustomers: number, arl: { CC: number } };

type ServiceRegionFields_ServiceRegionUnsupportedError_Fragment = { __typename: 'ServiceRegionUnsupportedError', message: string };

type ServiceRegionFields_ZipcodeFormatError_Fragment = { __typename: 'ZipcodeFormatError', message: string };

export type ServiceRegionFieldsFragment =
  | ServiceRegionFields_ServiceRegion_Fragment
  | ServiceRegionFields_ServiceRegionUnsupportedError_Fragment
  | ServiceRegionFields_ZipcodeFormatError_Fragment
;

export type ServiceRegionPricesQueryVariables = Exact<{
  zipcode: string;
}>;


export type ServiceRegionPricesQuery = { serviceRegionPrices:
    | { __typename: 'ServiceRegionPrices', zipcode: string, higherRate: number, rate: number, salesTaxRate: number, arl: { CC: number } }
    | { __typename: 'ServiceRegionUnsupportedError', message: string, zipcode: string }
    | { __typename: 'ZipcodeFormatError', message: string }
   };

export type UpdatePaymentMethodMutationVariables = Exact<{
  token: string;
}>;


export type UpdatePaymentMethodMutation = { updatePaymentMethod: { success: boolean, message: string, clientSecret: string | null } };

export type VoucherPriceAndIntentQueryVariables = Exact<{
  voucherOption: PricingPlanKey;
  numHours: number;
  zipcode: string;
  email?: string | null | undefined;
}>;


export type VoucherPriceAndIntentQuery = { voucherPriceAndIntent:
    | { __typename: 'InvalidRequestError', message: string }
    | { __typename: 'PlanNotOfferedError', message: string }
    | { __typename: 'ServiceRegionUnsupportedError', message: string }
    | { __typename: 'VoucherPriceQuote', intent: string, price: number, priceBeforeSalesTax: number, salesTaxDollars: number, numHours: number, voucherOption: PricingPlanKey, expiresAt: string, summary: { total: number | null, membership: string, terms: Array<string>, lines: Array<{ label: string, amount: number | null }> } }
    | { __typename: 'ZipcodeFormatError', message: string }
   };

export type VoucherPurchaseResultFieldsFragment = { success: boolean, message: string | null, error: PurchaseError | null, paymentAction: string | null, fieldErrors: Array<{ field: string, message: string }>, voucherPurchaseDetails: { code: string, estimatedLtv: number, redirect: string | null, isNewCustomer: boolean | null, city: string | null, state: string | null } | null, customer: { id: string, rawId: number } | null };

export type ZipLookupQueryVariables = Exact<{
  zipcode: string;
}>;


export type ZipLookupQuery = { serviceRegion:
    | { __typename: 'ServiceRegion', zipcode: string, name: string, stateCode: string, numCleaners: number, numCustomers: number, arl: { CC: number } }
    | { __typename: 'ServiceRegionUnsupportedError', message: string }
    | { __typename: 'ZipcodeFormatError', message: string }
   };

export const BookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"windowLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleanerAs"}}]}}]} as unknown as DocumentNode<BookingFieldsFragment, unknown>;
export const CleaningRatingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CleaningRatingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CleaningRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleaner"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CleaningRatingFieldsFragment, unknown>;
export const LateChangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LateChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CleaningPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newLmcPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"lmcHours"}},{"kind":"Field","name":{"kind":"Name","value":"lmcFlatFee"}}]}}]} as unknown as DocumentNode<LateChangeFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"membership"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<OrderSummaryFieldsFragment, unknown>;
export const PricingPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PricingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation_fee"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_forced"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_monthly_price"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_free_months"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_cancellation_fee_min_months"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_cancellation_fee"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_cancellation_policy"}},{"kind":"Field","name":{"kind":"Name","value":"billing_frequency_months"}},{"kind":"Field","name":{"kind":"Name","value":"is_subscription"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"num_hours"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"additional_discount"}},{"kind":"Field","name":{"kind":"Name","value":"undiscounted_price"}}]}}]}}]} as unknown as DocumentNode<PricingPlanFieldsFragment, unknown>;
export const ReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"publicLocation"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBooking"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ReviewFieldsFragment, unknown>;
export const ReviewConnectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"publicLocation"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBooking"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ReviewConnectionFieldsFragment, unknown>;
export const ServiceRegionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRegionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"numCleaners"}},{"kind":"Field","name":{"kind":"Name","value":"numCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"arl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"CC"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ZipcodeFormatError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ServiceRegionFieldsFragment, unknown>;
export const VoucherPurchaseResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoucherPurchaseResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAction"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherPurchaseDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedLtv"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"isNewCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rawId"}}]}}]}}]} as unknown as DocumentNode<VoucherPurchaseResultFieldsFragment, unknown>;
export const BookCleaningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookCleaning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookCleaningInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookCleaning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"windowLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleanerAs"}}]}}]} as unknown as DocumentNode<BookCleaningMutation, BookCleaningMutationVariables>;
export const BookMemberCleaningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookMemberCleaning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookMemberCleaningInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookMemberCleaning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"windowLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleanerAs"}}]}}]} as unknown as DocumentNode<BookMemberCleaningMutation, BookMemberCleaningMutationVariables>;
export const BookingAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"numHours"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneName"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"lateChangeFee"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"windowLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleanerAs"}}]}}]} as unknown as DocumentNode<BookingAvailabilityQuery, BookingAvailabilityQueryVariables>;
export const BookingChangeFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingChangeFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingChangeFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingChangeFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BookingChangeFeeQuery, BookingChangeFeeQueryVariables>;
export const BrowserStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowserState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adTracking"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdTracking"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatedBrowserLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"adTracking"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adTracking"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nearbyState"}},{"kind":"Field","name":{"kind":"Name","value":"memberHourlyRate"}}]}}]}}]} as unknown as DocumentNode<BrowserStateQuery, BrowserStateQueryVariables>;
export const CancelMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedFee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expectedFee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedFee"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"feeCharged"}}]}}]}}]} as unknown as DocumentNode<CancelMembershipMutation, CancelMembershipMutationVariables>;
export const CardSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"jsUrl"}}]}}]}}]} as unknown as DocumentNode<CardSetupQuery, CardSetupQueryVariables>;
export const ChangeBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"feeCharged"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"windowLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleanerAs"}}]}}]} as unknown as DocumentNode<ChangeBookingMutation, ChangeBookingMutationVariables>;
export const CheckoutSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offeredPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricingPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"jsUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lmcPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LateChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PricingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation_fee"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_forced"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_monthly_price"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_free_months"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_cancellation_fee_min_months"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_cancellation_fee"}},{"kind":"Field","name":{"kind":"Name","value":"foreverclean_cancellation_policy"}},{"kind":"Field","name":{"kind":"Name","value":"billing_frequency_months"}},{"kind":"Field","name":{"kind":"Name","value":"is_subscription"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"num_hours"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"additional_discount"}},{"kind":"Field","name":{"kind":"Name","value":"undiscounted_price"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LateChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CleaningPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newLmcPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"lmcHours"}},{"kind":"Field","name":{"kind":"Name","value":"lmcFlatFee"}}]}}]} as unknown as DocumentNode<CheckoutSetupQuery, CheckoutSetupQueryVariables>;
export const CleaningToRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CleaningToRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cleaningToRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rateable"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CleaningRatingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CleaningRatingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CleaningRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleaner"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CleaningToRateQuery, CleaningToRateQueryVariables>;
export const CustomerAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"numHours"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaid"}},{"kind":"Field","name":{"kind":"Name","value":"salesTax"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateable"}},{"kind":"Field","name":{"kind":"Name","value":"memberCleaning"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CleaningRatingFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidMonths"}},{"kind":"Field","name":{"kind":"Name","value":"nextChargeDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFailed"}},{"kind":"Field","name":{"kind":"Name","value":"pausedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"memberCleanings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"windowLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleanerAs"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"membership"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CleaningRatingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CleaningRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleaner"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CustomerAccountQuery, CustomerAccountQueryVariables>;
export const DealsHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealsHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adTracking"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdTracking"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withReviews"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"adTracking"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adTracking"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withReviews"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewConnectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedBrowserLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"adTracking"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adTracking"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nearbyCities"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyState"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyZipcode"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyRecentJobs"}},{"kind":"Field","name":{"kind":"Name","value":"memberHourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"nonmemberHourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"salesTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"accuracyRadius"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableVouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numHours"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"publicLocation"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBooking"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<DealsHomeQuery, DealsHomeQueryVariables>;
export const DealsReferralDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealsReferralData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}}]}}]}}]} as unknown as DocumentNode<DealsReferralDataQuery, DealsReferralDataQueryVariables>;
export const FetchMoreReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchMoreReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adTracking"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdTracking"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"adTracking"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adTracking"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"publicLocation"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBooking"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FetchMoreReviewsQuery, FetchMoreReviewsQueryVariables>;
export const GetAvailableVouchersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAvailableVouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableVouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numHours"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<GetAvailableVouchersQuery, GetAvailableVouchersQueryVariables>;
export const GetSubscriptionSurveySourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSubscriptionSurveySources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveySources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}}]}}]} as unknown as DocumentNode<GetSubscriptionSurveySourcesQuery, GetSubscriptionSurveySourcesQueryVariables>;
export const GetSurveySourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSurveySources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveySources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}}]}}]} as unknown as DocumentNode<GetSurveySourcesQuery, GetSurveySourcesQueryVariables>;
export const JoinVoucherWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinVoucherWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinVoucherWaitlistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinVoucherWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<JoinVoucherWaitlistMutation, JoinVoucherWaitlistMutationVariables>;
export const LmcPolicyQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LMCPolicyQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lmcPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LateChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LateChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CleaningPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newLmcPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"lmcHours"}},{"kind":"Field","name":{"kind":"Name","value":"lmcFlatFee"}}]}}]} as unknown as DocumentNode<LmcPolicyQueryQuery, LmcPolicyQueryQueryVariables>;
export const MemberCleaningOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCleaningOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"numHours"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberCleaningOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"numHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"numHours"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberHourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"nonmemberHourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"salesTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleanerAs"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"numHours"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numHours"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"salesTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saving"}}]}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneName"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"lateChangeFee"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MemberCleaningOfferQuery, MemberCleaningOfferQueryVariables>;
export const MembershipCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipCancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipCancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"paidMonths"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMonths"}},{"kind":"Field","name":{"kind":"Name","value":"freeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MembershipCancellationQuery, MembershipCancellationQueryVariables>;
export const MembershipPauseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipPause"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipPause"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pausedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"nextChargeDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueNow"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}}]}}]}}]} as unknown as DocumentNode<MembershipPauseQuery, MembershipPauseQueryVariables>;
export const PauseMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PauseMembershipMutation, PauseMembershipMutationVariables>;
export const PostPurchaseSurveyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostPurchaseSurvey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostPurchaseSurveyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postPurchaseSurvey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PostPurchaseSurveyMutation, PostPurchaseSurveyMutationVariables>;
export const PurchaseSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoucherPurchaseResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoucherPurchaseResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAction"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherPurchaseDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedLtv"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"isNewCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rawId"}}]}}]}}]} as unknown as DocumentNode<PurchaseSubscriptionMutation, PurchaseSubscriptionMutationVariables>;
export const PurchaseVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoucherPurchaseResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoucherPurchaseResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAction"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherPurchaseDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedLtv"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"isNewCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rawId"}}]}}]}}]} as unknown as DocumentNode<PurchaseVoucherMutation, PurchaseVoucherMutationVariables>;
export const RateCleaningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateCleaning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateCleaningInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateCleaning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CleaningRatingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CleaningRatingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CleaningRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"sameCleaner"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RateCleaningMutation, RateCleaningMutationVariables>;
export const RegisterLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"CC"}},{"kind":"Field","name":{"kind":"Name","value":"AC"}},{"kind":"Field","name":{"kind":"Name","value":"EC"}},{"kind":"Field","name":{"kind":"Name","value":"OCC"}}]}},{"kind":"Field","name":{"kind":"Name","value":"higherRate"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"salesTaxRate"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterLeadMutation, RegisterLeadMutationVariables>;
export const ResumeMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResumeMembershipMutation, ResumeMembershipMutationVariables>;
export const ServiceRegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRegionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRegionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"numCleaners"}},{"kind":"Field","name":{"kind":"Name","value":"numCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"arl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"CC"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ZipcodeFormatError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ServiceRegionQuery, ServiceRegionQueryVariables>;
export const ServiceRegionPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceRegionPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRegionPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionPrices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"higherRate"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"salesTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"arl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"CC"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ZipcodeFormatError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ServiceRegionPricesQuery, ServiceRegionPricesQueryVariables>;
export const UpdatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]} as unknown as DocumentNode<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const VoucherPriceAndIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VoucherPriceAndIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"voucherOption"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PricingPlanKey"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"numHours"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherPriceAndIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"voucherOption"},"value":{"kind":"Variable","name":{"kind":"Name","value":"voucherOption"}}},{"kind":"Argument","name":{"kind":"Name","value":"numHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"numHours"}}},{"kind":"Argument","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherPriceQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intent"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceBeforeSalesTax"}},{"kind":"Field","name":{"kind":"Name","value":"salesTaxDollars"}},{"kind":"Field","name":{"kind":"Name","value":"numHours"}},{"kind":"Field","name":{"kind":"Name","value":"voucherOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ZipcodeFormatError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidRequestError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanNotOfferedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"membership"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<VoucherPriceAndIntentQuery, VoucherPriceAndIntentQueryVariables>;
export const ZipLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ZipLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRegionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRegionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"numCleaners"}},{"kind":"Field","name":{"kind":"Name","value":"numCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"arl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"CC"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRegionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ZipcodeFormatError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ZipLookupQuery, ZipLookupQueryVariables>;