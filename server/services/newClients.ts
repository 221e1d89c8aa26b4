import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { customers, firstCleaningClaims, priceIntents, vouchers } from '@/db/schema';
import { canonicalEmail } from '@/lib/rules/emailIdentity';

/**
 * Spec §1 "valid only for new clients": every plan sold here is a first
 * cleaning, so a mailbox that already holds a voucher has had its first
 * cleaning offer, and so has a card that paid for one. Mailboxes are compared
 * in canonical form (lib/rules/emailIdentity.ts), cards by the provider's
 * fingerprint, so neither an alias of the address nor another address with
 * the same card makes a new client.
 */
export async function hasBoughtFirstCleaning(db: Pick<Db, 'select'>, who: { email: string; cardFingerprint?: string | null }): Promise<boolean> {
  const mailbox = eq(customers.emailKey, canonicalEmail(who.email));
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(vouchers)
    .innerJoin(customers, eq(customers.id, vouchers.customerId))
    .where(who.cardFingerprint ? or(mailbox, eq(customers.cardFingerprint, who.cardFingerprint)) : mailbox)
    .limit(1);
  return row !== undefined;
}

/** A payment attempt takes seconds; a claim this old was left by an abandoned one and may be taken over. */
export const CLAIM_LAPSES_AFTER_MS = 15 * 60 * 1000;

/**
 * Takes the mailbox's first-cleaning claim for this quote, atomically: true when
 * the claim is this quote's (new, already its own, or lapsed), false while
 * another quote for the same mailbox is being paid.
 */
export async function claimFirstCleaning(db: Pick<Db, 'insert'>, email: string, intentId: string, now: Date): Promise<boolean> {
  const lapsed = new Date(now.getTime() - CLAIM_LAPSES_AFTER_MS);
  const taken = await db
    .insert(firstCleaningClaims)
    .values({ email: canonicalEmail(email), intentId, claimedAt: now })
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
  const [row] = await db.select({ intent: priceIntents }).from(firstCleaningClaims).innerJoin(priceIntents, eq(priceIntents.id, firstCleaningClaims.intentId)).where(eq(firstCleaningClaims.email, canonicalEmail(email))).limit(1);
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
  await db.delete(firstCleaningClaims).where(and(eq(firstCleaningClaims.email, canonicalEmail(email)), eq(firstCleaningClaims.intentId, intentId)));
}
