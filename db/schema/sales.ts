import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { plans, serviceRegions } from './catalogue';
import { customers } from './customers';

/** Quotes, purchases and what they create: vouchers, memberships and their charges, first-cleaning claims, declines, referral codes, payments for the funnel. */

/** A server-side quote that fixes the price a purchase will charge. */
export const priceIntents = pgTable(
  'price_intents',
  {
    id: text('id').primaryKey(),
    /** `member_cleaning`: a further cleaning a member booked from the account at the member rate (memberCleanings.ts). */
    kind: text('kind').$type<'voucher' | 'subscription' | 'member_cleaning'>().notNull(),
    planKey: text('plan_key')
      .notNull()
      .references(() => plans.key),
    numHours: real('num_hours').notNull(),
    zipcode: text('zipcode').notNull(),
    regionId: text('region_id')
      .notNull()
      .references(() => serviceRegions.id),
    campaignId: text('campaign_id'),
    /** The ad group whose own discount this quote grants (no campaign), for the receipt's "discount and its source". */
    adGroupId: text('ad_group_id'),
    /** The membership whose member rate a member cleaning is priced at: its saving is the account's "saved so far". */
    membershipId: integer('membership_id').references((): AnyPgColumn => memberships.id),
    discountCents: integer('discount_cents').notNull(),
    priceBeforeTaxCents: integer('price_before_tax_cents').notNull(),
    salesTaxCents: integer('sales_tax_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    /**
     * What the purchase of this quote was for (kind, hours, email, customer details), set
     * by the attempt that paid: a replay with anything else is refused and learns nothing.
     */
    fingerprint: text('fingerprint'),
    /** SHA-256 of the payment token that paid it (never the token itself). */
    paidWith: text('paid_with'),
    /** `abandoned`: a payment was begun and never finished; the sweep refunded whatever was taken and gave the hold back. */
    status: text('status').$type<'open' | 'completed' | 'abandoned'>().notNull().default('open'),
    /**
     * When a purchase of this quote took one unit of its option's stock and one redemption of its campaign, just
     * before charging (server/domain/purchaseHolds.ts); kept once completed, cleared when the payment is declined
     * or abandoned. Two buyers can then never both be charged for the last unit.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /**
     * Payment attempts on this quote under way right now: a declined attempt gives the hold back only when it was the
     * last one, so a racing attempt that is being paid keeps what it is paying for.
     */
    paymentsUnderWay: integer('payments_under_way').notNull().default(0),
    /** The provider's own id for this quote's payment, as an unfinished attempt reported it (a timeout, a bank check): the sweep settles by it. */
    paymentRef: text('payment_ref'),
    /**
     * Who is told if the sweep refunds this quote's payment (the buyer of the unfinished attempt, and the brand and
     * site they bought on), as that attempt reported it; cleared when the quote is sold or the email is claimed.
     */
    refundNotice: jsonb('refund_notice').$type<{ to: string; brand: { name: string; origin: string } }>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('price_intents_price_positive', sql`${t.priceCents} >= 0`),
    index('price_intents_campaign_held')
      .on(t.campaignId)
      .where(sql`${t.campaignId} is not null`),
  ],
);

/**
 * Spec §1 "valid only for new clients": the quote a new email is paying with
 * right now. One row per mailbox (the canonical form of the email), taken before the card is charged, so two
 * first purchases for one email at the same moment cannot both be charged;
 * a claim left by an abandoned payment lapses (see newClients.ts).
 */
export const firstCleaningClaims = pgTable('first_cleaning_claims', {
  email: text('email').primaryKey(),
  intentId: text('intent_id').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
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
  /** Set when the membership it came with was cancelled before the cleaning took place: it can no longer be used. */
  voidedAt: timestamp('voided_at', { withTimezone: true }),
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
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** The brand the membership was bought on: billing, which has no request, writes to the member as it (its current name and site). */
  brandKey: text('brand_key'),
  /**
   * While a pause runs, when it ends (membershipPauses holds every pause). Set and cleared by one conditional update,
   * so two requests at once cannot both start a pause.
   */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A member's pauses (issue 42): the billing schedule slides by `months` from `startsAt` on (lib/rules/membershipBilling.ts),
 * so nothing is charged while paused and the minimum-term count waits with it. Resuming early shortens `months` to
 * what keeps every charge that fell in the pause after the resume.
 */
export const membershipPauses = pgTable(
  'membership_pauses',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    months: integer('months').notNull(),
    /** When the member asked to resume before the pause ran out. */
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('membership_pauses_membership_idx').on(t.membershipId), check('membership_pauses_months_range', sql`${t.months} between 0 and 3`)],
);

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
  /** The referrer credited (the visit's `referral_id` cookie, when it names a known code). */
  referralCode: text('referral_code').references(() => referralCodes.code),
  createdAt: createdAt(),
});

export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  hostName: text('host_name').notNull(),
});

/**
 * The funnel's Payment and Purchase steps, from the server's own records
 * (issue 38, item 7): one row each time a purchase reached the payment
 * provider, with the visit it belongs to as the request's cookies name it
 * (the same visitor id the browser's events carry). Whether it was bought,
 * and for how much, is read from `purchases` and the quote, never from here.
 */
export const funnelPayments = pgTable(
  'funnel_payments',
  {
    id: serial('id').primaryKey(),
    /** The quote paid for; no foreign key: a quote nobody bought is deleted a day after it expires, its attempt stays counted. */
    intentId: text('intent_id').notNull(),
    /** The visitor id (`sid` cookie); a request without one counts as a session of its own (`intent:{id}`). */
    sessionId: text('session_id').notNull(),
    brandKey: text('brand_key').notNull(),
    /** The visitor's experiment groups (from `fecohorts`), as the events record them. */
    cohorts: jsonb('cohorts').$type<Record<string, string>>().notNull().default({}),
    referralCode: text('referral_code'),
    /** Agent sessions and bots: recorded, never counted. */
    excluded: boolean('excluded').notNull().default(false),
    /** What the provider answered: the card was charged, declined, not confirmed in time, or needs the bank's check. */
    outcome: text('outcome').$type<'charged' | 'declined' | 'unconfirmed' | 'action_required'>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('funnel_payments_time_idx').on(t.occurredAt),
    index('funnel_payments_intent_idx').on(t.intentId),
    // Experiment results find a visitor's purchases by their visitor id.
    index('funnel_payments_session_idx').on(t.sessionId),
  ],
);

/**
 * Membership charges: one row per billing period (kind 'period') and at most
 * one early-cancellation charge (kind 'cancellation', period 0). The payment
 * provider's idempotency key names the customer, membership and period, so a
 * billing run repeated, or run on two instances at once, charges once.
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    kind: text('kind').$type<'period' | 'cancellation'>().notNull(),
    period: integer('period').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'paid' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    chargeId: text('charge_id'),
    lastError: text('last_error'),
    /** The status the member was last emailed about: a run claims a change before it writes, so racing runs send one email. */
    notified: text('notified').$type<'paid' | 'failed'>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.kind, t.period] })],
);

/**
 * Card payments the provider declined, kept an hour or so for the limits that stop card testing: declines per quote,
 * per client and per card (the provider's fingerprint, never the number). Rows older than a day are swept.
 */
export const paymentDeclines = pgTable(
  'payment_declines',
  {
    id: serial('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    clientKey: text('client_key').notNull(),
    cardFingerprint: text('card_fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_declines_intent_idx').on(t.intentId),
    index('payment_declines_client_idx').on(t.clientKey, t.createdAt),
    index('payment_declines_card_idx').on(t.cardFingerprint, t.createdAt),
  ],
);

/**
 * Renewal notices sent (issue 42): one row per membership and billing period, inserted before the email goes, so
 * two instances running the care job at once send one notice.
 */
export const membershipNotices = pgTable(
  'membership_notices',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    period: integer('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.period] })],
);
