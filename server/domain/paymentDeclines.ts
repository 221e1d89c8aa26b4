import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '@/db';
import { paymentDeclines } from '@/db/schema';

/**
 * Card testing (trying stolen numbers until one is accepted) shows as declines. A quote takes at most 3 declined
 * cards, a client 10 an hour and a card 5 an hour; past that nothing more is sent to the provider and the buyer is
 * told to wait. Counted in the database, so every instance sees the same counts.
 */
export const DECLINE_LIMITS = { perQuote: 3, perClientPerHour: 10, perCardPerHour: 5 } as const;

const HOUR_MS = 3_600_000;

export const TOO_MANY_DECLINES_MESSAGE = 'Too many cards have been declined. For your security, please wait an hour before trying again, or contact us.';

export interface DeclineFacts {
  intentId: string;
  clientKey: string;
  cardFingerprint: string | null;
}

/** Whether one more attempt may reach the provider. */
export async function declinesAllowAttempt(db: Pick<Db, 'select'>, facts: DeclineFacts, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - HOUR_MS);
  const counted = async (where: ReturnType<typeof and>) => Number((await db.select({ n: count() }).from(paymentDeclines).where(where))[0]?.n ?? 0);
  const [perQuote, perClient, perCard] = await Promise.all([
    counted(eq(paymentDeclines.intentId, facts.intentId)),
    counted(and(eq(paymentDeclines.clientKey, facts.clientKey), gte(paymentDeclines.createdAt, since))),
    facts.cardFingerprint
      ? counted(and(eq(paymentDeclines.cardFingerprint, facts.cardFingerprint), gte(paymentDeclines.createdAt, since)))
      : Promise.resolve(0),
  ]);
  return perQuote < DECLINE_LIMITS.perQuote && perClient < DECLINE_LIMITS.perClientPerHour && perCard < DECLINE_LIMITS.perCardPerHour;
}

export async function recordDecline(db: Pick<Db, 'insert'>, facts: DeclineFacts, now: Date): Promise<void> {
  await db.insert(paymentDeclines).values({ ...facts, createdAt: now });
}

/** The payment sweep's part (server/jobs/paymentSweep.ts): declines older than a day count for nothing any more. */
export async function deleteOldDeclines(db: Pick<Db, 'delete'>, now: Date): Promise<number> {
  const deleted = await db
    .delete(paymentDeclines)
    .where(lt(paymentDeclines.createdAt, new Date(now.getTime() - 24 * HOUR_MS)))
    .returning({ id: paymentDeclines.id });
  return deleted.length;
}
