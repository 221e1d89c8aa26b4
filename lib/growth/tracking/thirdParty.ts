import { advertisingAllowed, pollHostedConsent } from './consent';
import { adEvents, affiliateConversion, conversionTrackingInput, orderConversion, type CompletedPurchase } from './conversion';
import { lazily, loadScript, whenAvailable } from './scripts';
import type { TagConfig } from './tags';

/**
 * Third-party tags, loaded as a separate chunk: the brand's hosted consent
 * banner (which is how consent is asked), and everything else only while the
 * visitor's advertising consent stands (components/Tags starts them; each tag
 * checks again before it loads). Agent and bot sessions never get here. Every function
 * settles quietly: a provider that fails to load or throws cannot break the
 * page or a purchase.
 */

/** The affiliate network's command queue (defined by its script). */
type AffiliateQueue = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    ire?: AffiliateQueue;
  }
}

let started = false;

/**
 * Page-level tags: affiliate identify, the social video pixel (lazily) and web analytics. Consent is checked again
 * wherever a tag waits before it loads (this chunk's own download, the pixel's delay, the analytics module): a
 * visitor who opts out in that time gets none of them.
 */
export function startTags(config: TagConfig): void {
  if (started || !advertisingAllowed()) return;
  started = true;
  if (config.affiliate) void identifyAffiliate(config.affiliate);
  if (config.socialVideoPixelUrl) {
    const src = config.socialVideoPixelUrl;
    lazily(() => {
      if (advertisingAllowed()) void loadScript(src);
    });
  }
  if (config.webAnalytics) void startWebAnalytics(config.webAnalytics);
}

/** Spec §4: the network's tracker, once its script has defined it: retried every 100 ms, given up (null) after 10 s. */
function affiliateTracker(scriptUrl: string): Promise<AffiliateQueue | null> {
  void loadScript(scriptUrl);
  return whenAvailable(() => window.ire, { intervalMs: 100, timeoutMs: 10_000 });
}

/** The visit is anonymous until a purchase, so identify carries only this site's profile id. */
async function identifyAffiliate(affiliate: NonNullable<TagConfig['affiliate']>) {
  const ire = await affiliateTracker(affiliate.scriptUrl);
  // The tracker can take seconds to appear: a visitor who opted out meanwhile is not identified.
  if (!ire || !advertisingAllowed()) return;
  try {
    ire('identify', { customerId: '', customerEmail: '', customProfileId: affiliate.profileId });
  } catch {
    // The provider's own failure stays with the provider.
  }
}

async function startWebAnalytics(options: NonNullable<TagConfig['webAnalytics']>) {
  try {
    const { inject, pageview } = await import('@vercel/analytics');
    if (!advertisingAllowed()) return;
    inject({
      mode: 'production',
      framework: 'next',
      // Page views are sent below and on each client-side navigation, with the public path.
      disableAutoTrack: true,
      ...(options.scriptSrc ? { scriptSrc: options.scriptSrc } : {}),
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    });
    // One view per path: checkout's step changes replace the query only.
    let last = '';
    const view = () => {
      const path = window.location.pathname;
      // Consent can be withdrawn (the hosted banner is polled): no more page views then.
      if (path === last || !advertisingAllowed()) return;
      last = path;
      pageview({ route: path, path });
    };
    view();
    const { default: Router } = await import('next/router');
    Router.events.on('routeChangeComplete', view);
  } catch {
    // Analytics never breaks the page.
  }
}

/** The brand's hosted consent banner: its script, and its answer polled every 300 ms. Returns a stop function. */
export function startHostedConsent(scriptUrl: string): () => void {
  void loadScript(scriptUrl);
  return pollHostedConsent();
}

/** A JSON beacon that survives the navigation that follows a purchase. */
function beacon(url: string, body: unknown): void {
  try {
    const payload = JSON.stringify(body);
    // text/plain keeps the request "simple": no CORS preflight, as pixels expect.
    if (navigator.sendBeacon?.(url, new Blob([payload], { type: 'text/plain' }))) return;
    void fetch(url, { method: 'POST', body: payload, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => undefined);
  } catch {
    // Never surfaces.
  }
}

/**
 * The purchase's conversion payloads (spec §3, §7) to each configured
 * partner. Email, phone and names leave only as SHA-256 hashes.
 */
export async function sendConversion(config: TagConfig, purchase: CompletedPurchase): Promise<void> {
  try {
    if (config.adConversionUrl) {
      const { purchase: purchaseEvent, conversion } = await adEvents(purchase);
      beacon(config.adConversionUrl, purchaseEvent);
      beacon(config.adConversionUrl, conversion);
    }
    if (config.orderTrackingUrl) {
      beacon(config.orderTrackingUrl, { event: 'order', ...(await orderConversion(purchase)) });
      beacon(config.orderTrackingUrl, { event: 'conversion_tracking', ...(await conversionTrackingInput(purchase)) });
    }
    if (config.affiliate) {
      const record = await affiliateConversion(purchase, config.affiliate.profileId);
      const ire = await affiliateTracker(config.affiliate.scriptUrl);
      ire?.('trackConversion', 'voucher_purchase', { orderId: purchase.voucherCode, ...record });
    }
  } catch {
    // A partner's failure never reaches the visitor.
  }
}
