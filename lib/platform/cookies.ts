/**
 * Cookies, read and written in one place. Reading works on a Cookie header
 * or `document.cookie` alike and never throws: a malformed value reads as
 * absent. Writing is either a browser write or a Set-Cookie value for a
 * server response.
 */

const DAY = 24 * 3600;

/** The value of one `name=value` part of a header, decoded; null when it is malformed. */
function valueOf(part: string, eq: number): string | null {
  try {
    return decodeURIComponent(part.slice(eq + 1).trim());
  } catch {
    return null;
  }
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    return valueOf(part, eq);
  }
  return null;
}

/**
 * Every cookie of a header, by name (the first of a repeated name wins, as
 * browsers send the most specific first). The map has no prototype: a cookie
 * may be called `constructor` or `__proto__` like any other, and a lookup
 * finds only what the header sent.
 */
export function parseCookies(cookieHeader: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = eq === -1 ? '' : part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const value = valueOf(part, eq);
    if (value !== null) cookies[name] = value;
  }
  return cookies;
}

export interface CookieOptions {
  /** Absent: a session cookie, gone when the browser closes. */
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax';
}

/** A Set-Cookie value. Values are URI-encoded, so nothing a value holds can add an attribute. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    options.maxAgeSeconds === undefined ? null : `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
    options.httpOnly ? 'HttpOnly' : null,
    options.secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** Sets a first-party cookie from the browser (never httpOnly; Secure on HTTPS pages). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure: window.location.protocol === 'https:' });
}

export const days = (n: number) => n * DAY;
