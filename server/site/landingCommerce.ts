import { mapReviewPage } from '@/lib/commerce/map';
import type { LandingCommerce, PlaceService, TrustFigures } from '@/lib/commerce/types';
import { serverEnv } from '@/server/platform/env';
import { landingSnapshot, placeSnapshot, trustSnapshot } from '@/server/site/landingSnapshot';

/** After a failed read, try again this soon (seconds). */
const RETRY_SECONDS = 10;

/**
 * Commerce in a landing page's static HTML, or null when the database cannot
 * be read: the page is then served without it (the browser fills in what it
 * needs) and regenerated soon, instead of failing.
 */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error('[landing] commerce snapshot unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** The newest reviews, the voucher stock and the trust figures, for the deals pages. */
export const landingCommerce = (): Promise<LandingCommerce | null> =>
  orNull(async () => {
    const { reviews, vouchers, trust } = await landingSnapshot();
    return { reviews: mapReviewPage(reviews), vouchers, trust };
  });

/** The trust figures alone, for service and location pages. */
export const landingTrust = (): Promise<TrustFigures | null> => orNull(trustSnapshot);

/** A state or city page's trust figures and whether its state is served (null when the database cannot be read). */
export const placeCommerce = (stateCode: string): Promise<{ trust: TrustFigures; service: PlaceService } | null> => orNull(() => placeSnapshot(stateCode));

/** Seconds until a page carrying commerce is regenerated: what it shows is at most this old. */
export function commerceRevalidateSeconds(commerce: unknown): number {
  const { ISR_REVALIDATE_SECONDS, ISR_COMMERCE_REVALIDATE_SECONDS } = serverEnv();
  return Math.min(ISR_REVALIDATE_SECONDS, commerce ? ISR_COMMERCE_REVALIDATE_SECONDS : RETRY_SECONDS);
}
