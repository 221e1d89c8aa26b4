/**
 * The statistics behind an experiment's results (issue "Experiments the growth
 * team runs itself"): built for small traffic, where a fixed-horizon test is
 * either never finished or read every day anyway.
 *
 * - Bayesian: each group's conversion rate has a Beta(1 + purchases,
 *   1 + visitors − purchases) posterior (uniform prior). From it, the chance
 *   that a variant beats control (exact, Evan Miller's closed form) and the
 *   expected loss of choosing it (exact, by the same sums).
 * - Anytime-valid: a confidence sequence for the difference in conversion
 *   (variant − control), with the two-sided normal-mixture boundary of Howard,
 *   Ramdas, McAuliffe and Sekhon, "Time-uniform, nonparametric, nonasymptotic
 *   confidence sequences", Annals of Statistics 49(2), 2021 (eq. (14), the
 *   mixture of Robbins 1970). It stays correct however often it is looked at,
 *   so a marketer may read it every day.
 * - Sample ratio: Pearson's chi-square test of the groups' visitors against
 *   their configured weights; below p = 0.001 the split itself is broken.
 * - Pooling across brands: a normal-normal model whose between-brand variance
 *   is estimated by DerSimonian and Laird's method of moments; each brand's
 *   estimate moves toward the pooled mean by how little its own data says.
 *
 * Pure functions of counts: no I/O, same answer for the same input.
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

export interface GroupCounts {
  visitors: number;
  purchases: number;
}

/** The posterior Beta(α, β) of a group's conversion rate under a uniform prior. */
export function posterior({ visitors, purchases }: GroupCounts): { alpha: number; beta: number } {
  if (!(Number.isInteger(visitors) && Number.isInteger(purchases) && purchases >= 0 && visitors >= purchases)) {
    throw new RangeError(`counts must be whole numbers with purchases ≤ visitors (got ${purchases}/${visitors})`);
  }
  return { alpha: 1 + purchases, beta: 1 + visitors - purchases };
}

/**
 * P(p_B > p_A) for p_A ~ Beta(a1, b1), p_B ~ Beta(a2, b2), exactly (Evan
 * Miller, "Formulas for Bayesian A/B testing", 2015). The sum runs over the
 * smaller of the two α (by symmetry), so its length is the smaller group's
 * purchases plus one.
 */
export function chanceToBeat(control: GroupCounts, variant: GroupCounts): number {
  const A = posterior(control);
  const B = posterior(variant);
  if (B.alpha > A.alpha) return 1 - chanceToBeatPosterior(B, A);
  return chanceToBeatPosterior(A, B);
}

/** Miller's sum over i < α_B; callers make α_B the smaller one. */
function chanceToBeatPosterior(A: { alpha: number; beta: number }, B: { alpha: number; beta: number }): number {
  let total = 0;
  for (let i = 0; i < B.alpha; i++) {
    total += Math.exp(logBeta(A.alpha + i, A.beta + B.beta) - Math.log(B.beta + i) - logBeta(1 + i, B.beta) - logBeta(A.alpha, A.beta));
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * E[max(p_A − p_B, 0)]: how much conversion is lost, on average over the
 * posterior, by choosing B when A is better (Chris Stucchio, "Bayesian A/B
 * Testing at VWO", 2015, §4, from Miller's sums):
 * E[max(A − B, 0)] = B(αA+1, βA)/B(αA, βA) · P(A' > B) − B(αB+1, βB)/B(αB, βB) · P(A > B'),
 * where A' ~ Beta(αA+1, βA) and B' ~ Beta(αB+1, βB).
 */
export function expectedLoss(chosen: GroupCounts, other: GroupCounts): number {
  const B = posterior(chosen);
  const A = posterior(other);
  const meanA = A.alpha / (A.alpha + A.beta);
  const meanB = B.alpha / (B.alpha + B.beta);
  const loss = meanA * greater({ alpha: A.alpha + 1, beta: A.beta }, B) - meanB * greater(A, { alpha: B.alpha + 1, beta: B.beta });
  return Math.max(0, loss);
}

/** P(X > Y) for Beta posteriors, through whichever of Miller's sums is shorter. */
function greater(x: { alpha: number; beta: number }, y: { alpha: number; beta: number }): number {
  return x.alpha <= y.alpha ? chanceToBeatPosterior(y, x) : 1 - chanceToBeatPosterior(x, y);
}

/** A seeded generator (mulberry32): simulations in results are the same for the same counts. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const standardNormal = (rand: () => number) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

/** Gamma(shape, 1) by Marsaglia and Tsang, "A simple method for generating gamma variables" (2000). */
function gammaDraw(shape: number, rand: () => number): number {
  if (shape < 1) return gammaDraw(shape + 1, rand) * rand() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = standardNormal(rand);
    const v = (1 + c * x) ** 3;
    if (v > 0 && Math.log(rand()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

export function betaDraw(alpha: number, beta: number, rand: () => number): number {
  const x = gammaDraw(alpha, rand);
  return x / (x + gammaDraw(beta, rand));
}

/**
 * Each group's chance to have the highest conversion rate, by posterior draws
 * (exact sums exist for two groups only; `chanceToBeat` gives those). Seeded
 * from the counts, so the same data always reads the same.
 */
export function chanceToBeBest(groups: GroupCounts[], draws = 20_000): number[] {
  const posteriors = groups.map(posterior);
  const seed = groups.reduce((h, g) => Math.imul(h ^ (g.visitors * 31 + g.purchases), 2654435761) >>> 0, 17);
  const rand = seededRandom(seed);
  const wins = groups.map(() => 0);
  for (let i = 0; i < draws; i++) {
    let best = 0;
    let bestValue = -1;
    posteriors.forEach((p, g) => {
      const value = betaDraw(p.alpha, p.beta, rand);
      if (value > bestValue) [best, bestValue] = [g, value];
    });
    wins[best]!++;
  }
  return wins.map((w) => w / draws);
}

/** The complementary error function (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Standard normal upper tail P(Z > z). */
export const normalUpperTail = (z: number) => 0.5 * erfc(z / Math.SQRT2);

/**
 * Regularized upper incomplete gamma Q(s, x) (series below s + 1, continued
 * fraction above; Numerical Recipes §6.2), for chi-square p-values.
 */
export function upperGamma(s: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + s * Math.log(x) - logGamma(s));
  if (x < s + 1) {
    let sum = 1 / s;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (s + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * lead);
  }
  let b = x + 1 - s;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, lead * h);
}

/** The SRM alarm: below this p-value the observed split is not the configured one. */
export const SRM_ALARM_P = 0.001;

/** Pearson's chi-square test of observed visitors per group against the configured weights (any positive scale). */
export function sampleRatioTest(visitors: number[], weights: number[]): { chiSquare: number; pValue: number; alarm: boolean } {
  if (visitors.length !== weights.length || visitors.length < 2) throw new RangeError('one weight per group, at least two groups');
  const total = visitors.reduce((sum, n) => sum + n, 0);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || weightSum <= 0) return { chiSquare: 0, pValue: 1, alarm: false };
  const chiSquare = visitors.reduce((sum, observed, i) => {
    const expected = (total * weights[i]!) / weightSum;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);
  const pValue = upperGamma((visitors.length - 1) / 2, chiSquare / 2);
  return { chiSquare, pValue, alarm: pValue < SRM_ALARM_P };
}

/**
 * The normal-mixture boundary of Howard et al. (2021), eq. (14), two-sided:
 * with intrinsic time V (the sum of the observations' variances) and mixing
 * variance ρ, |S − tμ| ≤ sqrt((V + ρ) · log((V + ρ) / (ρ · α²))) for all t at
 * once, with probability at least 1 − α (sub-Gaussian observations; the
 * difference of two conversion indicators is bounded, so it is).
 */
export function mixtureBoundary(intrinsicTime: number, alpha: number, rho: number): number {
  const v = intrinsicTime + rho;
  return Math.sqrt(v * Math.log(v / (rho * alpha * alpha)));
}

/**
 * The sequence's half-width after `n` paired observations of variance
 * `variance`, with ρ tuned so it is tightest around `tunedForVisitors` per
 * group (Howard et al. §3.5: ρ ≈ V* / (2 log(1/α) + log(1 + 2 log(1/α)))).
 */
function sequenceHalfWidth(n: number, variance: number, alpha: number, tunedForVisitors: number): number {
  const l = Math.log(1 / alpha);
  const rho = (tunedForVisitors * variance) / (2 * l + Math.log(1 + 2 * l));
  return mixtureBoundary(n * variance, alpha, rho) / n;
}

/**
 * A confidence sequence for p_variant − p_control, valid at every look
 * (1 − α, default 95 %), tightest around `tunedForVisitors` per group.
 */
export function differenceSequence(
  control: GroupCounts,
  variant: GroupCounts,
  { alpha = 0.05, tunedForVisitors = 2000 } = {},
): { low: number; high: number; estimate: number } {
  if (control.visitors === 0 || variant.visitors === 0) return { low: -1, high: 1, estimate: 0 };
  const pc = control.purchases / control.visitors;
  const pv = variant.purchases / variant.visitors;
  // Each paired observation's variance, bounded below so a run of zeros does not claim certainty.
  const variance = Math.max(pc * (1 - pc) + pv * (1 - pv), 0.25 / Math.min(control.visitors, variant.visitors));
  const half = sequenceHalfWidth(Math.min(control.visitors, variant.visitors), variance, alpha, tunedForVisitors);
  const estimate = pv - pc;
  return { estimate, low: Math.max(-1, estimate - half), high: Math.min(1, estimate + half) };
}

/** Visitors per group before the sequence's half-width falls to `lift` (absolute conversion points), at base rate `rate`. */
export function visitorsToResolve(rate: number, lift: number, { alpha = 0.05, tunedForVisitors = 2000 } = {}): number {
  if (!(lift > 0)) return Infinity;
  const variance = rate * (1 - rate) + (rate + lift) * (1 - rate - lift);
  const tooWide = (n: number) => sequenceHalfWidth(n, variance, alpha, tunedForVisitors) > lift;
  let low = 1;
  let high = 1;
  while (tooWide(high)) {
    high *= 2;
    if (high > 1e9) return Infinity;
  }
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (tooWide(mid)) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface BrandEstimate {
  brand: string;
  /** The brand's own estimate (for example a variant's lift in conversion). */
  estimate: number;
  /** Its standard error. */
  standardError: number;
}

export interface PooledEstimate extends BrandEstimate {
  pooled: number;
  /** How far the brand's estimate moved toward the pooled mean, 0 (not at all) to 1 (all the way). */
  shrinkage: number;
}

/**
 * Partial pooling across brands: θ_b ~ N(μ, τ²), estimate_b ~ N(θ_b, se_b²),
 * with μ and τ² by DerSimonian and Laird (1986). A brand with little data
 * (large se) borrows most from the others; one with plenty keeps its own.
 */
export function poolAcrossBrands(estimates: BrandEstimate[]): { mean: number; betweenVariance: number; brands: PooledEstimate[] } {
  const usable = estimates.filter((e) => e.standardError > 0 && Number.isFinite(e.estimate));
  if (usable.length === 0) return { mean: 0, betweenVariance: 0, brands: [] };
  const w = usable.map((e) => 1 / e.standardError ** 2);
  const sumW = w.reduce((a, b) => a + b, 0);
  const fixed = usable.reduce((sum, e, i) => sum + w[i]! * e.estimate, 0) / sumW;
  const q = usable.reduce((sum, e, i) => sum + w[i]! * (e.estimate - fixed) ** 2, 0);
  const c = sumW - w.reduce((sum, wi) => sum + wi * wi, 0) / sumW;
  const tau2 = usable.length > 1 && c > 0 ? Math.max(0, (q - (usable.length - 1)) / c) : 0;
  const wStar = usable.map((e) => 1 / (e.standardError ** 2 + tau2));
  const mean = usable.reduce((sum, e, i) => sum + wStar[i]! * e.estimate, 0) / wStar.reduce((a, b) => a + b, 0);
  const brands = usable.map((e) => {
    const shrinkage = tau2 === 0 ? 1 : e.standardError ** 2 / (e.standardError ** 2 + tau2);
    return { ...e, shrinkage, pooled: shrinkage * mean + (1 - shrinkage) * e.estimate };
  });
  return { mean, betweenVariance: tau2, brands };
}

export type { Verdict } from '@/lib/growth/experimentReport';
import type { Verdict } from '@/lib/growth/experimentReport';

/**
 * A plain verdict for one variant against control: ship when the sequence is
 * wholly above zero and choosing it risks little; stop when it is wholly
 * below zero (the variant is hurting); otherwise keep running.
 */
export function verdict(interval: { low: number; high: number }, chanceToBeatControl: number, lossPer1000: number, { maxLossPer1000 = 1 } = {}): Verdict {
  if (interval.high < 0) return 'stop variant';
  if (interval.low > 0 && chanceToBeatControl >= 0.95 && lossPer1000 <= maxLossPer1000) return 'ship variant';
  return 'keep running';
}
