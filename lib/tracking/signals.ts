/**
 * Visitor signals kept in first-party cookies (spec §2, §6, §9): where the
 * visit came from (`utm`), who referred it (`referral_id`), and the trace id
 * a CDN or load balancer may set (`traceparent`).
 */

const DAY = 24 * 3600;
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export function setCookie(name: string, value: string, days: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * DAY}; SameSite=Lax`;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  const raw = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The UTM parameters of a landing URL, each trimmed to a sane length; null without any. */
export function utmFrom(search: string): Record<string, string> | null {
  const params = new URLSearchParams(search);
  const entries = UTM_KEYS.flatMap((key) => {
    const value = params.get(key)?.trim();
    return value ? [[key, value.slice(0, 100)] as const] : [];
  });
  return entries.length ? Object.fromEntries(entries) : null;
}

/** W3C trace context: version-traceid-parentid-flags. */
export const validTraceparent = (value: string | null): value is string => !!value && /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/.test(value);

/** Paid search (utm_source=goo) is the only traffic that gets the external experiment and bot scripts. */
export const isPaidSearch = (utm: Record<string, string> | null) => utm?.utm_source === 'goo';

/**
 * Agent sessions (a path containing /agent, or the `ha-agent` cookie) and bots
 * (the `ha-bot` cookie) are left out of conversion pixels and experiment stats.
 */
export function excludedFromTracking(cookieHeader: string, pathname: string): boolean {
  return pathname.includes('/agent') || readCookie(cookieHeader, 'ha-agent') !== null || readCookie(cookieHeader, 'ha-bot') !== null;
}
