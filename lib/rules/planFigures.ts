import { applyLandingDiscount } from './discount';
import { earlyCancellationFeeText } from './earlyCancellation';
import { lateChangeCostText, noticeText, type LateChangePolicy } from './lateChange';
import { membershipPriceText } from './membershipTerms';
import { formatUsd } from './money';
import { defaultOption, type OfferedPlan, type PlanOption } from './plans';
import type { FIGURE_PLACEHOLDERS } from './figurePlaceholders';

export { FIGURE_PLACEHOLDERS, literalFigures } from './figurePlaceholders';

/**
 * What a page offers its visitor, decided on the server once per page variant
 * (the visit's grant and plan, lib/rules/landing/segment.ts): the first-
 * cleaning plan with the grant applied, the membership offer, and the late-
 * change policy. Every figure a page states (prices, the banner, the footer
 * terms, content copy) is read from this, and the quote charges by the same
 * rules, so what is shown is what is charged.
 */
export interface PageOffer {
  /** The first-cleaning plan offered. */
  plan: OfferedPlan;
  /** The free-first-cleaning membership offered beside it. */
  membership: OfferedPlan;
  /** Cents off each paid option (0 for none). */
  grantCents: number;
  lateChange: LateChangePolicy;
  /** Built from the seeded catalogue while the database could not be read: the page is regenerated soon. */
  provisional?: true;
  /** Which of the two the visit leads with: the membership in the free-first-cleaning variant, else the plan. */
  lead?: 'plan' | 'membership';
}

/** The plan's options at the prices this visit pays before tax: the grant taken off, never below $1, free stays free. */
export const grantedOptions = (plan: OfferedPlan, grantCents: number): PlanOption[] =>
  plan.options.map((o) => ({ ...o, priceCents: applyLandingDiscount(o.priceCents, grantCents) }));

export type FigurePlaceholder = keyof typeof FIGURE_PLACEHOLDERS;
export type PlanFigures = Record<FigurePlaceholder, string>;

/** The figures of an offer: of its membership plan on pages that lead with the free-first-cleaning membership. */
export function planFigures(offer: PageOffer, lead: 'plan' | 'membership' = offer.lead ?? 'plan'): PlanFigures {
  const plan = lead === 'membership' ? offer.membership : offer.plan;
  const options = grantedOptions(plan, lead === 'membership' ? 0 : offer.grantCents);
  const chosen = defaultOption(options);
  const lowest = options.reduce<PlanOption | undefined>((low, o) => (low === undefined || o.priceCents < low.priceCents ? o : low), undefined);
  return {
    price: formatUsd(chosen?.priceCents ?? 0),
    fromPrice: formatUsd(lowest?.priceCents ?? 0),
    savings: formatUsd(Math.max((chosen?.undiscountedPriceCents ?? 0) - (chosen?.priceCents ?? 0), 0)),
    discount: formatUsd(lead === 'membership' ? 0 : offer.grantCents),
    introHours: String(chosen?.numHours ?? 0),
    monthlyPrice: formatUsd(plan.monthlyCents),
    membershipPrice: membershipPriceText(plan),
    freeMonths: String(plan.freeMonths),
    minMonths: String(plan.cancellationFeeMinMonths),
    earlyCancellationFee: earlyCancellationFeeText(plan),
    lateChangeHours: noticeText(offer.lateChange).replace(/ hours?$/, ''),
    lateChangeFee: lateChangeCostText(offer.lateChange, plan.cancellationPolicy),
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Text with every plan-figure placeholder replaced; other placeholders (`{title}`, `{appName}`) are left for their owners. */
export function fillFigures(text: string, figures: PlanFigures): string {
  return text.includes('{') ? text.replace(PLACEHOLDER, (whole, name: string) => (name in figures ? figures[name as FigurePlaceholder] : whole)) : text;
}
