import { useSyncExternalStore } from 'react';

/**
 * The visitor's experiment groups, as the proxy wrote them into the
 * `fecohorts` cookie before the page was served (`id=variant|id=control`).
 * Client-placed experiments read it here; the server snapshot is "not in the
 * variant", and those experiments only change screens that render in the
 * browser anyway, so nothing flips after hydration.
 */
export function cohortsFrom(cookieHeader: string): Map<string, 'control' | 'variant'> {
  const raw = /(?:^|;\s*)fecohorts=([^;]*)/.exec(cookieHeader)?.[1] ?? '';
  let text = '';
  try {
    text = decodeURIComponent(raw);
  } catch {
    return new Map();
  }
  const groups = new Map<string, 'control' | 'variant'>();
  for (const pair of text.split('|')) {
    const match = /^([a-z0-9_]{1,64})=(control|variant)$/.exec(pair);
    if (match) groups.set(match[1]!, match[2] as 'control' | 'variant');
  }
  return groups;
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
