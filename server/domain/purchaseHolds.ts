import { and, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { firstCleaningClaims, priceIntents, voucherStock } from '@/db/schema';
import { campaignRuns } from '@/lib/rules/discount';
import { errorText, log } from '@/server/platform/log';
import type { EmailSender } from '../email';
import { refundEmail, type EmailBrand } from '../email/templates';
import { PaymentTimeoutError, type PaymentGateway } from '../payments/gateway';
import { campaignRedemptions, type OfferSource } from '../offer/grants';

/**
 * What a purchase takes before the card is charged: one unit of its option's
 * stock and, for a campaign's quote, one of the campaign's redemptions. Taken
 * in one transaction (the stock row's own `remaining > 0` update, the campaign
 * counted under a lock of its own), so buyers racing for the last unit or the
 * last redemption are refused before they pay rather than all charged. The
 * hold is the quote's `held_at`: kept when the purchase completes (it is the
 * sale), given back when the payment is declined or abandoned. Every attempt
 * to pay the quote counts itself in while its payment is under way, and a
 * decline gives the hold back only when no other attempt is still paying.
 */

/**
 * `gone`: the quote itself was deleted meanwhile (the sweep removes expired quotes); `abandoned`: the sweep settled
 * it as abandoned mid-payment. Nothing may be charged for either.
 */
export type Hold = 'held' | 'sold-out' | 'campaign-ended' | 'gone' | 'abandoned';

/** A hold whose payment never finished is given back after this (quotes are good for 30 minutes). */
export const HOLD_LAPSES_AFTER_MS = 60 * 60_000;
/** A payment the provider could not settle for this long needs a person: the log says so as an error. */
const SETTLING_ESCALATES_AFTER_MS = 24 * 3_600_000;

interface HeldQuote {
  id: string;
  numHours: number;
  campaignId: string | null;
}

class Refused extends Error {
  constructor(readonly hold: Exclude<Hold, 'held'>) {
    super(hold);
  }
}

export async function holdForPurchase(db: Db, intent: HeldQuote, facts: { offers: OfferSource; brandKey: string; now: Date }): Promise<Hold> {
  // Content, not the database: read before the transaction so it holds no lock while it waits.
  const campaign = intent.campaignId ? await facts.offers.campaign(intent.campaignId) : null;
  try {
    return await db.transaction(async (tx): Promise<Hold> => {
      const [quote] = await tx
        .select({ heldAt: priceIntents.heldAt, status: priceIntents.status })
        .from(priceIntents)
        .where(eq(priceIntents.id, intent.id))
        .for('update');
      if (!quote) return 'gone';
      if (quote.status === 'abandoned') return 'abandoned';
      // A retry of a purchase already under way (a timeout, a bank check, a second click) shares the hold it took.
      if (quote.heldAt) {
        await tx
          .update(priceIntents)
          .set({ paymentsUnderWay: sql`${priceIntents.paymentsUnderWay} + 1` })
          .where(eq(priceIntents.id, intent.id));
        return 'held';
      }
      const [stock] = await tx.select({ remaining: voucherStock.remaining }).from(voucherStock).where(eq(voucherStock.numHours, intent.numHours));
      if (stock) {
        const taken = await tx
          .update(voucherStock)
          .set({ remaining: sql`${voucherStock.remaining} - 1` })
          .where(and(eq(voucherStock.numHours, intent.numHours), gt(voucherStock.remaining, 0)))
          .returning({ remaining: voucherStock.remaining });
        if (!taken.length) throw new Refused('sold-out');
      }
      if (intent.campaignId) {
        // One purchase at a time counts this campaign's redemptions (released when the transaction ends).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`campaign:${intent.campaignId}`}))`);
        if (!campaign || !campaignRuns(campaign, facts.brandKey, facts.now, await campaignRedemptions(tx, intent.campaignId)))
          throw new Refused('campaign-ended');
      }
      await tx.update(priceIntents).set({ heldAt: facts.now, paymentsUnderWay: 1 }).where(eq(priceIntents.id, intent.id));
      return 'held';
    });
  } catch (error) {
    if (error instanceof Refused) return error.hold;
    throw error;
  }
}

/** Who is told if the sweep refunds a quote's payment: the buyer of the attempt that left it unfinished, and the brand and site they bought on. */
export interface RefundNotice {
  to: string;
  brand: EmailBrand;
}

/** What an attempt that could not finish knows for the sweep: the provider's id for its payment, and whom to tell. */
export interface Unfinished {
  paymentRef: string | null;
  notice: RefundNotice | null;
}

/**
 * An attempt's payment has ended without a sale. `declined`: the hold is given back, unless another attempt on the
 * quote is still paying; answers whether it was. Otherwise (a timeout, a bank check) the hold stays for the retry;
 * the sweep gives it back if nobody comes back.
 */
export async function endPaymentAttempt(
  db: Db,
  intentId: string,
  outcome: 'declined' | 'unfinished',
  unfinished: Unfinished = { paymentRef: null, notice: null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .update(priceIntents)
      .set({
        paymentsUnderWay: sql`greatest(${priceIntents.paymentsUnderWay} - 1, 0)`,
        ...(unfinished.paymentRef ? { paymentRef: unfinished.paymentRef } : {}),
        ...(unfinished.notice ? { refundNotice: unfinished.notice } : {}),
      })
      .where(eq(priceIntents.id, intentId))
      .returning({ paymentsUnderWay: priceIntents.paymentsUnderWay });
    return outcome === 'declined' && quote?.paymentsUnderWay === 0 && (await giveBack(tx, intentId, 'open'));
  });
}

/**
 * Clears an unsold quote's hold and puts its unit back in stock (nothing if it held nothing or completed meanwhile).
 * `open`: only while the quote is open; an abandoned one keeps its hold until the sweep has settled its payment.
 */
async function giveBack(tx: Pick<Db, 'update'>, intentId: string, only?: 'open'): Promise<boolean> {
  const released = await tx
    .update(priceIntents)
    .set({ heldAt: null, paymentsUnderWay: 0 })
    .where(and(eq(priceIntents.id, intentId), only ? eq(priceIntents.status, only) : ne(priceIntents.status, 'completed'), isNotNull(priceIntents.heldAt)))
    .returning({ numHours: priceIntents.numHours });
  for (const { numHours } of released)
    await tx
      .update(voucherStock)
      .set({ remaining: sql`${voucherStock.remaining} + 1` })
      .where(eq(voucherStock.numHours, numHours));
  return released.length > 0;
}

export interface Settled {
  /** Holds given back. */
  released: number;
  /** Payments the provider had taken for them (an answer lost, a bank check finished after the buyer left), refunded. */
  refunded: number;
}

/**
 * Settles purchases abandoned mid-payment (the payment sweep, server/jobs/paymentSweep.ts), however many attempts said they were under way.
 * An hour after the hold was taken the quote has long expired, so no new attempt can start: the quote is marked
 * abandoned (no attempt can complete a sale on it from then on), whatever the provider took for it is refunded,
 * the buyer is told by email, and its hold is given back. A quote the provider cannot answer for yet waits for the
 * next sweep, still held.
 */
export async function settleAbandonedPayments(db: Db, gateway: PaymentGateway, now: Date, email?: EmailSender): Promise<Settled> {
  const lapsed = await db
    .select({ id: priceIntents.id, priceCents: priceIntents.priceCents, heldAt: priceIntents.heldAt, paymentRef: priceIntents.paymentRef })
    .from(priceIntents)
    .where(and(ne(priceIntents.status, 'completed'), lt(priceIntents.heldAt, new Date(now.getTime() - HOLD_LAPSES_AFTER_MS))));
  const settled: Settled = { released: 0, refunded: 0 };
  for (const quote of lapsed) {
    const outcome = await settleQuote(db, gateway, quote, now, email);
    if (outcome === 'unsettled' || outcome === 'not-ours') continue;
    if (outcome.refunded) settled.refunded += 1;
    if (outcome.released) settled.released += 1;
  }
  return settled;
}

type SettleOutcome = { refunded: boolean; released: boolean } | 'not-ours' | 'unsettled';

/**
 * Ends one quote whose payment will not be finished: marked abandoned (no attempt can complete a sale on it from
 * then on), whatever the provider took for it refunded and the buyer told, its hold and its email's first-cleaning
 * claim given back. `idleOnly`: only if no attempt is paying it right now. A quote the provider cannot answer for yet
 * stays held for the next sweep.
 */
async function settleQuote(
  db: Db,
  gateway: PaymentGateway,
  quote: { id: string; priceCents: number; heldAt: Date | null; paymentRef: string | null },
  now: Date,
  email?: EmailSender,
  idleOnly = false,
): Promise<SettleOutcome> {
  const [marked] = await db
    .update(priceIntents)
    .set({ status: 'abandoned' })
    .where(
      and(
        eq(priceIntents.id, quote.id),
        ne(priceIntents.status, 'completed'),
        ...(idleOnly ? [eq(priceIntents.paymentsUnderWay, 0), isNotNull(priceIntents.heldAt)] : []),
      ),
    )
    .returning({ id: priceIntents.id });
  if (!marked) return 'not-ours';
  let refunded = false;
  try {
    refunded = (await gateway.refundAbandoned({ paymentKey: quote.id, amountCents: quote.priceCents, paymentRef: quote.paymentRef })) === 'refunded';
    if (refunded && email) await tellRefunded(db, email, quote, now);
  } catch (error) {
    if (!(error instanceof PaymentTimeoutError)) throw error;
    // The unit stays held: it may have been paid for.
    const stuck = now.getTime() - (quote.heldAt?.getTime() ?? now.getTime()) > SETTLING_ESCALATES_AFTER_MS;
    const line = { intent: quote.id, amountCents: quote.priceCents, err: errorText(error) };
    if (stuck) log.error(line, 'abandoned payment unsettled for a day: check it with the provider and refund it by hand');
    else log.warn(line, 'abandoned payment not settled; the provider did not answer, next try on the next sweep');
    return 'unsettled';
  }
  const released = await db.transaction(async (tx) => {
    await tx.delete(firstCleaningClaims).where(eq(firstCleaningClaims.intentId, quote.id));
    return giveBack(tx, quote.id);
  });
  return { refunded, released };
}

/**
 * A buyer starts again while an earlier quote of theirs has a payment that did not finish (it timed out, or waits
 * on a bank check nobody completed) and nobody is paying it now: that quote is settled at once, as the sweep would
 * settle it an hour later (refunded if it was charged, its hold and the email's claim given back), so the new
 * purchase is not turned away for a payment that never became a sale. False when the provider cannot tell yet.
 */
export async function settleUnfinishedPayment(
  db: Db,
  gateway: PaymentGateway,
  quote: typeof priceIntents.$inferSelect,
  now: Date,
  email?: EmailSender,
): Promise<boolean> {
  const outcome = await settleQuote(db, gateway, quote, now, email, true);
  return outcome !== 'unsettled';
}

/**
 * Emails the buyer that their payment was refunded. The notice is claimed (taken off the quote) before it is sent,
 * so sweeps on two instances, which both hear "refunded" from the provider, send one email; and the buyer's address
 * is not kept once it has served. A failed email is logged, never retried: the refund itself is made either way.
 */
async function tellRefunded(db: Db, email: EmailSender, quote: { id: string; priceCents: number; heldAt: Date | null }, now: Date): Promise<void> {
  const notice = await db.transaction(async (tx) => {
    const [row] = await tx.select({ notice: priceIntents.refundNotice }).from(priceIntents).where(eq(priceIntents.id, quote.id)).for('update');
    if (row?.notice) await tx.update(priceIntents).set({ refundNotice: null }).where(eq(priceIntents.id, quote.id));
    return row?.notice ?? null;
  });
  if (!notice) return;
  try {
    await email.send(refundEmail(notice.to, notice.brand, { amountCents: quote.priceCents, attemptedAt: quote.heldAt ?? now }));
  } catch (error) {
    log.error({ intent: quote.id, err: errorText(error) }, 'refund email not delivered; the refund itself is made');
  }
}
