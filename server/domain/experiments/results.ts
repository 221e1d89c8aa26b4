import { chanceToBeBest, chanceToBeat, differenceSequence, expectedLoss, sampleRatioTest, verdict, visitorsToResolve, type GroupCounts } from './statistics';
import { GUARDRAIL_NAMES, type ExperimentResults, type GuardrailResult, type VariantResult } from '@/lib/growth/experimentReport';

/**
 * One experiment's results as the studio shows them and
 * `GET /api/studio/experiments/{key}/results` answers: counts, revenue and the
 * statistics of ./statistics.ts per variant, the sample-ratio check, the
 * guardrails and how long until a decision. Counts and revenue come from the
 * server's records (exposures written when a variant is rendered, purchases),
 * never from browser events. Pure: the caller reads the records.
 */

export interface VariantRecord extends GroupCounts {
  key: string;
  /** Configured share of the experiment's traffic (any positive scale). */
  weight: number;
  /**
   * What the purchases are worth, in cents: each purchase's first price plus,
   * for a membership, the plan's monthly price × the expected paid months.
   */
  revenueCents: number;
  /** Guardrail events among this group's purchases. */
  refunds: number;
  earlyCancellations: number;
  supportTickets: number;
}

export interface ResultsInput {
  /** The control group first. */
  variants: VariantRecord[];
  /** Visitors per day, all groups together, over the brand's recent traffic (for days until a decision). */
  visitorsPerDay: number;
  /** The smallest lift in conversion the marketer cares about, in percentage points (0.5 = half a point). */
  smallestLiftPoints: number;
}

export type { ExperimentResults, GuardrailResult, VariantResult };

const GUARDRAILS = ['refunds', 'earlyCancellations', 'supportTickets'] as const;
const per1000 = (count: number, base: number) => (base === 0 ? 0 : (1000 * count) / base);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function experimentResults({ variants, visitorsPerDay, smallestLiftPoints }: ResultsInput): ExperimentResults {
  const [control, ...challengers] = variants;
  if (!control || challengers.length === 0) throw new RangeError('an experiment has a control and at least one variant');
  const best = chanceToBeBest(variants);
  const totalPurchases = variants.reduce((sum, v) => sum + v.purchases, 0);
  // Dollars a purchase is worth on average across groups: expected loss in conversion becomes dollars per visitor.
  const valuePerPurchase = totalPurchases === 0 ? 0 : variants.reduce((sum, v) => sum + v.revenueCents, 0) / 100 / totalPurchases;

  const rows: VariantResult[] = variants.map((v, i) => {
    const others = variants.filter((_, j) => j !== i);
    // Loss against the strongest alternative: what choosing this group could cost at worst among the others.
    const loss = Math.max(...others.map((o) => expectedLoss(v, o)));
    const isControl = i === 0;
    const interval = isControl ? null : differenceSequence(control, v);
    const beat = isControl ? null : chanceToBeat(control, v);
    const lossPer1000 = round(1000 * loss * valuePerPurchase, 2);
    return {
      key: v.key,
      visitors: v.visitors,
      purchases: v.purchases,
      conversion: v.visitors === 0 ? 0 : round(v.purchases / v.visitors, 5),
      revenuePerVisitor: v.visitors === 0 ? 0 : round(v.revenueCents / 100 / v.visitors, 2),
      chanceToBeBest: round(best[i]!, 3),
      chanceToBeatControl: beat === null ? null : round(beat, 3),
      expectedLossPer1000: lossPer1000,
      interval: interval && { low: round(100 * interval.low, 2), high: round(100 * interval.high, 2) },
      verdict: interval && beat !== null ? verdict(interval, beat, lossPer1000) : null,
    };
  });

  const srm = sampleRatioTest(
    variants.map((v) => v.visitors),
    variants.map((v) => v.weight),
  );
  // Per 1,000 purchases: refunds, early cancellations and tickets come from buyers, so a variant that sells more
  // would otherwise look worse for its success.
  const guardrails = challengers.flatMap((v) =>
    GUARDRAILS.map((metric) => ({
      metric,
      variant: v.key,
      controlRate: round(per1000(control[metric], control.purchases), 2),
      variantRate: round(per1000(v[metric], v.purchases), 2),
      alarm:
        v.purchases > 0 &&
        control.purchases > 0 &&
        chanceToBeat({ visitors: control.purchases, purchases: control[metric] }, { visitors: v.purchases, purchases: v[metric] }) >= 0.95,
    })),
  );

  const rate = control.visitors === 0 ? 0.05 : Math.max(control.purchases / control.visitors, 0.001);
  const needed = visitorsToResolve(rate, smallestLiftPoints / 100);
  const perGroupPerDay = visitorsPerDay / variants.length;
  const fewest = Math.min(...variants.map((v) => v.visitors));
  const daysToDecision = needed <= fewest ? null : perGroupPerDay > 0 ? Math.ceil((needed - fewest) / perGroupPerDay) : Infinity;

  return {
    variants: rows,
    srm: { pValue: round(srm.pValue, 6), alarm: srm.alarm },
    guardrails,
    daysToDecision,
    verdict: overall(rows.slice(1), srm.alarm, guardrails),
  };
}

function overall(challengers: VariantResult[], srmAlarm: boolean, guardrails: GuardrailResult[]): ExperimentResults['verdict'] {
  if (srmAlarm) {
    return { action: 'keep running', variant: null, text: 'The split of visitors is not the one configured: fix the assignment before reading any result.' };
  }
  const worse = challengers.find((v) => v.verdict === 'stop variant');
  if (worse) return { action: 'stop variant', variant: worse.key, text: `Stop ${worse.key}: it is doing worse than control.` };
  // A variant may convert better and still hurt: the verdict names what it raises, or it would read as a contradiction.
  const tripped = challengers.find((v) => guardrails.some((g) => g.variant === v.key && g.alarm));
  if (tripped) {
    const raised = guardrails.filter((g) => g.variant === tripped.key && g.alarm).map((g) => GUARDRAIL_NAMES[g.metric].toLowerCase());
    return { action: 'stop variant', variant: tripped.key, text: `Stop ${tripped.key}: it raises ${raised.join(' and ')} above control.` };
  }
  const winner = challengers.filter((v) => v.verdict === 'ship variant').sort((a, b) => b.chanceToBeBest - a.chanceToBeBest)[0];
  if (winner) return { action: 'ship variant', variant: winner.key, text: `Ship ${winner.key}: it beats control, and choosing it risks little.` };
  return { action: 'keep running', variant: null, text: 'Keep running: no variant is clearly better or worse yet.' };
}
