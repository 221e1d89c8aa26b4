import { addMonths, periodDue, type BillingTerms, type Pause } from './membershipBilling';

/**
 * Pausing a Forever Clean membership (issue 42): one to three months at a time, at most three paused months in any
 * twelve, so a pause cannot stand in for cancelling. The schedule slides with the pause (./membershipBilling.ts).
 */

export const PAUSE_MONTHS = [1, 2, 3] as const;
/** Paused months allowed in any PAUSE_WINDOW_MONTHS. */
export const MAX_PAUSED_MONTHS = 3;
export const PAUSE_WINDOW_MONTHS = 12;

export type PauseRefusal = 'NOT_ACTIVE' | 'NOT_BILLING_YET' | 'ALREADY_PAUSED' | 'LIMIT_REACHED';

/** Months the member may still pause for now (empty: none), counting the pauses that started in the last twelve months. */
export function pausableMonths(pauses: readonly Pause[], now: Date): number[] {
  const windowStart = addMonths(now, -PAUSE_WINDOW_MONTHS);
  const used = pauses.filter((p) => p.startsAt.getTime() > windowStart.getTime()).reduce((sum, p) => sum + p.months, 0);
  return PAUSE_MONTHS.filter((m) => used + m <= MAX_PAUSED_MONTHS);
}

/**
 * How many months a pause that started at `pause.startsAt` and is resumed at `now` really slides the schedule: the
 * fewest whole months that move every charge that fell due inside the pause to after the resume (0 when none did).
 */
export function monthsKept(firstCleaningAt: Date, terms: BillingTerms, earlier: readonly Pause[], pause: Pause, now: Date): number {
  let inPause: number | null = null;
  for (let p = 0; p < 1200; p += 1) {
    const due = periodDue(firstCleaningAt, terms, p, earlier).getTime();
    if (due >= now.getTime()) break;
    if (due >= pause.startsAt.getTime()) {
      inPause = p;
      break;
    }
  }
  if (inPause === null) return 0;
  for (let k = 1; k < pause.months; k += 1) {
    const moved = periodDue(firstCleaningAt, terms, inPause, [...earlier, { startsAt: pause.startsAt, months: k }]);
    if (moved.getTime() >= now.getTime()) return k;
  }
  return pause.months;
}
