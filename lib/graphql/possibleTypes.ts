/** Union members of server/api/schema.graphql, so the cache can match fragments on them (checked against the schema in a test). */
export const possibleTypes: Record<string, string[]> = {
  ServiceRegionPricesResult: ['ServiceRegionPrices', 'ServiceRegionUnsupportedError', 'ZipcodeFormatError'],
  ServiceRegionResult: ['ServiceRegion', 'ServiceRegionUnsupportedError', 'ZipcodeFormatError'],
  VoucherPriceResult: ['VoucherPriceQuote', 'ServiceRegionUnsupportedError', 'ZipcodeFormatError', 'InvalidRequestError', 'PlanNotOfferedError'],
  BookingAvailabilityResult: ['BookingAvailability', 'BookingRefused'],
  BookingChangeFeeResult: ['BookingChangeFee', 'BookingRefused'],
};
