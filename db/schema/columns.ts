import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: every table that records it uses this one column. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
