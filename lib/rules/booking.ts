/**
 * Booking a voucher's cleaning (spec §2 /customer/choosedate, §3 cleaning
 * policy): arrival windows, how many cleanings a region takes per window, and
 * which days can be chosen. Pure: the server applies these to its data.
 */

export const ARRIVAL_WINDOWS = [
  { key: 'morning', label: '8am – 11am', startHour: 8 },
  { key: 'midday', label: '11am – 2pm', startHour: 11 },
  { key: 'afternoon', label: '2pm – 5pm', startHour: 14 },
] as const;

export type ArrivalWindow = (typeof ARRIVAL_WINDOWS)[number]['key'];

export const BOOKING_DAYS = 30;

export const isArrivalWindow = (value: unknown): value is ArrivalWindow => ARRIVAL_WINDOWS.some((w) => w.key === value);

/**
 * Cleanings a region can start in one window: one per 25 cleaners, at least
 * one for any region we serve (a region without cleaners takes none).
 */
export function windowCapacity(numCleaners: number): number {
  if (numCleaners <= 0) return 0;
  return Math.max(1, Math.floor(numCleaners / 25));
}

const DAY_MS = 86_400_000;

/** "2026-11-24" for a UTC instant. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days a customer may choose: tomorrow through 30 days from today (UTC dates). */
export function bookableDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: BOOKING_DAYS }, (_, i) => isoDay(new Date(today + (i + 1) * DAY_MS)));
}

/** When a window on a day starts (the region's local time is taken as UTC, as the booking system does). */
export function windowStart(day: string, window: ArrivalWindow): Date {
  const hour = ARRIVAL_WINDOWS.find((w) => w.key === window)?.startHour ?? 8;
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);
}
