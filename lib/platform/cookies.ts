/**
 * Cookies, read and written in one place. Reading works on a Cookie header or
 * `document.cookie` alike and never throws: a malformed value reads as absent.
 * Writing is either a browser write or a Set-Cookie value for a server
 * response. Every page's first script loads this, so it is the few lines the
 * site needs rather than the `cookie` package (4 KB of it, minified), with the
 * package's reading and writing rules (RFC 6265).
 */

const DAY = 24 * 3600;

/** A value that does not decode reads as absent. */
function decodeOrAbsent(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Every cookie of a header, by name (the first of a repeated name wins, as
 * browsers send the most specific first). The map has no prototype: a cookie
 * may be called `constructor` or `__proto__` like any other, and a lookup
 * finds only what the header sent.
 */
export function parseCookies(cookieHeader: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  const seen = new Set<string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const raw = pair.slice(equals + 1).trim();
    const value = decodeOrAbsent(raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  return parseCookies(cookieHeader)[name] ?? null;
}

export interface CookieOptions {
  /** Absent: a session cookie, gone when the browser closes. */
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax';
}

/** A cookie name: an RFC 6265 token (no separators, controls or spaces). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A Set-Cookie value. Values are URI-encoded, so nothing a value holds can add an attribute. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`not a cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  parts.push('Path=/');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite === 'Strict' ? 'Strict' : 'Lax'}`);
  return parts.join('; ');
}

/** Sets a first-party cookie from the browser (never httpOnly; Secure on HTTPS pages). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure: window.location.protocol === 'https:' });
}

export const days = (n: number) => n * DAY;
