import { sql } from 'drizzle-orm';
import type { Db } from '../types';
import * as t from '../schema';
import { seedPlanRows } from './plans';
import { seedRegionRows } from './regions';
import { seedReviewRows } from './reviews';

const SURVEY_SOURCES = ['Google search', 'Facebook or Instagram', 'TikTok', 'YouTube', 'A friend or family member', 'Reddit', 'Mail or flyer', 'Other'];
const SUBSCRIPTION_SURVEY_SOURCES = ['Google search', 'Facebook or Instagram', 'TikTok', 'Streaming TV or podcast ad', 'A friend or family member', 'Other'];

/** Brand keys of the seed content, plus '*' for any brand launched later. */
const SURVEY_BRANDS = ['*', 'sparkle-clean', 'tidy-nest', 'bright-maids', 'local'];

/** Fills an empty database with the catalogue and sample data; does nothing when plans exist. */
export async function seedDatabase(db: Db): Promise<void> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(t.plans);
  if ((existing[0]?.n ?? 0) > 0) return;

  const { plans, options } = seedPlanRows();
  await db.transaction(async (tx) => {
    await tx.insert(t.plans).values(plans);
    await tx.insert(t.planOptions).values(options);
    await tx.insert(t.serviceRegions).values(seedRegionRows());
    await tx.insert(t.voucherStock).values([
      { numHours: 2, remaining: 120 },
      { numHours: 3, remaining: 400 },
      { numHours: 4, remaining: 250 },
      { numHours: 6, remaining: 80 },
    ]);
    const reviews = seedReviewRows();
    for (let i = 0; i < reviews.length; i += 100) await tx.insert(t.reviews).values(reviews.slice(i, i + 100));
    await tx.insert(t.cleaningPolicy).values({ id: 1, newLmcPolicy: true, lmcHours: 24, lmcFlatFeeCents: 4000 });
    await tx
      .insert(t.surveySources)
      .values(
        SURVEY_BRANDS.flatMap((brandKey) => [
          ...SURVEY_SOURCES.map((label, position) => ({ brandKey, subscription: false, position, label })),
          ...SUBSCRIPTION_SURVEY_SOURCES.map((label, position) => ({ brandKey, subscription: true, position, label })),
        ]),
      );
    await tx.insert(t.referralCodes).values([
      { code: 'MARIA-G7Q2', hostName: 'Maria G.' },
      { code: 'DEVON-R4K8', hostName: 'Devon R.' },
      { code: 'PRIYA-S2M5', hostName: 'Priya S.' },
      { code: 'THE-HOLLOWAYS', hostName: 'The Holloway family' },
    ]);
  });
}
