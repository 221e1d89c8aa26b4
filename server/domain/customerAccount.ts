import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db';
import { customers, memberships, priceIntents, vouchers } from '@/db/schema';
import type { OfferSource } from '../offer/grants';
import { intentSummary } from './orderSummaries';

import { bookingsOf, bookingView } from './bookings';
import { membershipState } from './membershipBilling';
import { rateable, ratingsOf, sameCleanerLabels } from './cleaningRatings';
import { membershipSavings } from './memberCleanings';
import type { bookings } from '@/db/schema';

/** The customer area (/customer): what the signed-in customer bought, as they need to see it. */

export type VoucherStatus = 'UNUSED' | 'BOOKED' | 'USED' | 'EXPIRED' | 'VOIDED';

/** Booked until the cleaning starts, used from then on; unbooked after a year, expired; voided with its membership. */
export function voucherStatus(
  voucher: { expiresAt: Date; voidedAt: Date | null },
  booking: Pick<typeof bookings.$inferSelect, 'startsAt'> | null,
  now: Date,
): VoucherStatus {
  if (voucher.voidedAt) return 'VOIDED';
  if (booking) return booking.startsAt.getTime() <= now.getTime() ? 'USED' : 'BOOKED';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'UNUSED';
}

export async function customerAccount(db: Db, customerId: number, now: Date, offers: OfferSource) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return null;
  const owned = await db.select().from(vouchers).where(eq(vouchers.customerId, customerId)).orderBy(desc(vouchers.createdAt));
  const booked = await bookingsOf(
    db,
    owned.map((v) => v.id),
  );
  // The order as it was quoted and bought: the same lines the checkout and the receipt showed.
  const intents = owned.length
    ? await db
        .select()
        .from(priceIntents)
        .where(
          inArray(
            priceIntents.id,
            owned.map((v) => v.intentId),
          ),
        )
    : [];
  const memberCleanings = new Set(intents.filter((intent) => intent.kind === 'member_cleaning').map((intent) => intent.id));
  const summaries = new Map(await Promise.all(intents.map(async (intent) => [intent.id, await intentSummary(db, offers, intent)] as const)));
  const bookingRows = [...booked.values()];
  const ratings = await ratingsOf(
    db,
    bookingRows.map((b) => b.id),
  );
  const sameCleaner = await sameCleanerLabels(
    db,
    bookingRows.flatMap((b) => (b.sameCleanerAs ? [b.sameCleanerAs] : [])),
  );
  const [membership] = await db.select().from(memberships).where(eq(memberships.customerId, customerId)).orderBy(desc(memberships.createdAt)).limit(1);
  const [state, savings] = membership ? await Promise.all([membershipState(db, membership, now), membershipSavings(db, membership.id)]) : [null, null];
  return {
    email: customer.email,
    firstName: customer.firstName,
    vouchers: owned.map((v) => {
      const booking = booked.get(v.id) ?? null;
      const rating = booking ? (ratings.get(booking.id) ?? null) : null;
      return {
        code: v.code,
        numHours: v.numHours,
        memberCleaning: memberCleanings.has(v.intentId),
        pricePaidCents: v.priceCents,
        salesTaxCents: v.salesTaxCents,
        status: voucherStatus(v, booking, now),
        booking: booking ? bookingView(booking, booking.sameCleanerAs ? (sameCleaner.get(booking.sameCleanerAs) ?? null) : null) : null,
        rateable: booking !== null && rating === null && rateable(booking, now),
        rating,
        purchasedAt: v.createdAt.toISOString(),
        expiresAt: v.expiresAt.toISOString(),
        summary: summaries.get(v.intentId)!,
      };
    }),
    membership: membership
      ? {
          id: membership.id,
          planKey: membership.planKey,
          monthlyCents: membership.monthlyCents,
          status: membership.status === 'active' ? ('ACTIVE' as const) : ('CANCELLED' as const),
          startedAt: membership.createdAt.toISOString(),
          paidMonths: state?.paidMonths ?? 0,
          nextChargeDate: state?.nextChargeDate ?? null,
          paymentFailed: state?.paymentFailed ?? false,
          pausedUntil: state?.pausedUntil ?? null,
          savedCents: savings?.savedCents ?? 0,
          memberCleanings: savings?.memberCleanings ?? 0,
        }
      : null,
  };
}
