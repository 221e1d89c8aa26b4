import { secondsUntil } from './priceHold';
import { formatCountdown, recordStock, recordTimeRemaining, STORAGE, totalRemaining, zeroVouchersFlagged } from './scarcity';

describe('scarcity signals', () => {
  beforeEach(() => sessionStorage.clear());

  it('records the real stock and flags when no vouchers are left', () => {
    recordStock([{ remaining: 12 }, { remaining: 30 }]);
    expect(sessionStorage.getItem(STORAGE.vouchersRemaining)).toBe('42');
    expect(zeroVouchersFlagged()).toBe(false);
    recordStock([]);
    expect(sessionStorage.getItem(STORAGE.vouchersRemaining)).toBe('0');
    expect(zeroVouchersFlagged()).toBe(true);
    recordStock([{ remaining: 1 }]);
    expect(zeroVouchersFlagged()).toBe(false);
    expect(totalRemaining([{ remaining: -3 }, { remaining: 2 }])).toBe(2);
  });

  it('counts the price hold down to the quote expiry, in mm:ss', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    expect(secondsUntil('2026-11-22T10:30:00.000Z', now)).toBe(1800);
    expect(secondsUntil('2026-11-22T10:00:00.500Z', now)).toBe(1);
    expect(secondsUntil('2026-11-22T09:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('garbage', now)).toBe(0);
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
    recordTimeRemaining(61);
    expect(sessionStorage.getItem(STORAGE.timeRemaining)).toBe('61');
  });
});
