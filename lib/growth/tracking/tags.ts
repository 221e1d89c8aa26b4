/**
 * The third-party tags a page may load (spec §7), as plain data the server
 * hands to the page. Browser code imports only this module; the environment
 * is read on the server (tagConfig.ts).
 */

export interface TagConfig {
  /** Ad-platform conversion endpoint: receives the purchase event and the hashed conversion (JSON beacons). */
  adConversionUrl: string | null;
  /** Email/order tracking endpoint: receives the order conversion and the conversion tracking input. */
  orderTrackingUrl: string | null;
  /** Affiliate network script (it defines `window.ire`) and this site's profile id with the network. */
  affiliate: { scriptUrl: string; profileId: string } | null;
  /** The social video service's advertising pixel, loaded lazily after consent. */
  socialVideoPixelUrl: string | null;
  /** External experiment and bot-detection scripts: paid-search traffic only. The page waits only for the experiment script. */
  paidSearch: { experimentScriptUrl: string | null; botDetectionScriptUrl: string | null };
  /** The brand's hosted consent banner (cookieyes), replacing the built-in one. */
  consentScriptUrl: string | null;
  /** @vercel/analytics page views; `scriptSrc`/`endpoint` override Vercel's own paths when self-hosted. */
  webAnalytics: { scriptSrc: string | null; endpoint: string | null } | null;
}

export const NO_TAGS: TagConfig = {
  adConversionUrl: null,
  orderTrackingUrl: null,
  affiliate: null,
  socialVideoPixelUrl: null,
  paidSearch: { experimentScriptUrl: null, botDetectionScriptUrl: null },
  consentScriptUrl: null,
  webAnalytics: null,
};
