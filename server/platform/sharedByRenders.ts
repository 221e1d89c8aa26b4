/** How long one read serves the page renders that follow it (ms). */
export const RENDER_BURST_MS = 1000;
/** Keys kept at once (a plan key, a state code): past it, the oldest read is forgotten. */
const MAX_KEYS = 128;

/**
 * `read(key)` shared by the page renders of one moment. After a publish every page a change reaches renders on its
 * next visit, thousands within seconds, and each read the same reviews, stock, trust figures and plans from the
 * database: a quarter of a render's time. One read now serves the renders of the next second. What it reads may
 * already be older than that on a page (commerce is refreshed every ISR_COMMERCE_REVALIDATE_SECONDS, the plan
 * catalogue changes only with a deploy); a read begun longer ago than `ttlMs` is not used again, and a failed one
 * not at all, so the next render reads afresh.
 */
export function sharedByRenders<T>(read: (key: string) => Promise<T>, ttlMs = RENDER_BURST_MS, now: () => number = Date.now): (key: string) => Promise<T> {
  const reads = new Map<string, { at: number; value: Promise<T> }>();
  return (key) => {
    const kept = reads.get(key);
    if (kept && now() - kept.at < ttlMs) return kept.value;
    reads.delete(key);
    if (reads.size >= MAX_KEYS) reads.delete(reads.keys().next().value as string);
    const value = read(key);
    reads.set(key, { at: now(), value });
    value.catch(() => {
      if (reads.get(key)?.value === value) reads.delete(key);
    });
    return value;
  };
}
