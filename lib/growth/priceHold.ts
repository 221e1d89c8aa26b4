import { useEffect, useSyncExternalStore } from 'react';
import { recordTimeRemaining } from './scarcity';

/**
 * How long the quoted price is still held: the server's price intent expires
 * (a purchase after that asks for a fresh quote), so the countdown the visitor
 * sees is the real one.
 */
export function secondsUntil(expiresAt: string, now = Date.now()): number {
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

const everySecond = (listener: () => void) => {
  const timer = setInterval(listener, 1000);
  return () => clearInterval(timer);
};
const unknown = () => null;

/** Seconds left on the quote (null before hydration or without an expiry), kept in `timeRemaining`. */
export function usePriceHold(expiresAt: string | null): number | null {
  const seconds = useSyncExternalStore(everySecond, () => (expiresAt ? secondsUntil(expiresAt) : null), unknown);
  useEffect(() => {
    if (seconds !== null) recordTimeRemaining(seconds);
  }, [seconds]);
  return seconds;
}
