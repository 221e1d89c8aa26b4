import { and, eq } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '@/db';
import { bookingFees, bookings, customers, plans, priceIntents } from '@/db/schema';
import { requestLog } from '@/lib/platform/log';
import { bookableDays, isArrivalWindow, windowCapacity, windowStart, type ArrivalWindow } from '@/lib/rules/booking';
import { lateChangeFeeCents } from '@/lib/rules/lateChange';
import { formatUsd } from '@/lib/rules/money';
import { PaymentTimeoutError, type PaymentGateway } from '../payments/gateway';
import { planPolicy } from './catalogue';
import { bookingView, notify, reachBooking, type BookingFacts, type VoucherAccess } from './bookings';
import { lateChangePolicy } from './lateChangePolicy';

/**
 * Rescheduling and cancelling a booked cleaning under the late-cancellation
 * policy. The fee is shown before the customer confirms, and the request
 * carries the amount they saw: a different amount (the notice ran out in the
 * meantime) is refused, never silently charged. The charge's idempotency key
 * is the booking and its version (bumped by every change), so a double click,
 * or a retry after the provider timed out, charges once.
 */

export type ChangeRefusal = 'VOUCHER_NOT_FOUND' | 'NOT_BOOKED' | 'STARTED' | 'FEE_CHANGED' | 'WINDOW_FULL' | 'INVALID_DATE' | 'DECLINED' | 'PAYMENT_UNCONFIRMED' | 'NO_PAYMENT_METHOD';

const MESSAGES: Record<ChangeRefusal, string> = {
  VOUCHER_NOT_FOUND: 'We couldn’t find that voucher. Check the code, and use the email you bought it with (or sign in).',
  NOT_BOOKED: 'This voucher has no booked cleaning to change.',
  STARTED: 'This cleaning has already started and can no longer be changed.',
  FEE_CHANGED: 'The fee for this change has changed since you looked. Please review it and confirm again.',
  WINDOW_FULL: 'Sorry, that window just filled. Please choose another date or window.',
  INVALID_DATE: 'Please choose a date in the next 30 days and one of the arrival windows shown.',
  DECLINED: 'Your card was declined for the late-change fee. Please contact us to update your card.',
  PAYMENT_UNCONFIRMED: 'We could not confirm the fee payment. Please try again: you will not be charged twice.',
  NO_PAYMENT_METHOD: 'We have no card on file for the late-change fee. Please contact us.',
};

const refused = (reason: ChangeRefusal, message = MESSAGES[reason]) => ({ success: false as const, refusal: reason, message, feeCharged: 0, booking: null });

async function feeFor(db: Db, reached: Exclude<Awaited<ReturnType<typeof reachBooking>>, null | 'no-booking'>, now: Date): Promise<number> {
  const [plan] = await db
    .select({ policy: plans.forevercleanPolicy })
    .from(priceIntents)
    .innerJoin(plans, eq(plans.key, priceIntents.planKey))
    .where(eq(priceIntents.id, reached.voucher.intentId))
    .limit(1);
  return lateChangeFeeCents({
    startsAt: reached.booking.startsAt,
    now,
    hours: reached.voucher.numHours,
    planPolicy: planPolicy(plan?.policy ?? null),
    policy: await lateChangePolicy(db),
  });
}

/** What changing the booking now would cost (shown before the customer confirms). */
export async function bookingChangeFee(db: Db, access: VoucherAccess, now: Date) {
  const reached = await reachBooking(db, access);
  if (!reached) return { __typename: 'BookingRefused' as const, reason: 'VOUCHER_NOT_FOUND' as const, message: MESSAGES.VOUCHER_NOT_FOUND };
  if (reached === 'no-booking' || reached.booking.status !== 'booked') return { __typename: 'BookingRefused' as const, reason: 'NOT_BOOKED' as const, message: MESSAGES.NOT_BOOKED };
  const feeCents = await feeFor(db, reached, now);
  return { __typename: 'BookingChangeFee' as const, fee: feeCents / 100, message: feeCents === 0 ? 'Changing or cancelling now is free.' : `Changing or cancelling now costs a ${formatUsd(feeCents)} late-change fee.` };
}

export interface ChangeFacts extends BookingFacts {
  gateway: PaymentGateway;
}

export interface ChangeRequest {
  action: 'cancel' | 'reschedule';
  date?: string | null;
  window?: string | null;
  /** The fee the customer was shown and agreed to, in cents. */
  expectedFeeCents: number;
}

export async function changeBooking(db: Db, access: VoucherAccess, request: ChangeRequest, facts: ChangeFacts) {
  const reached = await reachBooking(db, access);
  if (!reached) return refused('VOUCHER_NOT_FOUND');
  if (reached === 'no-booking') return refused('NOT_BOOKED');
  const { booking } = reached;
  if (booking.status !== 'booked') {
    // A repeated cancel (double click, retry) gets the answer of the one that went through.
    if (request.action === 'cancel' && booking.status === 'cancelled') return { success: true as const, refusal: null, message: 'Your cleaning is cancelled.', feeCharged: await feeCharged(db, booking.id), booking: null };
    return refused('NOT_BOOKED');
  }
  if (booking.startsAt.getTime() <= facts.now.getTime()) return refused('STARTED');
  if (request.action === 'reschedule' && (!isArrivalWindow(request.window) || !request.date || !bookableDays(facts.now).includes(request.date))) return refused('INVALID_DATE');
  // As when booking: the cleaning must start while the voucher is still valid.
  if (request.action === 'reschedule' && windowStart(request.date as string, request.window as ArrivalWindow).getTime() >= reached.voucher.expiresAt.getTime()) return refused('INVALID_DATE');

  const feeCents = await feeFor(db, reached, facts.now);
  const [paid] = await db.select().from(bookingFees).where(and(eq(bookingFees.bookingId, booking.id), eq(bookingFees.version, booking.version))).limit(1);
  if (!paid && feeCents !== request.expectedFeeCents) return refused('FEE_CHANGED');
  if (feeCents > 0 && !paid) {
    const [customer] = await db.select({ paymentMethod: customers.paymentMethod, paymentCustomer: customers.paymentCustomer }).from(customers).where(eq(customers.id, booking.customerId)).limit(1);
    if (!customer?.paymentMethod) return refused('NO_PAYMENT_METHOD');
    try {
      const outcome = await facts.gateway.charge({
        paymentKey: `booking-change:${booking.id}:${booking.version}`,
        amountCents: feeCents,
        token: customer.paymentMethod,
        description: `Late ${request.action === 'cancel' ? 'cancellation' : 'change'} fee, voucher ${reached.voucher.code}`,
        email: reached.customerEmail,
        offSession: { customer: customer.paymentCustomer },
      });
      if (outcome.status !== 'succeeded') return refused('DECLINED');
      await db.insert(bookingFees).values({ bookingId: booking.id, version: booking.version, amountCents: feeCents, chargeId: outcome.chargeId }).onConflictDoNothing();
    } catch (error) {
      if (error instanceof PaymentTimeoutError) return refused('PAYMENT_UNCONFIRMED', `[${error.requestId}] ${MESSAGES.PAYMENT_UNCONFIRMED}`);
      throw error;
    }
  }
  const charged = paid?.amountCents ?? feeCents;
  const feeLine = charged > 0 ? [`A late-change fee of ${formatUsd(charged)} was charged to your card on file.`] : [];

  if (request.action === 'cancel') {
    const [cancelled] = await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: facts.now, version: booking.version + 1 })
      .where(and(eq(bookings.id, booking.id), eq(bookings.version, booking.version)))
      .returning();
    if (!cancelled) return changeBooking(db, access, request, facts);
    requestLog().info({ booking: booking.id, feeCents: charged }, 'booking cancelled');
    await notify(facts, reached.customerEmail, 'cancellation', reached.voucher.code, cancelled, feeLine);
    return { success: true as const, refusal: null, message: charged > 0 ? `Your cleaning is cancelled. A ${formatUsd(charged)} late-cancellation fee was charged.` : 'Your cleaning is cancelled, free of charge.', feeCharged: charged / 100, booking: null };
  }

  const date = request.date as string;
  const window = request.window as ArrivalWindow;
  const capacity = windowCapacity(reached.region.numCleaners);
  for (let place = 0; place < capacity; place += 1) {
    try {
      const [moved] = await db
        .update(bookings)
        .set({ day: date, arrivalWindow: window, place, startsAt: windowStart(date, window), version: booking.version + 1 })
        .where(and(eq(bookings.id, booking.id), eq(bookings.version, booking.version)))
        .returning();
      if (!moved) return refused('NOT_BOOKED', 'This booking was just changed. Please reload to see it.');
      requestLog().info({ booking: booking.id, feeCents: charged, day: date, window }, 'booking moved');
      await notify(facts, reached.customerEmail, 'booking-change', reached.voucher.code, moved, feeLine);
      return { success: true as const, refusal: null, message: charged > 0 ? `Your cleaning has moved. A ${formatUsd(charged)} late-change fee was charged.` : 'Your cleaning has moved, free of charge.', feeCharged: charged / 100, booking: bookingView(moved) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return refused('WINDOW_FULL');
}

async function feeCharged(db: Db, bookingId: number): Promise<number> {
  const rows = await db.select({ amountCents: bookingFees.amountCents }).from(bookingFees).where(eq(bookingFees.bookingId, bookingId));
  return rows.reduce((sum, r) => sum + r.amountCents, 0) / 100;
}
