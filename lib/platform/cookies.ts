import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Cookies, read and written in one place, through the `cookie` package.
 * Reading works on a Cookie header or `document.cookie` alike and never
 * throws: a malformed value reads as absent. Writing is either a browser
 * write or a Set-Cookie value for a server response.
 */

const DAY = 24 * 3600;

/** The package hands back a value that does not decode as it came; here it reads as absent. */
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
  for (const [name, value] of Object.entries(parseCookie(cookieHeader ?? '', { decode: decodeOrAbsent }))) {
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

/** A Set-Cookie value. Values are URI-encoded, so nothing a value holds can add an attribute. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return stringifySetCookie(name, value, {
    path: '/',
    maxAge: options.maxAgeSeconds === undefined ? undefined : Math.max(0, Math.floor(options.maxAgeSeconds)),
    sameSite: options.sameSite === 'Strict' ? 'strict' : 'lax',
    httpOnly: options.httpOnly,
    secure: options.secure,
  });
}

/** Sets a first-party cookie from the browser (never httpOnly; Secure on HTTPS pages). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure: window.location.protocol === 'https:' });
}

export const days = (n: number) => n * DAY;
