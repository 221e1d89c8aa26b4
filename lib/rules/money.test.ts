import { formatCount, formatPercent, formatUsd } from './money';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatting for people', () => {
  it('prints dollars exactly as Intl would, without building a formatter', () => {
    for (const cents of [0, 1, 9, 99, 100, 900, 1900, 2009, 4900, 7950, 99_999, 100_000, 123_456_789, -1900, -2009]) {
      expect(formatUsd(cents)).toBe(cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100));
    }
  });

  it('groups counts by thousands', () => {
    for (const n of [0, 7, 999, 1000, 12_468, 1_234_567]) expect(formatCount(n)).toBe(new Intl.NumberFormat('en-US').format(n));
  });

  it('prints rates', () => {
    expect(formatPercent(0.0575)).toBe('5.75%');
    expect(formatPercent(0.07)).toBe('7%');
  });
});
