import { database } from '@/db';
import { REVIEWS_PAGE_SIZE } from '@/lib/rules/reviewsPaging';
import { availableVouchers } from '../domain/catalogue';
import { reviewPage, US_CENTRE } from '../domain/reviews';
import { regionForState } from '../domain/regions';
import { trustFigures } from '../domain/trust';

/**
 * The commerce a landing page shows before any script runs, read when the
 * page is (re)generated: the newest reviews, the voucher options in stock and
 * the trust figures. Per-visitor data (estimated location, zipcode prices)
 * stays with the API.
 */
export async function landingSnapshot() {
  const { db } = await database();
  const [reviews, vouchers, trust] = await Promise.all([
    reviewPage(db, { first: REVIEWS_PAGE_SIZE, sort: 'RECENT', origin: US_CENTRE }),
    availableVouchers(db),
    trustFigures(db),
  ]);
  return { reviews, vouchers, trust };
}

/** Only the trust figures, for pages that show the marks without prices or reviews (service and location pages). */
export async function trustSnapshot() {
  const { db } = await database();
  return trustFigures(db);
}

/**
 * A state or city page's commerce: the trust figures and whether the state's
 * region is served, from the same table the API answers zipcode checks from.
 */
export async function placeSnapshot(stateCode: string) {
  const { db } = await database();
  const [trust, region] = await Promise.all([trustFigures(db), regionForState(db, stateCode.toUpperCase())]);
  const service = {
    served: region?.supported === true,
    stateCode: stateCode.toUpperCase(),
    regionName: region?.name ?? stateCode.toUpperCase(),
    cleanerCount: region?.supported ? region.numCleaners : 0,
    customerCount: region?.supported ? region.numCustomers : 0,
    memberRateCents: region?.rateCents ?? 0,
  };
  return { trust, service };
}
