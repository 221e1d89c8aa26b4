import { earlyCancellationTerm, type EarlyCancellationTerms } from './earlyCancellation';
import { lateChangeTerm, type LateChangePolicy } from './lateChange';
import { formatUsd } from './money';

/** What the membership terms depend on (a plan, spec §3 and §9). */
export interface MembershipPlanTerms extends EarlyCancellationTerms {
  isSubscription: boolean;
  monthlyCents: number;
  /** Months each membership charge covers (1, 3 or 6). */
  billingMonths: number;
  freeMonths: number;
}

/** "$49/month", or "$49/month, billed $147 every 3 months". */
export function membershipPriceText(plan: Pick<MembershipPlanTerms, 'monthlyCents' | 'billingMonths'>): string {
  return `${formatUsd(plan.monthlyCents)}/month${plan.billingMonths > 1 ? `, billed ${formatUsd(plan.monthlyCents * plan.billingMonths)} every ${plan.billingMonths} months` : ''}`;
}

/** The offer terms of spec §1 for one plan, as checkout, the receipt and the account state them. */
export function membershipTerms(plan: MembershipPlanTerms, lateChange: LateChangePolicy): string[] {
  const monthly = membershipPriceText(plan);
  return [
    plan.isSubscription
      ? `Your first cleaning comes with a Forever Clean subscription at ${monthly} (taxes may apply).`
      : `This discount requires a Forever Clean membership at ${monthly} (taxes may apply) that keeps future cleanings at more than 50% off.`,
    plan.freeMonths > 0
      ? `Your first ${plan.freeMonths === 1 ? 'month is' : `${plan.freeMonths} months are`} free; billing starts after that.`
      : 'Billing starts after your first cleaning.',
    'You can cancel at any time.',
    earlyCancellationTerm(plan),
    'Valid only for new clients. An online appointment is required. The voucher expires after 1 year.',
    lateChangeTerm(lateChange, plan.cancellationPolicy),
  ];
}
