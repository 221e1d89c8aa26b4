import { formatUsd } from './money';

/** What the membership terms depend on (a plan, spec §3 and §9). */
export interface MembershipPlanTerms {
  isSubscription: boolean;
  monthlyCents: number;
  /** Months each membership charge covers (1, 3 or 6). */
  billingMonths: number;
  freeMonths: number;
  /** Paid months before cancelling costs nothing (spec §9: 6). */
  cancellationFeeMinMonths: number;
  cancellationFeeCents: number;
  cancellationPolicy: 'firstcleaningperhour_25' | 'firstcleaningperhour_35' | 'flat_rate' | null;
}

const EARLY_CANCELLATION: Record<NonNullable<MembershipPlanTerms['cancellationPolicy']>, (plan: MembershipPlanTerms) => string> = {
  firstcleaningperhour_25: () => 'your first cleaning is charged at $25 per hour',
  firstcleaningperhour_35: () => 'your first cleaning is charged at $35 per hour',
  flat_rate: (plan) => `a ${formatUsd(plan.cancellationFeeCents)} cancellation fee applies`,
};

/** The late-cancellation (LMC) policy from the booking system. */
export interface LateCancellationPolicy {
  /** The current policy: a flat fee. The older one charged the whole cleaning. */
  flatFee: boolean;
  hours: number;
  feeCents: number;
}

/** One sentence: how late a cleaning can be moved or cancelled for free, and what later changes cost. */
export function lateCancellationTerm(policy: LateCancellationPolicy): string {
  const hours = `${Number(policy.hours.toFixed(1))} ${policy.hours === 1 ? 'hour' : 'hours'}`;
  const cost = policy.flatFee ? `cost a ${formatUsd(policy.feeCents)} late-cancellation fee` : 'are charged the full price of the cleaning';
  return `Reschedule or cancel free up to ${hours} before a cleaning; later changes ${cost}.`;
}

/** The offer terms of spec §1 for one plan, as checkout shows them before the visitor accepts. */
export function membershipTerms(plan: MembershipPlanTerms, lateCancellation: LateCancellationPolicy | null = null): string[] {
  const monthly = `${formatUsd(plan.monthlyCents)}/month${plan.billingMonths > 1 ? `, billed ${formatUsd(plan.monthlyCents * plan.billingMonths)} every ${plan.billingMonths} months` : ''}`;
  const early = plan.cancellationPolicy ? EARLY_CANCELLATION[plan.cancellationPolicy](plan) : 'your first cleaning is charged at full price';
  return [
    plan.isSubscription
      ? `Your first cleaning comes with a Forever Clean subscription at ${monthly} (taxes may apply).`
      : `This discount requires a Forever Clean membership at ${monthly} (taxes may apply) that keeps future cleanings at more than 50% off.`,
    plan.freeMonths > 0 ? `Your first ${plan.freeMonths === 1 ? 'month is' : `${plan.freeMonths} months are`} free; billing starts after that.` : 'Billing starts after your first cleaning.',
    'You can cancel at any time.',
    `If you cancel before ${plan.cancellationFeeMinMonths} paid months, ${early}.`,
    'Valid only for new clients. An online appointment is required. The voucher expires after 1 year.',
    lateCancellation ? lateCancellationTerm(lateCancellation) : '24 hour cancellation policy.',
  ];
}
