import type { Db } from '@/db';
import { DEFAULT_OFFER } from '@/lib/rules/offeredPlans';
import type { PageOffer } from '@/lib/rules/planFigures';
import { offeredPlanOf, findPlan } from '@/server/domain/catalogue';
import { lateChangePolicy } from '@/server/domain/lateChangePolicy';

/**
 * A page variant's offer (lib/rules/planFigures.ts): the plan the segment
 * names (or the default one), the membership, the grant and the late-change
 * policy, read from the same catalogue and policy the quote and the booking
 * system charge by. Null when the plan is not in the catalogue.
 */
export async function catalogueOffer(db: Db, variant: { planKey: string | null; grantCents: number }): Promise<PageOffer | null> {
  const [plan, membership, lateChange] = await Promise.all([
    findPlan(db, variant.planKey ?? DEFAULT_OFFER.voucher),
    findPlan(db, DEFAULT_OFFER.membership),
    lateChangePolicy(db),
  ]);
  if (!plan || !membership) return null;
  return { plan: offeredPlanOf(plan), membership: offeredPlanOf(membership), grantCents: variant.grantCents, lateChange };
}
