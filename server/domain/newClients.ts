import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { customers, firstCleaningClaims, priceIntents, vouchers } from '@/db/schema';
import { canonicalEmail } from '@/lib/rules/emailIdentity';
import { CLAIM_LAPSES_AFTER_MS, isNewClient } from '@/lib/rules/newClients';

/** The new-clients rule (lib/rules/newClients.ts) over the database: whether this mailbox or card has bought a first cleaning. */
export async function hasBoughtFirstCleaning(db: Pick<Db, 'select'>, who: { email: string; cardFingerprint?: string | null }): Promise<boolean> {
  const bought = (where: ReturnType<typeof eq>) =>
    sql<boolean>`exists (${db
      .select({ one: sql`1` })
      .from(vouchers)
      .innerJoin(customers, eq(customers.id, vouchers.customerId))
      .where(where)})`;
  const [history] = await db
    .select({
      mailboxBought: bought(eq(customers.emailKey, canonicalEmail(who.email))),
      cardBought: who.cardFingerprint ? bought(eq(customers.cardFingerprint, who.cardFingerprint)) : sql<boolean>`false`,
    })
    .from(sql`(select 1) as one`);
  return !isNewClient({ mailboxBought: history?.mailboxBought === true, cardBought: history?.cardBought === true });
}

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
  const [row] = await db
    .select({ intent: priceIntents })
    .from(firstCleaningClaims)
    .innerJoin(priceIntents, eq(priceIntents.id, firstCleaningClaims.intentId))
    .where(eq(firstCleaningClaims.email, canonicalEmail(email)))
    .limit(1);
  return row?.intent.status === 'open' ? row.intent : null;
}

/** A declined or failed payment gives the claim back, so another quote for the email can be paid. */
export async function releaseFirstCleaning(db: Pick<Db, 'delete'>, email: string, intentId: string): Promise<void> {
  await db.delete(firstCleaningClaims).where(and(eq(firstCleaningClaims.email, canonicalEmail(email)), eq(firstCleaningClaims.intentId, intentId)));
}
