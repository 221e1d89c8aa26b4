import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { database, type Db } from '@/db';
import { bookings, cleaningRatings, customers, reviews, vouchers } from '@/db/schema';
import { serverEnv } from '@/server/platform/env';
import { requestLog } from '@/server/platform/log';
import { isLowRating, LOW_RATING_TOPIC } from '@/lib/rules/support';
import { sign, verify } from '@/server/platform/signing';
import { ARRIVAL_WINDOW_HOURS, bookingLabel, type ArrivalWindow } from '@/lib/rules/booking';
import { lookupZip } from './regions';
import { openTicket } from './supportTickets';

/** A customer's rating whose comment they let us publish, as review moderation shows it. */
export interface RatingModerationView {
  bookingId: number;
  stars: number;
  comment: string;
  firstName: string;
  /** "Columbus, OH": what the public review will name. */
  city: string;
  brandKey: string | null;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

/**
 * Rating a cleaning that has taken place (issue 42): 1–5 stars and a comment, once per booking, from the account or
 * from the link in the "how was it" email (signed for that booking, so it works without signing in). Asking for the
 * same cleaner next time is stored on the customer and copied onto each later booking. A 4–5 star comment the
 * customer lets us publish becomes a public review, marked "Verified booking", only once the studio approves it.
 */

/** How long after the cleaning it can still be rated. */
export const RATING_DAYS = 60;
export const COMMENT_MAX = 1000;
/** A comment shorter than this says too little to publish. */
export const PUBLISHABLE_MIN = 20;

const LINK_PURPOSE = 'rate-cleaning';

/** The signed part of the emailed rating link: it names one booking and opens nothing else. */
export const ratingLinkToken = (bookingId: number) => sign(LINK_PURPOSE, String(bookingId));

function bookingOfToken(token: string | null | undefined): number | null {
  const payload = verify(LINK_PURPOSE, token);
  const id = payload === null ? NaN : Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type Booking = typeof bookings.$inferSelect;
export type RatingView = { stars: number; comment: string; sameCleaner: boolean; status: 'PRIVATE' | 'PENDING' | 'APPROVED' | 'REJECTED' };

/** Whether a booked cleaning can be rated now: its arrival window is over and it was not long ago. */
export function rateable(booking: Pick<Booking, 'status' | 'startsAt'>, now: Date): boolean {
  const over = booking.startsAt.getTime() + ARRIVAL_WINDOW_HOURS * 3_600_000;
  return booking.status === 'booked' && over <= now.getTime() && now.getTime() - over <= RATING_DAYS * 86_400_000;
}

const view = (row: typeof cleaningRatings.$inferSelect): RatingView => ({
  stars: row.stars,
  comment: row.comment,
  sameCleaner: row.sameCleaner,
  status: row.status.toUpperCase() as RatingView['status'],
});

/** Ratings of some bookings (the customer area), by booking id. */
export async function ratingsOf(db: Pick<Db, 'select'>, bookingIds: number[]): Promise<Map<number, RatingView>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.select().from(cleaningRatings).where(inArray(cleaningRatings.bookingId, bookingIds));
  return new Map(rows.map((r) => [r.bookingId, view(r)]));
}

export interface RatingAccess {
  customerId: number | null;
  /** From the emailed link. */
  token?: string | null;
}

/** The booking the caller may rate: the signed-in owner's, or the one the emailed link names. */
async function reachBooking(db: Db, access: RatingAccess, bookingId: number | null): Promise<Booking | null> {
  const fromLink = bookingOfToken(access.token);
  const id = bookingId ?? fromLink;
  if (id === null) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!booking) return null;
  const owner = access.customerId !== null && booking.customerId === access.customerId;
  return owner || fromLink === booking.id ? booking : null;
}

export type CleaningToRate = { bookingId: number; label: string; rateable: boolean; rating: RatingView | null };

/** What the emailed link opens: the cleaning, and the rating already given. Null for a link that is not ours. */
export async function cleaningToRate(db: Db, access: RatingAccess, now: Date): Promise<CleaningToRate | null> {
  const booking = await reachBooking(db, access, null);
  if (!booking) return null;
  const rating = (await ratingsOf(db, [booking.id])).get(booking.id) ?? null;
  return {
    bookingId: booking.id,
    label: bookingLabel(booking.day, booking.arrivalWindow as ArrivalWindow, booking.timeZone),
    rateable: rateable(booking, now),
    rating,
  };
}

export interface RatingInput {
  /** The cleaning rated, or null with a link token. */
  bookingId: number | null;
  stars: number;
  comment: string;
  sameCleaner: boolean;
  /** The customer lets us publish the comment (first name and city) once moderated. */
  publish: boolean;
}

export type RatingOutcome = { success: boolean; message: string; rating: RatingView | null };

/** Tidies a comment: printable text, single spaces, at most COMMENT_MAX characters. */
const tidy = (comment: string) =>
  comment
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export async function rateCleaning(db: Db, access: RatingAccess, input: RatingInput, now: Date, brandKey: string | null): Promise<RatingOutcome> {
  const fail = (message: string): RatingOutcome => ({ success: false, message, rating: null });
  if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5) return fail('Choose from 1 to 5 stars.');
  const comment = tidy(input.comment);
  if (comment.length > COMMENT_MAX) return fail(`Please keep your comment under ${COMMENT_MAX} characters.`);
  const booking = await reachBooking(db, access, input.bookingId);
  if (!booking) return fail('We could not find that cleaning. Please sign in and rate it from your account.');
  if (!rateable(booking, now))
    return fail(booking.startsAt.getTime() > now.getTime() ? 'You can rate this cleaning once it has taken place.' : 'This cleaning can no longer be rated.');

  const publish = input.publish && input.stars >= 4 && comment.length >= PUBLISHABLE_MIN;
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cleaningRatings)
      .values({
        bookingId: booking.id,
        customerId: booking.customerId,
        stars: input.stars,
        comment,
        sameCleaner: input.sameCleaner,
        status: publish ? 'pending' : 'private',
        brandKey,
      })
      .onConflictDoNothing()
      .returning();
    if (row && input.sameCleaner) await tx.update(customers).set({ sameCleanerAs: booking.id }).where(eq(customers.id, booking.customerId));
    // A low rating is followed up by a person: it opens a ticket in the studio inbox, with the rating, once.
    if (row && isLowRating(input.stars)) await openFollowUp(tx, booking, input, comment, brandKey);
    return row ?? null;
  });
  if (!stored) {
    const earlier = (await ratingsOf(db, [booking.id])).get(booking.id) ?? null;
    return { success: false, message: 'You have already rated this cleaning. Thank you!', rating: earlier };
  }
  requestLog().info({ booking: booking.id, stars: input.stars, publish }, 'cleaning rated');
  const parts = ['Thank you for rating your cleaning.'];
  if (isLowRating(input.stars)) parts.push('We are sorry it was not better: someone from our team will write to you about it.');
  if (input.sameCleaner) parts.push('We will ask for the same cleaner on your next booking.');
  if (publish) parts.push('Your comment will appear in our reviews once we have checked it.');
  return { success: true, message: parts.join(' '), rating: view(stored) };
}

/** The inbox ticket a low rating opens: who rated which cleaning how, in the words the customer wrote. */
async function openFollowUp(tx: Pick<Db, 'insert' | 'select'>, booking: Booking, input: RatingInput, comment: string, brandKey: string | null) {
  const [who] = await tx
    .select({ email: customers.email, code: vouchers.code })
    .from(customers)
    .innerJoin(vouchers, eq(vouchers.id, booking.voucherId))
    .where(eq(customers.id, booking.customerId))
    .limit(1);
  if (!who) return;
  const when = bookingLabel(booking.day, booking.arrivalWindow as ArrivalWindow, booking.timeZone);
  const message = [
    `Rated ${input.stars} of 5 stars: the cleaning of ${when}.`,
    comment ? `“${comment}”` : 'No comment given.',
    input.sameCleaner ? 'They asked for the same cleaner next time.' : 'They did not ask for the same cleaner.',
  ].join('\n\n');
  await openTicket(tx, brandKey ?? serverEnv().FALLBACK_BRAND_KEY, { email: who.email, topic: LOW_RATING_TOPIC, message, voucherCode: who.code });
}

export type ModerationItem = RatingModerationView;

/** How a review is signed when the customer gave no name at checkout: moderation shows what the site will. */
const NAMELESS = 'A customer';

/** Ratings waiting for the studio (or decided), newest first. */
export async function moderationQueue(db: Db, status: ModerationItem['status']): Promise<ModerationItem[]> {
  const rows = await db
    .select({ rating: cleaningRatings, firstName: customers.firstName, zipcode: customers.zipcode })
    .from(cleaningRatings)
    .innerJoin(customers, eq(customers.id, cleaningRatings.customerId))
    .where(eq(cleaningRatings.status, status))
    .orderBy(desc(cleaningRatings.createdAt))
    .limit(200);
  return rows.map(({ rating, firstName, zipcode }) => {
    const place = lookupZip(zipcode);
    return {
      bookingId: rating.bookingId,
      stars: rating.stars,
      comment: rating.comment,
      firstName: firstName ?? NAMELESS,
      city: 'city' in place ? `${place.city}, ${place.stateCode}` : '',
      brandKey: rating.brandKey,
      status: rating.status as ModerationItem['status'],
      createdAt: rating.createdAt.toISOString(),
    };
  });
}

/**
 * Approves (publishes as a verified review) or rejects a pending rating. Only a pending rating moves, by a conditional
 * update, so two moderators clicking at once publish one review.
 */
export async function moderateRating(db: Db, bookingId: number, decision: 'approve' | 'reject', moderator: string, now: Date): Promise<'done' | 'not-pending'> {
  return db.transaction(async (tx) => {
    const [rating] = await tx
      .update(cleaningRatings)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', moderatedBy: moderator, moderatedAt: now })
      .where(and(eq(cleaningRatings.bookingId, bookingId), eq(cleaningRatings.status, 'pending')))
      .returning();
    if (!rating) return 'not-pending';
    if (decision === 'approve') {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, rating.customerId)).limit(1);
      const place = lookupZip(customer?.zipcode);
      if (!customer || !('city' in place)) throw new Error(`rating ${bookingId}: the customer's zipcode has no place`);
      await tx
        .insert(reviews)
        .values({
          body: rating.comment,
          stars: rating.stars,
          received: rating.createdAt,
          city: place.city,
          stateCode: place.stateCode,
          zipcode: place.zipcode,
          latitude: place.latitude,
          longitude: place.longitude,
          firstName: customer.firstName ?? NAMELESS,
          // Only the initial is shown publicly.
          lastName: (customer.lastName ?? '').slice(0, 1),
          ratingBookingId: rating.bookingId,
        })
        .onConflictDoNothing();
    }
    return 'done';
  });
}

/** The earlier cleaning a booking asked the same cleaner of, as customers read it. */
export async function sameCleanerLabels(db: Pick<Db, 'select'>, bookingIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(bookings).where(inArray(bookings.id, ids));
  return new Map(rows.map((b) => [b.id, bookingLabel(b.day, b.arrivalWindow as ArrivalWindow, b.timeZone)]));
}

/** One earlier booking as customers read it ("Thu, Nov 20 · 8–11am CST"), or null for none. */
export const sameCleanerLabel = async (db: Pick<Db, 'select'>, bookingId: number | null): Promise<string | null> =>
  bookingId === null ? null : ((await sameCleanerLabels(db, [bookingId])).get(bookingId) ?? null);

/** The copy for a new booking: the customer's standing request, if any (read in the booking's own insert). */
export const sameCleanerRequest = (customerId: number) =>
  sql<number | null>`(select ${customers.sameCleanerAs} from ${customers} where ${customers.id} = ${customerId})`;

/** The studio's review moderation, on the shared database. */
export async function studioModerationQueue(status: ModerationItem['status']): Promise<ModerationItem[]> {
  return moderationQueue((await database()).db, status);
}

export async function studioModerateRating(bookingId: number, decision: 'approve' | 'reject', moderator: string) {
  return moderateRating((await database()).db, bookingId, decision, moderator, new Date());
}
