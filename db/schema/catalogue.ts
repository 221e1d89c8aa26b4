import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What is sold and where: regions, plans and their options, voucher stock, the late-change policy, reviews. */

/** A priced service area; one per state, some not served yet. */
export const serviceRegions = pgTable('service_regions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  stateCode: text('state_code').notNull().unique(),
  supported: boolean('supported').notNull(),
  rateCents: integer('rate_cents').notNull(),
  higherRateCents: integer('higher_rate_cents').notNull(),
  salesTaxBp: integer('sales_tax_bp').notNull(),
  numCleaners: integer('num_cleaners').notNull(),
  numCustomers: integer('num_customers').notNull(),
  /** Days to the first open appointment, by cleaning kind (CC standard, AC apartment, EC extended, OCC occasional). */
  arl: jsonb('arl').$type<{ CC: number; AC: number; EC: number; OCC: number }>().notNull(),
});

export const plans = pgTable('plans', {
  key: text('key').primaryKey(),
  cancellationFeeCents: integer('cancellation_fee_cents').notNull(),
  forevercleanForced: boolean('foreverclean_forced').notNull(),
  forevercleanMonthlyCents: integer('foreverclean_monthly_cents').notNull(),
  forevercleanFreeMonths: integer('foreverclean_free_months').notNull(),
  forevercleanFeeMinMonths: integer('foreverclean_fee_min_months').notNull(),
  forevercleanFeeCents: integer('foreverclean_fee_cents').notNull(),
  forevercleanPolicy: text('foreverclean_policy'),
  /** How many months each membership charge covers: 1 (monthly), 3 (quarterly) or 6. */
  billingMonths: integer('billing_months').notNull().default(1),
  isSubscription: boolean('is_subscription').notNull().default(false),
  /** What the plan code encodes, for people reading the catalogue. */
  description: text('description').notNull(),
});

export const planOptions = pgTable(
  'plan_options',
  {
    planKey: text('plan_key')
      .notNull()
      .references(() => plans.key),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    numHours: real('num_hours').notNull(),
    priceCents: integer('price_cents').notNull(),
    additionalDiscountCents: integer('additional_discount_cents').notNull(),
    undiscountedPriceCents: integer('undiscounted_price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planKey, t.numHours] })],
);

/** Prepaid voucher stock per hours option of the default plan; zero sends visitors to the waitlist. */
export const voucherStock = pgTable('voucher_stock', {
  numHours: real('num_hours').primaryKey(),
  remaining: integer('remaining').notNull(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    body: text('body').notNull(),
    stars: integer('stars').notNull(),
    received: timestamp('received', { withTimezone: true }).notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    zipcode: text('zipcode').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Set for a review written by a customer about a booked cleaning (a moderated rating): shown as "Verified booking". */
    ratingBookingId: integer('rating_booking_id').unique(),
  },
  (t) => [
    index('reviews_received_idx').on(t.received),
    index('reviews_state_idx').on(t.stateCode),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/** Late-cancellation (LMC) policy; a single row with id 1. */
export const cleaningPolicy = pgTable(
  'cleaning_policy',
  {
    id: integer('id').primaryKey(),
    newLmcPolicy: boolean('new_lmc_policy').notNull(),
    lmcHours: real('lmc_hours').notNull(),
    lmcFlatFeeCents: integer('lmc_flat_fee_cents').notNull(),
  },
  (t) => [check('cleaning_policy_single_row', sql`${t.id} = 1`)],
);
