import type { LateCancellationPolicy, MembershipPlanTerms } from './membershipTerms';

/**
 * Rescheduling or cancelling a booked cleaning (spec §3 cleaning policy, §7
 * LMCPolicyQuery): free until the policy's notice (24 hours) before the
 * cleaning starts; later, the late fee. The plan's policy decides the fee:
 * `firstcleaningperhour_25` / `_35` charge that much per hour of the voucher,
 * `flat_rate` (and plans without a policy) the policy's flat fee.
 */

const PER_HOUR_CENTS: Record<string, number> = { firstcleaningperhour_25: 2500, firstcleaningperhour_35: 3500 };

export function lateChangeFeeCents(input: {
  startsAt: Date;
  now: Date;
  hours: number;
  planPolicy: MembershipPlanTerms['cancellationPolicy'];
  policy: LateCancellationPolicy;
}): number {
  const noticeMs = input.policy.hours * 3_600_000;
  if (input.startsAt.getTime() - input.now.getTime() >= noticeMs) return 0;
  const perHour = input.planPolicy ? PER_HOUR_CENTS[input.planPolicy] : undefined;
  if (perHour !== undefined) return Math.round(perHour * input.hours);
  return input.policy.feeCents;
}
