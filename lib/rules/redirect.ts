/**
 * Where a `redirect` may send a visitor: a path on this site, nothing else.
 * The value is normalised first (resolved against the site as a browser
 * would, dot segments and all), then only a same-origin result is kept, and
 * its path never starts with two slashes or a backslash, which browsers read
 * as another host. Anything else is no redirect at all.
 */
const SITE = 'https://site.invalid';
const MAX_LENGTH = 512;

export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null;
  // Only absolute paths; backslashes and control characters are never part of one of ours.
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/..//evil.com" normalises to "//evil.com": a link to another host.
  return /^\/[/\\]/.test(path) || /^\/%2f/i.test(path) || /^\/%5c/i.test(path) ? null : path;
}
