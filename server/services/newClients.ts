import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { customers, firstCleaningClaims, priceIntents, vouchers } from '@/db/schema';
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

/** A payment attempt takes seconds; a claim this old was left by an abandoned one and may be taken over. */
export const CLAIM_LAPSES_AFTER_MS = 15 * 60 * 1000;

/**
 * Takes the email's first-cleaning claim for this quote, atomically: true when
 * the claim is this quote's (new, already its own, or lapsed), false while
 * another quote for the same email is being paid.
 */
export async function claimFirstCleaning(db: Pick<Db, 'insert'>, email: string, intentId: string, now: Date): Promise<boolean> {
  const lapsed = new Date(now.getTime() - CLAIM_LAPSES_AFTER_MS);
  const taken = await db
    .insert(firstCleaningClaims)
    .values({ email, intentId, claimedAt: now })
    .onConflictDoUpdate({
      target: firstCleaningClaims.email,
      set: { intentId, claimedAt: now },
      setWhere: or(eq(firstCleaningClaims.intentId, intentId), lt(firstCleaningClaims.claimedAt, lapsed)),
    })
    .returning({ intentId: firstCleaningClaims.intentId });
  return taken.length === 1;
}

/**
 * The quote whose payment holds the email's claim, when that payment has not become a sale: timed out, waiting on
 * a bank check, or being made right now. Null when the email has no claim, or its quote sold.
 */
export async function unfinishedPaymentFor(db: Pick<Db, 'select'>, email: string): Promise<typeof priceIntents.$inferSelect | null> {
  const [row] = await db.select({ intent: priceIntents }).from(firstCleaningClaims).innerJoin(priceIntents, eq(priceIntents.id, firstCleaningClaims.intentId)).where(eq(firstCleaningClaims.email, email)).limit(1);
  return row?.intent.status === 'open' ? row.intent : null;
}

/**
 * A payment that ended without finishing (a timeout, a bank check) and that nobody is making now: its quote still
 * holds what it took before charging, and no attempt is under way. A claim taken a moment ago, whose attempt has not
 * taken its hold yet, is not one: that payment is being made.
 */
export const isIdleUnfinished = (intent: Pick<typeof priceIntents.$inferSelect, 'status' | 'heldAt' | 'paymentsUnderWay'>) => intent.status === 'open' && intent.heldAt !== null && intent.paymentsUnderWay === 0;

/** A declined or failed payment gives the claim back, so another quote for the email can be paid. */
export async function releaseFirstCleaning(db: Pick<Db, 'delete'>, email: string, intentId: string): Promise<void> {
  await db.delete(firstCleaningClaims).where(and(eq(firstCleaningClaims.email, email), eq(firstCleaningClaims.intentId, intentId)));
}

export interface NotNewClientError {
  __typename: 'NotNewClientError';
  message: string;
  signInPath: string;
}

export const notNewClient = (email: string | null): NotNewClientError => ({ __typename: 'NotNewClientError', message: NOT_NEW_CLIENT_MESSAGE, signInPath: signInPath(email) });
