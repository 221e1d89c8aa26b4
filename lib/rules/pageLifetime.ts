/**
 * How long a cached page may be served before it is regenerated (ISR's
 * `revalidate`, seconds): its usual window, cut short so that it ends when
 * the next scheduled content change is due. A scheduled publish has no
 * request to regenerate pages from; this way the first visit after it does.
 * While a change is due but not yet made, a page is rendered again soon, so
 * one rendered just before the change cannot stay for a whole window.
 */

/** How soon a page rendered while a scheduled change is due is rendered again: about how often the job runner looks for work. */
export const DUE_CHANGE_RETRY_SECONDS = 2;

export function pageLifetime(windowSeconds: number, nextChangeAt: Date | null, now: Date): number {
  if (!nextChangeAt) return windowSeconds;
  const untilChange = Math.ceil((nextChangeAt.getTime() - now.getTime()) / 1000);
  return Math.min(windowSeconds, untilChange > 0 ? untilChange : DUE_CHANGE_RETRY_SECONDS);
}
