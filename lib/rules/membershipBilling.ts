/**
 * Forever Clean billing (spec §1, §9): billing starts with the first cleaning;
 * after any free months, each charge covers the plan's billing months and is
 * due on the same day of the month as the first cleaning. What cancelling
 * early costs is lib/rules/earlyCancellation.ts's to say.
 */

/** The same day `months` later (clamped to the month's last day), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

export interface BillingTerms {
  billingMonths: number;
  freeMonths: number;
}

/** A pause of the membership: from `startsAt`, every charge slides `months` later. */
export interface Pause {
  startsAt: Date;
  months: number;
}

/**
 * When period `n` (0, 1, …) is due. Each pause, oldest first, slides a period due at or after the pause's start by
 * the pause's months, so nothing falls due while paused and the schedule keeps the first cleaning's day of the month.
 */
export function periodDue(firstCleaningAt: Date, terms: BillingTerms, period: number, pauses: readonly Pause[] = []): Date {
  const base = terms.freeMonths + period * terms.billingMonths;
  let shift = 0;
  let due = addMonths(firstCleaningAt, base);
  for (const pause of [...pauses].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    if (due.getTime() < pause.startsAt.getTime()) continue;
    shift += pause.months;
    due = addMonths(firstCleaningAt, base + shift);
  }
  return due;
}

/** The periods due by `now`: 0 … n−1. */
export function periodsDue(firstCleaningAt: Date, terms: BillingTerms, now: Date, pauses: readonly Pause[] = []): number[] {
  const due: number[] = [];
  for (let p = 0; periodDue(firstCleaningAt, terms, p, pauses).getTime() <= now.getTime() && p < 1200; p += 1) due.push(p);
  return due;
}

/** How a period's charge stands: paid, being retried after a failure, or out of retries (no run charges it again). */
export interface PeriodCharges {
  paid: ReadonlySet<number>;
  exhausted: ReadonlySet<number>;
}

/**
 * The next charge a member can expect, as billing will make it: the first period not paid whose due date is ahead, or,
 * if one is already due and still has retries, that one now (the next billing run takes it). A period out of retries
 * is not charged again, so it is not the next charge.
 */
export function nextCharge(
  firstCleaningAt: Date,
  terms: BillingTerms,
  pauses: readonly Pause[],
  charges: PeriodCharges,
  now: Date,
): { period: number; at: Date } {
  for (let period = 0; period < 1200; period += 1) {
    if (charges.paid.has(period)) continue;
    const due = periodDue(firstCleaningAt, terms, period, pauses);
    if (due.getTime() > now.getTime()) return { period, at: due };
    if (!charges.exhausted.has(period)) return { period, at: now };
  }
  return { period: 1200, at: periodDue(firstCleaningAt, terms, 1200, pauses) };
}
