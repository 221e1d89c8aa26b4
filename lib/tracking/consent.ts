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
