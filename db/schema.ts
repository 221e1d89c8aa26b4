import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  json,
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
  /** How many months each membership charge covers: 1 (monthly), 3 (quarterly) or 6. */
  billingMonths: integer('billing_months').notNull().default(1),
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
    /** The ad group whose own discount this quote grants (no campaign), for the receipt's "discount and its source". */
    adGroupId: text('ad_group_id'),
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
     * before charging (server/services/purchaseHolds.ts); kept once completed, cleared when the payment is declined
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
    index('price_intents_campaign_held').on(t.campaignId).where(sql`${t.campaignId} is not null`),
  ],
);

export const customers = pgTable(
  'customers',
  {
  id: serial('id').primaryKey(),
  /** As the customer typed it: what email is sent to. */
  email: text('email').notNull().unique(),
  /** The mailbox it reaches (lib/rules/emailIdentity.ts): what the new-clients rule and sign-in compare. */
  emailKey: text('email_key'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone').notNull(),
  zipcode: text('zipcode').notNull(),
  /**
   * The payment provider's reference for the card that paid the first purchase
   * (a token or payment method id, never card data): later fees are charged to it.
   */
  paymentMethod: text('payment_method'),
  /** The provider's customer that card is kept under; later charges to the card name it. */
  paymentCustomer: text('payment_customer'),
  /** The provider's fingerprint of that card: a first cleaning is one per card as well as one per mailbox. */
  cardFingerprint: text('card_fingerprint'),
  createdAt: createdAt(),
  },
  (t) => [index('customers_email_key_idx').on(t.emailKey), index('customers_card_fingerprint_idx').on(t.cardFingerprint)],
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
  /** The referrer credited (the visit's `referral_id` cookie, when it names a known code). */
  referralCode: text('referral_code').references(() => referralCodes.code),
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
  (t) => [index('funnel_payments_time_idx').on(t.occurredAt), index('funnel_payments_intent_idx').on(t.intentId)],
);

/**
 * People who use the studio, each with one role (lib/studio/roles.ts). The
 * first admin is created with the studio token (STUDIO_TOKEN, or the one
 * `npm start` generates); admins invite everyone else. Removing a person
 * removes their sessions and sign-in links with them.
 */
export const studioUsers = pgTable(
  'studio_users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<'admin' | 'editor' | 'marketer' | 'analyst'>().notNull(),
    /** Email of the admin who invited them; null for the first admin. */
    invitedBy: text('invited_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('studio_users_email_idx').on(t.email),
    // At most one person was not invited by anyone: the first admin, made with the studio token.
    uniqueIndex('studio_users_first_admin_idx').on(sql`(${t.invitedBy} is null)`).where(sql`${t.invitedBy} is null`),
    check('studio_users_role_check', sql`${t.role} in ('admin', 'editor', 'marketer', 'analyst')`),
  ],
);

/** Signed-in studio sessions, so signing out (or being removed) ends them at once. */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    /** SHA-256 of the session secret the browser holds; the secret itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => studioUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('studio_sessions_expiry_idx').on(t.expiresAt), index('studio_sessions_user_idx').on(t.userId)],
);

/** One-time studio sign-in links: only the SHA-256 of the token is stored; a link works once, for 15 minutes. */
export const studioSignInTokens = pgTable(
  'studio_sign_in_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => studioUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('studio_sign_in_tokens_expiry_idx').on(t.expiresAt)],
);

/**
 * Publish or unpublish a document at a chosen time (the studio's Schedules).
 * Any instance may run a due schedule: claiming it is one UPDATE from
 * pending to running, so each runs exactly once however many instances
 * look at the same moment.
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull(),
    documentType: text('document_type').notNull(),
    action: text('action').$type<'publish' | 'unpublish'>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed' | 'cancelled'>().notNull().default('pending'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    /** When an instance claimed it: a run that never finished (the instance stopped) is marked failed, never run twice. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why it failed (no draft to publish, the document was deleted…), for the studio. */
    outcome: text('outcome'),
  },
  (t) => [
    index('content_schedules_due_idx').on(t.status, t.runAt),
    check('content_schedules_action_check', sql`${t.action} in ('publish', 'unpublish')`),
    check('content_schedules_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

/**
 * Messages from the contact form (/help/ticket), answered from the studio's
 * inbox. `dedupeKey` (a hash of brand, email, topic and message) lets a
 * double-submitted form land once while the ticket is open.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    voucherCode: text('voucher_code'),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_tickets_open_dedupe_idx').on(t.brandKey, t.dedupeKey).where(sql`status = 'open'`),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * The built-in studio's content when DATABASE_URL is set (lib/cms/databaseBackend.ts),
 * so every instance reads and edits the same documents. Documents keep their Sanity
 * shape (drafts under `drafts.` ids) as `json`, which keeps their keys in order.
 */
export const contentDocuments = pgTable('content_documents', {
  id: text('id').primaryKey(),
  /** Dataset order, as in an NDJSON export: a new document goes last, an edited one keeps its place. */
  position: serial('position').notNull(),
  document: json('document').$type<{ _id: string; _type: string; [key: string]: unknown }>().notNull(),
});

/** Every change to a document, newest last: the studio's history and restore. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    seq: serial('seq').primaryKey(),
    /** The published id, for drafts too. */
    documentId: text('document_id').notNull(),
    revision: json('revision').$type<{ rev: string; at: string; action: string; document: Record<string, unknown> | null }>().notNull(),
  },
  (t) => [index('content_revisions_document_idx').on(t.documentId, t.seq)],
);

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Pictures uploaded in the built-in studio when DATABASE_URL is set, so every
 * instance serves them. The name is the content's hash with its size and type
 * (lib/rules/images/uploadedFiles.ts): a name always holds the same bytes.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** One row: bumped by every change, so each instance knows when to reload its copy. Absent until the content is first written. */
export const contentState = pgTable('content_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * Emails the embedded default delivers to the database instead of an SMTP
 * server (no SMTP_URL): staff read them in the studio's Outbox, and in
 * development the links are printed in the server log too.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** sign-in, receipt, booking, cancellation… */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/** One-time sign-in links: only the SHA-256 of the token is stored; a link works once, for 15 minutes. */
export const customerSignInTokens = pgTable(
  'customer_sign_in_tokens',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_sign_in_tokens_expiry_idx').on(t.expiresAt)],
);

/** Signed-in customers: the browser holds a random secret (httpOnly cookie), the database its hash; signing out deletes the row. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_sessions_expiry_idx').on(t.expiresAt)],
);

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
  },
  (t) => [
    uniqueIndex('bookings_place_idx').on(t.regionId, t.day, t.arrivalWindow, t.place).where(sql`status = 'booked'`),
    uniqueIndex('bookings_voucher_idx').on(t.voucherId).where(sql`status = 'booked'`),
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
  (t) => [index('payment_declines_intent_idx').on(t.intentId), index('payment_declines_client_idx').on(t.clientKey, t.createdAt), index('payment_declines_card_idx').on(t.cardFingerprint, t.createdAt)],
);
