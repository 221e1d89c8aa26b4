import type { Db } from '@/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { customers, funnelPayments, purchases } from '@/db/schema';
import { errorText, requestLog } from '@/server/platform/log';
import type { PurchaseResult } from './purchases';

/**
 * The funnel's own record of payments (issue 38, item 7): each purchase that
 * reached the payment provider, with the visit it belongs to, so the Payment
 * and Purchase steps and revenue are counted from what the server did, not
 * from what a browser says. Purchases and their prices are read from
 * `purchases` and the quote (server/domain/funnelReport.ts).
 */

/** The visit a commerce request belongs to, from its cookies (the same ones the browser's events carry). */
export interface FunnelVisit {
  /** The visitor id (`sid` cookie), when well-formed. */
  sessionId: string | null;
  brandKey: string;
  cohorts: Record<string, string>;
  referralCode: string | null;
  /** An agent session or a bot: recorded, never counted. */
  excluded: boolean;
}

type Outcome = (typeof funnelPayments.$inferInsert)['outcome'];

/**
 * What the provider did with the payment, or null when the purchase never reached it (bad input, an expired or used
 * quote). A replay of a completed purchase answers success again and is recorded again: the funnel counts quotes.
 */
function outcomeOf(result: PurchaseResult): Outcome | null {
  if (result.success) return 'charged';
  if (result.error === 'DECLINED') return 'declined';
  if (result.error === 'PAYMENT_UNCONFIRMED') return 'unconfirmed';
  if (result.error === 'ACTION_REQUIRED') return 'action_required';
  return null;
}

/** Records the payment a purchase attempted and hands its result back; a failure to record never fails the purchase. */
export async function recordPayment(db: Db, visit: FunnelVisit, intentId: string, result: PurchaseResult): Promise<PurchaseResult> {
  const outcome = outcomeOf(result);
  if (!outcome) return result;
  try {
    await db.insert(funnelPayments).values({
      intentId,
      sessionId: visit.sessionId ?? `intent:${intentId}`,
      brandKey: visit.brandKey,
      cohorts: visit.cohorts,
      referralCode: visit.referralCode,
      excluded: visit.excluded,
      outcome,
    });
    // The buyer keeps this visit's experiment groups on every device they later sign in on (customerHttp.ts).
    if (outcome === 'charged' && visit.sessionId && !visit.excluded) {
      await db
        .update(customers)
        .set({ visitorId: visit.sessionId })
        .where(
          and(isNull(customers.visitorId), eq(customers.id, sql`(select ${purchases.customerId} from ${purchases} where ${purchases.intentId} = ${intentId})`)),
        );
    }
  } catch (error) {
    requestLog().warn({ err: errorText(error), intent: intentId }, 'payment not recorded for the funnel');
  }
  return result;
}
