import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/db';
import { planOptions, plans, voucherStock } from '@/db/schema';
import { DEFAULT_PLAN_KEY } from '@/db/seed/plans';
import type { PlanPolicy } from '@/lib/rules/lateChange';
import type { OfferedPlan } from '@/lib/rules/plans';
import { perDatabaseCache } from './perDatabaseCache';

export type Plan = typeof plans.$inferSelect;
export type PlanOptionRow = typeof planOptions.$inferSelect;

/** Plans come from the seed and change only with a migration; every quote reads one, so they are kept a minute. */
const plansByKey = perDatabaseCache<{ plan: Plan; options: PlanOptionRow[] } | null>({ ttlMs: 60_000, maxEntries: 50 });

export function findPlan(db: Db, key: string): Promise<{ plan: Plan; options: PlanOptionRow[] } | null> {
  return plansByKey(db, key, async () => {
    const [plan] = await db.select().from(plans).where(eq(plans.key, key)).limit(1);
    if (!plan) return null;
    const options = await db.select().from(planOptions).where(eq(planOptions.planKey, key)).orderBy(asc(planOptions.position));
    return { plan, options };
  });
}

/** A catalogue plan as the site's rules read it (lib/rules/plans.ts), in cents. */
export function offeredPlanOf({ plan, options }: { plan: Plan; options: PlanOptionRow[] }): OfferedPlan {
  return {
    key: plan.key,
    isSubscription: plan.isSubscription,
    monthlyCents: plan.forevercleanMonthlyCents,
    billingMonths: plan.billingMonths,
    freeMonths: plan.forevercleanFreeMonths,
    cancellationFeeMinMonths: plan.forevercleanFeeMinMonths,
    cancellationFeeCents: plan.forevercleanFeeCents,
    cancellationPolicy: planPolicy(plan.forevercleanPolicy),
    options: options.map((o) => ({
      name: o.name,
      description: o.description,
      numHours: o.numHours,
      priceCents: o.priceCents,
      undiscountedPriceCents: o.undiscountedPriceCents,
      additionalDiscountCents: o.additionalDiscountCents,
    })),
  };
}

const POLICIES: readonly string[] = ['firstcleaningperhour_25', 'firstcleaningperhour_35', 'flat_rate'];
export const planPolicy = (value: string | null): PlanPolicy => (value !== null && POLICIES.includes(value) ? (value as PlanPolicy) : null);

/**
 * The stock the voucher picker shows is kept a second: it is what the landing page's DealsHome
 * query reads on every visit, and on the embedded database that one query was about a third of
 * the request's CPU. It is a display (landing pages carry it in their HTML for up to a minute);
 * a quote and a purchase check the live row, so a sold-out option is never sold.
 */
const shownStock = perDatabaseCache<{ numHours: number; priceCents: number; remaining: number }[]>({ ttlMs: 1000, maxEntries: 1 });

/** Default-plan options that still have stock (spec §7 GetAvailableVouchers). */
export async function availableVouchers(db: Db) {
  const rows = await shownStock(db, DEFAULT_PLAN_KEY, async () =>
    db
      .select({ numHours: planOptions.numHours, priceCents: planOptions.priceCents, remaining: voucherStock.remaining })
      .from(planOptions)
      .innerJoin(voucherStock, eq(voucherStock.numHours, planOptions.numHours))
      .where(and(eq(planOptions.planKey, DEFAULT_PLAN_KEY), gt(voucherStock.remaining, 0)))
      .orderBy(asc(planOptions.position)),
  );
  return rows.map((r) => ({ numHours: r.numHours, priceCents: r.priceCents, remaining: r.remaining }));
}

/**
 * Expected lifetime value of a purchase: what is paid today plus the
 * membership over its minimum term (spec §9's 6 months), less free months.
 */
export function estimatedLtvCents(plan: Plan, paidTodayCents: number): number {
  const paidMonths = Math.max(plan.forevercleanFeeMinMonths - plan.forevercleanFreeMonths, 0);
  return paidTodayCents + (plan.forevercleanForced || plan.isSubscription ? plan.forevercleanMonthlyCents * paidMonths : 0);
}
