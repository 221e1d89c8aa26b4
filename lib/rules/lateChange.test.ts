import { lateChangeFeeCents } from './lateChange';

const policy = { flatFee: true, hours: 24, feeCents: 4000 };
const now = new Date('2026-11-23T12:00:00Z');
const at = (hoursAhead: number) => new Date(now.getTime() + hoursAhead * 3_600_000);

describe('late-change fee', () => {
  it('is free until 24 hours before the cleaning', () => {
    expect(lateChangeFeeCents({ startsAt: at(24), now, hours: 3, planPolicy: null, policy })).toBe(0);
    expect(lateChangeFeeCents({ startsAt: at(72), now, hours: 3, planPolicy: 'firstcleaningperhour_35', policy })).toBe(0);
  });

  it('then charges the flat fee, or the plan’s per-hour rate for the voucher’s hours', () => {
    expect(lateChangeFeeCents({ startsAt: at(23.9), now, hours: 3, planPolicy: null, policy })).toBe(4000);
    expect(lateChangeFeeCents({ startsAt: at(2), now, hours: 3, planPolicy: 'flat_rate', policy })).toBe(4000);
    expect(lateChangeFeeCents({ startsAt: at(2), now, hours: 3, planPolicy: 'firstcleaningperhour_25', policy })).toBe(7500);
    expect(lateChangeFeeCents({ startsAt: at(2), now, hours: 4, planPolicy: 'firstcleaningperhour_35', policy })).toBe(14000);
  });
});
