import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Commerce data (DESIGN §1). Money is integer cents; rates are basis points
 * (1 bp = 0.01%) so nothing is stored as a float.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
  isSubscription: boolean('is_subscription').notNull().default(false),
  /** What the plan code encodes, for people reading the catalogue. */
  description: text('description').notNull(),
});

export const planOptions = pgTable(
  'plan_options',
  {
    planKey: text('plan_key').notNull().references(() => plans.key),
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

/** A server-side quote that fixes the price a purchase will charge. */
export const priceIntents = pgTable(
  'price_intents',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'voucher' | 'subscription'>().notNull(),
    planKey: text('plan_key').notNull().references(() => plans.key),
    numHours: real('num_hours').notNull(),
    zipcode: text('zipcode').notNull(),
    regionId: text('region_id').notNull().references(() => serviceRegions.id),
    campaignId: text('campaign_id'),
    discountCents: integer('discount_cents').notNull(),
    priceBeforeTaxCents: integer('price_before_tax_cents').notNull(),
    salesTaxCents: integer('sales_tax_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Bumped after a decline so the next attempt gets a fresh payment idempotency key. */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    status: text('status').$type<'open' | 'completed'>().notNull().default('open'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('price_intents_price_positive', sql`${t.priceCents} >= 0`)],
);

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone').notNull(),
  zipcode: text('zipcode').notNull(),
  createdAt: createdAt(),
});

export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  intentId: text('intent_id')
    .notNull()
    .unique()
    .references(() => priceIntents.id),
  numHours: real('num_hours').notNull(),
  priceCents: integer('price_cents').notNull(),
  salesTaxCents: integer('sales_tax_cents').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const memberships = pgTable('memberships', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  planKey: text('plan_key')
    .notNull()
    .references(() => plans.key),
  intentId: text('intent_id')
    .notNull()
    .unique()
    .references(() => priceIntents.id),
  monthlyCents: integer('monthly_cents').notNull(),
  freeMonths: integer('free_months').notNull(),
  status: text('status').$type<'active' | 'cancelled'>().notNull().default('active'),
  createdAt: createdAt(),
});

/** One row per completed purchase: the stored answer that repeated submissions get back. */
export const purchases = pgTable('purchases', {
  intentId: text('intent_id')
    .primaryKey()
    .references(() => priceIntents.id),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  chargeId: text('charge_id').notNull().unique(),
  result: jsonb('result').notNull(),
  createdAt: createdAt(),
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
  },
  (t) => [
    index('reviews_received_idx').on(t.received),
    index('reviews_state_idx').on(t.stateCode),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    zipcode: text('zipcode').notNull(),
    phone: text('phone'),
    regionId: text('region_id').references(() => serviceRegions.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leads_email_zip_idx').on(t.email, t.zipcode)],
);

export const waitlist = pgTable('voucher_waitlist', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  zipcode: text('zipcode'),
  brandKey: text('brand_key').notNull(),
  createdAt: createdAt(),
});

export const surveySources = pgTable(
  'survey_sources',
  {
    brandKey: text('brand_key').notNull(),
    subscription: boolean('subscription').notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.subscription, t.position] })],
);

export const surveyResponses = pgTable('survey_responses', {
  voucherCode: text('voucher_code')
    .primaryKey()
    .references(() => vouchers.code),
  source: text('source').notNull(),
  subscription: boolean('subscription').notNull(),
  createdAt: createdAt(),
});

export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  hostName: text('host_name').notNull(),
});

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

/** First-party analytics events (the embedded default sink of the tracker). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brandKey: text('brand_key').notNull(),
    adGroupId: text('ad_group_id'),
    sessionId: text('session_id').notNull(),
    path: text('path'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    /** The visitor's experiment groups when the event happened (from `fecohorts`): experiment id → control/variant. */
    cohorts: jsonb('cohorts').$type<Record<string, 'control' | 'variant'>>().notNull().default({}),
    /** Agent sessions and bots are stored but left out of funnel and experiment figures. */
    excluded: boolean('excluded').notNull().default(false),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_funnel_idx').on(t.brandKey, t.adGroupId, t.name), index('events_session_idx').on(t.sessionId)],
);
