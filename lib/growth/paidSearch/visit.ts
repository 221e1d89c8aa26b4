import { parseCookies, readCookie } from '@/lib/platform/cookies';
import { effectiveConsent, tagsAllowedOnPage } from '../tracking/consent';
import { isPaidSearch } from '../tracking/signals';

/**
 * Spec §2, §7: the external experiment and bot-detection scripts load only
 * for paid-search traffic (utm_source=goo, in the landing URL or the visit's
 * `utm` cookie), with advertising consent (no opt-out, no Global Privacy
 * Control), never for agent or bot sessions, and never on the "Do Not Sell"
 * page (tagsAllowedOnPage).
 */
export function isPaidSearchVisit(page: { search: string; cookieHeader: string; pathname: string; gpc: boolean }): boolean {
  const source = new URLSearchParams(page.search).get('utm_source') ?? utmSourceFromCookie(page.cookieHeader);
  if (!isPaidSearch(source ? { utm_source: source } : null)) return false;
  const cookies = parseCookies(page.cookieHeader);
  return effectiveConsent(cookies, page.gpc) === 'all' && tagsAllowedOnPage(cookies, page.pathname);
}

function utmSourceFromCookie(cookieHeader: string): string | null {
  try {
    const utm = JSON.parse(readCookie(cookieHeader, 'utm') ?? 'null') as { utm_source?: unknown } | null;
    return typeof utm?.utm_source === 'string' ? utm.utm_source : null;
  } catch {
    return null;
  }
}
