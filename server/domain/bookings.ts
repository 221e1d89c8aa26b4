import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { bookings, customers, priceIntents, serviceRegions, vouchers } from '@/db/schema';
import { errorText, requestLog } from '@/server/platform/log';
import {
  ARRIVAL_WINDOWS,
  bookableDays,
  bookingLabel,
  isArrivalWindow,
  windowCapacity,
  windowLabel,
  windowStart,
  ARRIVAL_WINDOW_HOURS,
  type ArrivalWindow,
} from '@/lib/rules/booking';
import { lateChangeFeeCents, lateChangeTerm } from '@/lib/rules/lateChange';
import { dayLabel, zoneAbbreviation } from '@/lib/rules/localTime';
import { canonicalEmail } from '@/lib/rules/emailIdentity';
import { emailField } from '@/lib/rules/validation/fields';
import type { EmailFacts } from '../email';
import { bookingEmail, type BookingCalendar, type EmailBrand } from '../email/templates';
import { icsFile } from '@/lib/rules/calendar';
import { lateChangePolicy, voucherPlanPolicy } from './lateChangePolicy';
import { timeZoneForZip } from './timeZones';
import { sameCleanerLabel, sameCleanerRequest } from './cleaningRatings';

/**
 * Redeeming a voucher is booking its cleaning (spec §2 /customer/choosedate):
 * a date in the next 30 days and an arrival window with a free place in the
 * voucher's region, in the local time of the home (its zipcode's time zone).
 * The voucher is reached by the signed-in customer who owns it, or by its
 * code with the email it was bought with; anything else (a foreign or unknown
 * code) gets the same "not found".
 */

export type BookingRefusal = 'VOUCHER_NOT_FOUND' | 'EXPIRED' | 'USED' | 'VOIDED' | 'ALREADY_BOOKED' | 'WINDOW_FULL' | 'INVALID_DATE';

const REFUSALS: Record<BookingRefusal, string> = {
  VOUCHER_NOT_FOUND: 'We couldn’t find that voucher. Check the code, and use the email you bought it with (or sign in).',
  EXPIRED: 'This voucher has expired: vouchers can be used for one year after purchase.',
  USED: 'This voucher has already been used.',
  VOIDED: 'This voucher was voided when its membership was cancelled before the cleaning took place.',
  ALREADY_BOOKED: 'This voucher is already booked. You can see the booking in your account.',
  WINDOW_FULL: 'Sorry, that window just filled. Please choose another date or window.',
  INVALID_DATE: 'Please choose a date in the next 30 days and one of the arrival windows shown.',
};

export const refusal = (reason: BookingRefusal) => ({ kind: 'refused' as const, reason, message: REFUSALS[reason] });

export interface VoucherAccess {
  code: string;
  /** For visitors who are not signed in: the email the voucher was bought with. */
  email?: string | null;
  /** The signed-in customer, who may reach their own vouchers by code alone. */
  customerId: number | null;
}

export interface Reached {
  voucher: typeof vouchers.$inferSelect;
  customerEmail: string;
  region: typeof serviceRegions.$inferSelect;
  /** The home's time zone: its days and windows are local. */
  timeZone: string;
  /** Reached by its signed-in owner (not by code and email). */
  owner: boolean;
  booking: typeof bookings.$inferSelect | null;
}

/** A reached voucher's latest booking, cancelled or not (changing a booking). */
export async function reachBooking(db: Pick<Db, 'select'>, access: VoucherAccess) {
  const reached = await reachVoucher(db, access);
  if (!reached) return null;
  const [latest] = await db.select().from(bookings).where(eq(bookings.voucherId, reached.voucher.id)).orderBy(desc(bookings.id)).limit(1);
  return latest ? { ...reached, booking: latest } : ('no-booking' as const);
}

async function reachVoucher(db: Pick<Db, 'select'>, access: VoucherAccess): Promise<Reached | null> {
  const code = access.code.trim().toUpperCase();
  if (!/^HC-[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(code)) return null;
  const [row] = await db
    .select({ voucher: vouchers, customerEmail: customers.email, region: serviceRegions, zipcode: priceIntents.zipcode })
    .from(vouchers)
    .innerJoin(customers, eq(customers.id, vouchers.customerId))
    .innerJoin(priceIntents, eq(priceIntents.id, vouchers.intentId))
    .innerJoin(serviceRegions, eq(serviceRegions.id, priceIntents.regionId))
    .where(eq(vouchers.code, code))
    .limit(1);
  if (!row) return null;
  const owner = access.customerId !== null && row.voucher.customerId === access.customerId;
  const email = access.email ? emailField.safeParse(access.email) : null;
  if (!owner && !(email?.success && canonicalEmail(email.data) === canonicalEmail(row.customerEmail))) return null;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.voucherId, row.voucher.id), eq(bookings.status, 'booked')))
    .limit(1);
  const { zipcode, ...rest } = row;
  return { ...rest, owner, timeZone: timeZoneForZip(zipcode), booking: booking ?? null };
}

/** A booked cleaning as screens show it: its local day and window, and the sentence every screen and email uses. */
export function bookingView(booking: typeof bookings.$inferSelect, sameCleanerAs: string | null = null) {
  const window = booking.arrivalWindow as ArrivalWindow;
  return {
    sameCleanerAs,
    id: booking.id,
    date: booking.day,
    window,
    windowLabel: windowLabel(window),
    startsAt: booking.startsAt.toISOString(),
    timeZone: booking.timeZone,
    label: bookingLabel(booking.day, window, booking.timeZone),
  };
}

/** Why a reached voucher cannot be booked now, or null. */
function blocked(reached: Reached, now: Date): BookingRefusal | null {
  if (reached.voucher.voidedAt) return 'VOIDED';
  if (reached.booking) return reached.booking.startsAt.getTime() <= now.getTime() ? 'USED' : 'ALREADY_BOOKED';
  if (reached.voucher.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return null;
}

/** Places taken per day and window in a region over the bookable days. */
async function takenPlaces(db: Pick<Db, 'select'>, regionId: string, days: string[]) {
  const rows = await db
    .select({ day: bookings.day, window: bookings.arrivalWindow, taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(eq(bookings.regionId, regionId), eq(bookings.status, 'booked'), gte(bookings.day, days[0] ?? ''), lte(bookings.day, days[days.length - 1] ?? '')),
    )
    .groupBy(bookings.day, bookings.arrivalWindow);
  return new Map(rows.map((r) => [`${r.day}/${r.window}`, Number(r.taken)]));
}

/**
 * Where, for how long and by which plan's fee rules a cleaning can be booked: a voucher's home until the voucher
 * expires, or a member's home for a cleaning bought at the member rate.
 */
export interface BookingPlace {
  region: typeof serviceRegions.$inferSelect;
  timeZone: string;
  /** The cleaning must start before this. */
  expiresAt: Date;
  numHours: number;
  /** The quote whose plan's late-change rules apply (lateChangePolicy.ts `voucherPlanPolicy`). */
  intentId: string;
}

export const placeOf = (reached: Reached): BookingPlace => ({
  region: reached.region,
  timeZone: reached.timeZone,
  expiresAt: reached.voucher.expiresAt,
  numHours: reached.voucher.numHours,
  intentId: reached.voucher.intentId,
});

/** The days a place may be booked on: tomorrow through 30 days, in the home's calendar, before it expires. */
const openDays = (place: Pick<BookingPlace, 'timeZone' | 'expiresAt'>, now: Date) =>
  bookableDays(now, place.timeZone).filter((day) => windowStart(day, 'morning', place.timeZone).getTime() < place.expiresAt.getTime());

/** The days and windows open at a place, with their free places and what a late change of each would cost. */
export async function openWindows(db: Db, place: BookingPlace, now: Date) {
  const days = openDays(place, now);
  const capacity = windowCapacity(place.region.numCleaners);
  const [taken, policy, planPolicy] = await Promise.all([takenPlaces(db, place.region.id, days), lateChangePolicy(db), voucherPlanPolicy(db, place.intentId)]);
  // A window that starts inside the notice is late from the moment it is booked: moving or cancelling it costs the fee.
  const lateFee = (date: string, window: ArrivalWindow) =>
    lateChangeFeeCents({ startsAt: windowStart(date, window, place.timeZone), now, hours: place.numHours, planPolicy, policy });
  return {
    timeZone: place.timeZone,
    // The zone's short name on the first day offered ("CST"): the windows are the home's local time.
    timeZoneName: zoneAbbreviation(days[0] ? windowStart(days[0], 'morning', place.timeZone) : now, place.timeZone),
    days: days.map((date) => ({
      date,
      label: dayLabel(date),
      windows: ARRIVAL_WINDOWS.map((w) => ({
        window: w.key,
        label: w.label,
        remaining: Math.max(0, capacity - (taken.get(`${date}/${w.key}`) ?? 0)),
        lateChangeFeeCents: lateFee(date, w.key),
      })),
    })),
  };
}

/** An open day as openWindows answers it, fees in cents. */
export type OpenDay = Awaited<ReturnType<typeof openWindows>>['days'][number];

export async function bookingAvailability(db: Db, access: VoucherAccess, now: Date) {
  const reached = await reachVoucher(db, access);
  if (!reached) return refusal('VOUCHER_NOT_FOUND');
  const why = blocked(reached, now);
  if (why && why !== 'ALREADY_BOOKED') return refusal(why);
  return {
    kind: 'open' as const,
    voucherCode: reached.voucher.code,
    numHours: reached.voucher.numHours,
    booking: reached.booking ? bookingView(reached.booking) : null,
    ...(await openWindows(db, placeOf(reached), now)),
  };
}

export interface BookingFacts extends EmailFacts {
  now: Date;
}

export type BookingResult =
  | { success: true; message: string; refusal: null; booking: ReturnType<typeof bookingView> }
  | { success: false; message: string; refusal: BookingRefusal; booking: null };

const refused = (reason: BookingRefusal): BookingResult => ({ success: false, message: REFUSALS[reason], refusal: reason, booking: null });

/** A day and window a place may be booked in (or a booking moved to), else why not. */
export function checkSlot(
  place: Pick<BookingPlace, 'timeZone' | 'expiresAt'>,
  choice: { date?: string | null; window?: string | null },
  now: Date,
): { date: string; window: ArrivalWindow; startsAt: Date } | 'INVALID_DATE' {
  if (!isArrivalWindow(choice.window) || !choice.date || !openDays(place, now).includes(choice.date)) return 'INVALID_DATE';
  const startsAt = windowStart(choice.date, choice.window, place.timeZone);
  // The cleaning must start while the voucher is still valid.
  return startsAt.getTime() < place.expiresAt.getTime() ? { date: choice.date, window: choice.window, startsAt } : 'INVALID_DATE';
}

/**
 * The one routine that takes a place in a window, for booking and rescheduling alike. Inside the caller's
 * transaction, a lock per region, day and window makes place-taking in one window one at a time, so the free place
 * it finds is still free when `write` takes it; `write` then inserts or moves the booking. `full` when no place is
 * left: the caller's transaction then changes nothing.
 */
export async function takePlace<T>(
  tx: Pick<Db, 'select' | 'execute'>,
  slot: { regionId: string; day: string; window: ArrivalWindow; capacity: number },
  write: (place: number) => Promise<T>,
): Promise<T | 'full'> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-window:${slot.regionId}:${slot.day}:${slot.window}`}))`);
  const taken = await tx
    .select({ place: bookings.place })
    .from(bookings)
    .where(and(eq(bookings.regionId, slot.regionId), eq(bookings.day, slot.day), eq(bookings.arrivalWindow, slot.window), eq(bookings.status, 'booked')));
  const used = new Set(taken.map((t) => t.place));
  for (let place = 0; place < slot.capacity; place += 1) if (!used.has(place)) return write(place);
  return 'full';
}

/**
 * Takes a free place in the window. Of two customers racing for the last place exactly one gets it (the window's
 * lock, and the unique index on the place under it); the other is told the window just filled.
 */
export async function bookCleaning(db: Db, access: VoucherAccess, choice: { date: string; window: string }, facts: BookingFacts): Promise<BookingResult> {
  const reached = await reachVoucher(db, access);
  if (!reached) return refused('VOUCHER_NOT_FOUND');
  const why = blocked(reached, facts.now);
  if (why) return refused(why);
  const slot = checkSlot(placeOf(reached), choice, facts.now);
  if (slot === 'INVALID_DATE') return refused('INVALID_DATE');
  const booked = await db.transaction((tx) =>
    takePlace(tx, { regionId: reached.region.id, day: slot.date, window: slot.window, capacity: windowCapacity(reached.region.numCleaners) }, async (place) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          voucherId: reached.voucher.id,
          customerId: reached.voucher.customerId,
          regionId: reached.region.id,
          day: slot.date,
          arrivalWindow: slot.window,
          place,
          startsAt: slot.startsAt,
          timeZone: reached.timeZone,
          // The customer's standing "same cleaner next time" request goes with the booking, read in the same statement.
          sameCleanerAs: sameCleanerRequest(reached.voucher.customerId),
        })
        .onConflictDoNothing()
        .returning();
      // Nothing inserted under the window's lock: this voucher was just booked by a racing request.
      return row ?? ('voucher-booked' as const);
    }),
  );
  if (booked === 'full') return refused('WINDOW_FULL');
  if (booked === 'voucher-booked') return refused('ALREADY_BOOKED');
  requestLog().info(
    { booking: booked.id, voucher: reached.voucher.id, region: reached.region.id, day: slot.date, window: slot.window, timeZone: reached.timeZone },
    'cleaning booked',
  );
  const sameCleanerAs = await sameCleanerLabel(db, booked.sameCleanerAs);
  const request = sameCleanerAs ? [`You asked for the same cleaner as on ${sameCleanerAs}: we have passed that on.`] : [];
  await notify(db, facts, reached.customerEmail, 'booking', reached.voucher.code, booked, request);
  return {
    success: true,
    message: `Booked: ${bookingLabel(slot.date, slot.window, reached.timeZone)}. We emailed you a confirmation.`,
    refusal: null,
    booking: bookingView(booked, sameCleanerAs),
  };
}

export async function notify(
  db: Db,
  facts: BookingFacts,
  to: string,
  kind: 'booking' | 'booking-change' | 'cancellation',
  code: string,
  booking: typeof bookings.$inferSelect,
  extra: string[] = [],
): Promise<void> {
  if (!facts.email || !facts.emailBrand) return;
  try {
    const policy = lateChangeTerm(await lateChangePolicy(db));
    const brand = await facts.emailBrand();
    const when = bookingLabel(booking.day, booking.arrivalWindow as ArrivalWindow, booking.timeZone);
    const calendar = kind === 'cancellation' ? undefined : bookingCalendar(booking, brand, code, when, new Date());
    await facts.email.send(bookingEmail(kind, to, brand, { code, when, policy, calendar }, extra));
  } catch (error) {
    requestLog().error({ err: errorText(error), booking: booking.id }, 'booking email not delivered');
  }
}

/** Booked cleanings of some vouchers (the customer area), by voucher id. */
export async function bookingsOf(db: Pick<Db, 'select'>, voucherIds: number[]) {
  if (voucherIds.length === 0) return new Map<number, typeof bookings.$inferSelect>();
  const rows = await db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.voucherId, voucherIds), eq(bookings.status, 'booked')));
  return new Map(rows.map((r) => [r.voucherId, r]));
}

/** Voids a voucher whose cleaning has not taken place (its membership was cancelled first), and cancels its booking. */
export async function voidUnusedVoucher(tx: Pick<Db, 'update'>, voucherId: number, now: Date): Promise<void> {
  await tx
    .update(vouchers)
    .set({ voidedAt: now })
    .where(and(eq(vouchers.id, voucherId), isNull(vouchers.voidedAt)));
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, version: sql`${bookings.version} + 1` })
    .where(and(eq(bookings.voucherId, voucherId), eq(bookings.status, 'booked')));
}

/** The booking as a calendar entry: the arrival window, named after the brand, one entry per booking (a move replaces it). */
export function bookingCalendar(
  booking: Pick<typeof bookings.$inferSelect, 'id' | 'day' | 'arrivalWindow' | 'timeZone'>,
  brand: EmailBrand,
  code: string,
  when: string,
  now: Date,
): BookingCalendar {
  const start = windowStart(booking.day, booking.arrivalWindow as ArrivalWindow, booking.timeZone);
  const event = {
    uid: `booking-${booking.id}@${new URL(brand.origin).hostname}`,
    start,
    end: new Date(start.getTime() + ARRIVAL_WINDOW_HOURS * 3_600_000),
    summary: `${brand.name} cleaning`,
    description: `Your cleaner arrives ${when}. Voucher ${code}. Changes: ${brand.origin}/customer`,
  };
  return { event, ics: icsFile(event, now, brand.name) };
}
