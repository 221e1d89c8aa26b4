import type { MembershipPlanTerms } from './membershipTerms';

/**
 * First-cleaning options and plans as the site's rules read them, in cents.
 * The catalogue itself is data (db/seed/plans.ts seeds spec §9's); pages and
 * checkout read a visitor's plan from it (lib/rules/planFigures.ts).
 */

export interface PlanOption {
  name: string;
  description: string;
  numHours: number;
  priceCents: number;
  undiscountedPriceCents: number;
  additionalDiscountCents: number;
}

export const DEFAULT_VOUCHER_HOURS = 3;

/** Spec §3: the 3-hour option is selected by default, otherwise the second option. */
export function defaultOption<T extends { numHours: number }>(options: readonly T[]): T | undefined {
  return options.find((o) => o.numHours === DEFAULT_VOUCHER_HOURS) ?? options[1] ?? options[0];
}

/** A plan as a visitor is offered it: its membership terms and its first-cleaning options (list prices, before any grant). */
export interface OfferedPlan extends MembershipPlanTerms {
  key: string;
  options: PlanOption[];
}
