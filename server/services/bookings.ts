import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { bookings, customers, priceIntents, serviceRegions, vouchers } from '@/db/schema';
import { errorText, requestLog } from '@/lib/platform/log';
import { ARRIVAL_WINDOWS, bookableDays, isArrivalWindow, windowCapacity, windowStart, type ArrivalWindow } from '@/lib/rules/booking';
import { emailField } from '@/lib/rules/validation/fields';
import type { EmailFacts } from '../email';
import { bookingEmail } from '../email/templates';

/**
 * Redeeming a voucher is booking its cleaning (spec §2 /customer/choosedate):
 * a date in the next 30 days and an arrival window with a free place in the
 * voucher's region. The voucher is reached by the signed-in customer who owns
 * it, or by its code with the email it was bought with; anything else (a
 * foreign or unknown code) gets the same "not found".
 */

export type BookingRefusal = 'VOUCHER_NOT_FOUND' | 'EXPIRED' | 'USED' | 'ALREADY_BOOKED' | 'WINDOW_FULL' | 'INVALID_DATE';

const REFUSALS: Record<BookingRefusal, string> = {
  VOUCHER_NOT_FOUND: 'We couldn’t find that voucher. Check the code, and use the email you bought it with (or sign in).',
  EXPIRED: 'This voucher has expired: vouchers can be used for one year after purchase.',
  USED: 'This voucher has already been used.',
  ALREADY_BOOKED: 'This voucher is already booked. You can see the booking in your account.',
  WINDOW_FULL: 'Sorry, that window just filled. Please choose another date or window.',
  INVALID_DATE: 'Please choose a date in the next 30 days and one of the arrival windows shown.',
};

export const refusal = (reason: BookingRefusal) => ({ __typename: 'BookingRefused' as const, reason, message: REFUSALS[reason] });

export interface VoucherAccess {
  code: string;
  /** For visitors who are not signed in: the email the voucher was bought with. */
  email?: string | null;
  /** The signed-in customer, who may reach their own vouchers by code alone. */
  customerId: number | null;
}

interface Reached {
  voucher: typeof vouchers.$inferSelect;
  customerEmail: string;
  region: typeof serviceRegions.$inferSelect;
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
    .select({ voucher: vouchers, customerEmail: customers.email, region: serviceRegions })
    .from(vouchers)
    .innerJoin(customers, eq(customers.id, vouchers.customerId))
    .innerJoin(priceIntents, eq(priceIntents.id, vouchers.intentId))
    .innerJoin(serviceRegions, eq(serviceRegions.id, priceIntents.regionId))
    .where(eq(vouchers.code, code))
    .limit(1);
  if (!row) return null;
  const owner = access.customerId !== null && row.voucher.customerId === access.customerId;
  const email = access.email ? emailField.safeParse(access.email) : null;
  if (!owner && !(email?.success && email.data === row.customerEmail)) return null;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.voucherId, row.voucher.id), eq(bookings.status, 'booked')))
    .limit(1);
  return { ...row, booking: booking ?? null };
}

export const windowLabel = (window: string) => ARRIVAL_WINDOWS.find((w) => w.key === window)?.label ?? window;

export function bookingView(booking: typeof bookings.$inferSelect) {
  return { id: `Booking:${booking.id}`, date: booking.day, window: booking.arrivalWindow as ArrivalWindow, windowLabel: windowLabel(booking.arrivalWindow), startsAt: booking.startsAt.toISOString() };
}

/** Why a reached voucher cannot be booked now, or null. */
function blocked(reached: Reached, now: Date): BookingRefusal | null {
  if (reached.booking) return reached.booking.startsAt.getTime() <= now.getTime() ? 'USED' : 'ALREADY_BOOKED';
  if (reached.voucher.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return null;
}

/** Places taken per day and window in a region over the bookable days. */
async function takenPlaces(db: Pick<Db, 'select'>, regionId: string, days: string[]) {
  const rows = await db
    .select({ day: bookings.day, window: bookings.arrivalWindow, taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.regionId, regionId), eq(bookings.status, 'booked'), gte(bookings.day, days[0] ?? ''), lte(bookings.day, days[days.length - 1] ?? '')))
    .groupBy(bookings.day, bookings.arrivalWindow);
  return new Map(rows.map((r) => [`${r.day}/${r.window}`, Number(r.taken)]));
}

export async function bookingAvailability(db: Db, access: VoucherAccess, now: Date) {
  const reached = await reachVoucher(db, access);
  if (!reached) return refusal('VOUCHER_NOT_FOUND');
  const why = blocked(reached, now);
  if (why && why !== 'ALREADY_BOOKED') return refusal(why);
  const days = bookableDays(now).filter((day) => windowStart(day, 'morning').getTime() < reached.voucher.expiresAt.getTime());
  const capacity = windowCapacity(reached.region.numCleaners);
  const taken = await takenPlaces(db, reached.region.id, days);
  return {
    __typename: 'BookingAvailability' as const,
    voucherCode: reached.voucher.code,
    numHours: reached.voucher.numHours,
    booking: reached.booking ? bookingView(reached.booking) : null,
    days: days.map((date) => ({
      date,
      windows: ARRIVAL_WINDOWS.map((w) => ({ window: w.key, label: w.label, remaining: Math.max(0, capacity - (taken.get(`${date}/${w.key}`) ?? 0)) })),
    })),
  };
}

export interface BookingFacts extends EmailFacts {
  now: Date;
}

export type BookingResult =
  | { success: true; message: string; refusal: null; booking: ReturnType<typeof bookingView> }
  | { success: false; message: string; refusal: BookingRefusal; booking: null };

const refused = (reason: BookingRefusal): BookingResult => ({ success: false, message: REFUSALS[reason], refusal: reason, booking: null });

/**
 * Takes a free place in the window. Each place is a row under a unique index,
 * so of two customers racing for the last place exactly one insert succeeds;
 * the other finds no place left and is told the window just filled.
 */
export async function bookCleaning(db: Db, access: VoucherAccess, choice: { date: string; window: string }, facts: BookingFacts): Promise<BookingResult> {
  const reached = await reachVoucher(db, access);
  if (!reached) return refused('VOUCHER_NOT_FOUND');
  const why = blocked(reached, facts.now);
  if (why) return refused(why);
  if (!isArrivalWindow(choice.window) || !bookableDays(facts.now).includes(choice.date)) return refused('INVALID_DATE');
  const startsAt = windowStart(choice.date, choice.window);
  if (startsAt.getTime() >= reached.voucher.expiresAt.getTime()) return refused('INVALID_DATE');
  const booked = await takePlace(db, reached, choice.date, choice.window, startsAt);
  if (booked === 'full') return refused('WINDOW_FULL');
  if (booked === 'voucher-booked') return refused('ALREADY_BOOKED');
  requestLog().info({ booking: booked.id, voucher: reached.voucher.id, region: reached.region.id, day: choice.date, window: choice.window }, 'cleaning booked');
  await notify(facts, reached.customerEmail, 'booking', reached.voucher.code, booked);
  return { success: true, message: `Booked: ${choice.date}, arriving ${windowLabel(choice.window)}. We emailed you a confirmation.`, refusal: null, booking: bookingView(booked) };
}

async function takePlace(db: Db, reached: Reached, day: string, window: ArrivalWindow, startsAt: Date): Promise<typeof bookings.$inferSelect | 'full' | 'voucher-booked'> {
  const capacity = windowCapacity(reached.region.numCleaners);
  const taken = await db
    .select({ place: bookings.place })
    .from(bookings)
    .where(and(eq(bookings.regionId, reached.region.id), eq(bookings.day, day), eq(bookings.arrivalWindow, window), eq(bookings.status, 'booked')));
  const used = new Set(taken.map((t) => t.place));
  for (let place = 0; place < capacity; place += 1) {
    if (used.has(place)) continue;
    const [row] = await db
      .insert(bookings)
      .values({ voucherId: reached.voucher.id, customerId: reached.voucher.customerId, regionId: reached.region.id, day, arrivalWindow: window, place, startsAt })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // Either someone took this place a moment ago (try the next), or this voucher was booked by a racing request.
    const [own] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.voucherId, reached.voucher.id), eq(bookings.status, 'booked')))
      .limit(1);
    if (own) return 'voucher-booked';
  }
  return 'full';
}

export async function notify(facts: BookingFacts, to: string, kind: 'booking' | 'booking-change' | 'cancellation', code: string, booking: typeof bookings.$inferSelect, extra: string[] = []): Promise<void> {
  if (!facts.email || !facts.emailBrand) return;
  try {
    await facts.email.send(bookingEmail(kind, to, await facts.emailBrand(), { code, date: booking.day, window: windowLabel(booking.arrivalWindow) }, extra));
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
