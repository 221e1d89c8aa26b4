import { database } from '@/db';
import { SEED_PLANS, seedPlanRows } from '@/db/seed/plans';
import { errorText, log } from '@/server/platform/log';
import { DEFAULT_OFFER } from '@/lib/rules/offeredPlans';
import type { PageOffer } from '@/lib/rules/planFigures';
import { offeredPlanOf } from '@/server/domain/catalogue';
import { SEEDED_LATE_CHANGE_POLICY } from '@/server/domain/lateChangePolicy';
import { catalogueOffer } from './catalogueOffer';

/** A page whose offer came from the seed is regenerated this soon (seconds). */
export const PROVISIONAL_OFFER_SECONDS = 10;

/**
 * A page variant's offer, read from the catalogue the quote charges by. When
 * the database cannot be read while a page is generated, the page is built
 * from the seeded catalogue (what a fresh database holds), marked provisional
 * and regenerated within seconds, rather than failing; nothing can be bought
 * while the database is unreadable anyway. Null for a plan the catalogue
 * does not have.
 */
export async function pageOfferFor(variant: { planKey: string | null; grantCents: number }): Promise<PageOffer | null> {
  try {
    return await catalogueOffer((await database()).db, variant);
  } catch (error) {
    log.error({ err: errorText(error) }, 'plan catalogue unreadable; the page is built from the seeded plans and regenerated soon');
    return seededOffer(variant);
  }
}

function seededOffer(variant: { planKey: string | null; grantCents: number }): PageOffer | null {
  const { plans, options } = seedPlanRows();
  const plan = (key: string) => {
    const row = plans.find((p) => p.key === key);
    return row ? offeredPlanOf({ plan: row, options: options.filter((o) => o.planKey === key) }) : null;
  };
  const offered = plan(variant.planKey ?? DEFAULT_OFFER.voucher);
  const membership = plan(DEFAULT_OFFER.membership);
  if (!offered || !membership || !SEED_PLANS.length) return null;
  return { plan: offered, membership, grantCents: variant.grantCents, lateChange: SEEDED_LATE_CHANGE_POLICY, provisional: true };
}
