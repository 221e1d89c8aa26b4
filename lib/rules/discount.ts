import { toCents, toDollars } from './money';
import { firstValue, type QueryValue } from '../platform/query';

/**
 * The landing discount (spec §1, §4): a dollar amount taken off each paid
 * first-cleaning price, capped at $500 and never bringing a price below $1;
 * a free option stays free. Browser and server apply exactly this rule.
 */
export const MAX_LANDING_DISCOUNT_CENTS = 50_000;
export const PRICE_FLOOR_CENTS = 100;

const withinCap = (cents: number) => Number.isInteger(cents) && cents > 0 && cents <= MAX_LANDING_DISCOUNT_CENTS;

/** The `discount` query parameter in cents: a positive dollar amount with at most two decimals, else null. */
export function parseDiscountCents(value: QueryValue): number | null {
  const raw = firstValue(value)?.trim().replace(/^\$/, '');
  if (!raw || !/^\d{1,6}(?:\.\d{1,2})?$/.test(raw)) return null;
  const cents = toCents(Number(raw));
  return withinCap(cents) ? cents : null;
}

/** A discount sent in dollars (an API argument): whole cents within the cap, zero for none, null when invalid. */
export function discountCentsFromDollars(dollars: number | null | undefined): number | null {
  if (dollars === null || dollars === undefined || dollars === 0) return 0;
  if (!Number.isFinite(dollars)) return null;
  const cents = toCents(dollars);
  // Whole cents only: 9.999 is not a discount anyone was offered.
  return Math.abs(toDollars(cents) - dollars) < 1e-9 && withinCap(cents) ? cents : null;
}

/** A paid price less the discount, never below $1; a free option stays free. */
export function applyLandingDiscount(priceCents: number, discountCents: number | null): number {
  if (!discountCents || priceCents === 0) return priceCents;
  return Math.max(PRICE_FLOOR_CENTS, priceCents - discountCents);
}

/** A marketer-defined campaign (content): how much it takes off, where and when, and how often. */
export interface Campaign {
  campaignId: string;
  /** What the marketer called it: the receipt names the discount's source by it. */
  title: string;
  discountCents: number;
  /** Brand keys it runs on; empty means every brand. */
  brandKeys: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
  /** Purchases it may discount in all; null for no cap. */
  redemptionCap: number | null;
}

export const campaignRuns = (campaign: Campaign, brandKey: string, now: Date, redemptions: number) =>
  (campaign.brandKeys.length === 0 || campaign.brandKeys.includes(brandKey)) &&
  (campaign.startsAt === null || campaign.startsAt.getTime() <= now.getTime()) &&
  (campaign.endsAt === null || now.getTime() < campaign.endsAt.getTime()) &&
  (campaign.redemptionCap === null || redemptions < campaign.redemptionCap);

export interface DiscountGrant {
  /** The campaign that grants it; null for an ad group's own discount or none. */
  campaignId: string | null;
  cents: number;
}

export const NO_DISCOUNT: DiscountGrant = { campaignId: null, cents: 0 };

/**
 * What a landing grants (spec §1, §4): a running campaign's discount when the
 * visit names one, else the ad group's own discount, else nothing. The
 * `discount` a landing URL carries can ask for less, never more.
 */
export function grantedDiscount(input: {
  campaign: Campaign | null;
  redemptions: number;
  adGroupDiscountCents: number | null;
  brandKey: string;
  now: Date;
  requestedCents: number | null;
}): DiscountGrant {
  const { campaign } = input;
  const granted: DiscountGrant =
    campaign && campaignRuns(campaign, input.brandKey, input.now, input.redemptions)
      ? { campaignId: campaign.campaignId, cents: campaign.discountCents }
      : input.adGroupDiscountCents
        ? { campaignId: null, cents: input.adGroupDiscountCents }
        : NO_DISCOUNT;
  const asked = input.requestedCents === null ? granted.cents : askStepCents(input.requestedCents);
  const cents = Math.min(granted.cents, asked, MAX_LANDING_DISCOUNT_CENTS);
  return cents > 0 ? { ...granted, cents } : NO_DISCOUNT;
}

/**
 * The amounts a landing URL's `discount` can ask for, in dollars (docs/decisions.md, "The URL's discount in steps"):
 * every ask is one of these, so whatever a visitor types into the URL, the pages an ad group or campaign can show
 * are its grant and the steps below it, never one page per amount.
 */
export const ASK_STEPS_DOLLARS = [5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 150, 200, 300, 400, 500] as const;

/**
 * An ask as the step it counts as: rounded up to the next step (the visitor gets at least what the ad said, and never
 * more than the grant, which `grantedDiscount` applies after). Nothing asked (0) stays 0.
 */
export function askStepCents(requestedCents: number): number {
  if (requestedCents <= 0) return 0;
  const step = ASK_STEPS_DOLLARS.find((dollars) => dollars * 100 >= requestedCents) ?? MAX_LANDING_DISCOUNT_CENTS / 100;
  return step * 100;
}
