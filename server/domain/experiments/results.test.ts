/**
 * @jest-environment node
 */
import { experimentResults, type VariantRecord } from './results';

const group = (key: string, visitors: number, purchases: number, extra: Partial<VariantRecord> = {}): VariantRecord => ({
  key,
  visitors,
  purchases,
  weight: 50,
  // $49 first price + $49 × 5 expected paid months per purchase.
  revenueCents: purchases * 29_400,
  refunds: 0,
  earlyCancellations: 0,
  supportTickets: 0,
  ...extra,
});

describe('experiment results', () => {
  it('answers every figure the results endpoint promises, and ships a clear winner', () => {
    const results = experimentResults({
      variants: [group('control', 6000, 240), group('headline-b', 6000, 330)],
      visitorsPerDay: 800,
      smallestLiftPoints: 0.5,
    });
    const [control, variant] = results.variants;
    expect(control).toMatchObject({
      key: 'control',
      visitors: 6000,
      purchases: 240,
      revenuePerVisitor: 11.76,
      interval: null,
      verdict: null,
      chanceToBeatControl: null,
    });
    expect(variant).toMatchObject({ key: 'headline-b', visitors: 6000, purchases: 330, revenuePerVisitor: 16.17, verdict: 'ship variant' });
    expect(variant!.chanceToBeBest).toBeGreaterThan(0.99);
    expect(variant!.interval!.low).toBeGreaterThan(0);
    expect(variant!.expectedLossPer1000).toBeLessThan(control!.expectedLossPer1000);
    expect(results.srm).toEqual({ pValue: 1, alarm: false });
    expect(results.verdict).toMatchObject({ action: 'ship variant', variant: 'headline-b' });
    expect(results.guardrails).toHaveLength(3);
  });

  it('keeps running on thin data and says how many days the brand needs', () => {
    const results = experimentResults({ variants: [group('control', 300, 12), group('b', 300, 15)], visitorsPerDay: 100, smallestLiftPoints: 1 });
    expect(results.verdict.action).toBe('keep running');
    expect(results.daysToDecision).toBeGreaterThan(10);
    // Twice the traffic, about half the days.
    const faster = experimentResults({ variants: [group('control', 300, 12), group('b', 300, 15)], visitorsPerDay: 200, smallestLiftPoints: 1 });
    expect(faster.daysToDecision!).toBeLessThan(results.daysToDecision! * 0.55);
  });

  it('stops a variant that hurts conversion or trips a guardrail', () => {
    const worse = experimentResults({ variants: [group('control', 8000, 400), group('b', 8000, 250)], visitorsPerDay: 500, smallestLiftPoints: 0.5 });
    expect(worse.verdict).toEqual({ action: 'stop variant', variant: 'b', text: 'Stop b: it is doing worse than control.' });
    const refunds = experimentResults({
      variants: [group('control', 4000, 160, { refunds: 2 }), group('b', 4000, 165, { refunds: 25 })],
      visitorsPerDay: 500,
      smallestLiftPoints: 0.5,
    });
    // Per 1,000 purchases.
    expect(refunds.guardrails.find((g) => g.metric === 'refunds')).toMatchObject({ alarm: true, controlRate: 12.5, variantRate: 151.52 });
    expect(refunds.verdict).toEqual({ action: 'stop variant', variant: 'b', text: 'Stop b: it raises refunds above control.' });
  });

  it('does not hold a winner’s extra buyers against it: guardrails count per purchase', () => {
    // Three times the purchases, and three times the early cancellations: the same share of buyers cancel.
    const winner = experimentResults({
      variants: [group('control', 900, 21, { earlyCancellations: 2 }), group('b', 920, 58, { earlyCancellations: 6 })],
      visitorsPerDay: 100,
      smallestLiftPoints: 1,
    });
    expect(winner.guardrails.find((g) => g.metric === 'earlyCancellations')!.alarm).toBe(false);
    expect(winner.verdict.action).not.toBe('stop variant');
  });

  it('reads nothing into a broken split', () => {
    const results = experimentResults({ variants: [group('control', 5000, 200), group('b', 5600, 300)], visitorsPerDay: 500, smallestLiftPoints: 0.5 });
    expect(results.srm.alarm).toBe(true);
    expect(results.verdict).toMatchObject({ action: 'keep running', variant: null });
    expect(results.verdict.text).toMatch(/split of visitors/);
  });

  it('is the same for the same counts', () => {
    const input = { variants: [group('control', 900, 30), group('b', 900, 36), group('c', 900, 28)], visitorsPerDay: 300, smallestLiftPoints: 1 };
    expect(experimentResults(input)).toEqual(experimentResults(input));
  });
});
