import { advertisingAllowed } from './consent';
import type { CompletedPurchase } from './conversion';
import type { EventName } from './events';
import { excludedFromTracking, readCookie } from './signals';
import type { TagConfig } from './tags';
import { createTracker } from './tracker';

/**
 * The page's tracker. Each event carries the stable visitor id (`sid`
 * cookie), the ad group that brought the visitor (kept for the session so
 * checkout steps are attributed to it) and the path.
 */

const YEAR = 365 * 24 * 3600;

export function visitorId(): string {
  let sid = readCookie(document.cookie, 'sid');
  if (!sid || !/^[A-Za-z0-9_-]{8,64}$/.test(sid)) {
    sid = crypto.getRandomValues(new Uint32Array(4)).reduce((s, n) => s + n.toString(36), '');
    document.cookie = `sid=${sid}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
  }
  return sid;
}

function adGroupId(): string | null {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get('adgroupid');
    if (fromUrl && /^\d{1,20}$/.test(fromUrl)) {
      sessionStorage.setItem('adgroupid', fromUrl);
      return fromUrl;
    }
    return sessionStorage.getItem('adgroupid');
  } catch {
    return null;
  }
}

let tracker: ReturnType<typeof createTracker> | undefined;

function instance() {
  if (!tracker) {
    tracker = createTracker({ context: () => ({ sid: visitorId(), adGroupId: adGroupId(), path: window.location.pathname }) });
    const flushOnHide = () => tracker?.flush(true);
    window.addEventListener('pagehide', flushOnHide);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushOnHide());
  }
  return tracker;
}

/** Records a product event; safe to call anywhere, never throws. */
export function track(name: EventName, properties: Record<string, unknown> = {}): void {
  try {
    if (typeof window === 'undefined') return;
    // Read now: the batch is sent later, possibly after the visitor has left the landing URL.
    adGroupId();
    instance().track(name, properties);
  } catch {
    // Tracking never breaks the page.
  }
}

/**
 * Sends a completed purchase to the configured advertising and affiliate
 * partners: only with advertising consent, never for agent or bot sessions,
 * and without waiting (the visitor moves on at once).
 */
export function reportConversion(tags: TagConfig, purchase: CompletedPurchase): void {
  try {
    if (!tags.adConversionUrl && !tags.orderTrackingUrl && !tags.affiliate) return;
    if (!advertisingAllowed() || excludedFromTracking(document.cookie, window.location.pathname)) return;
    void import('./thirdParty').then(({ sendConversion }) => sendConversion(tags, purchase)).catch(() => undefined);
  } catch {
    // Never breaks the purchase.
  }
}
