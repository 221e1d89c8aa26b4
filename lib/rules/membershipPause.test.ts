import { periodDue, periodsDue } from './membershipBilling';
import { monthsKept, pausableMonths } from './membershipPause';

const first = new Date('2026-01-15T15:00:00Z');
const monthly = { billingMonths: 1, freeMonths: 0 };
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('a paused membership', () => {
  it('charges nothing while paused and slides the rest of the schedule', () => {
    const pause = { startsAt: day('2026-03-01'), months: 2 };
    // Periods 0 and 1 (Jan 15, Feb 15) were due before the pause; Mar 15 and Apr 15 fall in it and move to May 15 and Jun 15.
    expect(periodDue(first, monthly, 1, [pause]).toISOString().slice(0, 10)).toBe('2026-02-15');
    expect(periodDue(first, monthly, 2, [pause]).toISOString().slice(0, 10)).toBe('2026-05-15');
    expect(periodsDue(first, monthly, day('2026-04-30'), [pause])).toEqual([0, 1]);
    expect(periodsDue(first, monthly, day('2026-05-16'), [pause])).toEqual([0, 1, 2]);
    expect(periodsDue(first, monthly, day('2026-05-16'))).toEqual([0, 1, 2, 3, 4]);
  });

  it('adds pauses up, oldest first', () => {
    const pauses = [
      { startsAt: day('2026-06-01'), months: 1 },
      { startsAt: day('2026-03-01'), months: 1 },
    ];
    // Mar 15 → Apr 15 (first pause); Jun 15 (period 4 after the first slide) → Jul 15.
    expect([2, 3, 4].map((p) => periodDue(first, monthly, p, pauses).toISOString().slice(0, 10))).toEqual(['2026-04-15', '2026-05-15', '2026-07-15']);
  });

  it('allows at most three paused months in any twelve', () => {
    expect(pausableMonths([], day('2026-03-01'))).toEqual([1, 2, 3]);
    expect(pausableMonths([{ startsAt: day('2026-02-01'), months: 2 }], day('2026-05-01'))).toEqual([1]);
    expect(pausableMonths([{ startsAt: day('2026-02-01'), months: 3 }], day('2026-05-01'))).toEqual([]);
    expect(pausableMonths([{ startsAt: day('2025-04-01'), months: 3 }], day('2026-05-01'))).toEqual([1, 2, 3]);
  });

  it('keeps only the months a resumed pause needed', () => {
    const pause = { startsAt: day('2026-03-01'), months: 3 };
    // Resumed before the Mar 15 charge: nothing fell in the pause.
    expect(monthsKept(first, monthly, [], pause, day('2026-03-10'))).toBe(0);
    // Resumed Mar 20: the Mar 15 charge moves to Apr 15, after the resume.
    expect(monthsKept(first, monthly, [], pause, day('2026-03-20'))).toBe(1);
    // Resumed Apr 20: Mar 15 must move past Apr 20, to May 15.
    expect(monthsKept(first, monthly, [], pause, day('2026-04-20'))).toBe(2);
    expect(monthsKept(first, monthly, [], pause, day('2026-06-10'))).toBe(3);
  });
});
