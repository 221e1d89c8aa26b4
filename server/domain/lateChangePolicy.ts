import { eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { cleaningPolicy, plans, priceIntents } from '@/db/schema';
import type { LateChangePolicy, PlanPolicy } from '@/lib/rules/lateChange';
import { planPolicy } from './catalogue';
import { perDatabaseCache } from './perDatabaseCache';

/** The seeded policy (db/seed): what a database without the row applies. */
export const SEEDED_LATE_CHANGE_POLICY: LateChangePolicy = { flatFee: true, hours: 24, feeCents: 4000 };

/** Read on every page generation and every booking change; a changed row is picked up within a minute. */
const cached = perDatabaseCache<LateChangePolicy>({ ttlMs: 60_000, maxEntries: 1 });

/** The late-change policy the booking system applies (the cleaning_policy row), in cents. */
export function lateChangePolicy(db: Db): Promise<LateChangePolicy> {
  return cached(db, 'policy', async () => {
    const [row] = await db.select().from(cleaningPolicy).where(eq(cleaningPolicy.id, 1)).limit(1);
    return row ? { flatFee: row.newLmcPolicy, hours: row.lmcHours, feeCents: row.lmcFlatFeeCents } : SEEDED_LATE_CHANGE_POLICY;
  });
}

/** The early-cancellation policy of the plan a voucher was bought on: some price its late changes per hour (spec §3). */
export async function voucherPlanPolicy(db: Pick<Db, 'select'>, intentId: string): Promise<PlanPolicy> {
  const [plan] = await db
    .select({ policy: plans.forevercleanPolicy })
    .from(priceIntents)
    .innerJoin(plans, eq(plans.key, priceIntents.planKey))
    .where(eq(priceIntents.id, intentId))
    .limit(1);
  return planPolicy(plan?.policy ?? null);
}
