import { bookableDays, bookingLabel, windowStart } from './booking';
import { isLateChange } from './lateChange';
import { addDays, dayLabel, localDay, zonedInstant, zoneAbbreviation } from './localTime';

const policy = { flatFee: true, hours: 24, feeCents: 4000 };

describe('local time', () => {
  it.each([
    ['America/New_York', '2026-11-27T13:00:00.000Z', 'Fri, Nov 27 · 8–11am EST'],
    ['America/Chicago', '2026-11-27T14:00:00.000Z', 'Fri, Nov 27 · 8–11am CST'],
    ['America/Denver', '2026-11-27T15:00:00.000Z', 'Fri, Nov 27 · 8–11am MST'],
    ['America/Los_Angeles', '2026-11-27T16:00:00.000Z', 'Fri, Nov 27 · 8–11am PST'],
    ['America/Phoenix', '2026-11-27T15:00:00.000Z', 'Fri, Nov 27 · 8–11am MST'],
  ])('places a morning window in %s at 8am local and says so with the zone', (zone, instant, label) => {
    expect(windowStart('2026-11-27', 'morning', zone).toISOString()).toBe(instant);
    expect(bookingLabel('2026-11-27', 'morning', zone)).toBe(label);
  });

  it('follows the clock changes: daylight time in summer, none in Phoenix', () => {
    expect(windowStart('2026-07-02', 'afternoon', 'America/New_York').toISOString()).toBe('2026-07-02T18:00:00.000Z');
    expect(bookingLabel('2026-07-02', 'afternoon', 'America/Chicago')).toBe('Thu, Jul 2 · 2–5pm CDT');
    expect(windowStart('2026-07-02', 'morning', 'America/Phoenix').toISOString()).toBe('2026-07-02T15:00:00.000Z');
    expect(zoneAbbreviation(new Date('2026-07-02T15:00:00Z'), 'America/Phoenix')).toBe('MST');
  });

  it.each([
    // March 8 2026: clocks go forward at 2am, so 8am that day is 23 elapsed hours after 8am on the 7th.
    ['America/New_York', '2026-03-08'],
    // November 1 2026: clocks go back at 2am, so 8am that day is 25 elapsed hours after 8am on October 31.
    ['America/Chicago', '2026-11-01'],
    ['America/Los_Angeles', '2026-03-08'],
    ['America/Denver', '2026-11-01'],
    ['America/Phoenix', '2026-03-08'],
  ])('puts the free-change boundary exactly 24 elapsed hours before the local start, across the clock change (%s, %s)', (zone, day) => {
    const startsAt = windowStart(day, 'morning', zone);
    const boundary = new Date(startsAt.getTime() - 24 * 3_600_000);
    expect(isLateChange(startsAt, new Date(boundary.getTime() - 1000), policy)).toBe(false);
    expect(isLateChange(startsAt, boundary, policy)).toBe(false);
    expect(isLateChange(startsAt, new Date(boundary.getTime() + 1000), policy)).toBe(true);
    // The same wall-clock time the day before is not that boundary when the clocks changed overnight.
    const dayBefore = zonedInstant(addDays(day, -1), 8, zone);
    const elapsed = (startsAt.getTime() - dayBefore.getTime()) / 3_600_000;
    expect(elapsed).toBe(zone === 'America/Phoenix' ? 24 : day.endsWith('03-08') ? 23 : 25);
  });

  it('offers tomorrow through 30 days in the home’s own calendar', () => {
    // 10pm on Nov 26 in Los Angeles is 1am on Nov 27 in New York: tomorrow is the 27th in one, the 28th in the other.
    const now = new Date('2026-11-27T06:00:00Z');
    expect(localDay(now, 'America/Los_Angeles')).toBe('2026-11-26');
    expect(bookableDays(now, 'America/Los_Angeles')[0]).toBe('2026-11-27');
    expect(bookableDays(now, 'America/New_York')[0]).toBe('2026-11-28');
    expect(bookableDays(now, 'America/New_York')).toHaveLength(30);
    expect(dayLabel('2026-12-31')).toBe('Thu, Dec 31');
  });
});
