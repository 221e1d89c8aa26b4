/**
 * Visitor signals kept in first-party cookies (spec §2, §6, §9): where the
 * visit came from (`utm`), who referred it (`referral_id`), and the trace id
 * a CDN or load balancer may set (`traceparent`).
 */

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

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
