import { membershipPriceText, membershipTerms, type MembershipPlanTerms } from './membershipTerms';
import type { LateChangePolicy } from './lateChange';

/**
 * The lines of an order as checkout, the receipt and the account show them
 * (spec §3 quote): the first cleaning at its list price, the discount and
 * where it comes from, sales tax, the total, then the membership and its
 * terms. One function builds them everywhere, from the stored quote once
 * there is one, so the three can never disagree.
 */
export interface OrderLine {
  label: string;
  /** Signed cents (a discount is negative); null while not known yet (tax before a zipcode). */
  amountCents: number | null;
}

export interface OrderSummary {
  lines: OrderLine[];
  /** Null until the tax is known. */
  totalCents: number | null;
  /** "$49/month" (and its billing), the membership that follows. */
  membership: string;
  terms: string[];
}

export interface OrderFacts {
  numHours: number;
  /** The first line's wording when it is not the first cleaning (a member's further cleaning). */
  itemLabel?: string;
  /** The option's price before any discount. */
  listPriceCents: number;
  discountCents: number;
  /** The campaign's or ad offer's name. */
  discountSource: string | null;
  /** Null before the zipcode (and so the tax) is known. */
  salesTaxCents: number | null;
  plan: MembershipPlanTerms;
  lateChange: LateChangePolicy;
}

export function orderSummary(facts: OrderFacts): OrderSummary {
  const priceCents = facts.listPriceCents - facts.discountCents;
  const lines: OrderLine[] = [{ label: facts.itemLabel ?? `${facts.numHours}-hour first cleaning`, amountCents: facts.listPriceCents }];
  if (facts.discountCents > 0)
    lines.push({ label: facts.discountSource ? `Discount: ${facts.discountSource}` : 'Discount', amountCents: -facts.discountCents });
  lines.push({ label: 'Sales tax', amountCents: facts.salesTaxCents });
  return {
    lines,
    totalCents: facts.salesTaxCents === null ? null : priceCents + facts.salesTaxCents,
    membership: membershipPriceText(facts.plan),
    terms: membershipTerms(facts.plan, facts.lateChange),
  };
}
