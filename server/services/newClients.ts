import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { customers, vouchers } from '@/db/schema';
import { NOT_NEW_CLIENT_MESSAGE, signInPath } from '@/lib/rules/newClients';

/**
 * Spec §1 "valid only for new clients": every plan sold here is a first
 * cleaning, so an email that already holds a voucher has had its first
 * cleaning offer. Emails are compared as stored: lower-cased and trimmed by
 * the email rule before they get here.
 */
export async function hasBoughtFirstCleaning(db: Pick<Db, 'select'>, email: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(vouchers)
    .innerJoin(customers, eq(customers.id, vouchers.customerId))
    .where(eq(customers.email, email))
    .limit(1);
  return row !== undefined;
}

export interface NotNewClientError {
  __typename: 'NotNewClientError';
  message: string;
  signInPath: string;
}

export const notNewClient = (email: string | null): NotNewClientError => ({ __typename: 'NotNewClientError', message: NOT_NEW_CLIENT_MESSAGE, signInPath: signInPath(email) });
