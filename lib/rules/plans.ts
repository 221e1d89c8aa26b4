/**
 * The standard first-cleaning ladder of spec §9, in cents. The commerce backend
 * stores the full plan catalogue; the landing pages use this ladder to print
 * "from" prices in their static HTML.
 */

export interface PlanOption {
  name: string;
  description: string;
  numHours: number;
  priceCents: number;
  undiscountedPriceCents: number;
  additionalDiscountCents: number;
}

export const STANDARD_LADDER: readonly PlanOption[] = [
  { name: 'Touch Up', description: 'A quick refresh of the rooms you use most', numHours: 2, priceCents: 900, undiscountedPriceCents: 5000, additionalDiscountCents: 1000 },
  { name: 'One Bedroom', description: 'A full clean of a studio or one-bedroom home', numHours: 3, priceCents: 1900, undiscountedPriceCents: 7500, additionalDiscountCents: 0 },
  { name: 'Two Bedroom', description: 'Kitchen, bathrooms and living areas of a two-bedroom home', numHours: 4, priceCents: 3900, undiscountedPriceCents: 10000, additionalDiscountCents: 0 },
  { name: 'Home Clean', description: 'Top-to-bottom clean for a larger home', numHours: 6, priceCents: 7900, undiscountedPriceCents: 15000, additionalDiscountCents: 0 },
];

export const DEFAULT_VOUCHER_HOURS = 3;
export const MEMBERSHIP_MONTHLY_CENTS = 4900;
export const INTRO_CLEAN_HOURS = 3;

/** Spec §3: the 3-hour option is selected by default, otherwise the second option. */
export function defaultOption<T extends { numHours: number }>(options: readonly T[]): T | undefined {
  return options.find((o) => o.numHours === DEFAULT_VOUCHER_HOURS) ?? options[1] ?? options[0];
}
