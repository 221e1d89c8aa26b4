import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { serviceRegions } from './catalogue';
import { vouchers } from './sales';

/** Leads, the waitlist, survey answers and first-party analytics events. */

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
    /** The visitor's experiment groups when the event happened (from `fecohorts`): experiment id → group. */
    cohorts: jsonb('cohorts').$type<Record<string, string>>().notNull().default({}),
    /** Agent sessions and bots are stored but left out of funnel and experiment figures. */
    excluded: boolean('excluded').notNull().default(false),
    /** The referral code the visit came with (the `referral_id` cookie): the funnel's referral sources. */
    referralCode: text('referral_code'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_funnel_idx').on(t.brandKey, t.adGroupId, t.name),
    index('events_session_idx').on(t.sessionId),
    // The studio funnel reads a date range, for one brand or all.
    index('events_brand_time_idx').on(t.brandKey, t.occurredAt),
    index('events_time_idx').on(t.occurredAt),
  ],
);

/**
 * Who was shown which experiment group (issue 40): one row per visitor and
 * experiment, written by the routing decision when it renders the group (the
 * server's own record, never a browser event). The first group shown is the
 * one counted; agents and bots are never enrolled, so never recorded.
 */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentKey: text('experiment_key').notNull(),
    /** The visitor id (`sid` cookie), the unit of assignment; purchases reach it through `funnel_payments.session_id`. */
    sessionId: text('session_id').notNull(),
    variant: text('variant').notNull(),
    brandKey: text('brand_key').notNull(),
    adGroupId: text('ad_group_id'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.experimentKey, t.sessionId] }), index('experiment_exposures_time_idx').on(t.experimentKey, t.firstSeenAt)],
);

/**
 * Field speed (Core Web Vitals from visitors who consented to analytics): one row per metric of a page view, with
 * the brand, the landing page type and the ad group of its URL, and no visitor id. Values are integers:
 * milliseconds, CLS ×10,000 (lib/growth/vitals.ts). The studio reads the 75th percentile over a range of days.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    pageType: text('page_type').notNull(),
    adGroupId: text('ad_group_id'),
    metric: text('metric').notNull(),
    value: integer('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_time_idx').on(t.recordedAt, t.brandKey)],
);
