import { days, parseCookies, readCookie, writeCookie } from '@/lib/platform/cookies';
import { excludedFromTracking } from '@/lib/rules/audience';

/**
 * Visitor consent, kept in the `consent` cookie: 'all' (analytics and
 * advertising) or 'necessary'. Nothing third-party loads before 'all'.
 *
 * Two opt-outs override a stored 'all' (CCPA "Do Not Sell or Share"): the
 * one-click opt-out on the privacy page (the `privacy_optout` cookie, which a
 * hosted banner's answer cannot overwrite) and the browser's Global Privacy
 * Control signal (navigator.globalPrivacyControl, the Sec-GPC header).
 */
export type Consent = 'all' | 'necessary';

export const OPT_OUT_COOKIE = 'privacy_optout';

export function readConsent(cookieHeader: string): Consent | null {
  const value = readCookie(cookieHeader, 'consent');
  return value === 'all' || value === 'necessary' ? value : null;
}

export function saveConsent(consent: Consent): void {
  writeCookie('consent', consent, days(365));
  window.dispatchEvent(new CustomEvent('consentchange', { detail: consent }));
}

/** The browser's Global Privacy Control signal. */
export const gpcSignal = (): boolean => typeof navigator !== 'undefined' && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true;

/** Why advertising is off whatever the stored choice says, or null. */
export function optedOut(cookies: Partial<Record<string, string>>, gpc: boolean): 'gpc' | 'opt-out' | null {
  if (gpc) return 'gpc';
  return cookies[OPT_OUT_COOKIE] === '1' ? 'opt-out' : null;
}

/**
 * The "Do Not Sell" page (spec §2: /privacy/optout/) loads no advertising tags whatever the stored choice: the
 * visitor there is deciding whether to be tracked, and a tag requested a moment before their click would still run
 * after it (a script in flight cannot be called back).
 */
export const isOptOutPage = (pathname: string): boolean => /^\/privacy\/optout\/?$/.test(pathname);

/** Whether third-party tags may load on this page at all, consent aside: not on the "Do Not Sell" page, not for agent or bot sessions. */
export const tagsAllowedOnPage = (cookies: Partial<Record<string, string>>, pathname: string): boolean =>
  !isOptOutPage(pathname) && !excludedFromTracking(cookies, pathname);

/** The consent that governs tags and forwarding: the visitor's choice, unless an opt-out says otherwise. */
export function effectiveConsent(cookies: Partial<Record<string, string>>, gpc: boolean): Consent | null {
  if (optedOut(cookies, gpc)) return 'necessary';
  const chosen = cookies.consent;
  return chosen === 'all' || chosen === 'necessary' ? chosen : null;
}

/** This browser's effective consent (call in the browser only). */
export const browserConsent = () => effectiveConsent(parseCookies(document.cookie), gpcSignal());
export const advertisingAllowed = () => typeof document !== 'undefined' && browserConsent() === 'all';

/** "Do Not Sell or Share" in one click: no advertising tags from now on, whatever a banner later says. */
export function optOutOfSale(): void {
  writeCookie(OPT_OUT_COOKIE, '1', days(365));
  saveConsent('necessary');
}

/** An explicit "Accept all" in the cookie settings lifts an earlier opt-out (GPC still wins). */
export function acceptAll(): void {
  writeCookie(OPT_OUT_COOKIE, '', 0);
  saveConsent('all');
}

/** The footer's "Cookie settings": the hosted banner's own settings when the brand has one, else ours. */
export function openConsentSettings(): void {
  const hosted = (window as { revisitCkyConsent?: unknown }).revisitCkyConsent;
  if (typeof hosted === 'function') return (hosted as () => void)();
  settingsAsked = true;
  window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
}

// The banner hydrates after the page's shell: a request made before it listens waits for it here.
let settingsAsked = false;

/** Whether the visitor asked for the settings since the banner last looked; asking again clears it. */
export function takeConsentSettingsRequest(): boolean {
  const asked = settingsAsked;
  settingsAsked = false;
  return asked;
}
export const CONSENT_SETTINGS_EVENT = 'consent:settings';

/** Marks a "Cookie settings" control anywhere on the page, even in HTML that is not hydrated. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';

/** Opens the consent settings for any click on a marked control. Returns a stop function. */
export function listenForConsentSettings(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) openConsentSettings();
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/**
 * The hosted banner's answer (cookieyes keeps it in the `cookieyes-consent`
 * cookie as `key:value` pairs): null until the visitor has acted on it.
 */
export function hostedConsent(cookieHeader: string): Consent | null {
  const text = readCookie(cookieHeader, 'cookieyes-consent');
  if (!text) return null;
  const pairs = new Map(text.split(',').map((pair) => pair.split(':', 2) as [string, string | undefined]));
  if (pairs.get('action') !== 'yes') return null;
  return pairs.get('advertisement') === 'yes' ? 'all' : 'necessary';
}

/** Spec §9: the hosted banner is polled every 300 ms; its answer becomes ours. Returns a stop function. */
export function pollHostedConsent(intervalMs = 300): () => void {
  const timer = setInterval(() => {
    const answer = hostedConsent(document.cookie);
    if (answer && answer !== readConsent(document.cookie)) saveConsent(answer);
  }, intervalMs);
  return () => clearInterval(timer);
}
