import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { reviews, serviceRegions } from '@/db/schema';
import type { GeoEstimate } from './geo';
import { perDatabaseCache } from './perDatabaseCache';
import { regionForState, taxRate, type Region } from './regions';

export interface BrowserLocation {
  nearbyCities: string[];
  nearbyState: string | null;
  nearbyZipcode: string | null;
  nearbyRecentJobs: number;
  memberRateCents: number | null;
  nonmemberRateCents: number | null;
  salesTaxRate: number | null;
  accuracyRadius: number | null;
  source: 'OVERRIDE' | 'GEO_HEADERS' | 'FALLBACK';
  latitude: number | null;
  longitude: number | null;
}

const RECENT_DAYS = 90;
/** Figures from the seeded reviews and regions, read on every landing: kept a minute (perDatabaseCache). */
const nationalRatesCache = perDatabaseCache<{ rate: number; higher: number } | null>({ ttlMs: 60_000, maxEntries: 1 });
const stateActivityCache = perDatabaseCache<{ cities: string[]; recentJobs: number }>({ ttlMs: 60_000, maxEntries: 100 });

/**
 * Spec §3 browser location estimate: a state override wins, then the CDN's
 * geo headers; without either, national figures (median rates, no state).
 */
export async function estimateLocation(db: Db, geo: GeoEstimate, stateOverride: string | null, now: Date): Promise<BrowserLocation> {
  const overridden = stateOverride ? await regionForState(db, stateOverride) : undefined;
  if (overridden) return describeState(db, overridden, { source: 'OVERRIDE', zipcode: null, latitude: null, longitude: null, radius: null }, now);

  const fromGeo = geo.country === 'US' || geo.country === 'PR' ? (geo.stateCode ?? (geo.country === 'PR' ? 'PR' : null)) : null;
  const region = fromGeo ? await regionForState(db, fromGeo) : undefined;
  if (region) {
    const radius = geo.zipcode ? 5_000 : geo.city ? 25_000 : 250_000;
    return describeState(db, region, { source: 'GEO_HEADERS', zipcode: geo.zipcode, latitude: geo.latitude, longitude: geo.longitude, radius }, now);
  }

  const rates = await nationalRatesCache(db, 'national', async () => {
    const [row] = await db
      .select({
        rate: sql<number>`percentile_disc(0.5) within group (order by ${serviceRegions.rateCents})`,
        higher: sql<number>`percentile_disc(0.5) within group (order by ${serviceRegions.higherRateCents})`,
      })
      .from(serviceRegions)
      .where(eq(serviceRegions.supported, true));
    return row ? { rate: Number(row.rate), higher: Number(row.higher) } : null;
  });
  return {
    nearbyCities: [],
    nearbyState: null,
    nearbyZipcode: null,
    nearbyRecentJobs: 0,
    memberRateCents: rates?.rate ?? null,
    nonmemberRateCents: rates?.higher ?? null,
    salesTaxRate: null,
    accuracyRadius: null,
    source: 'FALLBACK',
    latitude: null,
    longitude: null,
  };
}

async function describeState(
  db: Db,
  region: Region,
  where: { source: BrowserLocation['source']; zipcode: string | null; latitude: number | null; longitude: number | null; radius: number | null },
  now: Date,
): Promise<BrowserLocation> {
  const activity = await stateActivityCache(db, region.stateCode, async () => {
    const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
    const cities = await db
      .select({ city: reviews.city, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.stateCode, region.stateCode))
      .groupBy(reviews.city)
      .orderBy(sql`count(*) desc`, reviews.city)
      .limit(3);
    const recent = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.stateCode, region.stateCode), gte(reviews.received, since)));
    return { cities: cities.map((c) => c.city), recentJobs: recent[0]?.n ?? 0 };
  });
  return {
    nearbyCities: activity.cities,
    nearbyState: region.stateCode,
    nearbyZipcode: where.zipcode,
    nearbyRecentJobs: activity.recentJobs,
    memberRateCents: region.supported ? region.rateCents : null,
    nonmemberRateCents: region.supported ? region.higherRateCents : null,
    salesTaxRate: taxRate(region.salesTaxBp),
    accuracyRadius: where.radius,
    source: where.source,
    latitude: where.latitude,
    longitude: where.longitude,
  };
}
