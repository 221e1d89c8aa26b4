import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Customers, their sign-in links and sessions. */

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
    /**
     * The visitor id (`sid` cookie) of the visit that first bought: signing in on another device takes it back, so the
     * customer stays in the experiment groups they were shown (issue 40).
     */
    visitorId: text('visitor_id'),
    /**
     * "The same cleaner next time" (issue 42): the booking whose cleaner the customer asked for again, from rating it.
     * Each later booking copies it (bookings.sameCleanerAs), so dispatch sees the request with the cleaning.
     */
    sameCleanerAs: integer('same_cleaner_as'),
    createdAt: createdAt(),
  },
  (t) => [index('customers_email_key_idx').on(t.emailKey), index('customers_card_fingerprint_idx').on(t.cardFingerprint)],
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
