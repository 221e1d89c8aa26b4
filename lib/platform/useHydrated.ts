import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and during hydration, true afterwards.
 * Content that depends on the URL's query string waits for it, so the first
 * client render matches the static HTML (no hydration mismatch, React #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
