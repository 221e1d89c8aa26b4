import { addDays, dayLabel, localDay, zonedInstant, zoneAbbreviation } from './localTime';

/**
 * Booking a voucher's cleaning (spec §2 /customer/choosedate, §3 cleaning
 * policy): arrival windows, how many cleanings a region takes per window, and
 * which days can be chosen. Pure: the server applies these to its data.
 */

/** Arrival windows, in the local time of the home being cleaned. */
export const ARRIVAL_WINDOWS = [
  { key: 'morning', label: '8–11am', startHour: 8 },
  { key: 'midday', label: '11am–2pm', startHour: 11 },
  { key: 'afternoon', label: '2–5pm', startHour: 14 },
] as const;

export type ArrivalWindow = (typeof ARRIVAL_WINDOWS)[number]['key'];

/** Every window is three hours long: the cleaner arrives within it. */
export const ARRIVAL_WINDOW_HOURS = 3;

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

/** A window's hours as people read them: "8–11am". */
export const windowLabel = (window: string) => ARRIVAL_WINDOWS.find((w) => w.key === window)?.label ?? window;

/** The days a customer may choose: tomorrow through 30 days from today, as days in the home's own time zone. */
export function bookableDays(now: Date, timeZone: string): string[] {
  const today = localDay(now, timeZone);
  return Array.from({ length: BOOKING_DAYS }, (_, i) => addDays(today, i + 1));
}

/** When a window on a local day starts, as an instant (the late-change notice counts back from it). */
export function windowStart(day: string, window: ArrivalWindow, timeZone: string): Date {
  const hour = ARRIVAL_WINDOWS.find((w) => w.key === window)?.startHour ?? 8;
  return zonedInstant(day, hour, timeZone);
}

/** "Thu, Nov 27 · 8–11am CST": a booked cleaning as every screen and email states it. */
export function bookingLabel(day: string, window: ArrivalWindow, timeZone: string): string {
  return `${dayLabel(day)} · ${windowLabel(window)} ${zoneAbbreviation(windowStart(day, window, timeZone), timeZone)}`;
}
