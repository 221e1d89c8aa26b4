/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation BookCleaning($input: BookCleaningInput!) {\n  bookCleaning(input: $input) {\n    success\n    message\n    refusal\n    booking {\n      ...BookingFields\n    }\n  }\n}": typeof types.BookCleaningDocument,
    "mutation BookMemberCleaning($input: BookMemberCleaningInput!) {\n  bookMemberCleaning(input: $input) {\n    success\n    message\n    refusal\n    voucherCode\n    charged\n    booking {\n      ...BookingFields\n    }\n  }\n}": typeof types.BookMemberCleaningDocument,
    "query BookingAvailability($code: String!, $email: String) {\n  bookingAvailability(code: $code, email: $email) {\n    __typename\n    ... on BookingAvailability {\n      voucherCode\n      numHours\n      booking {\n        ...BookingFields\n      }\n      timeZone\n      timeZoneName\n      days {\n        date\n        label\n        windows {\n          window\n          label\n          remaining\n          lateChangeFee\n        }\n      }\n    }\n    ... on BookingRefused {\n      reason\n      message\n    }\n  }\n}": typeof types.BookingAvailabilityDocument,
    "query BookingChangeFee($code: String!, $email: String) {\n  bookingChangeFee(code: $code, email: $email) {\n    __typename\n    ... on BookingChangeFee {\n      fee\n      message\n    }\n    ... on BookingRefused {\n      reason\n      message\n    }\n  }\n}": typeof types.BookingChangeFeeDocument,
    "fragment BookingFields on Booking {\n  id\n  date\n  window\n  windowLabel\n  startsAt\n  timeZone\n  label\n  sameCleanerAs\n}": typeof types.BookingFieldsFragmentDoc,
    "query BrowserState($adTracking: AdTracking) {\n  estimatedBrowserLocation(adTracking: $adTracking) {\n    nearbyState\n    memberHourlyRate\n  }\n}": typeof types.BrowserStateDocument,
    "mutation CancelMembership($expectedFee: Float!) {\n  cancelMembership(expectedFee: $expectedFee) {\n    success\n    message\n    feeCharged\n  }\n}": typeof types.CancelMembershipDocument,
    "query CardSetup {\n  paymentProvider {\n    name\n    publishableKey\n    jsUrl\n  }\n}": typeof types.CardSetupDocument,
    "mutation ChangeBooking($input: ChangeBookingInput!) {\n  changeBooking(input: $input) {\n    success\n    message\n    refusal\n    feeCharged\n    booking {\n      ...BookingFields\n    }\n  }\n}": typeof types.ChangeBookingDocument,
    "query CheckoutSetup($kind: OfferKind!) {\n  offeredPlan(kind: $kind) {\n    ...PricingPlanFields\n  }\n  visitOffer {\n    discount\n    source\n  }\n  paymentProvider {\n    name\n    publishableKey\n    jsUrl\n  }\n  lmcPolicy {\n    ...LateChangeFields\n  }\n}": typeof types.CheckoutSetupDocument,
    "fragment CleaningRatingFields on CleaningRating {\n  stars\n  comment\n  sameCleaner\n  status\n}": typeof types.CleaningRatingFieldsFragmentDoc,
    "query CleaningToRate($token: String!) {\n  cleaningToRate(token: $token) {\n    bookingId\n    label\n    rateable\n    rating {\n      ...CleaningRatingFields\n    }\n  }\n}": typeof types.CleaningToRateDocument,
    "query CustomerAccount {\n  customerAccount {\n    email\n    firstName\n    vouchers {\n      code\n      numHours\n      pricePaid\n      salesTax\n      status\n      purchasedAt\n      expiresAt\n      booking {\n        ...BookingFields\n      }\n      summary {\n        ...OrderSummaryFields\n      }\n      rateable\n      memberCleaning\n      rating {\n        ...CleaningRatingFields\n      }\n    }\n    membership {\n      id\n      plan\n      monthlyPrice\n      status\n      startedAt\n      paidMonths\n      nextChargeDate\n      paymentFailed\n      pausedUntil\n      saved\n      memberCleanings\n    }\n  }\n}": typeof types.CustomerAccountDocument,
    "query DealsHome($first: Int, $after: String, $adTracking: AdTracking, $filter: ReviewFilter, $withReviews: Boolean = true) {\n  publicReviews(\n    first: $first\n    after: $after\n    adTracking: $adTracking\n    filter: $filter\n  ) @include(if: $withReviews) {\n    ...ReviewConnectionFields\n  }\n  estimatedBrowserLocation(adTracking: $adTracking) {\n    nearbyCities\n    nearbyState\n    nearbyZipcode\n    nearbyRecentJobs\n    memberHourlyRate\n    nonmemberHourlyRate\n    salesTaxRate\n    accuracyRadius\n  }\n  availableVouchers {\n    numHours\n    price\n    remaining\n  }\n}": typeof types.DealsHomeDocument,
    "query DealsReferralData($code: String!) {\n  referral(code: $code) {\n    code\n    hostName\n  }\n}": typeof types.DealsReferralDataDocument,
    "query FetchMoreReviews($first: Int, $after: String, $last: Int, $before: String, $adTracking: AdTracking, $filter: ReviewFilter) {\n  publicReviews(\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    adTracking: $adTracking\n    filter: $filter\n  ) {\n    ...ReviewConnectionFields\n  }\n}": typeof types.FetchMoreReviewsDocument,
    "query GetAvailableVouchers {\n  availableVouchers {\n    numHours\n    price\n  }\n}": typeof types.GetAvailableVouchersDocument,
    "query GetSubscriptionSurveySources {\n  surveySources(subscription: true) {\n    brand\n    sources\n  }\n}": typeof types.GetSubscriptionSurveySourcesDocument,
    "query GetSurveySources {\n  surveySources(subscription: false) {\n    brand\n    sources\n  }\n}": typeof types.GetSurveySourcesDocument,
    "mutation JoinVoucherWaitlist($input: JoinVoucherWaitlistInput!) {\n  joinVoucherWaitlist(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": typeof types.JoinVoucherWaitlistDocument,
    "query LMCPolicyQuery {\n  lmcPolicy {\n    ...LateChangeFields\n  }\n}": typeof types.LmcPolicyQueryDocument,
    "fragment LateChangeFields on CleaningPolicy {\n  newLmcPolicy\n  lmcHours\n  lmcFlatFee\n}": typeof types.LateChangeFieldsFragmentDoc,
    "query MemberCleaningOffer($numHours: Float) {\n  memberCleaningOffer(numHours: $numHours) {\n    memberHourlyRate\n    nonmemberHourlyRate\n    salesTaxRate\n    sameCleanerAs\n    refusal\n    message\n    numHours\n    options {\n      numHours\n      price\n      salesTax\n      total\n      saving\n    }\n    windows {\n      timeZone\n      timeZoneName\n      days {\n        date\n        label\n        windows {\n          window\n          label\n          remaining\n          lateChangeFee\n        }\n      }\n    }\n  }\n}": typeof types.MemberCleaningOfferDocument,
    "query MembershipCancellation {\n  membershipCancellation {\n    fee\n    paidMonths\n    minimumMonths\n    freeFrom\n    message\n  }\n}": typeof types.MembershipCancellationDocument,
    "query MembershipPause {\n  membershipPause {\n    pausedUntil\n    options {\n      months\n      until\n      nextChargeDate\n    }\n    dueNow\n    refusal\n  }\n}": typeof types.MembershipPauseDocument,
    "fragment OrderSummaryFields on OrderSummary {\n  lines {\n    label\n    amount\n  }\n  total\n  membership\n  terms\n}": typeof types.OrderSummaryFieldsFragmentDoc,
    "mutation PauseMembership($months: Int!) {\n  pauseMembership(months: $months) {\n    success\n    message\n  }\n}": typeof types.PauseMembershipDocument,
    "mutation PostPurchaseSurvey($input: PostPurchaseSurveyInput!) {\n  postPurchaseSurvey(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": typeof types.PostPurchaseSurveyDocument,
    "fragment PricingPlanFields on PricingPlan {\n  key\n  cancellation_fee\n  foreverclean_forced\n  foreverclean_monthly_price\n  foreverclean_free_months\n  foreverclean_cancellation_fee_min_months\n  foreverclean_cancellation_fee\n  foreverclean_cancellation_policy\n  billing_frequency_months\n  is_subscription\n  options {\n    name\n    description\n    num_hours\n    price\n    additional_discount\n    undiscounted_price\n  }\n}": typeof types.PricingPlanFieldsFragmentDoc,
    "mutation PurchaseSubscription($input: VoucherPurchaseInput!) {\n  purchaseSubscription(input: $input) {\n    ...VoucherPurchaseResultFields\n  }\n}": typeof types.PurchaseSubscriptionDocument,
    "mutation PurchaseVoucher($input: VoucherPurchaseInput!) {\n  purchaseVoucher(input: $input) {\n    ...VoucherPurchaseResultFields\n  }\n}": typeof types.PurchaseVoucherDocument,
    "mutation RateCleaning($input: RateCleaningInput!) {\n  rateCleaning(input: $input) {\n    success\n    message\n    rating {\n      ...CleaningRatingFields\n    }\n  }\n}": typeof types.RateCleaningDocument,
    "mutation RegisterLead($input: RegisterLeadInput!) {\n  registerLead(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n    leadDetails {\n      arl {\n        CC\n        AC\n        EC\n        OCC\n      }\n      higherRate\n      rate\n      salesTaxRate\n    }\n  }\n}": typeof types.RegisterLeadDocument,
    "mutation ResumeMembership {\n  resumeMembership {\n    success\n    message\n  }\n}": typeof types.ResumeMembershipDocument,
    "fragment ReviewConnectionFields on ReviewConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      ...ReviewFields\n    }\n  }\n  pageInfo {\n    hasPreviousPage\n    hasNextPage\n    startCursor\n    endCursor\n  }\n}": typeof types.ReviewConnectionFieldsFragmentDoc,
    "fragment ReviewFields on Review {\n  id\n  body\n  stars\n  received\n  publicLocation\n  verifiedBooking\n  customer {\n    firstName\n    lastName\n  }\n}": typeof types.ReviewFieldsFragmentDoc,
    "query ServiceRegion($zipcode: String!) {\n  serviceRegion(zipcode: $zipcode) {\n    ...ServiceRegionFields\n  }\n}": typeof types.ServiceRegionDocument,
    "fragment ServiceRegionFields on ServiceRegionResult {\n  __typename\n  ... on ServiceRegion {\n    zipcode\n    name\n    stateCode\n    numCleaners\n    numCustomers\n    arl {\n      CC\n    }\n  }\n  ... on ServiceRegionUnsupportedError {\n    message\n  }\n  ... on ZipcodeFormatError {\n    message\n  }\n}": typeof types.ServiceRegionFieldsFragmentDoc,
    "query ServiceRegionPrices($zipcode: String!) {\n  serviceRegionPrices(zipcode: $zipcode) {\n    __typename\n    ... on ServiceRegionPrices {\n      zipcode\n      higherRate\n      rate\n      salesTaxRate\n      arl {\n        CC\n      }\n    }\n    ... on ServiceRegionUnsupportedError {\n      message\n      zipcode\n    }\n    ... on ZipcodeFormatError {\n      message\n    }\n  }\n}": typeof types.ServiceRegionPricesDocument,
    "mutation UpdatePaymentMethod($token: String!) {\n  updatePaymentMethod(token: $token) {\n    success\n    message\n    clientSecret\n  }\n}": typeof types.UpdatePaymentMethodDocument,
    "query VoucherPriceAndIntent($voucherOption: PricingPlanKey!, $numHours: Float!, $zipcode: String!, $email: String) {\n  voucherPriceAndIntent(\n    voucherOption: $voucherOption\n    numHours: $numHours\n    zipcode: $zipcode\n    email: $email\n  ) {\n    __typename\n    ... on VoucherPriceQuote {\n      intent\n      price\n      priceBeforeSalesTax\n      salesTaxDollars\n      numHours\n      voucherOption\n      expiresAt\n      summary {\n        ...OrderSummaryFields\n      }\n    }\n    ... on ServiceRegionUnsupportedError {\n      message\n    }\n    ... on ZipcodeFormatError {\n      message\n    }\n    ... on InvalidRequestError {\n      message\n    }\n    ... on PlanNotOfferedError {\n      message\n    }\n  }\n}": typeof types.VoucherPriceAndIntentDocument,
    "fragment VoucherPurchaseResultFields on VoucherPurchaseResult {\n  success\n  message\n  error\n  paymentAction\n  fieldErrors {\n    field\n    message\n  }\n  voucherPurchaseDetails {\n    code\n    estimatedLtv\n    redirect\n    isNewCustomer\n    city\n    state\n  }\n  customer {\n    id\n    rawId\n  }\n}": typeof types.VoucherPurchaseResultFieldsFragmentDoc,
    "query ZipLookup($zipcode: String!) {\n  serviceRegion(zipcode: $zipcode) {\n    ...ServiceRegionFields\n  }\n}": typeof types.ZipLookupDocument,
};
const documents: Documents = {
    "mutation BookCleaning($input: BookCleaningInput!) {\n  bookCleaning(input: $input) {\n    success\n    message\n    refusal\n    booking {\n      ...BookingFields\n    }\n  }\n}": types.BookCleaningDocument,
    "mutation BookMemberCleaning($input: BookMemberCleaningInput!) {\n  bookMemberCleaning(input: $input) {\n    success\n    message\n    refusal\n    voucherCode\n    charged\n    booking {\n      ...BookingFields\n    }\n  }\n}": types.BookMemberCleaningDocument,
    "query BookingAvailability($code: String!, $email: String) {\n  bookingAvailability(code: $code, email: $email) {\n    __typename\n    ... on BookingAvailability {\n      voucherCode\n      numHours\n      booking {\n        ...BookingFields\n      }\n      timeZone\n      timeZoneName\n      days {\n        date\n        label\n        windows {\n          window\n          label\n          remaining\n          lateChangeFee\n        }\n      }\n    }\n    ... on BookingRefused {\n      reason\n      message\n    }\n  }\n}": types.BookingAvailabilityDocument,
    "query BookingChangeFee($code: String!, $email: String) {\n  bookingChangeFee(code: $code, email: $email) {\n    __typename\n    ... on BookingChangeFee {\n      fee\n      message\n    }\n    ... on BookingRefused {\n      reason\n      message\n    }\n  }\n}": types.BookingChangeFeeDocument,
    "fragment BookingFields on Booking {\n  id\n  date\n  window\n  windowLabel\n  startsAt\n  timeZone\n  label\n  sameCleanerAs\n}": types.BookingFieldsFragmentDoc,
    "query BrowserState($adTracking: AdTracking) {\n  estimatedBrowserLocation(adTracking: $adTracking) {\n    nearbyState\n    memberHourlyRate\n  }\n}": types.BrowserStateDocument,
    "mutation CancelMembership($expectedFee: Float!) {\n  cancelMembership(expectedFee: $expectedFee) {\n    success\n    message\n    feeCharged\n  }\n}": types.CancelMembershipDocument,
    "query CardSetup {\n  paymentProvider {\n    name\n    publishableKey\n    jsUrl\n  }\n}": types.CardSetupDocument,
    "mutation ChangeBooking($input: ChangeBookingInput!) {\n  changeBooking(input: $input) {\n    success\n    message\n    refusal\n    feeCharged\n    booking {\n      ...BookingFields\n    }\n  }\n}": types.ChangeBookingDocument,
    "query CheckoutSetup($kind: OfferKind!) {\n  offeredPlan(kind: $kind) {\n    ...PricingPlanFields\n  }\n  visitOffer {\n    discount\n    source\n  }\n  paymentProvider {\n    name\n    publishableKey\n    jsUrl\n  }\n  lmcPolicy {\n    ...LateChangeFields\n  }\n}": types.CheckoutSetupDocument,
    "fragment CleaningRatingFields on CleaningRating {\n  stars\n  comment\n  sameCleaner\n  status\n}": types.CleaningRatingFieldsFragmentDoc,
    "query CleaningToRate($token: String!) {\n  cleaningToRate(token: $token) {\n    bookingId\n    label\n    rateable\n    rating {\n      ...CleaningRatingFields\n    }\n  }\n}": types.CleaningToRateDocument,
    "query CustomerAccount {\n  customerAccount {\n    email\n    firstName\n    vouchers {\n      code\n      numHours\n      pricePaid\n      salesTax\n      status\n      purchasedAt\n      expiresAt\n      booking {\n        ...BookingFields\n      }\n      summary {\n        ...OrderSummaryFields\n      }\n      rateable\n      memberCleaning\n      rating {\n        ...CleaningRatingFields\n      }\n    }\n    membership {\n      id\n      plan\n      monthlyPrice\n      status\n      startedAt\n      paidMonths\n      nextChargeDate\n      paymentFailed\n      pausedUntil\n      saved\n      memberCleanings\n    }\n  }\n}": types.CustomerAccountDocument,
    "query DealsHome($first: Int, $after: String, $adTracking: AdTracking, $filter: ReviewFilter, $withReviews: Boolean = true) {\n  publicReviews(\n    first: $first\n    after: $after\n    adTracking: $adTracking\n    filter: $filter\n  ) @include(if: $withReviews) {\n    ...ReviewConnectionFields\n  }\n  estimatedBrowserLocation(adTracking: $adTracking) {\n    nearbyCities\n    nearbyState\n    nearbyZipcode\n    nearbyRecentJobs\n    memberHourlyRate\n    nonmemberHourlyRate\n    salesTaxRate\n    accuracyRadius\n  }\n  availableVouchers {\n    numHours\n    price\n    remaining\n  }\n}": types.DealsHomeDocument,
    "query DealsReferralData($code: String!) {\n  referral(code: $code) {\n    code\n    hostName\n  }\n}": types.DealsReferralDataDocument,
    "query FetchMoreReviews($first: Int, $after: String, $last: Int, $before: String, $adTracking: AdTracking, $filter: ReviewFilter) {\n  publicReviews(\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    adTracking: $adTracking\n    filter: $filter\n  ) {\n    ...ReviewConnectionFields\n  }\n}": types.FetchMoreReviewsDocument,
    "query GetAvailableVouchers {\n  availableVouchers {\n    numHours\n    price\n  }\n}": types.GetAvailableVouchersDocument,
    "query GetSubscriptionSurveySources {\n  surveySources(subscription: true) {\n    brand\n    sources\n  }\n}": types.GetSubscriptionSurveySourcesDocument,
    "query GetSurveySources {\n  surveySources(subscription: false) {\n    brand\n    sources\n  }\n}": types.GetSurveySourcesDocument,
    "mutation JoinVoucherWaitlist($input: JoinVoucherWaitlistInput!) {\n  joinVoucherWaitlist(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": types.JoinVoucherWaitlistDocument,
    "query LMCPolicyQuery {\n  lmcPolicy {\n    ...LateChangeFields\n  }\n}": types.LmcPolicyQueryDocument,
    "fragment LateChangeFields on CleaningPolicy {\n  newLmcPolicy\n  lmcHours\n  lmcFlatFee\n}": types.LateChangeFieldsFragmentDoc,
    "query MemberCleaningOffer($numHours: Float) {\n  memberCleaningOffer(numHours: $numHours) {\n    memberHourlyRate\n    nonmemberHourlyRate\n    salesTaxRate\n    sameCleanerAs\n    refusal\n    message\n    numHours\n    options {\n      numHours\n      price\n      salesTax\n      total\n      saving\n    }\n    windows {\n      timeZone\n      timeZoneName\n      days {\n        date\n        label\n        windows {\n          window\n          label\n          remaining\n          lateChangeFee\n        }\n      }\n    }\n  }\n}": types.MemberCleaningOfferDocument,
    "query MembershipCancellation {\n  membershipCancellation {\n    fee\n    paidMonths\n    minimumMonths\n    freeFrom\n    message\n  }\n}": types.MembershipCancellationDocument,
    "query MembershipPause {\n  membershipPause {\n    pausedUntil\n    options {\n      months\n      until\n      nextChargeDate\n    }\n    dueNow\n    refusal\n  }\n}": types.MembershipPauseDocument,
    "fragment OrderSummaryFields on OrderSummary {\n  lines {\n    label\n    amount\n  }\n  total\n  membership\n  terms\n}": types.OrderSummaryFieldsFragmentDoc,
    "mutation PauseMembership($months: Int!) {\n  pauseMembership(months: $months) {\n    success\n    message\n  }\n}": types.PauseMembershipDocument,
    "mutation PostPurchaseSurvey($input: PostPurchaseSurveyInput!) {\n  postPurchaseSurvey(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n}": types.PostPurchaseSurveyDocument,
    "fragment PricingPlanFields on PricingPlan {\n  key\n  cancellation_fee\n  foreverclean_forced\n  foreverclean_monthly_price\n  foreverclean_free_months\n  foreverclean_cancellation_fee_min_months\n  foreverclean_cancellation_fee\n  foreverclean_cancellation_policy\n  billing_frequency_months\n  is_subscription\n  options {\n    name\n    description\n    num_hours\n    price\n    additional_discount\n    undiscounted_price\n  }\n}": types.PricingPlanFieldsFragmentDoc,
    "mutation PurchaseSubscription($input: VoucherPurchaseInput!) {\n  purchaseSubscription(input: $input) {\n    ...VoucherPurchaseResultFields\n  }\n}": types.PurchaseSubscriptionDocument,
    "mutation PurchaseVoucher($input: VoucherPurchaseInput!) {\n  purchaseVoucher(input: $input) {\n    ...VoucherPurchaseResultFields\n  }\n}": types.PurchaseVoucherDocument,
    "mutation RateCleaning($input: RateCleaningInput!) {\n  rateCleaning(input: $input) {\n    success\n    message\n    rating {\n      ...CleaningRatingFields\n    }\n  }\n}": types.RateCleaningDocument,
    "mutation RegisterLead($input: RegisterLeadInput!) {\n  registerLead(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n    leadDetails {\n      arl {\n        CC\n        AC\n        EC\n        OCC\n      }\n      higherRate\n      rate\n      salesTaxRate\n    }\n  }\n}": types.RegisterLeadDocument,
    "mutation ResumeMembership {\n  resumeMembership {\n    success\n    message\n  }\n}": types.ResumeMembershipDocument,
    "fragment ReviewConnectionFields on ReviewConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      ...ReviewFields\n    }\n  }\n  pageInfo {\n    hasPreviousPage\n    hasNextPage\n    startCursor\n    endCursor\n  }\n}": types.ReviewConnectionFieldsFragmentDoc,
    "fragment ReviewFields on Review {\n  id\n  body\n  stars\n  received\n  publicLocation\n  verifiedBooking\n  customer {\n    firstName\n    lastName\n  }\n}": types.ReviewFieldsFragmentDoc,
    "query ServiceRegion($zipcode: String!) {\n  serviceRegion(zipcode: $zipcode) {\n    ...ServiceRegionFields\n  }\n}": types.ServiceRegionDocument,
    "fragment ServiceRegionFields on ServiceRegionResult {\n  __typename\n  ... on ServiceRegion {\n    zipcode\n    name\n    stateCode\n    numCleaners\n    numCustomers\n    arl {\n      CC\n    }\n  }\n  ... on ServiceRegionUnsupportedError {\n    message\n  }\n  ... on ZipcodeFormatError {\n    message\n  }\n}": types.ServiceRegionFieldsFragmentDoc,
    "query ServiceRegionPrices($zipcode: String!) {\n  serviceRegionPrices(zipcode: $zipcode) {\n    __typename\n    ... on ServiceRegionPrices {\n      zipcode\n      higherRate\n      rate\n      salesTaxRate\n      arl {\n        CC\n      }\n    }\n    ... on ServiceRegionUnsupportedError {\n      message\n      zipcode\n    }\n    ... on ZipcodeFormatError {\n      message\n    }\n  }\n}": types.ServiceRegionPricesDocument,
    "mutation UpdatePaymentMethod($token: String!) {\n  updatePaymentMethod(token: $token) {\n    success\n    message\n    clientSecret\n  }\n}": types.UpdatePaymentMethodDocument,
    "query VoucherPriceAndIntent($voucherOption: PricingPlanKey!, $numHours: Float!, $zipcode: String!, $email: String) {\n  voucherPriceAndIntent(\n    voucherOption: $voucherOption\n    numHours: $numHours\n    zipcode: $zipcode\n    email: $email\n  ) {\n    __typename\n    ... on VoucherPriceQuote {\n      intent\n      price\n      priceBeforeSalesTax\n      salesTaxDollars\n      numHours\n      voucherOption\n      expiresAt\n      summary {\n        ...OrderSummaryFields\n      }\n    }\n    ... on ServiceRegionUnsupportedError {\n      message\n    }\n    ... on ZipcodeFormatError {\n      message\n    }\n    ... on InvalidRequestError {\n      message\n    }\n    ... on PlanNotOfferedError {\n      message\n    }\n  }\n}": types.VoucherPriceAndIntentDocument,
    "fragment VoucherPurchaseResultFields on VoucherPurchaseResult {\n  success\n  message\n  error\n  paymentAction\n  fieldErrors {\n    field\n    message\n  }\n  voucherPurchaseDetails {\n    code\n    estimatedLtv\n    redirect\n    isNewCustomer\n    city\n    state\n  }\n  customer {\n    id\n    rawId\n  }\n}": types.VoucherPurchaseResultFieldsFragmentDoc,
    "query ZipLookup($zipcode: String!) {\n  serviceRegion(zipcode: $zipcode) {\n    ...ServiceRegionFields\n  }\n}": types.ZipLookupDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BookCleaning($input: BookCleaningInput!) {\n  bookCleaning(input: $input) {\n    success\n    message\n    refusal\n    booking {\n      ...BookingFields\n    }\n  }\n}"): (typeof documents)["mutation BookCleaning($input: BookCleaningInput!) {\n  bookCleaning(input: $input) {\n    success\n    message\n    refusal\n    booking {\n      ...BookingFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BookMemberCleaning($input: BookMemberCleaningInput!) {\n  bookMemberCleaning(input: $input) {\n    success\n    message\n    refusal\n    voucherCode\n    charged\n    booking {\n      ...BookingFields\n    }\n  }\n}"): (typeof documents)["mutation BookMemberCleaning($input: BookMemberCleaningInput!) {\n  bookMemberCleaning(input: $input) {\n    success\n    message\n    refusal\n    voucherCode\n    charged\n    booking {\n      ...BookingFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query BookingAvailability($code: String!, $email: String) {\n  bookingAvailability(code: $code, email: $email) {\n    __typename\n    ... on BookingAvailability {\n      voucherCode\n      numHours\n      booking {\n        ...BookingFields\n      }\n      timeZone\n      timeZoneName\n      days {\n        date\n        label\n        windows {\n          window\n          label\n          remaining\n          lateChangeFee\n        }\n      }\n    }\n    ... on BookingRefused {\n      reason\n      message\n    }\n  }\n}"): (typeof documents)["query BookingAvailability($code: String!, $email: String) {\n  bookingAvailability(code: $code, email: $email) {\n    __typename\n    ... on BookingAvailability {\n      voucherCode\n      numHours\n      booking {\n        ...BookingFields\n      }\n      timeZone\n      timeZoneName\n      days {\n        date\n        label\n        windows {\n          window\n          label\n          remaining\n          lateChangeFee\n        }\n      }\n    }\n    ... on BookingRefused {\n      reason\n      message\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query BookingChangeFee($code: String!, $email: String) {\n  bookingChangeFee(code: $code, email: $email) {\n    __typename\n    ... on BookingChangeFee {\n      fee\n      message\n    }\n    ... on BookingRefused {\n      reason\n      message\n    }\n  }\n}"): (typeof documents)["query BookingChangeFee($code: String!, $email: String) {\n  bookingChangeFee(code: $code, email: $email) {\n    __typename\n    ... on BookingChangeFee {\n      fee\n      message\n    }\n    ... on BookingRefused {\n      reason\n      message\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment BookingFields on Booking {\n  id\n  date\n  window\n  windowLabel\n  startsAt\n  timeZone\n  label\n  sameCleanerAs\n}"): (typeof documents)["fragment BookingFields on Booking {\n  id\n  date\n  window\n  windowLabel\n  startsAt\n  timeZone\n  label\n  sameCleanerAs\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query BrowserState($adTracking: AdTracking) {\n  estimatedBrowserLocation(adTracking: $adTracking) {\n    nearbyState\n    memberHourlyRate\n  }\n}"): (typeof documents)["query BrowserState($adTracking: AdTracking) {\n  estimatedBrowserLocation(adTracking: $adTracking) {\n    nearbyState\n    memberHourlyRate\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CancelMembership($expectedFee: Float!) {\n  cancelMembership(expectedFee: $expectedFee) {\n    success\n    message\n    feeCharged\n  }\n}"): (typeof documents)["mutation CancelMembership($expectedFee: Float!) {\n  cancelMembership(expectedFee: $expectedFee) {\n    success\n    message\n    feeCharged\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CardSetup {\n  paymentProvider {\n    name\n    publishableKey\n    jsUrl\n  }\n}"): (typeof documents)["query CardSetup {\n  paymentProvider {\n    name\n    publishableKey\n    jsUrl\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ChangeBooking($input: ChangeBookingInput!) {\n  changeBooking(input: $input) {\n    success\n    message\n    refusal\n    feeCharged\n    booking {\n      ...BookingFields\n    }\n  }\n}"): (typeof documents)["mutation ChangeBooking($input: ChangeBookingInput!) {\n  changeBooking(input: $input) {\n    success\n    message\n    refusal\n    feeCharged\n    booking {\n      ...BookingFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CheckoutSetup($kind: OfferKind!) {\n  offeredPlan(kind: $kind) {\n    ...PricingPlanFields\n  }\n  visitOffer {\n    discount\n    source\n  }\n  paymentProvider {\n    name\n    publishableKey\n    jsUrl\n  }\n  lmcPolicy {\n    ...LateChangeFields\n  }\n}"): (typeof documents)["query CheckoutSetup($kind: OfferKind!) {\n  offeredPlan(kind: $kind) {\n    ...PricingPlanFields\n  }\n  visitOffer {\n    discount\n    source\n  }\n  paymentProvider {\n    name\n    publishableKey\n    jsUrl\n  }\n  lmcPolicy {\n    ...LateChangeFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment CleaningRatingFields on CleaningRating {\n  stars\n  comment\n  sameCleaner\n  status\n}"): (typeof documents)["fragment CleaningRatingFields on CleaningRating {\n  stars\n  comment\n  sameCleaner\n  status\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CleaningToRate($token: String!) {\n  cleaningToRate(token: $token) {\n    bookingId\n    label\n    rateable\n    rating {\n      ...CleaningRatingFields\n    }\n  }\n}"): (typeof documents)["query CleaningToRate($token: String!) {\n  cleaningToRate(token: $token) {\n    bookingId\n    label\n    rateable\n    rating {\n      ...CleaningRatingFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CustomerAccount {\n  customerAccount {\n    email\n    firstName\n    vouchers {\n      code\n      numHours\n      pricePaid\n      salesTax\n      status\n      purchasedAt\n      expiresAt\n      booking {\n        ...BookingFields\n      }\n      summary {\n        ...OrderSummaryFields\n      }\n      rateable\n      memberCleaning\n      rating {\n        ...CleaningRatingFields\n      }\n    }\n    membership {\n      id\n      plan\n      monthlyPrice\n      status\n      startedAt\n      paidMonths\n      nextChargeDate\n      paymentFailed\n      pausedUntil\n      saved\n      memberCleanings\n    }\n  }\n}"): (typeof documents)["query CustomerAccount {\n  customerAccount {\n    email\n    firstName\n    vouchers {\n      code\n      numHours\n      pricePaid\n      salesTax\n      status\n      purchasedAt\n      expiresAt\n      booking {\n        ...BookingFields\n      }\n      summary {\n        ...OrderSummaryFields\n      }\n      rateable\n      memberCleaning\n      rating {\n        ...CleaningRatingFields\n      }\n    }\n    membership {\n      id\n      plan\n      monthlyPrice\n      status\n      startedAt\n      paidMonths\n      nextChargeDate\n      paymentFailed\n      pausedUntil\n      saved\n      memberCleanings\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DealsHome($first: Int, $after: String, $adTracking: AdTracking, $filter: ReviewFilter, $withReviews: Boolean = true) {\n  publicReviews(\n    first: $first\n    after: $after\n    adTracking: $adTracking\n    filter: $filter\n  ) @include(if: $withReviews) {\n    ...ReviewConnectionFields\n  }\n  estimatedBrowserLocation(adTracking: $adTracking) {\n    nearbyCities\n    nearbyState\n    nearbyZipcode\n    nearbyRecentJobs\n    memberHourlyRate\n    nonmemberHourlyRate\n    salesTaxRate\n    accuracyRadius\n  }\n  availableVouchers {\n    numHours\n    price\n    remaining\n  }\n}"): (typeof documents)["query DealsHome($first: Int, $after: String, $adTracking: AdTracking, $filter: ReviewFilter, $withReviews: Boolean = true) {\n  publicReviews(\n    first: $first\n    after: $after\n    adTracking: $adTracking\n    filter: $filter\n  ) @include(if: $withReviews) {\n    ...ReviewConnectionFields\n  }\n  estimatedBrowserLocation(adTracking: $adTracking) {\n    nearbyCities\n    nearbyState\n    nearbyZipcode\n    nearbyRecentJobs\n    memberHourlyRate\n    nonmemberHourlyRate\n    salesTaxRate\n    accuracyRadius\n  }\n  availableVouchers {\n    numHours\n    price\n    remaining\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DealsReferralData($code: String!) {\n  referral(code: $code) {\n    code\n    hostName\n  }\n}"): (typeof documents)["query DealsReferralData($code: String!) {\n  referral(code: $code) {\n    code\n    hostName\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query FetchMoreReviews($first: Int, $after: String, $last: Int, $before: String, $adTracking: AdTracking, $filter: ReviewFilter) {\n  publicReviews(\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    adTracking: $adTracking\n    filter: $filter\n  ) {\n    ...ReviewConnectionFields\n  }\n}"): (typeof documents)["query FetchMoreReviews($first: Int, $after: String, $last: Int, $before: String, $adTracking: AdTracking, $filter: ReviewFilter) {\n  publicReviews(\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    adTracking: $adTracking\n    filter: $filter\n  ) {\n    ...ReviewConnectionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query GetAvailableVouchers {\n  availableVouchers {\n    numHours\n    price\n  }\n}"): (typeof documents)["query GetAvailableVouchers {\n  availableVouchers {\n    numHours\n    price\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query GetSubscriptionSurveySources {\n  surveySources(subscription: true) {\n    brand\n    sources\n  }\n}"): (typeof documents)["query GetSubscriptionSurveySources {\n  surveySources(subscription: true) {\n    brand\n    sources\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query GetSurveySources {\n  surveySources(subscription: false) {\n    brand\n    sources\n  }\n}"): (typeof documents)["query GetSurveySources {\n  surveySources(subscription: false) {\n    brand\n    sources\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation JoinVoucherWaitlist($input: JoinVoucherWaitlistInput!) {\n  joinVoucherWaitlist(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation JoinVoucherWaitlist($input: JoinVoucherWaitlistInput!) {\n  joinVoucherWaitlist(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LMCPolicyQuery {\n  lmcPolicy {\n    ...LateChangeFields\n  }\n}"): (typeof documents)["query LMCPolicyQuery {\n  lmcPolicy {\n    ...LateChangeFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment LateChangeFields on CleaningPolicy {\n  newLmcPolicy\n  lmcHours\n  lmcFlatFee\n}"): (typeof documents)["fragment LateChangeFields on CleaningPolicy {\n  newLmcPolicy\n  lmcHours\n  lmcFlatFee\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MemberCleaningOffer($numHours: Float) {\n  memberCleaningOffer(numHours: $numHours) {\n    memberHourlyRate\n    nonmemberHourlyRate\n    salesTaxRate\n    sameCleanerAs\n    refusal\n    message\n    numHours\n    options {\n      numHours\n      price\n      salesTax\n      total\n      saving\n    }\n    windows {\n      timeZone\n      timeZoneName\n      days {\n        date\n        label\n        windows {\n          window\n          label\n          remaining\n          lateChangeFee\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query MemberCleaningOffer($numHours: Float) {\n  memberCleaningOffer(numHours: $numHours) {\n    memberHourlyRate\n    nonmemberHourlyRate\n    salesTaxRate\n    sameCleanerAs\n    refusal\n    message\n    numHours\n    options {\n      numHours\n      price\n      salesTax\n      total\n      saving\n    }\n    windows {\n      timeZone\n      timeZoneName\n      days {\n        date\n        label\n        windows {\n          window\n          label\n          remaining\n          lateChangeFee\n        }\n      }\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MembershipCancellation {\n  membershipCancellation {\n    fee\n    paidMonths\n    minimumMonths\n    freeFrom\n    message\n  }\n}"): (typeof documents)["query MembershipCancellation {\n  membershipCancellation {\n    fee\n    paidMonths\n    minimumMonths\n    freeFrom\n    message\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MembershipPause {\n  membershipPause {\n    pausedUntil\n    options {\n      months\n      until\n      nextChargeDate\n    }\n    dueNow\n    refusal\n  }\n}"): (typeof documents)["query MembershipPause {\n  membershipPause {\n    pausedUntil\n    options {\n      months\n      until\n      nextChargeDate\n    }\n    dueNow\n    refusal\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment OrderSummaryFields on OrderSummary {\n  lines {\n    label\n    amount\n  }\n  total\n  membership\n  terms\n}"): (typeof documents)["fragment OrderSummaryFields on OrderSummary {\n  lines {\n    label\n    amount\n  }\n  total\n  membership\n  terms\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PauseMembership($months: Int!) {\n  pauseMembership(months: $months) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation PauseMembership($months: Int!) {\n  pauseMembership(months: $months) {\n    success\n    message\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PostPurchaseSurvey($input: PostPurchaseSurveyInput!) {\n  postPurchaseSurvey(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation PostPurchaseSurvey($input: PostPurchaseSurveyInput!) {\n  postPurchaseSurvey(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment PricingPlanFields on PricingPlan {\n  key\n  cancellation_fee\n  foreverclean_forced\n  foreverclean_monthly_price\n  foreverclean_free_months\n  foreverclean_cancellation_fee_min_months\n  foreverclean_cancellation_fee\n  foreverclean_cancellation_policy\n  billing_frequency_months\n  is_subscription\n  options {\n    name\n    description\n    num_hours\n    price\n    additional_discount\n    undiscounted_price\n  }\n}"): (typeof documents)["fragment PricingPlanFields on PricingPlan {\n  key\n  cancellation_fee\n  foreverclean_forced\n  foreverclean_monthly_price\n  foreverclean_free_months\n  foreverclean_cancellation_fee_min_months\n  foreverclean_cancellation_fee\n  foreverclean_cancellation_policy\n  billing_frequency_months\n  is_subscription\n  options {\n    name\n    description\n    num_hours\n    price\n    additional_discount\n    undiscounted_price\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PurchaseSubscription($input: VoucherPurchaseInput!) {\n  purchaseSubscription(input: $input) {\n    ...VoucherPurchaseResultFields\n  }\n}"): (typeof documents)["mutation PurchaseSubscription($input: VoucherPurchaseInput!) {\n  purchaseSubscription(input: $input) {\n    ...VoucherPurchaseResultFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PurchaseVoucher($input: VoucherPurchaseInput!) {\n  purchaseVoucher(input: $input) {\n    ...VoucherPurchaseResultFields\n  }\n}"): (typeof documents)["mutation PurchaseVoucher($input: VoucherPurchaseInput!) {\n  purchaseVoucher(input: $input) {\n    ...VoucherPurchaseResultFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RateCleaning($input: RateCleaningInput!) {\n  rateCleaning(input: $input) {\n    success\n    message\n    rating {\n      ...CleaningRatingFields\n    }\n  }\n}"): (typeof documents)["mutation RateCleaning($input: RateCleaningInput!) {\n  rateCleaning(input: $input) {\n    success\n    message\n    rating {\n      ...CleaningRatingFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RegisterLead($input: RegisterLeadInput!) {\n  registerLead(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n    leadDetails {\n      arl {\n        CC\n        AC\n        EC\n        OCC\n      }\n      higherRate\n      rate\n      salesTaxRate\n    }\n  }\n}"): (typeof documents)["mutation RegisterLead($input: RegisterLeadInput!) {\n  registerLead(input: $input) {\n    success\n    message\n    fieldErrors {\n      field\n      message\n    }\n    leadDetails {\n      arl {\n        CC\n        AC\n        EC\n        OCC\n      }\n      higherRate\n      rate\n      salesTaxRate\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ResumeMembership {\n  resumeMembership {\n    success\n    message\n  }\n}"): (typeof documents)["mutation ResumeMembership {\n  resumeMembership {\n    success\n    message\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment ReviewConnectionFields on ReviewConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      ...ReviewFields\n    }\n  }\n  pageInfo {\n    hasPreviousPage\n    hasNextPage\n    startCursor\n    endCursor\n  }\n}"): (typeof documents)["fragment ReviewConnectionFields on ReviewConnection {\n  totalCount\n  edges {\n    cursor\n    node {\n      ...ReviewFields\n    }\n  }\n  pageInfo {\n    hasPreviousPage\n    hasNextPage\n    startCursor\n    endCursor\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment ReviewFields on Review {\n  id\n  body\n  stars\n  received\n  publicLocation\n  verifiedBooking\n  customer {\n    firstName\n    lastName\n  }\n}"): (typeof documents)["fragment ReviewFields on Review {\n  id\n  body\n  stars\n  received\n  publicLocation\n  verifiedBooking\n  customer {\n    firstName\n    lastName\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ServiceRegion($zipcode: String!) {\n  serviceRegion(zipcode: $zipcode) {\n    ...ServiceRegionFields\n  }\n}"): (typeof documents)["query ServiceRegion($zipcode: String!) {\n  serviceRegion(zipcode: $zipcode) {\n    ...ServiceRegionFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment ServiceRegionFields on ServiceRegionResult {\n  __typename\n  ... on ServiceRegion {\n    zipcode\n    name\n    stateCode\n    numCleaners\n    numCustomers\n    arl {\n      CC\n    }\n  }\n  ... on ServiceRegionUnsupportedError {\n    message\n  }\n  ... on ZipcodeFormatError {\n    message\n  }\n}"): (typeof documents)["fragment ServiceRegionFields on ServiceRegionResult {\n  __typename\n  ... on ServiceRegion {\n    zipcode\n    name\n    stateCode\n    numCleaners\n    numCustomers\n    arl {\n      CC\n    }\n  }\n  ... on ServiceRegionUnsupportedError {\n    message\n  }\n  ... on ZipcodeFormatError {\n    message\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ServiceRegionPrices($zipcode: String!) {\n  serviceRegionPrices(zipcode: $zipcode) {\n    __typename\n    ... on ServiceRegionPrices {\n      zipcode\n      higherRate\n      rate\n      salesTaxRate\n      arl {\n        CC\n      }\n    }\n    ... on ServiceRegionUnsupportedError {\n      message\n      zipcode\n    }\n    ... on ZipcodeFormatError {\n      message\n    }\n  }\n}"): (typeof documents)["query ServiceRegionPrices($zipcode: String!) {\n  serviceRegionPrices(zipcode: $zipcode) {\n    __typename\n    ... on ServiceRegionPrices {\n      zipcode\n      higherRate\n      rate\n      salesTaxRate\n      arl {\n        CC\n      }\n    }\n    ... on ServiceRegionUnsupportedError {\n      message\n      zipcode\n    }\n    ... on ZipcodeFormatError {\n      message\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation UpdatePaymentMethod($token: String!) {\n  updatePaymentMethod(token: $token) {\n    success\n    message\n    clientSecret\n  }\n}"): (typeof documents)["mutation UpdatePaymentMethod($token: String!) {\n  updatePaymentMethod(token: $token) {\n    success\n    message\n    clientSecret\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query VoucherPriceAndIntent($voucherOption: PricingPlanKey!, $numHours: Float!, $zipcode: String!, $email: String) {\n  voucherPriceAndIntent(\n    voucherOption: $voucherOption\n    numHours: $numHours\n    zipcode: $zipcode\n    email: $email\n  ) {\n    __typename\n    ... on VoucherPriceQuote {\n      intent\n      price\n      priceBeforeSalesTax\n      salesTaxDollars\n      numHours\n      voucherOption\n      expiresAt\n      summary {\n        ...OrderSummaryFields\n      }\n    }\n    ... on ServiceRegionUnsupportedError {\n      message\n    }\n    ... on ZipcodeFormatError {\n      message\n    }\n    ... on InvalidRequestError {\n      message\n    }\n    ... on PlanNotOfferedError {\n      message\n    }\n  }\n}"): (typeof documents)["query VoucherPriceAndIntent($voucherOption: PricingPlanKey!, $numHours: Float!, $zipcode: String!, $email: String) {\n  voucherPriceAndIntent(\n    voucherOption: $voucherOption\n    numHours: $numHours\n    zipcode: $zipcode\n    email: $email\n  ) {\n    __typename\n    ... on VoucherPriceQuote {\n      intent\n      price\n      priceBeforeSalesTax\n      salesTaxDollars\n      numHours\n      voucherOption\n      expiresAt\n      summary {\n        ...OrderSummaryFields\n      }\n    }\n    ... on ServiceRegionUnsupportedError {\n      message\n    }\n    ... on ZipcodeFormatError {\n      message\n    }\n    ... on InvalidRequestError {\n      message\n    }\n    ... on PlanNotOfferedError {\n      message\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment VoucherPurchaseResultFields on VoucherPurchaseResult {\n  success\n  message\n  error\n  paymentAction\n  fieldErrors {\n    field\n    message\n  }\n  voucherPurchaseDetails {\n    code\n    estimatedLtv\n    redirect\n    isNewCustomer\n    city\n    state\n  }\n  customer {\n    id\n    rawId\n  }\n}"): (typeof documents)["fragment VoucherPurchaseResultFields on VoucherPurchaseResult {\n  success\n  message\n  error\n  paymentAction\n  fieldErrors {\n    field\n    message\n  }\n  voucherPurchaseDetails {\n    code\n    estimatedLtv\n    redirect\n    isNewCustomer\n    city\n    state\n  }\n  customer {\n    id\n    rawId\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ZipLookup($zipcode: String!) {\n  serviceRegion(zipcode: $zipcode) {\n    ...ServiceRegionFields\n  }\n}"): (typeof documents)["query ZipLookup($zipcode: String!) {\n  serviceRegion(zipcode: $zipcode) {\n    ...ServiceRegionFields\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;