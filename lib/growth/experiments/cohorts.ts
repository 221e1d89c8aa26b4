import { useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/platform/cookies';
import { groupPairs } from './groupPairs';

/**
 * The visitor's experiment groups, as the proxy wrote them into the
 * `fecohorts` cookie before the page was served (`id=variant|id=control`).
 * Client-placed experiments read it here; the server snapshot is "not in the
 * variant", and those experiments only change screens that render in the
 * browser anyway, so nothing flips after hydration.
 */
export function cohortsFrom(cookieHeader: string): Map<string, string> {
  // The browser does not know the experiment documents: any well-formed pair (the server checks its own).
  return new Map(groupPairs(readCookie(cookieHeader, 'fecohorts') ?? undefined));
}

const noSubscription = () => () => undefined;

/** True when this visitor is in the experiment's variant group. */
export function useInVariant(experimentId: string): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => cohortsFrom(document.cookie).get(experimentId) === 'variant',
    () => false,
  );
}
