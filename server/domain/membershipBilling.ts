import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { bookings, customers, membershipCharges, membershipPauses, memberships, plans, priceIntents, vouchers } from '@/db/schema';
import { errorText, requestLog } from '@/server/platform/log';
import { earlyCancellationFeeCents, unusedFirstCleaningText } from '@/lib/rules/earlyCancellation';
import { nextCharge, periodDue, periodsDue, type Pause, type PeriodCharges } from '@/lib/rules/membershipBilling';
import { formatUtcDate } from '@/lib/rules/dates';
import { formatUsd } from '@/lib/rules/money';
import { emailBrandForKey } from '@/server/site/brandKey';
import type { EmailFacts, EmailSender } from '../email';
import { membershipCancelledEmail, membershipPaymentEmail, membershipPaymentFailedEmail } from '../email/templates';
import { PaymentTimeoutError, type PaymentGateway } from '../payments/gateway';
import { voidUnusedVoucher } from './bookings';
import { planPolicy } from './catalogue';

/**
 * Membership charges (spec §9) and cancelling a membership. Every charge goes
 * to the payment provider with an idempotency key of its own (customer,
 * membership, period), and is recorded per period: running the billing twice,
 * or on two instances at once, charges each due period once. A failed charge
 * is recorded and retried by later runs, up to MAX_ATTEMPTS.
 */

export const MAX_ATTEMPTS = 3;

type Membership = typeof memberships.$inferSelect;
type Plan = typeof plans.$inferSelect;

/** The membership's pauses (a resumed one with the months it kept): the billing schedule slides by them. */
export async function pausesOf(db: Pick<Db, 'select'>, membershipId: number): Promise<Pause[]> {
  return db
    .select({ startsAt: membershipPauses.startsAt, months: membershipPauses.months })
    .from(membershipPauses)
    .where(eq(membershipPauses.membershipId, membershipId));
}

/** When the membership's first cleaning took place (its voucher's booking has started), or null. */
export async function firstCleaningAt(db: Pick<Db, 'select'>, membership: Membership, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .innerJoin(vouchers, eq(vouchers.id, bookings.voucherId))
    .where(and(eq(vouchers.intentId, membership.intentId), eq(bookings.status, 'booked'), lte(bookings.startsAt, now)))
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  return row?.startsAt ?? null;
}

/** When the pause running now ends, or null when the membership is not paused (or no longer active). */
export const runningPauseEnd = (membership: Membership, now: Date): Date | null =>
  membership.status === 'active' && membership.pausedUntil && membership.pausedUntil > now ? membership.pausedUntil : null;

/** How each period's charge stands (lib/rules/membershipBilling.ts `nextCharge`): paid, or failed with no retries left. */
export async function periodCharges(db: Pick<Db, 'select'>, membershipId: number): Promise<PeriodCharges & { failed: boolean }> {
  const rows = await db
    .select({ period: membershipCharges.period, status: membershipCharges.status, attempts: membershipCharges.attempts })
    .from(membershipCharges)
    .where(and(eq(membershipCharges.membershipId, membershipId), eq(membershipCharges.kind, 'period')));
  return {
    paid: new Set(rows.filter((r) => r.status === 'paid').map((r) => r.period)),
    exhausted: new Set(rows.filter((r) => r.status === 'failed' && r.attempts >= MAX_ATTEMPTS).map((r) => r.period)),
    failed: rows.some((r) => r.status === 'failed'),
  };
}

/**
 * What the customer area shows: paid months, the next charge (and the period it is for), and the last failure. The
 * next charge is billing's own (`nextCharge`): a period due and still retried is due now, never a date in the past.
 */
export async function membershipState(db: Db, membership: Membership, now: Date) {
  const [plan] = await db.select().from(plans).where(eq(plans.key, membership.planKey)).limit(1);
  const terms = { billingMonths: plan?.billingMonths ?? 1, freeMonths: membership.freeMonths };
  const charges = await periodCharges(db, membership.id);
  const first = await firstCleaningAt(db, membership, now);
  const next = membership.status === 'active' && first ? nextCharge(first, terms, await pausesOf(db, membership.id), charges, now) : null;
  return {
    paidMonths: charges.paid.size * terms.billingMonths,
    nextChargeDate: next ? next.at.toISOString() : null,
    nextChargePeriod: next?.period ?? null,
    pausedUntil: runningPauseEnd(membership, now)?.toISOString() ?? null,
    paymentFailed: charges.failed,
  };
}

async function chargeOnce(
  db: Db,
  gateway: PaymentGateway,
  membership: Membership,
  kind: 'period' | 'cancellation',
  period: number,
  amountCents: number,
  description: string,
): Promise<'paid' | 'failed' | 'unconfirmed'> {
  const [customer] = await db
    .select({ email: customers.email, paymentMethod: customers.paymentMethod, paymentCustomer: customers.paymentCustomer })
    .from(customers)
    .where(eq(customers.id, membership.customerId))
    .limit(1);
  const record = async (status: 'paid' | 'failed', chargeId: string | null, error: string | null) =>
    db
      .insert(membershipCharges)
      .values({ membershipId: membership.id, kind, period, amountCents, status, attempts: 1, chargeId, lastError: error })
      .onConflictDoUpdate({
        target: [membershipCharges.membershipId, membershipCharges.kind, membershipCharges.period],
        // A paid period stays paid, whatever a racing run reports.
        set: {
          status: sql`case when ${membershipCharges.status} = 'paid' then 'paid' else excluded.status end`,
          attempts: sql`${membershipCharges.attempts} + 1`,
          chargeId: sql`coalesce(${membershipCharges.chargeId}, excluded.charge_id)`,
          lastError: sql`case when ${membershipCharges.status} = 'paid' then null else excluded.last_error end`,
          updatedAt: sql`now()`,
        },
      });
  if (!customer?.paymentMethod) {
    await record('failed', null, 'no card on file');
    return 'failed';
  }
  try {
    const outcome = await gateway.charge({
      paymentKey: `membership:${membership.customerId}:${membership.id}:${kind}:${period}`,
      amountCents,
      token: customer.paymentMethod,
      description,
      email: customer.email,
      offSession: { customer: customer.paymentCustomer },
    });
    if (outcome.status === 'succeeded') {
      await record('paid', outcome.chargeId, null);
      return 'paid';
    }
    await record('failed', null, outcome.status === 'declined' ? outcome.message : 'action required');
    return 'failed';
  } catch (error) {
    // The provider may or may not have charged: the next attempt, with the same key, finds out.
    if (error instanceof PaymentTimeoutError) {
      await record('failed', null, error.message);
      return 'unconfirmed';
    }
    throw error;
  }
}

export interface BillingSummary {
  charged: number;
  failed: number;
}

/** The membership's periods that are due now and unpaid, with retries left: what the next billing run charges. */
export async function periodsToCharge(db: Db, membership: Membership, plan: Plan, now: Date): Promise<number[]> {
  const first = await firstCleaningAt(db, membership, now);
  if (!first) return [];
  const due = periodsDue(first, { billingMonths: plan.billingMonths, freeMonths: membership.freeMonths }, now, await pausesOf(db, membership.id));
  if (due.length === 0) return [];
  const rows = await db
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.membershipId, membership.id), eq(membershipCharges.kind, 'period')));
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  return due.filter((period) => {
    const row = byPeriod.get(period);
    return !(row?.status === 'paid' || (row && row.attempts >= MAX_ATTEMPTS));
  });
}

/** One period's price for a membership (a quarter's or half-year's for those plans). */
export const periodCents = (membership: Membership, plan: Plan) => membership.monthlyCents * plan.billingMonths;

/** Charges one membership's due periods (periodsToCharge), telling the member as a billing run does. */
export async function chargeDuePeriods(
  db: Db,
  gateway: PaymentGateway,
  membership: Membership,
  plan: Plan,
  now: Date,
  email?: EmailSender,
): Promise<BillingSummary> {
  const summary: BillingSummary = { charged: 0, failed: 0 };
  for (const period of await periodsToCharge(db, membership, plan, now)) {
    const outcome = await chargeOnce(
      db,
      gateway,
      membership,
      'period',
      period,
      periodCents(membership, plan),
      `Forever Clean membership, period ${period + 1}`,
    );
    if (outcome === 'paid') summary.charged += 1;
    else summary.failed += 1;
    if (email && outcome !== 'unconfirmed') await tellMember(db, email, membership, period, now);
  }
  return summary;
}

/**
 * Charges every due, unpaid period of every active membership (npm run billing:run), and emails the member the
 * receipt, or that the charge failed (once, on the first failure; a charge whose answer was lost is not news yet).
 */
export async function runBilling(db: Db, gateway: PaymentGateway, now: Date, email?: EmailSender): Promise<BillingSummary> {
  const summary: BillingSummary = { charged: 0, failed: 0 };
  const active = await db
    .select({ membership: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.key, memberships.planKey))
    .where(eq(memberships.status, 'active'));
  for (const { membership, plan } of active) {
    const one = await chargeDuePeriods(db, gateway, membership, plan, now, email);
    summary.charged += one.charged;
    summary.failed += one.failed;
  }
  requestLog().info(summary, 'membership billing run');
  return summary;
}

/**
 * Emails the member about a period's charge when its status is news to them. The run claims the news first (the
 * status it tells is recorded with the charge), so two runs at once send one email, and a retry that fails again
 * sends none. The brand is the one the membership was bought on, by its current name and site; a membership from
 * before brands were kept with it, or of a brand content no longer has, gets no email. A failed email is logged,
 * never retried. (A third attempt that gets no answer is not news either: it stays failed, as the account says.)
 */
async function tellMember(db: Db, email: EmailSender, membership: Membership, period: number, now: Date): Promise<void> {
  const brand = membership.brandKey ? await emailBrandForKey(membership.brandKey) : null;
  if (!brand) return;
  const [news] = await db
    .update(membershipCharges)
    .set({ notified: sql`${membershipCharges.status}` })
    .where(
      and(
        eq(membershipCharges.membershipId, membership.id),
        eq(membershipCharges.kind, 'period'),
        eq(membershipCharges.period, period),
        sql`${membershipCharges.notified} is distinct from ${membershipCharges.status}`,
      ),
    )
    .returning({ status: membershipCharges.status, attempts: membershipCharges.attempts, amountCents: membershipCharges.amountCents });
  if (!news) return;
  try {
    const to = await customerEmail(db, membership.customerId);
    if (!to) return;
    await email.send(
      news.status === 'paid'
        ? membershipPaymentEmail(to, brand, { amountCents: news.amountCents, period, chargedAt: now })
        : membershipPaymentFailedEmail(to, brand, { amountCents: news.amountCents, retries: Math.max(MAX_ATTEMPTS - news.attempts, 0) }),
    );
  } catch (error) {
    requestLog().error({ err: errorText(error), membership: membership.id, period }, 'membership billing email not delivered');
  }
}

export async function activeMembership(db: Db, customerId: number) {
  const [row] = await db
    .select({ membership: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.key, memberships.planKey))
    .where(eq(memberships.customerId, customerId))
    .orderBy(asc(memberships.id))
    .limit(1);
  return row ?? null;
}

/**
 * Where a member stands for cancelling: months paid, whether the first cleaning (the one the membership
 * discounted) has taken place, and so what cancelling costs now (lib/rules/earlyCancellation.ts).
 */
async function cancellationTerms(db: Db, membership: Membership, plan: Plan, now: Date) {
  const paidMonths = (await periodCharges(db, membership.id)).paid.size * plan.billingMonths;
  const [first] = await db.select().from(vouchers).where(eq(vouchers.intentId, membership.intentId)).limit(1);
  const firstCleaningUsed = (await firstCleaningAt(db, membership, now)) !== null;
  const feeCents = earlyCancellationFeeCents(
    {
      cancellationFeeMinMonths: plan.forevercleanFeeMinMonths,
      cancellationFeeCents: plan.forevercleanFeeCents,
      cancellationPolicy: planPolicy(plan.forevercleanPolicy),
    },
    { paidMonths, firstCleaningUsed, firstCleaningHours: first?.numHours ?? 0 },
  );
  // Cancelling before the first cleaning voids its voucher and gives back what was paid for it (its quote's price).
  const [bought] =
    first && !firstCleaningUsed
      ? await db
          .select({ id: priceIntents.id, priceCents: priceIntents.priceCents, paymentRef: priceIntents.paymentRef })
          .from(priceIntents)
          .where(eq(priceIntents.id, first.intentId))
          .limit(1)
      : [];
  return { paidMonths, firstCleaningUsed, firstVoucher: first ?? null, firstPayment: bought ?? null, feeCents };
}

/** What cancelling costs now, shown as an exact amount (and why) before the customer confirms. */
export async function membershipCancellation(db: Db, customerId: number, now: Date) {
  const found = await activeMembership(db, customerId);
  if (!found || found.membership.status !== 'active') return null;
  const { paidMonths, firstCleaningUsed, firstVoucher, firstPayment, feeCents } = await cancellationTerms(db, found.membership, found.plan, now);
  const minMonths = found.plan.forevercleanFeeMinMonths;
  // The fee ends once the last required month is paid: the day that month's charge is due.
  const first = await firstCleaningAt(db, found.membership, now);
  const terms = { billingMonths: found.plan.billingMonths, freeMonths: found.membership.freeMonths };
  const lastRequired = Math.max(0, Math.ceil(minMonths / Math.max(1, terms.billingMonths)) - 1);
  // A pause slides the months still to pay, and so this date, with it.
  const freeFrom = feeCents > 0 && first ? periodDue(first, terms, lastRequired, await pausesOf(db, found.membership.id)) : null;
  return {
    feeCents,
    paidMonths,
    minimumMonths: minMonths,
    freeFrom: freeFrom ? freeFrom.toISOString().slice(0, 10) : null,
    message: !firstCleaningUsed
      ? `Your first cleaning has not taken place yet, so cancelling now costs nothing. ${unusedFirstCleaningText(firstVoucher?.code ?? null, firstPayment?.priceCents ?? 0, 'will')}`
      : feeCents > 0
        ? `You have paid ${paidMonths} of the ${minMonths} months required: cancelling now costs ${formatUsd(feeCents)}${freeFrom ? `; from ${formatUtcDate(freeFrom.toISOString())}, once that month is paid, it is free` : ''}.`
        : 'Cancelling now is free: you have paid the minimum months.',
  };
}

export type CancelOutcome = { success: boolean; message: string; feeChargedCents: number };

/** Cancels the membership, charging the early-cancellation fee the customer was shown, once; the request that cancels it emails the receipt. */
export async function cancelMembership(
  db: Db,
  customerId: number,
  expectedFeeCents: number,
  gateway: PaymentGateway,
  now: Date,
  notice: EmailFacts = {},
): Promise<CancelOutcome> {
  const found = await activeMembership(db, customerId);
  if (!found) return { success: false, message: 'You have no membership to cancel.', feeChargedCents: 0 };
  const { membership, plan } = found;
  const [feeRow] = await db
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.membershipId, membership.id), eq(membershipCharges.kind, 'cancellation')))
    .limit(1);
  const paidFee = feeRow?.status === 'paid' ? feeRow.amountCents : 0;
  if (membership.status === 'cancelled') return { success: true, message: 'Your membership is cancelled.', feeChargedCents: paidFee };
  const terms = await cancellationTerms(db, membership, plan, now);
  const feeCents = feeRow?.status === 'paid' ? feeRow.amountCents : terms.feeCents;
  if (feeCents !== expectedFeeCents)
    return { success: false, message: 'The cancellation fee has changed since you looked. Please review it and confirm again.', feeChargedCents: 0 };
  if (feeCents > 0 && feeRow?.status !== 'paid') {
    const outcome = await chargeOnce(db, gateway, membership, 'cancellation', 0, feeCents, 'Forever Clean early cancellation');
    if (outcome === 'unconfirmed')
      return { success: false, message: 'We could not confirm the payment. Please try again: you will not be charged twice.', feeChargedCents: 0 };
    if (outcome === 'failed') return { success: false, message: 'Your card was declined for the cancellation fee. Please contact us.', feeChargedCents: 0 };
  }
  // Cancelled before the discounted first cleaning took place: that cleaning is voided instead of charged for, and what
  // was paid for it is refunded first (the provider refunds a payment once, however often it is asked), so nothing
  // the customer paid is ever kept for a cleaning that will not happen.
  const voided = !terms.firstCleaningUsed && terms.firstVoucher && !terms.firstVoucher.voidedAt ? terms.firstVoucher : null;
  const refundCents = voided && terms.firstPayment ? terms.firstPayment.priceCents : 0;
  if (voided && terms.firstPayment && refundCents > 0) {
    try {
      await gateway.refundAbandoned({ paymentKey: terms.firstPayment.id, amountCents: refundCents, paymentRef: terms.firstPayment.paymentRef });
    } catch (error) {
      if (!(error instanceof PaymentTimeoutError)) throw error;
      return {
        success: false,
        message: 'We could not reach the payment provider to refund your first cleaning. Please try again: nothing was changed.',
        feeChargedCents: 0,
      };
    }
  }
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberships)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(memberships.id, membership.id), eq(memberships.status, 'active')))
      .returning({ id: memberships.id });
    if (row && voided) await voidUnusedVoucher(tx, voided.id, now);
    return row;
  });
  if (cancelled) {
    requestLog().info({ membership: membership.id, feeCents, voidedVoucher: voided?.code ?? null }, 'membership cancelled');
    await sendCancellationReceipt(db, customerId, { feeCents, cancelledAt: now, voidedVoucher: voided?.code ?? null, refundedCents: refundCents }, notice);
  }
  const voidLine = voided ? ` ${unusedFirstCleaningText(voided.code, refundCents, 'done')}` : '';
  return {
    success: true,
    message:
      feeCents > 0
        ? `Your membership is cancelled. The ${formatUsd(feeCents)} early-cancellation fee was charged.`
        : `Your membership is cancelled, free of charge.${voidLine}`,
    feeChargedCents: feeCents,
  };
}

/** A failed email never undoes or fails the cancellation: it is logged. */
async function sendCancellationReceipt(
  db: Db,
  customerId: number,
  facts: { feeCents: number; cancelledAt: Date; voidedVoucher: string | null; refundedCents: number },
  notice: EmailFacts,
): Promise<void> {
  if (!notice.email || !notice.emailBrand) return;
  try {
    const to = await customerEmail(db, customerId);
    if (to) await notice.email.send(membershipCancelledEmail(to, await notice.emailBrand(), facts));
  } catch (error) {
    requestLog().error({ err: errorText(error), customer: customerId }, 'membership cancellation email not delivered');
  }
}

async function customerEmail(db: Db, customerId: number): Promise<string | null> {
  const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return customer?.email ?? null;
}
