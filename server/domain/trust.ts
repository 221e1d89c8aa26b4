import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { reviews, serviceRegions } from '@/db/schema';
import { perDatabaseCache } from './perDatabaseCache';

export interface TrustFigures {
  /** Mean stars over every public review, to one decimal place. */
  averageStars: number | null;
  reviewCount: number;
  /** Cleaners working in the regions we serve. */
  cleanerCount: number;
}

/**
 * Read by every landing, state and city page render, thousands within seconds of a publish: kept a second, like the
 * stock the voucher picker shows (pages carry them for up to ISR_COMMERCE_REVALIDATE_SECONDS anyway).
 */
const shownTrust = perDatabaseCache<TrustFigures>({ ttlMs: 1000, maxEntries: 1 });

/** The figures behind the landing pages' trust marks: all of them counted, none typed in. */
export function trustFigures(db: Db): Promise<TrustFigures> {
  return shownTrust(db, 'trust', async () => {
    const [rating] = await db
      .select({ average: sql<number | null>`round(avg(${reviews.stars})::numeric, 1)::float`, count: sql<number>`count(*)::int` })
      .from(reviews);
    const [cleaners] = await db
      .select({ total: sql<number>`coalesce(sum(${serviceRegions.numCleaners}), 0)::int` })
      .from(serviceRegions)
      .where(eq(serviceRegions.supported, true));
    return { averageStars: rating?.average ?? null, reviewCount: rating?.count ?? 0, cleanerCount: cleaners?.total ?? 0 };
  });
}
