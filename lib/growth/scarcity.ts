/**
 * Scarcity signals (spec §9 storage names), all backed by the server: how
 * many first-cleaning vouchers are left (the API's stock), how long the
 * visitor's quoted price is still held (the price intent's real expiry), and
 * a flag for when no vouchers are left, so checkout can say so without asking
 * the API again. All in sessionStorage: per visit, never sent anywhere.
 */

import { sessionStore } from '@/lib/platform/storage';

export const STORAGE = { vouchersRemaining: 'vouchersRemaining', timeRemaining: 'timeRemaining', zeroVouchers: 'zeroVouchers' } as const;

export const totalRemaining = (vouchers: { remaining: number }[]) => vouchers.reduce((sum, v) => sum + Math.max(0, v.remaining), 0);

/** The scarcity line tells the truth only when stock is low: some left, and no more than content's threshold. */
export const stockIsLow = (left: number, threshold: number) => left > 0 && left <= threshold;

/** Remembers the stock the API reported, and whether none is left. */
export function recordStock(vouchers: { remaining: number }[]): void {
  const store = sessionStore();
  if (!store) return;
  const total = totalRemaining(vouchers);
  try {
    store.setItem(STORAGE.vouchersRemaining, String(total));
    if (total === 0) store.setItem(STORAGE.zeroVouchers, '1');
    else store.removeItem(STORAGE.zeroVouchers);
  } catch {
    // Storage full or blocked: the signals are a nicety.
  }
}

export const zeroVouchersFlagged = () => sessionStore()?.getItem(STORAGE.zeroVouchers) === '1';

/** `mm:ss` for the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Remembers how long the visitor's quoted price is still held (seconds), under the spec's storage name. */
export function recordTimeRemaining(seconds: number): void {
  try {
    sessionStore()?.setItem(STORAGE.timeRemaining, String(seconds));
  } catch {
    // ignore
  }
}
