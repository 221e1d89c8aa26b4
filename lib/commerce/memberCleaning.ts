import { BookMemberCleaningDocument, MemberCleaningOfferDocument } from '@/lib/graphql/generated/graphql';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import type { ArrivalWindow } from '@/lib/rules/booking';
import { toCents, toDollars } from '@/lib/rules/money';
import { dayOffers, view, type BookingView, type DayOffer } from './booking';

/** A member booking a further cleaning at the member rate (/customer/book): what can be booked, and booking it. */

export interface MemberCleaningOption {
  numHours: number;
  priceCents: number;
  salesTaxCents: number;
  /** What is charged to the card on file. */
  totalCents: number;
  /** Against the non-member rate, before tax. */
  savingCents: number;
}

export interface MemberOffer {
  memberRateCents: number;
  nonmemberRateCents: number;
  options: MemberCleaningOption[];
  sameCleanerAs: string | null;
  /** Why the member cannot book now, as they read it. */
  refusal: string | null;
  /** For the length asked for: the open days in the home's local time. */
  windows: { numHours: number; timeZoneName: string; days: DayOffer[] } | null;
}

/** Null when not signed in or without an active membership. */
export async function loadMemberOffer(numHours: number | null = null): Promise<MemberOffer | null> {
  const { memberCleaningOffer: offer } = await runQuery(MemberCleaningOfferDocument, { numHours });
  if (!offer) return null;
  return {
    memberRateCents: toCents(offer.memberHourlyRate),
    nonmemberRateCents: toCents(offer.nonmemberHourlyRate),
    options: offer.options.map((o) => ({
      numHours: o.numHours,
      priceCents: toCents(o.price),
      salesTaxCents: toCents(o.salesTax),
      totalCents: toCents(o.total),
      savingCents: toCents(o.saving),
    })),
    sameCleanerAs: offer.sameCleanerAs ?? null,
    refusal: offer.refusal ? (offer.message ?? 'You cannot book a member cleaning right now.') : null,
    windows:
      offer.windows && offer.numHours
        ? {
            numHours: offer.numHours,
            timeZoneName: offer.windows.timeZoneName,
            days: dayOffers(offer.windows.days),
          }
        : null,
  };
}

export type MemberBookOutcome =
  { ok: true; message: string; booking: BookingView; code: string; chargedCents: number } | { ok: false; reason: string; message: string };

/** A key for one confirmation screen: its retries and a double click are one booking and one charge. */
export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function bookMemberCleaning(choice: {
  numHours: number;
  date: string;
  window: ArrivalWindow;
  expectedTotalCents: number;
  requestKey: string;
}): Promise<MemberBookOutcome> {
  const { bookMemberCleaning: result } = await runMutation(BookMemberCleaningDocument, {
    input: {
      numHours: choice.numHours,
      date: choice.date,
      window: choice.window,
      expectedTotal: toDollars(choice.expectedTotalCents),
      requestKey: choice.requestKey,
    },
  });
  if (result.success && result.booking && result.voucherCode)
    return { ok: true, message: result.message, booking: view(result.booking), code: result.voucherCode, chargedCents: toCents(result.charged) };
  return { ok: false, reason: result.refusal ?? 'UNKNOWN', message: result.message };
}
