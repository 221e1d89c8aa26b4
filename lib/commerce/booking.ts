import { BookCleaningDocument, BookingAvailabilityDocument } from '@/lib/graphql/generated/graphql';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import type { ArrivalWindow } from '@/lib/rules/booking';

/** Redeeming a voucher (/customer/choosedate): what can be booked, and booking it. */

export interface BookingView {
  date: string;
  window: ArrivalWindow;
  windowLabel: string;
  startsAt: string;
}

export interface DayOffer {
  date: string;
  windows: { window: ArrivalWindow; label: string; remaining: number }[];
}

export type AvailabilityOutcome =
  | { kind: 'open'; code: string; numHours: number; booking: BookingView | null; days: DayOffer[] }
  | { kind: 'refused'; reason: string; message: string };

export interface VoucherAccess {
  code: string;
  email: string | null;
}

const view = (b: { date: string; window: ArrivalWindow; windowLabel: string; startsAt: string }): BookingView => ({ date: b.date, window: b.window, windowLabel: b.windowLabel, startsAt: b.startsAt });

export async function loadAvailability(access: VoucherAccess): Promise<AvailabilityOutcome> {
  const { bookingAvailability: result } = await runQuery(BookingAvailabilityDocument, { code: access.code, email: access.email });
  if (result.__typename === 'BookingRefused') return { kind: 'refused', reason: result.reason, message: result.message };
  return { kind: 'open', code: result.voucherCode, numHours: result.numHours, booking: result.booking ? view(result.booking) : null, days: result.days };
}

export type BookOutcome = { ok: true; message: string; booking: BookingView } | { ok: false; reason: string; message: string };

export async function bookVoucher(access: VoucherAccess, choice: { date: string; window: ArrivalWindow }): Promise<BookOutcome> {
  const { bookCleaning: result } = await runMutation(BookCleaningDocument, { input: { code: access.code, email: access.email, date: choice.date, window: choice.window } });
  if (result.success && result.booking) return { ok: true, message: result.message ?? 'Booked.', booking: view(result.booking) };
  return { ok: false, reason: result.refusal ?? 'UNKNOWN', message: result.message ?? 'We couldn’t book that. Please try again.' };
}
