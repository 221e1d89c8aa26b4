import { formatCountdown, PRICE_HOLD_SECONDS, priceHoldSnapshot, recordStock, STORAGE, subscribePriceHold, totalRemaining, zeroVouchersFlagged } from './scarcity';

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

  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(PRICE_HOLD_SECONDS)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('counts the price hold down once a second, survives a reload, and stops at zero', () => {
    jest.useFakeTimers();
    const seen: number[] = [];
    const stop = subscribePriceHold(() => seen.push(priceHoldSnapshot()));
    expect(priceHoldSnapshot()).toBe(PRICE_HOLD_SECONDS);
    jest.advanceTimersByTime(3000);
    expect(seen).toEqual([899, 898, 897]);
    expect(sessionStorage.getItem(STORAGE.timeRemaining)).toBe('897');
    stop();
    jest.advanceTimersByTime(5000);
    expect(priceHoldSnapshot()).toBe(897);

    sessionStorage.setItem(STORAGE.timeRemaining, '2');
    const again = subscribePriceHold(() => undefined);
    jest.advanceTimersByTime(10_000);
    expect(priceHoldSnapshot()).toBe(0);
    again();
    sessionStorage.setItem(STORAGE.timeRemaining, 'garbage');
    expect(priceHoldSnapshot()).toBe(PRICE_HOLD_SECONDS);
    jest.useRealTimers();
  });
});
