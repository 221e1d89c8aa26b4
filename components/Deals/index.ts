export { DealsProvider, useDeals } from './DealsContext';
export { NearbyCleaners } from './NearbyCleaners';
export { VoucherPicker } from './VoucherPicker';
export { ZipcodeCheck } from './ZipcodeCheck';
