/**
 * Confidence intervals for conversion rates and for the difference between
 * two of them, as the studio's experiment table shows them. Score intervals
 * rather than the textbook normal approximation: they stay inside [0, 1] and
 * keep their coverage at the small counts and low rates a funnel has
 * (Newcombe 1998, methods 3 and 10).
 */

/** The two-sided 95 % normal quantile. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval for `successes` out of `trials`; null when there were no trials. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0 || successes < 0 || successes > trials) return null;
  const p = successes / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const denominator = 1 + z2 / trials;
  // At 0 and n the score bound is exactly 0 or 1; rounding would leave it a hair off.
  return {
    low: successes === 0 ? 0 : (centre - spread) / denominator,
    high: successes === trials ? 1 : (centre + spread) / denominator,
  };
}

/**
 * Newcombe's hybrid score interval for p1 − p2 (method 10): combines each
 * group's Wilson interval, so it needs no pooled variance and behaves at 0 %.
 */
export function differenceInterval(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
  z = Z_95,
): (Interval & { difference: number }) | null {
  const a = wilsonInterval(successes1, trials1, z);
  const b = wilsonInterval(successes2, trials2, z);
  if (!a || !b) return null;
  const p1 = successes1 / trials1;
  const p2 = successes2 / trials2;
  const difference = p1 - p2;
  return {
    difference,
    low: difference - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: difference + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}
