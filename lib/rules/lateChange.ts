import { formatUsd } from './money';

/**
 * The late-change policy (spec §3 cleaning policy, §7 LMCPolicyQuery): moving
 * or cancelling a booked cleaning is free until the policy's notice before the
 * cleaning's local start; later, it costs the late-change fee. The hours and
 * the fee are data (the cleaning_policy row); this module is the rule's only
 * home, and every sentence that states it is written here.
 */

export interface LateChangePolicy {
  /** The current policy: a flat fee. The older one charged the whole cleaning. */
  flatFee: boolean;
  hours: number;
  feeCents: number;
}

/** A plan's early-cancellation policy also prices its first cleaning's late changes per hour (spec §3, §9). */
export type PlanPolicy = 'firstcleaningperhour_25' | 'firstcleaningperhour_35' | 'flat_rate' | null;

export const PER_HOUR_CENTS: Partial<Record<NonNullable<PlanPolicy>, number>> = { firstcleaningperhour_25: 2500, firstcleaningperhour_35: 3500 };

/** Whether a change at `now` to a cleaning starting at `startsAt` (an instant) is late: exactly the notice, in elapsed hours. */
export const isLateChange = (startsAt: Date, now: Date, policy: Pick<LateChangePolicy, 'hours'>) =>
  startsAt.getTime() - now.getTime() < policy.hours * 3_600_000;

export function lateChangeFeeCents(input: { startsAt: Date; now: Date; hours: number; planPolicy: PlanPolicy; policy: LateChangePolicy }): number {
  if (!isLateChange(input.startsAt, input.now, input.policy)) return 0;
  const perHour = input.planPolicy ? PER_HOUR_CENTS[input.planPolicy] : undefined;
  if (perHour !== undefined) return Math.round(perHour * input.hours);
  return input.policy.feeCents;
}

/** "24 hours", "1 hour", "1.5 hours". */
export const noticeText = (policy: Pick<LateChangePolicy, 'hours'>) => `${Number(policy.hours.toFixed(1))} ${policy.hours === 1 ? 'hour' : 'hours'}`;

/** What a late change costs, as a phrase: "a $40 late-change fee", "$25 per hour of the cleaning", "the full price of the cleaning". */
export function lateChangeCostText(policy: LateChangePolicy, planPolicy: PlanPolicy = null): string {
  const perHour = planPolicy ? PER_HOUR_CENTS[planPolicy] : undefined;
  if (perHour !== undefined) return `${formatUsd(perHour)} per hour of the cleaning`;
  return policy.flatFee ? `a ${formatUsd(policy.feeCents)} late-change fee` : 'the full price of the cleaning';
}

/** One sentence: how late a cleaning can be moved or cancelled for free, and what later changes cost. */
export function lateChangeTerm(policy: LateChangePolicy, planPolicy: PlanPolicy = null): string {
  return `Reschedule or cancel free up to ${noticeText(policy)} before a cleaning; later changes cost ${lateChangeCostText(policy, planPolicy)}.`;
}
