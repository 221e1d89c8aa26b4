import { FUNNEL_STEPS } from './tracking/events';

/**
 * The funnel the studio shows (visitors → zipcode → lead → payment →
 * purchase), as view types: the server counts distinct sessions per step,
 * this module turns counts into steps with their rates.
 */

export type FunnelStep = { label: string; sessions: number; rateFromPrevious: number | null; rateFromVisitors: number | null };

export interface FunnelRow {
  brandKey: string;
  adGroupId: string | null;
  steps: FunnelStep[];
}

/** Visits that came with a referral code, and the purchases credited to its referrer. */
export interface ReferralFunnelRow {
  code: string;
  hostName: string;
  steps: FunnelStep[];
  purchasesCredited: number;
}

export interface ExperimentFunnelRow {
  experimentId: string;
  group: string;
  steps: FunnelStep[];
}

/** Sessions per funnel step (event name → distinct sessions), with the step-to-step and overall rates. */
export function funnelSteps(counts: ReadonlyMap<string, number>): FunnelStep[] {
  const visitors = counts.get(FUNNEL_STEPS[0]!.event) ?? 0;
  return FUNNEL_STEPS.map((step, index) => {
    const sessions = counts.get(step.event) ?? 0;
    const previous = index === 0 ? null : (counts.get(FUNNEL_STEPS[index - 1]!.event) ?? 0);
    return {
      label: step.label,
      sessions,
      rateFromPrevious: previous ? sessions / previous : null,
      rateFromVisitors: index > 0 && visitors ? sessions / visitors : null,
    };
  });
}
