import { createHash } from 'node:crypto';
import type { Db } from '@/db';
import { customers, experimentExposures, funnelPayments, memberships, priceIntents, purchases, supportTickets, vouchers } from '@/db/schema';
import { seededRandom } from '@/server/domain/experiments/statistics';

/**
 * A realistic history for one experiment, written the way the site writes
 * it: exposures as the routing decision records them, and for the visitors
 * who bought, the quote, the purchase, the voucher, the membership and the
 * funnel's payment record, with some refunds (voided vouchers), early
 * cancellations and support tickets. Deterministic (seeded), for the results
 * tests and the studio screenshots; never used by the running site.
 */

export interface HistoryGroup {
  variant: string;
  /** Visitors per brand. */
  visitors: Record<string, number>;
  /** Share of visitors who buy. */
  conversion: number;
  /** Share of buyers who cancel the membership early / are refunded / write to support. */
  earlyCancellation?: number;
  refund?: number;
  tickets?: number;
}

export interface HistoryOptions {
  experimentKey: string;
  groups: HistoryGroup[];
  /** The history runs over these days, up to `now`. */
  days: number;
  now: Date;
  seed?: number;
  adGroupId?: string | null;
}

const PLAN = 'CCF_1';
const REGION = 'us-oh';
const PRICES = [1900, 3900, 900, 7900];

export async function writeExperimentHistory(db: Db, options: HistoryOptions): Promise<{ visitors: number; purchases: number }> {
  const random = seededRandom(options.seed ?? 40);
  const start = options.now.getTime() - options.days * 86_400_000;
  let visitors = 0;
  let bought = 0;
  for (const group of options.groups) {
    for (const [brand, count] of Object.entries(group.visitors)) {
      const exposures: (typeof experimentExposures.$inferInsert)[] = [];
      for (let i = 0; i < count; i += 1) {
        const sessionId = `h-${options.experimentKey}-${group.variant}-${brand}-${i}`;
        const seenAt = new Date(start + random() * (options.now.getTime() - start - 3_600_000));
        exposures.push({
          experimentKey: options.experimentKey,
          sessionId,
          variant: group.variant,
          brandKey: brand,
          adGroupId: options.adGroupId ?? null,
          firstSeenAt: seenAt,
        });
        visitors += 1;
        if (random() >= group.conversion) continue;
        bought += 1;
        await purchase(db, { sessionId, brand, paidAt: new Date(seenAt.getTime() + 600_000 + random() * 1_800_000), random, group });
      }
      for (let i = 0; i < exposures.length; i += 500)
        await db
          .insert(experimentExposures)
          .values(exposures.slice(i, i + 500))
          .onConflictDoNothing();
    }
  }
  return { visitors, purchases: bought };
}

async function purchase(db: Db, p: { sessionId: string; brand: string; paidAt: Date; random: () => number; group: HistoryGroup }): Promise<void> {
  const priceCents = PRICES[Math.floor(p.random() * PRICES.length)]!;
  const email = `${createHash('sha256').update(p.sessionId).digest('hex').slice(0, 16)}@history.example.com`;
  const [customer] = await db
    .insert(customers)
    .values({ email, emailKey: email, phone: '6145550100', zipcode: '43206', createdAt: p.paidAt })
    .returning({ id: customers.id });
  const intentId = `hist_${p.sessionId}`;
  await db.insert(priceIntents).values({
    id: intentId,
    kind: 'voucher',
    planKey: PLAN,
    numHours: 3,
    zipcode: '43206',
    regionId: REGION,
    discountCents: 0,
    priceBeforeTaxCents: priceCents,
    salesTaxCents: 0,
    priceCents,
    status: 'completed',
    createdAt: p.paidAt,
    expiresAt: new Date(p.paidAt.getTime() + 3_600_000),
  });
  await db.insert(purchases).values({ intentId, customerId: customer!.id, chargeId: `ch_${intentId}`, result: { success: true }, createdAt: p.paidAt });
  const refunded = p.random() < (p.group.refund ?? 0);
  await db.insert(vouchers).values({
    code: `H${createHash('sha256').update(p.sessionId).digest('hex').slice(0, 12).toUpperCase()}`,
    customerId: customer!.id,
    intentId,
    numHours: 3,
    priceCents,
    salesTaxCents: 0,
    expiresAt: new Date(p.paidAt.getTime() + 365 * 86_400_000),
    voidedAt: refunded ? new Date(p.paidAt.getTime() + 86_400_000) : null,
    createdAt: p.paidAt,
  });
  const cancelled = refunded || p.random() < (p.group.earlyCancellation ?? 0);
  await db.insert(memberships).values({
    customerId: customer!.id,
    planKey: PLAN,
    intentId,
    monthlyCents: 4900,
    freeMonths: 0,
    status: cancelled ? 'cancelled' : 'active',
    cancelledAt: cancelled ? new Date(p.paidAt.getTime() + 20 * 86_400_000) : null,
    brandKey: p.brand,
    createdAt: p.paidAt,
  });
  await db.insert(funnelPayments).values({ intentId, sessionId: p.sessionId, brandKey: p.brand, outcome: 'charged', occurredAt: p.paidAt });
  if (p.random() < (p.group.tickets ?? 0)) {
    await db.insert(supportTickets).values({
      brandKey: p.brand,
      email,
      topic: 'booking',
      message: 'When can my cleaner come?',
      dedupeKey: `hist-${p.sessionId}`,
      createdAt: new Date(p.paidAt.getTime() + 2 * 86_400_000),
    });
  }
}

/** The seeded example (content/seed.ndjson `apartment_headline_v1`): three brands of different size, the short headline ahead. */
export const APARTMENT_HEADLINE_HISTORY: Omit<HistoryOptions, 'now'> = {
  experimentKey: 'apartment_headline_v1',
  adGroupId: '148203961127',
  days: 42,
  groups: [
    {
      variant: 'control',
      visitors: { 'sparkle-clean': 2600, 'tidy-nest': 900, 'bright-maids': 260 },
      conversion: 0.04,
      earlyCancellation: 0.1,
      refund: 0.02,
      tickets: 0.05,
    },
    {
      variant: 'short',
      visitors: { 'sparkle-clean': 2580, 'tidy-nest': 920, 'bright-maids': 250 },
      conversion: 0.052,
      earlyCancellation: 0.1,
      refund: 0.02,
      tickets: 0.05,
    },
  ],
};
