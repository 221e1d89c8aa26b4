import { advertisingAllowed } from './consent';
import type { CompletedPurchase } from './conversion';
import type { EventName } from './events';
import { days, parseCookies, readCookie, writeCookie } from '@/lib/platform/cookies';
import { sessionStore } from '@/lib/platform/storage';
import { isAdGroupId } from '@/lib/rules/landing/params';
import { excludedFromTracking } from '@/lib/rules/audience';
import type { TagConfig } from './tags';
import { createTracker } from './tracker';

/**
 * The page's tracker. Each event carries the stable visitor id (`sid`
 * cookie), the ad group that brought the visitor (kept for the session so
 * checkout steps are attributed to it) and the path.
 */

export function visitorId(): string {
  let sid = readCookie(document.cookie, 'sid');
  if (!sid || !/^[A-Za-z0-9_-]{8,64}$/.test(sid)) {
    sid = crypto.getRandomValues(new Uint32Array(4)).reduce((s, n) => s + n.toString(36), '');
    writeCookie('sid', sid, days(365));
  }
  return sid;
}

/** The ad group of the landing URL, once seen; kept in memory until a batch is sent. */
let landingAdGroup: string | null = null;

/** Reads the ad group off the current URL: cheap, so events can call it while the page loads. */
function noteLandingAdGroup(): void {
  const fromUrl = new URLSearchParams(window.location.search).get('adgroupid');
  if (isAdGroupId(fromUrl)) landingAdGroup = fromUrl;
}

/**
 * The ad group that brought the visitor, kept for the session. Called when a
 * batch is sent (seconds after load, or as the page hides): the first touch of
 * sessionStorage can block a phone's main thread, so it stays out of the load.
 */
function adGroupId(): string | null {
  noteLandingAdGroup();
  try {
    if (landingAdGroup) {
      sessionStore()?.setItem('adgroupid', landingAdGroup);
      return landingAdGroup;
    }
    return sessionStore()?.getItem('adgroupid') ?? null;
  } catch {
    // Storage full: the ad group of this page still counts.
    return landingAdGroup;
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

/**
 * Records a product event; safe to call anywhere, never throws. Agent and bot
 * sessions send nothing (the sink would store their events excluded anyway).
 */
export function track(name: EventName, properties: Record<string, unknown> = {}): void {
  try {
    if (typeof window === 'undefined') return;
    if (excludedFromTracking(parseCookies(document.cookie), window.location.pathname)) return;
    // Read now: the batch is sent later, possibly after the visitor has left the landing URL.
    noteLandingAdGroup();
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
    if (!advertisingAllowed() || excludedFromTracking(parseCookies(document.cookie), window.location.pathname)) return;
    void import('./thirdParty').then(({ sendConversion }) => sendConversion(tags, purchase)).catch(() => undefined);
  } catch {
    // Never breaks the purchase.
  }
}
