import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { bookingFees, bookings, customers } from '@/db/schema';
import { requestLog } from '@/server/platform/log';
import { bookingLabel, windowCapacity, type ArrivalWindow } from '@/lib/rules/booking';
import { lateChangeFeeCents, type LateChangePolicy } from '@/lib/rules/lateChange';
import { formatUsd } from '@/lib/rules/money';
import { PaymentTimeoutError, type PaymentGateway } from '../payments/gateway';
import { bookingView, checkSlot, notify, placeOf, reachBooking, takePlace, type BookingFacts, type Reached, type VoucherAccess } from './bookings';
import { lateChangePolicy, voucherPlanPolicy } from './lateChangePolicy';

/**
 * Rescheduling and cancelling a booked cleaning under the late-change policy
 * (lib/rules/lateChange.ts). The fee is shown before the customer confirms, and
 * the request carries the amount they saw: a different amount (the notice ran
 * out in the meantime) is refused, never silently charged.
 *
 * A fee is charged only with the change it pays for, once per change: the new
 * place is taken, the booking changed, the card charged and the fee recorded
 * in one transaction, with the booking row locked, so a full window charges
 * nothing, and a change sent twice (a retry, a double click, two tabs) finds
 * the first one done and charges nothing more. The charge's idempotency key is
 * the booking and the version it changes: a retry after the provider timed
 * out (the transaction rolled back) gets the same charge back, never a second.
 * Changing a booking can charge the card on file, so it needs the signed-in
 * owner; the voucher's code and email only look the booking up.
 */

export type ChangeRefusal =
  | 'VOUCHER_NOT_FOUND'
  | 'SIGN_IN_REQUIRED'
  | 'NOT_BOOKED'
  | 'STARTED'
  | 'FEE_CHANGED'
  | 'WINDOW_FULL'
  | 'INVALID_DATE'
  | 'DECLINED'
  | 'PAYMENT_UNCONFIRMED'
  | 'NO_PAYMENT_METHOD';

const MESSAGES: Record<ChangeRefusal, string> = {
  VOUCHER_NOT_FOUND: 'We couldn’t find that voucher. Check the code, and use the email you bought it with (or sign in).',
  SIGN_IN_REQUIRED: 'Please sign in to change or cancel your cleaning: changes can carry a fee on your card, so only you can make them.',
  NOT_BOOKED: 'This voucher has no booked cleaning to change.',
  STARTED: 'This cleaning has already started and can no longer be changed.',
  FEE_CHANGED: 'The fee for this change has changed since you looked. Please review it and confirm again.',
  WINDOW_FULL: 'Sorry, that window just filled. Please choose another date or window. Nothing was charged.',
  INVALID_DATE: 'Please choose a date in the next 30 days and one of the arrival windows shown.',
  DECLINED: 'Your card was declined for the late-change fee, so your cleaning was not changed. Please contact us to update your card.',
  PAYMENT_UNCONFIRMED: 'We could not confirm the fee payment, so your cleaning was not changed yet. Please try again: you will not be charged twice.',
  NO_PAYMENT_METHOD: 'We have no card on file for the late-change fee. Please contact us.',
};

const refused = (reason: ChangeRefusal, message = MESSAGES[reason]) => ({
  success: false as const,
  refusal: reason,
  message,
  feeChargedCents: 0,
  booking: null,
});

type Booked = Exclude<Awaited<ReturnType<typeof reachBooking>>, null | 'no-booking'>;

/** What a change to this booking costs at `now`: the late-change fee inside the notice, else nothing. */
async function feeFor(db: Pick<Db, 'select'>, reached: Booked, now: Date, policy: LateChangePolicy): Promise<number> {
  return lateChangeFeeCents({
    startsAt: reached.booking.startsAt,
    now,
    hours: reached.voucher.numHours,
    planPolicy: await voucherPlanPolicy(db, reached.voucher.intentId),
    policy,
  });
}

/** What changing the booking now would cost (shown before the customer confirms); a lookup, so code and email will do. */
export async function bookingChangeFee(db: Db, access: VoucherAccess, now: Date) {
  const reached = await reachBooking(db, access);
  if (!reached) return { kind: 'refused' as const, reason: 'VOUCHER_NOT_FOUND' as const, message: MESSAGES.VOUCHER_NOT_FOUND };
  if (reached === 'no-booking' || reached.booking.status !== 'booked')
    return { kind: 'refused' as const, reason: 'NOT_BOOKED' as const, message: MESSAGES.NOT_BOOKED };
  const feeCents = await feeFor(db, reached, now, await lateChangePolicy(db));
  return {
    kind: 'fee' as const,
    feeCents,
    message: feeCents === 0 ? 'Changing or cancelling now is free.' : `Changing or cancelling now costs a ${formatUsd(feeCents)} late-change fee.`,
  };
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

/** Undoes the transaction without an error reaching the caller: the change did not happen, and says why. */
class Undo extends Error {
  constructor(readonly answer: ReturnType<typeof refused>) {
    super(answer.refusal);
  }
}

/** The fee a change already recorded for this booking, when it is the change asked for (a retry, a second click). */
async function recordedFee(
  db: Pick<Db, 'select'>,
  bookingId: number,
  change: { action: 'cancel' } | { action: 'reschedule'; day: string; window: string },
): Promise<number> {
  const [last] = await db.select().from(bookingFees).where(eq(bookingFees.bookingId, bookingId)).orderBy(desc(bookingFees.version)).limit(1);
  if (!last || last.action !== change.action) return 0;
  return change.action === 'cancel' || (last.day === change.day && last.arrivalWindow === change.window) ? last.amountCents : 0;
}

export async function changeBooking(db: Db, access: VoucherAccess, request: ChangeRequest, facts: ChangeFacts) {
  const reached = await reachBooking(db, access);
  if (!reached) return refused('VOUCHER_NOT_FOUND');
  if (reached === 'no-booking') return refused('NOT_BOOKED');
  if (!reached.owner) return refused('SIGN_IN_REQUIRED');
  const slot = request.action === 'reschedule' ? checkSlot(placeOf(reached), request, facts.now) : null;
  if (slot === 'INVALID_DATE') return refused('INVALID_DATE');
  const policy = await lateChangePolicy(db);

  let outcome;
  try {
    outcome = await db.transaction((tx) => applyChange(tx as unknown as Db, reached, slot, request, { ...facts, policy }));
  } catch (error) {
    if (error instanceof Undo) return error.answer;
    throw error;
  }
  if (outcome.kind === 'answer') return outcome.answer;
  const { booking, feeCents } = outcome;
  const feeLine = feeCents > 0 ? [`A late-change fee of ${formatUsd(feeCents)} was charged to your card on file.`] : [];
  const when = bookingLabel(booking.day, booking.arrivalWindow as ArrivalWindow, booking.timeZone);
  if (request.action === 'cancel') {
    requestLog().info({ booking: booking.id, feeCents }, 'booking cancelled');
    await notify(db, facts, reached.customerEmail, 'cancellation', reached.voucher.code, booking, feeLine);
    return {
      success: true as const,
      refusal: null,
      message:
        feeCents > 0 ? `Your cleaning is cancelled. A ${formatUsd(feeCents)} late-change fee was charged.` : 'Your cleaning is cancelled, free of charge.',
      feeChargedCents: feeCents,
      booking: null,
    };
  }
  requestLog().info({ booking: booking.id, feeCents, day: booking.day, window: booking.arrivalWindow }, 'booking moved');
  await notify(db, facts, reached.customerEmail, 'booking-change', reached.voucher.code, booking, feeLine);
  return {
    success: true as const,
    refusal: null,
    message:
      feeCents > 0
        ? `Your cleaning has moved to ${when}. A ${formatUsd(feeCents)} late-change fee was charged.`
        : `Your cleaning has moved to ${when}, free of charge.`,
    feeChargedCents: feeCents,
    booking: bookingView(booking),
  };
}

type Applied =
  | {
      kind: 'answer';
      answer:
        ReturnType<typeof refused> | { success: true; refusal: null; message: string; feeChargedCents: number; booking: ReturnType<typeof bookingView> | null };
    }
  | { kind: 'changed'; booking: typeof bookings.$inferSelect; feeCents: number };

/** The change itself, inside its transaction, with the booking locked. */
async function applyChange(
  tx: Db,
  reached: Booked,
  slot: { date: string; window: ArrivalWindow; startsAt: Date } | null,
  request: ChangeRequest,
  facts: ChangeFacts & { policy: LateChangePolicy },
): Promise<Applied> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, reached.booking.id)).for('update');
  if (!booking) return { kind: 'answer', answer: refused('NOT_BOOKED') };
  const answer = (message: string, feeCents: number, view: typeof bookings.$inferSelect | null): Applied => ({
    kind: 'answer',
    answer: { success: true, refusal: null, message, feeChargedCents: feeCents, booking: view ? bookingView(view) : null },
  });

  if (booking.status !== 'booked') {
    // A cancel sent again (a lost answer, a second click) gets the answer of the one that went through.
    if (request.action === 'cancel' && booking.status === 'cancelled') {
      const paid = await recordedFee(tx, booking.id, { action: 'cancel' });
      return answer(paid > 0 ? `Your cleaning is cancelled. A ${formatUsd(paid)} late-change fee was charged.` : 'Your cleaning is cancelled.', paid, null);
    }
    return { kind: 'answer', answer: refused('NOT_BOOKED') };
  }
  if (booking.startsAt.getTime() <= facts.now.getTime()) return { kind: 'answer', answer: refused('STARTED') };
  // Already where it is asked to go: a move sent again, or the slot it holds. Nothing changes, nothing is charged now.
  if (slot && booking.day === slot.date && booking.arrivalWindow === slot.window) {
    const paid = await recordedFee(tx, booking.id, { action: 'reschedule', day: slot.date, window: slot.window });
    const when = bookingLabel(booking.day, slot.window, booking.timeZone);
    return answer(
      paid > 0
        ? `Your cleaning is booked for ${when}. A ${formatUsd(paid)} late-change fee was charged for that change.`
        : `Your cleaning is already booked for ${when}.`,
      paid,
      booking,
    );
  }

  const feeCents = await feeFor(tx, { ...reached, booking }, facts.now, facts.policy);
  if (feeCents !== request.expectedFeeCents) return { kind: 'answer', answer: refused('FEE_CHANGED') };

  let changed: typeof bookings.$inferSelect | undefined;
  if (slot) {
    const moved = await takePlace(
      tx,
      { regionId: booking.regionId, day: slot.date, window: slot.window, capacity: windowCapacity(reached.region.numCleaners) },
      async (place) =>
        tx
          .update(bookings)
          .set({ day: slot.date, arrivalWindow: slot.window, place, startsAt: slot.startsAt, version: booking.version + 1 })
          .where(eq(bookings.id, booking.id))
          .returning(),
    );
    if (moved === 'full') return { kind: 'answer', answer: refused('WINDOW_FULL') };
    changed = moved[0];
  } else {
    [changed] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: facts.now, version: booking.version + 1 })
      .where(eq(bookings.id, booking.id))
      .returning();
  }
  if (!changed) return { kind: 'answer', answer: refused('NOT_BOOKED') };
  if (feeCents > 0) {
    const chargeId = await chargeFee(tx, reached, booking, feeCents, request.action, facts.gateway);
    await tx.insert(bookingFees).values({
      bookingId: booking.id,
      version: booking.version,
      amountCents: feeCents,
      chargeId,
      action: request.action,
      day: slot?.date ?? null,
      arrivalWindow: slot?.window ?? null,
    });
  }
  return { kind: 'changed', booking: changed, feeCents };
}

/** Charges the card on file for this change; anything but a payment undoes the change. */
async function chargeFee(
  tx: Pick<Db, 'select'>,
  reached: Reached,
  booking: typeof bookings.$inferSelect,
  feeCents: number,
  action: ChangeRequest['action'],
  gateway: PaymentGateway,
): Promise<string> {
  const [customer] = await tx
    .select({ paymentMethod: customers.paymentMethod, paymentCustomer: customers.paymentCustomer })
    .from(customers)
    .where(eq(customers.id, booking.customerId))
    .limit(1);
  if (!customer?.paymentMethod) throw new Undo(refused('NO_PAYMENT_METHOD'));
  try {
    const outcome = await gateway.charge({
      paymentKey: `booking-change:${booking.id}:${booking.version}`,
      amountCents: feeCents,
      token: customer.paymentMethod,
      description: `Late ${action === 'cancel' ? 'cancellation' : 'change'} fee, voucher ${reached.voucher.code}`,
      email: reached.customerEmail,
      offSession: { customer: customer.paymentCustomer },
    });
    if (outcome.status !== 'succeeded') throw new Undo(refused('DECLINED'));
    return outcome.chargeId;
  } catch (error) {
    if (error instanceof PaymentTimeoutError) throw new Undo(refused('PAYMENT_UNCONFIRMED', `[${error.requestId}] ${MESSAGES.PAYMENT_UNCONFIRMED}`));
    throw error;
  }
}
