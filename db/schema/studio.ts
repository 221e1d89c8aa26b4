import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The built-in studio's people, their sessions and sign-in links, and scheduled publishing. */

/**
 * People who use the studio, each with one role (lib/rules/studioRoles.ts). The
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
    uniqueIndex('studio_users_first_admin_idx')
      .on(sql`(${t.invitedBy} is null)`)
      .where(sql`${t.invitedBy} is null`),
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
 * Preview handoff links already followed (server/site/studioGrants.ts): the sealed link names a random id, and the
 * first visit that inserts it is the only one it opens a preview for. Kept a day past the link's minute.
 */
export const studioPreviewHandoffs = pgTable(
  'studio_preview_handoffs',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('studio_preview_handoffs_expiry_idx').on(t.expiresAt)],
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
