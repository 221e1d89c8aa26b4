import type { ExperimentDefinition } from './experiments/definitions';

/**
 * One experiment's results as `GET /api/studio/experiments/{key}/results`
 * answers them and the studio's Experiments screen shows them (issue 40):
 * computed on the server (server/domain/experiments/), read here as view
 * types by the screen and the CSV export.
 */

export type Verdict = 'keep running' | 'ship variant' | 'stop variant';

export interface VariantResult {
  key: string;
  visitors: number;
  purchases: number;
  conversion: number;
  revenuePerVisitor: number;
  chanceToBeBest: number;
  /** Chance to beat control (null for control). */
  chanceToBeatControl: number | null;
  /** Dollars of expected revenue lost per 1,000 visitors by choosing this group. */
  expectedLossPer1000: number;
  /** Anytime-valid 95 % interval for conversion minus control's, in percentage points (null for control). */
  interval: { low: number; high: number } | null;
  verdict: Verdict | null;
}

export interface GuardrailResult {
  metric: 'refunds' | 'earlyCancellations' | 'supportTickets';
  variant: string;
  /** Per 1,000 purchases (guardrails come from buyers). */
  controlRate: number;
  variantRate: number;
  /** The variant's rate is higher than control's with at least 95 % posterior probability. */
  alarm: boolean;
}

/** A guardrail as people read it, on the screen and in a verdict. */
export const GUARDRAIL_NAMES: Record<GuardrailResult['metric'], string> = {
  refunds: 'Refunds',
  earlyCancellations: 'Early cancellations',
  supportTickets: 'Support tickets',
};

export interface ExperimentResults {
  variants: VariantResult[];
  srm: { pValue: number; alarm: boolean };
  guardrails: GuardrailResult[];
  /** Days of the brand's recent traffic until the interval is narrower than the smallest lift (null: already narrow enough). */
  daysToDecision: number | null;
  verdict: { action: Verdict; variant: string | null; text: string };
}

export interface PaidMonths {
  months: number;
  /** Memberships old enough to count; 0: the stated default alone. */
  memberships: number;
  text: string;
}

export interface BrandResult {
  brand: string;
  variants: {
    key: string;
    visitors: number;
    purchases: number;
    conversion: number;
    /** Lift in conversion against this brand's control, in percentage points (null for control). */
    lift: number | null;
    /** The same lift after borrowing strength from the other brands (null for control or a single brand). */
    pooledLift: number | null;
    /** How far the brand's own estimate moved toward the pooled one: 0 not at all, 1 all the way. */
    moved: number | null;
  }[];
}

/** One published experiment as `GET /api/studio/experiments` lists it, running ones first. */
export interface ExperimentSummary {
  key: string;
  title: string;
  status: ExperimentDefinition['status'];
  /** Running now (status running, inside its start and stop times). */
  live: boolean;
  trafficPercent: number;
  variants: string[];
  brands: string[];
  /** The built-in studio's document for it, to edit; null when the studio holds none (content from Sanity). */
  documentId: string | null;
}

export interface ExperimentList {
  experiments: ExperimentSummary[];
  /** Every published brand's key, for the brand filter. */
  brands: string[];
}

export interface ExperimentReport extends ExperimentResults {
  key: string;
  title: string;
  status: ExperimentDefinition['status'];
  primaryMetric: ExperimentDefinition['primaryMetric'];
  trafficPercent: number;
  /** The brand the figures are for, or null for all of the experiment's brands together. */
  brand: string | null;
  smallestLiftPoints: number;
  visitorsPerDay: number;
  paidMonths: PaidMonths;
  /** Days until a decision, in words. */
  decisionText: string;
  brands: BrandResult[];
}
