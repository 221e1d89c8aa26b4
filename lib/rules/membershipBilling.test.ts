import { addMonths, periodsDue } from './membershipBilling';

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
