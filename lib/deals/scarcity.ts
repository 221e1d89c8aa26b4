/**
 * Scarcity signals on the deals view (spec §9 storage names): how many
 * first-cleaning vouchers are left (the real stock, from the API), how long
 * today's introductory prices are held for this visit, and a flag for when
 * no vouchers are left, so later pages (checkout) can say so without asking
 * the API again. All in sessionStorage: per visit, never sent anywhere.
 */

export const STORAGE = { vouchersRemaining: 'vouchersRemaining', timeRemaining: 'timeRemaining', zeroVouchers: 'zeroVouchers' } as const;

/** How long the introductory prices are held for a visit, in seconds. */
export const PRICE_HOLD_SECONDS = 15 * 60;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export const totalRemaining = (vouchers: { remaining: number }[]) => vouchers.reduce((sum, v) => sum + Math.max(0, v.remaining), 0);

/** Remembers the stock the API reported, and whether none is left. */
export function recordStock(vouchers: { remaining: number }[]): void {
  const store = storage();
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

export const zeroVouchersFlagged = () => storage()?.getItem(STORAGE.zeroVouchers) === '1';

/** `mm:ss` for the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function readTimeRemaining(): number {
  const raw = storage()?.getItem(STORAGE.timeRemaining) ?? null;
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 0 && value <= PRICE_HOLD_SECONDS ? value : PRICE_HOLD_SECONDS;
}

// The countdown as an external store: one interval for all subscribers, kept in sessionStorage so a reload continues it.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  const next = Math.max(readTimeRemaining() - 1, 0);
  try {
    storage()?.setItem(STORAGE.timeRemaining, String(next));
  } catch {
    // ignore
  }
  listeners.forEach((listener) => listener());
  if (next === 0 && timer) {
    clearInterval(timer);
    timer = undefined;
  }
}

export function subscribePriceHold(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer && readTimeRemaining() > 0) timer = setInterval(tick, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export const priceHoldSnapshot = (): number => readTimeRemaining();
