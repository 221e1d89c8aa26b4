import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { serviceRegions } from './catalogue';
import { customers } from './customers';
import { vouchers } from './sales';

/** Booked cleanings and the late-change fees charged for moving or cancelling them. */

/**
 * A voucher's cleaning, booked in an arrival window (/customer/choosedate).
 * A region takes a fixed number of cleanings per window (lib/rules/booking.ts):
 * each booking holds one numbered place, and the partial unique index on the
 * place means two customers can never both take the last one, whatever the
 * timing. A voucher has at most one booking that is not cancelled.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    regionId: text('region_id')
      .notNull()
      .references(() => serviceRegions.id),
    /** The cleaning's date, YYYY-MM-DD, in the home's own time zone. */
    day: text('day').notNull(),
    arrivalWindow: text('arrival_window').notNull(),
    /** Which of the window's places this booking holds (0 … capacity − 1). */
    place: integer('place').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The home's IANA time zone (from its zipcode): the day and window are its local time. Older rows were booked in UTC. */
    timeZone: text('time_zone').notNull().default('UTC'),
    status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
    /** Bumped by every change: a change applies only to the version it was asked for, and its fee's idempotency key names it. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the day-before reminder was claimed for sending (server/domain/careEmails.ts): set once, so it goes once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the "how was it" email after the cleaning was claimed for sending. */
    followUpSentAt: timestamp('follow_up_sent_at', { withTimezone: true }),
    /** The earlier booking whose cleaner the customer asked for again when this one was made (customers.sameCleanerAs). */
    sameCleanerAs: integer('same_cleaner_as'),
  },
  (t) => [
    uniqueIndex('bookings_place_idx')
      .on(t.regionId, t.day, t.arrivalWindow, t.place)
      .where(sql`status = 'booked'`),
    uniqueIndex('bookings_voucher_idx')
      .on(t.voucherId)
      .where(sql`status = 'booked'`),
    check('bookings_status_check', sql`${t.status} in ('booked', 'cancelled')`),
  ],
);

/**
 * Late-change fees charged (spec §3, LMCPolicyQuery): one per change, recorded in the transaction that makes the
 * change, under the booking version it changed, with what the change was (a retry of it finds the fee it paid).
 */
export const bookingFees = pgTable(
  'booking_fees',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    version: integer('version').notNull(),
    amountCents: integer('amount_cents').notNull(),
    chargeId: text('charge_id').notNull(),
    /** What the fee paid for: a cancellation, or a move to this day and window. */
    action: text('action').$type<'cancel' | 'reschedule'>(),
    day: text('day'),
    arrivalWindow: text('arrival_window'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.version] })],
);

/**
 * A customer's rating of a cleaning that has taken place (issue 42), one per booking. A 4–5 star comment the
 * customer lets us publish waits for moderation in the studio (`pending`), then becomes a public review marked
 * "Verified booking" (`approved`, reviews.ratingBookingId) or stays private (`rejected`); the rest stay `private`.
 */
export const cleaningRatings = pgTable(
  'cleaning_ratings',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    sameCleaner: boolean('same_cleaner').notNull().default(false),
    status: text('status').$type<'private' | 'pending' | 'approved' | 'rejected'>().notNull(),
    /** The brand the rating was given on: moderation shows it, the public review is any brand's. */
    brandKey: text('brand_key'),
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cleaning_ratings_status_idx').on(t.status, t.createdAt),
    check('cleaning_ratings_stars_range', sql`${t.stars} between 1 and 5`),
    check('cleaning_ratings_status_check', sql`${t.status} in ('private', 'pending', 'approved', 'rejected')`),
  ],
);
