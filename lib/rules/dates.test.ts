import { formatUtcDate } from './dates';

const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('formatUtcDate', () => {
  it('prints the UTC date as Intl would', () => {
    for (const iso of ['2026-11-22T23:30:00.000Z', '2026-01-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z', '2024-02-29T12:00:00.000Z']) {
      expect(formatUtcDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });
});
