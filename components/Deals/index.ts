export { DealsProvider, useDeals } from './DealsContext';
export { NearbyCleaners } from './NearbyCleaners';
export { Reviews } from './Reviews';
export { VoucherPicker } from './VoucherPicker';
export { ZipcodeCheck } from './ZipcodeCheck';
