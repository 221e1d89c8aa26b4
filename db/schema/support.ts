import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Support tickets and the outgoing email outbox. */

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
    uniqueIndex('support_tickets_open_dedupe_idx')
      .on(t.brandKey, t.dedupeKey)
      .where(sql`status = 'open'`),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

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
    /** Files sent with it (a booking's calendar entry), as sent. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);
