/**
 * Brand selection from the Host header (spec §1, DESIGN §3): the second label
 * from the right. Pure and total: any input, however malformed, yields a
 * candidate key or null, never an exception.
 */

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const MAX_HOST_LENGTH = 255;

export function brandCandidateFromHost(host: string | null | undefined): string | null {
  if (typeof host !== 'string') return null;
  let name = host.trim().toLowerCase();
  if (name === '' || name.length > MAX_HOST_LENGTH) return null;

  // IPv6 literal, bracketed with an optional port or bare.
  if (name.startsWith('[') || (name.match(/:/g)?.length ?? 0) > 1) return null;

  const colon = name.indexOf(':');
  if (colon !== -1) {
    if (!/^\d{1,5}$/.test(name.slice(colon + 1))) return null;
    name = name.slice(0, colon);
  }
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (IPV4.test(name)) return null;

  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  return labels[labels.length - 2] ?? null;
}

/** The brand to serve: the host's key when it is a published brand, else the fallback. */
export function resolveBrandKey(host: string | null | undefined, knownKeys: ReadonlySet<string>, fallbackKey: string): { key: string; isFallback: boolean } {
  const candidate = brandCandidateFromHost(host);
  if (candidate !== null && knownKeys.has(candidate)) return { key: candidate, isFallback: candidate === fallbackKey };
  return { key: fallbackKey, isFallback: true };
}

/** The fallback brand (spec §1: the staging/local brand): the published brand marked as fallback, else the configured key. */
export function fallbackKeyOf(brands: readonly { key: string; isFallback: boolean }[], configuredKey: string): string {
  return brands.find((b) => b.isFallback)?.key ?? configuredKey;
}
