/**
 * The event the app fires on `document` once React has hydrated the page's
 * shell and run its effects. The loader that starts a page's scripts after
 * its first paint (`scriptsAfterFirstPaint.ts`) then replays what the visitor
 * did before.
 */
export const PAGE_HYDRATED_EVENT = 'site:hydrated';

export function announcePageHydrated() {
  document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
}
