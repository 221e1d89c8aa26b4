/**
 * @jest-environment node
 */
import {
  betaDraw,
  chanceToBeat,
  differenceSequence,
  expectedLoss,
  normalUpperTail,
  poolAcrossBrands,
  sampleRatioTest,
  seededRandom,
  standardNormal,
  upperGamma,
  verdict,
  visitorsToResolve,
  type GroupCounts,
} from './statistics';

const random = seededRandom;
const normal = standardNormal;
const beta = betaDraw;

const counts = (purchases: number, visitors: number): GroupCounts => ({ purchases, visitors });

describe('chance to beat control (Beta-Binomial, exact)', () => {
  it('matches values known in closed form', () => {
    // Uniform against Beta(2,1): P = E[X] for X ~ Beta(2,1) = 2/3.
    expect(chanceToBeat(counts(0, 0), counts(1, 1))).toBeCloseTo(2 / 3, 12);
    // Beta(1,2) against Beta(2,1): ∫ 2x ∫_0^x 2(1−y) dy dx = 5/6.
    expect(chanceToBeat(counts(0, 1), counts(1, 1))).toBeCloseTo(5 / 6, 12);
    // Equal evidence: a coin toss, either way round.
    expect(chanceToBeat(counts(30, 500), counts(30, 500))).toBeCloseTo(0.5, 10);
    expect(chanceToBeat(counts(12, 400), counts(20, 400)) + chanceToBeat(counts(20, 400), counts(12, 400))).toBeCloseTo(1, 10);
  });

  it('agrees with 100,000 posterior draws on realistic counts', () => {
    const rand = random(7);
    for (const [a, b] of [
      [counts(40, 1000), counts(55, 1000)],
      [counts(3, 150), counts(7, 140)],
      [counts(210, 5000), counts(190, 5000)],
    ] as const) {
      let wins = 0;
      const draws = 100_000;
      for (let i = 0; i < draws; i++)
        if (beta(1 + b.purchases, 1 + b.visitors - b.purchases, rand) > beta(1 + a.purchases, 1 + a.visitors - a.purchases, rand)) wins++;
      expect(Math.abs(chanceToBeat(a, b) - wins / draws)).toBeLessThan(0.005);
    }
  });

  it('refuses impossible counts', () => {
    expect(() => chanceToBeat(counts(5, 3), counts(1, 10))).toThrow(RangeError);
  });
});

describe('expected loss of choosing a variant', () => {
  it('matches values known in closed form', () => {
    // Two uniforms: E[max(X − Y, 0)] = 1/6.
    expect(expectedLoss(counts(0, 0), counts(0, 0))).toBeCloseTo(1 / 6, 12);
    // Choosing Beta(2,1) over a uniform: ∫ 2b (1 − b)²/2 db = B(2,3) = 1/12.
    expect(expectedLoss(counts(1, 1), counts(0, 0))).toBeCloseTo(1 / 12, 12);
  });

  it('agrees with posterior draws, and is small for the clear winner', () => {
    const rand = random(11);
    const a = counts(40, 1000);
    const b = counts(55, 1000);
    let lossB = 0;
    const draws = 100_000;
    for (let i = 0; i < draws; i++) lossB += Math.max(0, beta(41, 961, rand) - beta(56, 946, rand));
    expect(Math.abs(expectedLoss(b, a) - lossB / draws)).toBeLessThan(0.0002);
    expect(expectedLoss(b, a)).toBeLessThan(expectedLoss(a, b));
  });
});

describe('sample ratio check', () => {
  it("matches scipy's chisquare on its documented example", () => {
    // scipy.stats.chisquare([16, 18, 16, 14, 12, 12]) → statistic 2.0, p 0.84914503608460956.
    const result = sampleRatioTest([16, 18, 16, 14, 12, 12], [1, 1, 1, 1, 1, 1]);
    expect(result.chiSquare).toBeCloseTo(2, 12);
    expect(result.pValue).toBeCloseTo(0.849145036084609, 9);
  });

  it('meets the chi-square table at 0.05 and 0.001 (1 degree of freedom)', () => {
    expect(upperGamma(0.5, 3.841458820694124 / 2)).toBeCloseTo(0.05, 9);
    expect(upperGamma(0.5, 10.827566170662733 / 2)).toBeCloseTo(0.001, 9);
    expect(normalUpperTail(1.959963984540054)).toBeCloseTo(0.025, 6);
  });

  it('raises the alarm for a broken 50/50 split and not for an honest one', () => {
    expect(sampleRatioTest([5000, 5100], [50, 50]).alarm).toBe(false);
    expect(sampleRatioTest([5000, 5400], [50, 50]).alarm).toBe(true);
    // Weights on any scale: 90/10.
    expect(sampleRatioTest([9020, 980], [0.9, 0.1]).alarm).toBe(false);
  });
});

describe('anytime-valid interval (normal-mixture confidence sequence)', () => {
  it('covers the true difference at every daily look in at least 95 % of experiments', () => {
    const rand = random(2026);
    const runs = 400;
    const days = 30;
    for (const [base, lift, perDay] of [
      [0.05, 0, 100],
      [0.04, 0.01, 60],
      [0.1, -0.02, 200],
    ] as const) {
      let covered = 0;
      for (let run = 0; run < runs; run++) {
        const control = counts(0, 0);
        const variant = counts(0, 0);
        let always = true;
        for (let day = 0; day < days; day++) {
          for (let v = 0; v < perDay; v++) {
            control.visitors++;
            if (rand() < base) control.purchases++;
            variant.visitors++;
            if (rand() < base + lift) variant.purchases++;
          }
          const { low, high } = differenceSequence(control, variant);
          if (lift < low || lift > high) always = false;
        }
        if (always) covered++;
      }
      expect(covered / runs).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('narrows as visitors come in, and tells how many are needed for a lift', () => {
    const early = differenceSequence(counts(5, 100), counts(8, 100));
    const late = differenceSequence(counts(500, 10_000), counts(800, 10_000));
    expect(late.high - late.low).toBeLessThan((early.high - early.low) / 5);
    expect(late.low).toBeGreaterThan(0);
    expect(visitorsToResolve(0.05, 0.005)).toBeGreaterThan(visitorsToResolve(0.05, 0.01));
    // At the visitors it names, the half-width has reached the lift.
    const n = visitorsToResolve(0.05, 0.01);
    const at = differenceSequence(counts(Math.round(0.05 * n), n), counts(Math.round(0.06 * n), n));
    expect((at.high - at.low) / 2).toBeLessThan(0.0105);
  });
});

describe('pooling across brands', () => {
  it('moves small brands toward the pooled mean and beats their own estimates on error', () => {
    const rand = random(99);
    const seOf = [0.002, 0.002, 0.004, 0.012, 0.015, 0.02];
    let ownError = 0;
    let pooledError = 0;
    const sims = 2000;
    for (let sim = 0; sim < sims; sim++) {
      const truth = seOf.map(() => 0.01 + 0.003 * normal(rand));
      const estimates = truth.map((t, i) => ({ brand: `b${i}`, estimate: t + seOf[i]! * normal(rand), standardError: seOf[i]! }));
      const { brands } = poolAcrossBrands(estimates);
      for (const i of [3, 4, 5]) {
        ownError += (estimates[i]!.estimate - truth[i]!) ** 2;
        pooledError += (brands[i]!.pooled - truth[i]!) ** 2;
      }
    }
    // The three small brands' mean squared error, pooled against their own.
    expect(pooledError / ownError).toBeLessThan(0.5);
  });

  it('says how far each brand moved: little for a large brand, most for a small one', () => {
    const { brands } = poolAcrossBrands([
      { brand: 'large', estimate: 0.012, standardError: 0.002 },
      { brand: 'medium', estimate: 0.006, standardError: 0.005 },
      { brand: 'small', estimate: 0.05, standardError: 0.03 },
    ]);
    const [large, , small] = brands;
    expect(large!.shrinkage).toBeLessThan(small!.shrinkage);
    expect(Math.abs(small!.pooled - small!.estimate)).toBeGreaterThan(Math.abs(large!.pooled - large!.estimate));
  });
});

describe('verdict', () => {
  it('ships a clear winner, stops a variant that hurts, and otherwise keeps running', () => {
    expect(verdict({ low: 0.002, high: 0.02 }, 0.99, 0.1)).toBe('ship variant');
    expect(verdict({ low: -0.03, high: -0.001 }, 0.01, 20)).toBe('stop variant');
    expect(verdict({ low: -0.01, high: 0.02 }, 0.8, 3)).toBe('keep running');
  });
});
