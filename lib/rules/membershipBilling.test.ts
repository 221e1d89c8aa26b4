import { addMonths, nextCharge, periodsDue } from './membershipBilling';

describe('membership billing', () => {
  it('bills from the first cleaning, once per billing period, after free months', () => {
    const first = new Date('2026-01-31T10:00:00Z');
    expect(addMonths(first, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodsDue(first, { billingMonths: 1, freeMonths: 0 }, new Date('2026-01-30T00:00:00Z'))).toEqual([]);
    expect(periodsDue(first, { billingMonths: 1, freeMonths: 0 }, new Date('2026-03-30T00:00:00Z'))).toEqual([0, 1]);
    expect(periodsDue(first, { billingMonths: 3, freeMonths: 0 }, new Date('2026-05-01T00:00:00Z'))).toEqual([0, 1]);
    expect(periodsDue(first, { billingMonths: 1, freeMonths: 1 }, new Date('2026-02-01T00:00:00Z'))).toEqual([]);
  });
});

describe('the next charge', () => {
  const first = new Date('2026-01-15T15:00:00Z');
  const monthly = { billingMonths: 1, freeMonths: 0 };
  const now = new Date('2026-03-20T12:00:00Z');
  const none = { paid: new Set<number>(), exhausted: new Set<number>() };

  it('is the first unpaid period ahead, or an overdue one now while it still has retries', () => {
    expect(nextCharge(first, monthly, [], { ...none, paid: new Set([0, 1, 2]) }, now)).toEqual({ period: 3, at: new Date('2026-04-15T15:00:00Z') });
    // Period 2 (Mar 15) failed and is retried at the next run: it is due now, not on a past date.
    expect(nextCharge(first, monthly, [], { ...none, paid: new Set([0, 1]) }, now)).toEqual({ period: 2, at: now });
    // Out of retries, it is not charged again: the next charge is April's.
    expect(nextCharge(first, monthly, [], { paid: new Set([0, 1]), exhausted: new Set([2]) }, now)).toEqual({
      period: 3,
      at: new Date('2026-04-15T15:00:00Z'),
    });
  });

  it('moves with a pause', () => {
    const pause = { startsAt: new Date('2026-03-01T00:00:00Z'), months: 2 };
    expect(nextCharge(first, monthly, [pause], { ...none, paid: new Set([0, 1]) }, now)).toEqual({ period: 2, at: new Date('2026-05-15T15:00:00Z') });
  });
});
