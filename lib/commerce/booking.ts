import { BookCleaningDocument, BookingAvailabilityDocument, BookingChangeFeeDocument, ChangeBookingDocument } from '@/lib/graphql/generated/graphql';
import { toCents, toDollars } from '@/lib/rules/money';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import type { ArrivalWindow } from '@/lib/rules/booking';

/** Redeeming a voucher (/customer/choosedate): what can be booked, and booking it. */

/** A booked cleaning in the home's local time: `label` is how every screen states it ("Thu, Nov 27 · 8–11am CST"). */
export interface BookingView {
  /** `Booking:123`: what a rating names. */
  id: string;
  date: string;
  window: ArrivalWindow;
  windowLabel: string;
  startsAt: string;
  timeZone: string;
  label: string;
  /** The earlier cleaning whose cleaner the customer asked for again ("Thu, Nov 20 · 8–11am CST"), or null. */
  sameCleanerAs: string | null;
}

export interface DayOffer {
  date: string;
  /** "Thu, Nov 27". */
  label: string;
  /** `lateChangeFeeCents`: what moving or cancelling costs once booked (the window starts inside the notice), else 0. */
  windows: { window: ArrivalWindow; label: string; remaining: number; lateChangeFeeCents: number }[];
}

export type AvailabilityOutcome =
  | { kind: 'open'; code: string; numHours: number; booking: BookingView | null; days: DayOffer[]; timeZoneName: string }
  | { kind: 'refused'; reason: string; message: string };

export interface VoucherAccess {
  code: string;
  email: string | null;
}

export const view = (b: Omit<BookingView, 'sameCleanerAs'> & { sameCleanerAs?: string | null }): BookingView => ({
  id: b.id,
  date: b.date,
  window: b.window,
  windowLabel: b.windowLabel,
  startsAt: b.startsAt,
  timeZone: b.timeZone,
  label: b.label,
  sameCleanerAs: b.sameCleanerAs ?? null,
});

/** Open days as the API answers them, each window's late-change fee in cents. */
export const dayOffers = (
  days: { date: string; label: string; windows: (Omit<DayOffer['windows'][number], 'lateChangeFeeCents'> & { lateChangeFee: number })[] }[],
): DayOffer[] =>
  days.map((day) => ({
    ...day,
    windows: day.windows.map(({ lateChangeFee, ...window }) => ({ ...window, lateChangeFeeCents: toCents(lateChangeFee) })),
  }));

export async function loadAvailability(access: VoucherAccess): Promise<AvailabilityOutcome> {
  const { bookingAvailability: result } = await runQuery(BookingAvailabilityDocument, { code: access.code, email: access.email });
  if (result.__typename === 'BookingRefused') return { kind: 'refused', reason: result.reason, message: result.message };
  return {
    kind: 'open',
    code: result.voucherCode,
    numHours: result.numHours,
    booking: result.booking ? view(result.booking) : null,
    days: dayOffers(result.days),
    timeZoneName: result.timeZoneName,
  };
}

export type BookOutcome = { ok: true; message: string; booking: BookingView } | { ok: false; reason: string; message: string };

export async function bookVoucher(access: VoucherAccess, choice: { date: string; window: ArrivalWindow }): Promise<BookOutcome> {
  const { bookCleaning: result } = await runMutation(BookCleaningDocument, {
    input: { code: access.code, email: access.email, date: choice.date, window: choice.window },
  });
  if (result.success && result.booking) return { ok: true, message: result.message ?? 'Booked.', booking: view(result.booking) };
  return { ok: false, reason: result.refusal ?? 'UNKNOWN', message: result.message ?? 'We couldn’t book that. Please try again.' };
}

export type ChangeFee = { ok: true; feeCents: number; message: string } | { ok: false; message: string };

/** What changing the booking costs now; shown before the customer confirms. */
export async function loadChangeFee(access: VoucherAccess): Promise<ChangeFee> {
  const { bookingChangeFee: result } = await runQuery(BookingChangeFeeDocument, { code: access.code, email: access.email });
  if (result.__typename === 'BookingRefused') return { ok: false, message: result.message };
  return { ok: true, feeCents: toCents(result.fee), message: result.message };
}

export type ChangeOutcome = { ok: true; message: string; booking: BookingView | null } | { ok: false; reason: string; message: string };

export async function changeVoucherBooking(
  access: VoucherAccess,
  change: { action: 'CANCEL' | 'RESCHEDULE'; date?: string; window?: ArrivalWindow; expectedFeeCents: number },
): Promise<ChangeOutcome> {
  const { changeBooking: result } = await runMutation(ChangeBookingDocument, {
    input: {
      code: access.code,
      email: access.email,
      action: change.action,
      date: change.date ?? null,
      window: change.window ?? null,
      expectedFee: toDollars(change.expectedFeeCents),
    },
  });
  if (result.success) return { ok: true, message: result.message, booking: result.booking ? view(result.booking) : null };
  return { ok: false, reason: result.refusal ?? 'UNKNOWN', message: result.message };
}
