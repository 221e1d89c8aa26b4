import { salesTaxCents } from './salesTax';

/**
 * Further cleanings a Forever Clean member books from the account (spec §1: "future cleanings at more than 50% off"):
 * the region's member hourly rate times the hours, sales tax on top, and what the same cleaning costs a non-member
 * (the region's higher rate) as the saving. The server prices with this; the account shows what it returns.
 */

/** The lengths a member can book: the first-cleaning ladder's. */
export const MEMBER_CLEANING_HOURS = [2, 3, 4, 6] as const;

/** Member cleanings booked ahead at once: a month of weekly cleanings, not a way to hold a region's windows. */
export const MEMBER_CLEANINGS_AHEAD = 4;

export const isMemberCleaningHours = (hours: unknown): hours is (typeof MEMBER_CLEANING_HOURS)[number] => MEMBER_CLEANING_HOURS.includes(hours as never);

export interface MemberRates {
  /** The region's member hourly rate. */
  rateCents: number;
  /** The non-member rate the saving is counted against. */
  higherRateCents: number;
  salesTaxBp: number;
}

export interface MemberCleaningPrice {
  numHours: number;
  priceBeforeTaxCents: number;
  salesTaxCents: number;
  totalCents: number;
  /** The same hours at the non-member rate, less the member price (before tax). */
  savingCents: number;
}

export function memberCleaningPrice(rates: MemberRates, numHours: number): MemberCleaningPrice {
  const priceBeforeTaxCents = Math.round(rates.rateCents * numHours);
  const tax = salesTaxCents(priceBeforeTaxCents, rates.salesTaxBp);
  return {
    numHours,
    priceBeforeTaxCents,
    salesTaxCents: tax,
    totalCents: priceBeforeTaxCents + tax,
    savingCents: Math.max(0, Math.round(rates.higherRateCents * numHours) - priceBeforeTaxCents),
  };
}

/** A request key names one confirmation: its retries and double clicks are the same booking and the same charge. */
export const isRequestKey = (key: unknown): key is string => typeof key === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(key);
