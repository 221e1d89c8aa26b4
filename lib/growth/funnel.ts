import type { FunnelFilters } from './funnelFilters';
import { differenceInterval, wilsonInterval, type Interval } from './proportions';
import { FUNNEL_STEPS } from './tracking/funnelSteps';

/**
 * The funnel the studio shows (visitors → zipcode → lead → payment →
 * purchase), as view types: the server finds how far each session got (the
 * browser's events up to the lead, its own records of payments and purchases
 * after it), this module turns those counts into steps with their rates and
 * experiment groups into conversion statistics.
 */

export type FunnelStep = { label: string; sessions: number; rateFromPrevious: number | null; rateFromVisitors: number | null };

/** A named ad group from content, the ids no ad group has, or visits without an ad group. */
export type AdGroupKind = 'named' | 'other' | 'direct';

export interface FunnelRow {
  brandKey: string;
  /** The ad group's id for a named ad group; null for the other and direct rows. */
  adGroupId: string | null;
  adGroupKind: AdGroupKind;
  adGroupName: string;
  /** The raw ids the row counts, for tracing a figure back to the events. */
  rawAdGroupIds: string[];
  steps: FunnelStep[];
  /** What its purchases charged, from the server's records. */
  revenueCents: number;
}

/** Visits that came with a referral code, and the purchases credited to its referrer. */
export interface ReferralFunnelRow {
  code: string;
  hostName: string;
  steps: FunnelStep[];
  purchasesCredited: number;
}

export interface ConversionStats {
  visitors: number;
  conversions: number;
  rate: number | null;
  /** Null below the minimum number of visitors. */
  rateInterval: Interval | null;
  /** This group's rate minus control's; null for control itself and below the minimum. */
  difference: (Interval & { difference: number }) | null;
}

export interface ExperimentFunnelRow {
  experimentId: string;
  group: string;
  steps: FunnelStep[];
  stats: ConversionStats;
  /** What the group's purchases charged, from the server's records. */
  revenueCents: number;
}

export interface FunnelContent {
  brands: { key: string; name: string }[];
  /** Ad-group id → its name in content. */
  adGroupNames: ReadonlyMap<string, string>;
  /** Experiment key → its groups, control first, as the published documents name them: other pairs a cookie carried are not shown. */
  experimentGroups: ReadonlyMap<string, readonly string[]>;
}

export interface StudioFunnels {
  filters: FunnelFilters;
  /** The brands in content, for the brand filter. */
  brands: { key: string; name: string }[];
  /** Every session of the selected brand(s) and range: the chart. */
  total: FunnelStep[];
  /** What every purchase in the range charged, from the server's records. */
  totalRevenueCents: number;
  funnel: FunnelRow[];
  experiments: ExperimentFunnelRow[];
  referrals: ReferralFunnelRow[];
  /** Below this many visitors in a group, intervals are not shown. */
  minVisitorsForStats: number;
}

/** Intervals on fewer visitors are too wide to act on, and invite reading noise as a result. */
export const MIN_VISITORS_FOR_STATS = 100;

export const CONTROL_GROUP = 'control';

/**
 * Steps from how far sessions got: `reached[i]` sessions stopped at step i
 * (step 0: any visit). Each step counts sessions that reached it or any later
 * one, so a purchase recorded without its lead event still counts as a lead,
 * and no step can exceed the one before.
 */
export function funnelSteps(reached: readonly number[]): FunnelStep[] {
  const atLeast = FUNNEL_STEPS.map((_, index) => reached.slice(index).reduce((sum, n) => sum + n, 0));
  const visitors = atLeast[0] ?? 0;
  return FUNNEL_STEPS.map((step, index) => {
    const sessions = atLeast[index]!;
    const previous = index === 0 ? 0 : atLeast[index - 1]!;
    return {
      label: step.label,
      sessions,
      rateFromPrevious: index > 0 && previous ? sessions / previous : null,
      rateFromVisitors: index > 0 && visitors ? sessions / visitors : null,
    };
  });
}

/** Conversion (the last step) of a group, with its interval and its difference to control, once both have enough visitors. */
export function conversionStats(steps: readonly FunnelStep[], control: readonly FunnelStep[] | null, minVisitors = MIN_VISITORS_FOR_STATS): ConversionStats {
  const visitors = steps[0]?.sessions ?? 0;
  const conversions = steps.at(-1)?.sessions ?? 0;
  const enough = visitors >= minVisitors;
  const controlVisitors = control?.[0]?.sessions ?? 0;
  return {
    visitors,
    conversions,
    rate: visitors ? conversions / visitors : null,
    rateInterval: enough ? wilsonInterval(conversions, visitors) : null,
    difference:
      enough && control && controlVisitors >= minVisitors ? differenceInterval(conversions, visitors, control.at(-1)?.sessions ?? 0, controlVisitors) : null,
  };
}

export const formatPercent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

/** Percentage points with their sign: the difference between two rates. */
export const formatPoints = (difference: number) => `${difference >= 0 ? '+' : '−'}${Math.abs(difference * 100).toFixed(1)} pp`;
