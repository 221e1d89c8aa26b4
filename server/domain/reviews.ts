import { gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db';
import { reviews } from '@/db/schema';
import { perDatabaseCache } from './perDatabaseCache';

/**
 * Public reviews as a Relay connection (spec §3) with keyset cursors. Each
 * sort is expressed as an ascending tuple of integer keys, so "after" and
 * "before" are plain row comparisons and pages never skip or repeat a review
 * when new ones arrive.
 */

export type ReviewSort = 'LOCATION_CLOSEST' | 'RATING_HIGHEST' | 'RATING_LOWEST' | 'RECENT';
export const DEFAULT_PAGE_SIZE = 10;
/** The reference point for "closest" when nothing nearer is known: the centre of the contiguous US. */
export const US_CENTRE = { latitude: 39.8283, longitude: -98.5795 };
export const MAX_PAGE_SIZE = 50;

export interface ReviewPageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  sort: ReviewSort;
  minStars?: number | null;
  /** Reference point for LOCATION_CLOSEST. */
  origin: { latitude: number; longitude: number };
}

export interface ReviewNode {
  id: number;
  body: string;
  stars: number;
  received: string;
  publicLocation: string;
  customer: { firstName: string; lastName: string };
  /** Written by a customer about a cleaning they booked, and moderated (server/domain/cleaningRatings.ts). */
  verifiedBooking: boolean;
}

export interface ReviewConnection {
  edges: { cursor: string; node: ReviewNode }[];
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export class InvalidCursorError extends Error {}

const receivedMs = sql`(extract(epoch from ${reviews.received}) * 1000)::bigint`;

/** Metres on an equirectangular approximation: monotonic enough to rank reviews by distance. */
const distanceMetres = (origin: { latitude: number; longitude: number }) =>
  sql`round(6371000 * sqrt(power(radians(${reviews.latitude} - ${origin.latitude}), 2) + power(radians(${reviews.longitude} - ${origin.longitude}) * cos(radians(${origin.latitude})), 2)))::bigint`;

function sortKeys(sort: ReviewSort, origin: ReviewPageArgs['origin']): SQL[] {
  const newestFirst = [sql`-${receivedMs}`, sql`-${reviews.id}`];
  switch (sort) {
    case 'RECENT':
      return newestFirst;
    case 'RATING_HIGHEST':
      return [sql`-${reviews.stars}`, ...newestFirst];
    case 'RATING_LOWEST':
      return [sql`${reviews.stars}`, ...newestFirst];
    case 'LOCATION_CLOSEST':
      return [distanceMetres(origin), ...newestFirst];
  }
}

interface Cursor {
  s: ReviewSort;
  k: string[];
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

// Every cursor key is compared as a PostgreSQL bigint: a longer or larger number would fail the query, not the cursor.
const BIGINT_MAX = 2n ** 63n - 1n;
const isBigint = (key: unknown): key is string =>
  typeof key === 'string' && /^-?\d{1,19}$/.test(key) && BigInt(key) <= BIGINT_MAX && BigInt(key) >= -BIGINT_MAX - 1n;

function decodeCursor(raw: string, sort: ReviewSort, arity: number): string[] {
  try {
    const cursor = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (cursor.s !== sort || !Array.isArray(cursor.k) || cursor.k.length !== arity || !cursor.k.every(isBigint)) {
      throw new Error('shape');
    }
    return cursor.k;
  } catch {
    throw new InvalidCursorError('That page of reviews is no longer available. Please reload the reviews.');
  }
}

const tuple = (parts: SQL[]) => sql`(${sql.join(parts, sql`, `)})`;

/** First pages (no cursor) are what every landing asks for; the reviews come from the seed, so they are kept a minute. */
const firstPages = perDatabaseCache<ReviewConnection>({ ttlMs: 60_000, maxEntries: 500 });

export function reviewPage(db: Db, args: ReviewPageArgs): Promise<ReviewConnection> {
  if (args.after != null || args.before != null) return readReviewPage(db, args);
  const key = JSON.stringify([args.first ?? null, args.last ?? null, args.sort, args.minStars ?? null, args.origin.latitude, args.origin.longitude]);
  return firstPages(db, key, () => readReviewPage(db, args));
}

async function readReviewPage(db: Db, args: ReviewPageArgs): Promise<ReviewConnection> {
  const backward = args.before != null || (args.last != null && args.first == null);
  const requested = backward ? args.last : args.first;
  const size = Math.min(Math.max(requested ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const keys = sortKeys(args.sort, args.origin);

  const conditions: SQL[] = [];
  if (args.minStars) conditions.push(gte(reviews.stars, Math.min(Math.max(args.minStars, 1), 5)));
  const filter = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;

  const cursorRaw = backward ? args.before : args.after;
  const boundary = cursorRaw ? decodeCursor(cursorRaw, args.sort, keys.length) : null;
  const keyset = boundary ? sql`${tuple(keys)} ${backward ? sql`<` : sql`>`} ${tuple(boundary.map((k) => sql`${k}::bigint`))}` : sql`true`;
  const order = sql.join(
    keys.map((k) => (backward ? sql`${k} desc` : sql`${k} asc`)),
    sql`, `,
  );

  const rows = await db
    .select({
      id: reviews.id,
      body: reviews.body,
      stars: reviews.stars,
      received: reviews.received,
      city: reviews.city,
      stateCode: reviews.stateCode,
      firstName: reviews.firstName,
      lastName: reviews.lastName,
      verifiedBooking: sql<boolean>`${reviews.ratingBookingId} is not null`,
      keys: sql<string[]>`array[${sql.join(
        keys.map((k) => sql`(${k})::text`),
        sql`, `,
      )}]`,
    })
    .from(reviews)
    .where(sql`${filter} and ${keyset}`)
    .orderBy(order)
    .limit(size + 1);

  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (backward) page.reverse();
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(filter);

  const edges = page.map((row) => ({
    cursor: encodeCursor({ s: args.sort, k: row.keys.map(String) }),
    node: {
      id: row.id,
      body: row.body,
      stars: row.stars,
      received: new Date(row.received).toISOString(),
      publicLocation: `${row.city}, ${row.stateCode}`,
      // A customer who gave no last name at checkout is signed by the first name alone.
      customer: { firstName: row.firstName, lastName: row.lastName ? `${row.lastName.charAt(0)}.` : '' },
      verifiedBooking: Boolean(row.verifiedBooking),
    },
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: backward ? boundary !== null : more,
      hasPreviousPage: backward ? more : boundary !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: total,
  };
}
