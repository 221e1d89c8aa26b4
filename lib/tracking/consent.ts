import { readCookie } from './signals';

/**
 * Visitor consent, kept in the `consent` cookie: 'all' (analytics and
 * advertising) or 'necessary'. Nothing third-party loads before 'all'.
 */
export type Consent = 'all' | 'necessary';
const YEAR = 365 * 24 * 3600;

export function readConsent(cookieHeader: string): Consent | null {
  const value = /(?:^|;\s*)consent=(all|necessary)(?:;|$)/.exec(cookieHeader)?.[1];
  return (value as Consent | undefined) ?? null;
}

export function saveConsent(consent: Consent): void {
  document.cookie = `consent=${consent}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
  window.dispatchEvent(new CustomEvent('consentchange', { detail: consent }));
}

export const advertisingAllowed = () => typeof document !== 'undefined' && readConsent(document.cookie) === 'all';

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
