import { Activity, type ReactNode } from 'react';

/**
 * A part of the server HTML that React hydrates on its own, after the page's
 * shell. React leaves an Activity boundary out of the first, blocking
 * hydration pass and hydrates it afterwards at low priority, yielding to the
 * browser every few milliseconds, so no single task on a phone's main thread
 * has to hold the whole page. An input or click inside a part not yet hydrated
 * makes React hydrate that part first and replay the event.
 *
 * Activity rather than Suspense: the server renderer may move a large Suspense
 * boundary's HTML to the end of the document and reveal it with an inline
 * script, which this site's Content-Security-Policy (`script-src 'self'`)
 * blocks; an Activity boundary is always written in place.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
