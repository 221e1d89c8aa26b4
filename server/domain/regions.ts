import { eq } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Db } from '@/db';
import { serviceRegions } from '@/db/schema';
import { zipcodeField } from '@/lib/rules/validation/fields';
import { MESSAGES } from '@/lib/rules/validation/messages';
import { zipcodeFormatError, type ServiceRegionUnsupportedError, type ZipcodeFormatError } from './errors';
import { perDatabaseCache } from './perDatabaseCache';

export type Region = typeof serviceRegions.$inferSelect;
export interface Place {
  zipcode: string;
  city: string;
  stateCode: string;
  latitude: number;
  longitude: number;
}

/** A US zipcode from the bundled ZIP data, or the §5 format error. */
export function lookupZip(raw: unknown): Place | ZipcodeFormatError {
  const parsed = zipcodeField.safeParse(raw);
  if (!parsed.success) return zipcodeFormatError(parsed.error.issues[0]?.message ?? MESSAGES.zipcodeLength);
  const place = zipcodes.lookup(parsed.data);
  if (!place || place.country !== 'US') return zipcodeFormatError(MESSAGES.zipcodeDigits);
  return { zipcode: parsed.data, city: place.city, stateCode: place.state, latitude: place.latitude, longitude: place.longitude };
}

export function isFormatError(value: object): value is ZipcodeFormatError {
  return (value as { kind?: string }).kind === 'zipcode-format';
}

/**
 * Served regions come from the seed and change only with a migration, and every quote and landing visit reads one:
 * kept a minute per state (perDatabaseCache), like plans. Callers read the row and never change it.
 */
const regionsByState = perDatabaseCache<Region | undefined>({ ttlMs: 60_000, maxEntries: 100 });

export function regionForState(db: Db, stateCode: string): Promise<Region | undefined> {
  return regionsByState(db, stateCode, async () => (await db.select().from(serviceRegions).where(eq(serviceRegions.stateCode, stateCode)).limit(1))[0]);
}

export type RegionLookup = { kind: 'found'; place: Place; region: Region } | ZipcodeFormatError | ServiceRegionUnsupportedError;

/** Zipcode → served region, or the typed reason it is not served. */
export async function regionForZip(db: Db, raw: unknown): Promise<RegionLookup> {
  const place = lookupZip(raw);
  if (isFormatError(place)) return place;
  const region = await regionForState(db, place.stateCode);
  if (!region || !region.supported) {
    return {
      kind: 'region-unsupported',
      zipcode: place.zipcode,
      message: `We don’t serve ${place.city}, ${place.stateCode} yet. Join the waitlist and we’ll email you as soon as cleaners are available.`,
    };
  }
  return { kind: 'found', place, region };
}

export const taxRate = (bp: number) => bp / 10_000;
