import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { bookings, customers, memberships, priceIntents, serviceRegions, vouchers } from '@/db/schema';
import { errorText, requestLog } from '@/server/platform/log';
import { bookingLabel, windowCapacity, type ArrivalWindow } from '@/lib/rules/booking';
import {
  isMemberCleaningHours,
  isRequestKey,
  MEMBER_CLEANING_HOURS,
  MEMBER_CLEANINGS_AHEAD,
  memberCleaningPrice,
  type MemberCleaningPrice,
} from '@/lib/rules/memberCleaning';
import { formatUsd } from '@/lib/rules/money';
import { PaymentTimeoutError, type PaymentGateway } from '../payments/gateway';
import { bookingView, checkSlot, notify, openWindows, takePlace, type BookingFacts, type BookingPlace } from './bookings';
import { sameCleanerLabel, sameCleanerRequest } from './cleaningRatings';
import { runningPauseEnd } from './membershipBilling';
import { VOUCHER_VALIDITY_MS, voucherCode } from './purchases';
import { timeZoneForZip } from './timeZones';

/**
 * Further cleanings a member books from the account at their membership's member rate (spec §1 "future cleanings at
 * more than 50% off"). Each is bought and booked in one step: a quote of kind `member_cleaning` priced by the server
 * (lib/rules/memberCleaning.ts), a voucher for it and its booking, and one off-session charge to the card on file,
 * all in one transaction under the window's lock, so a decline or a full window leaves nothing behind. The voucher
 * is what the first cleaning's is: it is rescheduled or cancelled (fee rules of the membership's plan), rated and
 * shown in the account like any other, and the customer's same-cleaner request goes with its booking.
 */

export type MemberCleaningRefusal =
  | 'NOT_A_MEMBER'
  | 'MEMBERSHIP_PAUSED'
  | 'INVALID_HOURS'
  | 'INVALID_DATE'
  | 'WINDOW_FULL'
  | 'PRICE_CHANGED'
  | 'NO_PAYMENT_METHOD'
  | 'DECLINED'
  | 'PAYMENT_UNCONFIRMED'
  | 'TOO_MANY_BOOKED'
  | 'INVALID_REQUEST';

const MESSAGES: Record<MemberCleaningRefusal, string> = {
  NOT_A_MEMBER: 'Cleanings at the member rate are for Forever Clean members. Please sign in with the email your membership is under.',
  MEMBERSHIP_PAUSED: 'Your membership is paused. Resume it to book a cleaning at the member rate.',
  INVALID_HOURS: 'Please choose one of the cleaning lengths shown.',
  INVALID_DATE: 'Please choose a date in the next 30 days and one of the arrival windows shown.',
  WINDOW_FULL: 'Sorry, that window just filled. Please choose another date or window.',
  PRICE_CHANGED: 'The price of this cleaning has changed since it was shown. Please check the new price and confirm again.',
  NO_PAYMENT_METHOD: 'We have no card on file for your membership. Add a card in your account first.',
  DECLINED: 'Your card on file was declined and nothing was booked. Update your card in your account, then try again.',
  PAYMENT_UNCONFIRMED: 'We could not reach the payment provider, so nothing was booked and anything taken is refunded. Please try again.',
  TOO_MANY_BOOKED: `You already have ${MEMBER_CLEANINGS_AHEAD} member cleanings booked ahead. Book the next one once one of them has taken place.`,
  INVALID_REQUEST: 'Please reload the page and try again.',
};

export type MemberCleaningResult =
  | { success: true; message: string; refusal: null; booking: ReturnType<typeof bookingView>; voucherCode: string; chargedCents: number }
  | { success: false; message: string; refusal: MemberCleaningRefusal; booking: null; voucherCode: null; chargedCents: number };

const refused = (refusal: MemberCleaningRefusal, message = MESSAGES[refusal]): MemberCleaningResult => ({
  success: false,
  message,
  refusal,
  booking: null,
  voucherCode: null,
  chargedCents: 0,
});

class Undo extends Error {
  constructor(
    readonly refusal: MemberCleaningRefusal,
    readonly text = MESSAGES[refusal],
  ) {
    super(refusal);
  }
}

/** The signed-in customer's active membership, its home (where the first cleaning was bought for) and card on file. */
async function memberHome(db: Pick<Db, 'select'>, customerId: number, now: Date) {
  const [row] = await db
    .select({
      membership: memberships,
      zipcode: priceIntents.zipcode,
      region: serviceRegions,
      email: customers.email,
      paymentMethod: customers.paymentMethod,
      paymentCustomer: customers.paymentCustomer,
      sameCleanerAs: customers.sameCleanerAs,
    })
    .from(memberships)
    .innerJoin(priceIntents, eq(priceIntents.id, memberships.intentId))
    .innerJoin(serviceRegions, eq(serviceRegions.id, priceIntents.regionId))
    .innerJoin(customers, eq(customers.id, memberships.customerId))
    .where(and(eq(memberships.customerId, customerId), eq(memberships.status, 'active')))
    .orderBy(desc(memberships.createdAt))
    .limit(1);
  return row ? { ...row, timeZone: timeZoneForZip(row.zipcode), pausedUntil: runningPauseEnd(row.membership, now) } : null;
}

type Home = NonNullable<Awaited<ReturnType<typeof memberHome>>>;

/** Where a member cleaning of these hours can be booked: the member's home, by the membership plan's fee rules. */
const placeFor = (home: Home, numHours: number, now: Date): BookingPlace => ({
  region: home.region,
  timeZone: home.timeZone,
  expiresAt: new Date(now.getTime() + VOUCHER_VALIDITY_MS),
  numHours,
  intentId: home.membership.intentId,
});

const blockedFor = (home: Home): MemberCleaningRefusal | null => (home.pausedUntil ? 'MEMBERSHIP_PAUSED' : !home.paymentMethod ? 'NO_PAYMENT_METHOD' : null);

/**
 * What the signed-in member can book (null for anyone else): the rates, each length's price with its tax and saving,
 * the standing same-cleaner request, and, for a chosen length, the open days and windows with their late-change fees.
 */
export async function memberCleaningOffer(db: Db, customerId: number, numHours: number | null, now: Date) {
  const home = await memberHome(db, customerId, now);
  if (!home) return null;
  const refusal = blockedFor(home);
  const sameCleanerAs = await sameCleanerLabel(db, home.sameCleanerAs);
  const windows = !refusal && isMemberCleaningHours(numHours) ? await openWindows(db, placeFor(home, numHours, now), now) : null;
  return {
    memberRateCents: home.region.rateCents,
    nonmemberRateCents: home.region.higherRateCents,
    salesTaxBp: home.region.salesTaxBp,
    options: MEMBER_CLEANING_HOURS.map((hours) => memberCleaningPrice(home.region, hours)),
    sameCleanerAs,
    refusal,
    message: refusal ? MESSAGES[refusal] : null,
    numHours: windows ? numHours : null,
    windows,
  };
}

export interface MemberCleaningRequest {
  numHours: number;
  date: string;
  window: string;
  /** The total the member was shown and confirmed: anything else is refused, never charged. */
  expectedTotalCents: number;
  /** One per confirmation screen (lib/rules/memberCleaning.ts `isRequestKey`). */
  requestKey: string;
}

/** A member cleaning already made under this request key (a retry, a second click): its answer again. */
async function madeBefore(db: Pick<Db, 'select'>, intentId: string) {
  const [row] = await db
    .select({ voucher: vouchers, booking: bookings })
    .from(vouchers)
    .innerJoin(bookings, eq(bookings.voucherId, vouchers.id))
    .where(eq(vouchers.intentId, intentId))
    .orderBy(desc(bookings.id))
    .limit(1);
  return row ?? null;
}

const booked = (
  made: { voucher: typeof vouchers.$inferSelect; booking: typeof bookings.$inferSelect },
  sameCleanerAs: string | null,
): MemberCleaningResult => ({
  success: true,
  message: `Booked: ${bookingLabel(made.booking.day, made.booking.arrivalWindow as ArrivalWindow, made.booking.timeZone)}. We charged ${formatUsd(made.voucher.priceCents)} to your card on file and emailed you a confirmation.`,
  refusal: null,
  booking: bookingView(made.booking, sameCleanerAs),
  voucherCode: made.voucher.code,
  chargedCents: made.voucher.priceCents,
});

export async function bookMemberCleaning(
  db: Db,
  customerId: number,
  request: MemberCleaningRequest,
  facts: BookingFacts & { gateway: PaymentGateway },
): Promise<MemberCleaningResult> {
  if (!isRequestKey(request.requestKey)) return refused('INVALID_REQUEST');
  const home = await memberHome(db, customerId, facts.now);
  if (!home) return refused('NOT_A_MEMBER');
  // The key is the member's own: one membership's keys never name another's cleanings.
  const intentId = `mc_${home.membership.id}_${request.requestKey}`;
  const before = await madeBefore(db, intentId);
  if (before) return booked(before, await sameCleanerLabel(db, before.booking.sameCleanerAs));

  const blocked = blockedFor(home);
  if (blocked) return refused(blocked);
  if (!isMemberCleaningHours(request.numHours)) return refused('INVALID_HOURS');
  const price = memberCleaningPrice(home.region, request.numHours);
  if (price.totalCents !== request.expectedTotalCents) return refused('PRICE_CHANGED');
  const place = placeFor(home, request.numHours, facts.now);
  const slot = checkSlot(place, request, facts.now);
  if (slot === 'INVALID_DATE') return refused('INVALID_DATE');

  let made;
  try {
    made = await db.transaction(async (tx) => {
      // One member's bookings one at a time, so two at once cannot both pass the limit on cleanings ahead.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-cleanings:${home.membership.id}`}))`);
      if ((await cleaningsAhead(tx, home.membership.id, facts.now)) >= MEMBER_CLEANINGS_AHEAD) throw new Undo('TOO_MANY_BOOKED');
      return takePlace(
        tx,
        { regionId: home.region.id, day: slot.date, window: slot.window, capacity: windowCapacity(home.region.numCleaners) },
        async (spot) => {
          const [intent] = await tx
            .insert(priceIntents)
            .values({
              id: intentId,
              kind: 'member_cleaning',
              planKey: home.membership.planKey,
              membershipId: home.membership.id,
              numHours: price.numHours,
              zipcode: home.zipcode,
              regionId: home.region.id,
              // The saving against the non-member rate: the order lines show it as the member-rate discount.
              discountCents: price.savingCents,
              priceBeforeTaxCents: price.priceBeforeTaxCents,
              salesTaxCents: price.salesTaxCents,
              priceCents: price.totalCents,
              status: 'completed',
              fingerprint: JSON.stringify({ numHours: price.numHours, date: slot.date, window: slot.window }),
              expiresAt: facts.now,
            })
            .onConflictDoNothing()
            .returning();
          // A racing request with the same key got here first: its cleaning is this one.
          if (!intent) return 'made-before' as const;
          const [voucher] = await tx
            .insert(vouchers)
            .values({
              code: voucherCode(),
              customerId,
              intentId,
              numHours: price.numHours,
              priceCents: price.totalCents,
              salesTaxCents: price.salesTaxCents,
              expiresAt: place.expiresAt,
            })
            .returning();
          const [booking] = await tx
            .insert(bookings)
            .values({
              voucherId: voucher!.id,
              customerId,
              regionId: home.region.id,
              day: slot.date,
              arrivalWindow: slot.window,
              place: spot,
              startsAt: slot.startsAt,
              timeZone: home.timeZone,
              sameCleanerAs: sameCleanerRequest(customerId),
            })
            .returning();
          const paymentRef = await charge(home, intentId, price, voucher!.code, facts.gateway);
          await tx.update(priceIntents).set({ paymentRef }).where(eq(priceIntents.id, intentId));
          return { voucher: voucher!, booking: booking! };
        },
      );
    });
  } catch (error) {
    if (error instanceof Undo) return refused(error.refusal, error.text);
    throw error;
  }
  if (made === 'full') return refused('WINDOW_FULL');
  if (made === 'made-before') {
    const other = await madeBefore(db, intentId);
    return other ? booked(other, await sameCleanerLabel(db, other.booking.sameCleanerAs)) : refused('INVALID_REQUEST');
  }
  requestLog().info(
    { booking: made.booking.id, voucher: made.voucher.id, membership: home.membership.id, cents: price.totalCents },
    'member cleaning booked and charged',
  );
  const sameCleanerAs = await sameCleanerLabel(db, made.booking.sameCleanerAs);
  await notify(db, facts, home.email, 'booking', made.voucher.code, made.booking, [
    `Charged to your card on file: ${formatUsd(price.totalCents)} (${price.numHours} hours at your member rate of ${formatUsd(home.region.rateCents)} an hour, plus ${formatUsd(price.salesTaxCents)} sales tax). You saved ${formatUsd(price.savingCents)} on the non-member rate.`,
    ...(sameCleanerAs ? [`You asked for the same cleaner as on ${sameCleanerAs}: we have passed that on.`] : []),
  ]);
  return booked(made, sameCleanerAs);
}

/** The membership's member cleanings booked and not yet started. */
async function cleaningsAhead(db: Pick<Db, 'select'>, membershipId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(vouchers, eq(vouchers.id, bookings.voucherId))
    .innerJoin(priceIntents, eq(priceIntents.id, vouchers.intentId))
    .where(and(eq(priceIntents.membershipId, membershipId), eq(bookings.status, 'booked'), gt(bookings.startsAt, now)));
  return Number(row?.n ?? 0);
}

/** One charge per request key to the card on file; anything but a payment undoes the booking. Returns the provider's payment id. */
async function charge(home: Home, intentId: string, price: MemberCleaningPrice, code: string, gateway: PaymentGateway): Promise<string | null> {
  try {
    const outcome = await gateway.charge({
      paymentKey: `member-cleaning:${intentId}`,
      amountCents: price.totalCents,
      token: home.paymentMethod!,
      description: `${price.numHours}-hour member cleaning, voucher ${code}`,
      email: home.email,
      offSession: { customer: home.paymentCustomer },
    });
    if (outcome.status !== 'succeeded') throw new Undo('DECLINED');
    return outcome.paymentRef;
  } catch (error) {
    if (error instanceof PaymentTimeoutError) {
      // The booking is undone, so a payment the provider may have taken is given back now; the member retries afresh.
      await gateway
        .refundAbandoned({ paymentKey: `member-cleaning:${intentId}`, amountCents: price.totalCents, paymentRef: error.paymentRef })
        .catch((lost: unknown) =>
          requestLog().error(
            { err: errorText(lost), paymentKey: `member-cleaning:${intentId}`, cents: price.totalCents },
            'member cleaning payment left unsettled',
          ),
        );
      throw new Undo('PAYMENT_UNCONFIRMED', `[${error.requestId}] ${MESSAGES.PAYMENT_UNCONFIRMED}`);
    }
    throw error;
  }
}

/** What the membership has saved so far: each member cleaning bought against the non-member rate of its hours. */
export async function membershipSavings(db: Pick<Db, 'select'>, membershipId: number) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${priceIntents.discountCents}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(priceIntents)
    .where(and(eq(priceIntents.membershipId, membershipId), eq(priceIntents.kind, 'member_cleaning')));
  return { savedCents: Number(row?.cents ?? 0), memberCleanings: Number(row?.count ?? 0) };
}
