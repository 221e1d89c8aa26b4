import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dataPath } from '../dataDir';

/**
 * Studio sign-in: one shared token (STUDIO_TOKEN, or the one `npm start`
 * generates into DATA_DIR/studio-token). A signed-in browser holds an httpOnly
 * session cookie signed with a key derived from the token, so changing the
 * token signs everybody out.
 */

export const SESSION_COOKIE = 'studio_session';
export const CSRF_COOKIE = 'studio_csrf';
export const CSRF_HEADER = 'x-studio-csrf';
const SESSION_HOURS = 12;

export function studioToken(): string | null {
  if (process.env.STUDIO_TOKEN) return process.env.STUDIO_TOKEN;
  try {
    return readFileSync(dataPath('studio-token'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

const key = (token: string) => createHash('sha256').update(`studio-session:${token}`).digest();
const sign = (token: string, payload: string) => createHmac('sha256', key(token)).update(payload).digest('base64url');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function tokenMatches(given: unknown, token: string): boolean {
  if (typeof given !== 'string' || given.length > 512) return false;
  // Compare digests so the comparison takes the same time whatever the length.
  return safeEqual(createHash('sha256').update(given).digest('hex'), createHash('sha256').update(token).digest('hex'));
}

export function newSession(token: string, now = Date.now()): { value: string; maxAge: number } {
  const expires = now + SESSION_HOURS * 3_600_000;
  const payload = `${expires}.${randomBytes(9).toString('base64url')}`;
  return { value: `${payload}.${sign(token, payload)}`, maxAge: SESSION_HOURS * 3600 };
}

export function validSession(value: string | undefined, token: string, now = Date.now()): boolean {
  if (!value) return false;
  const parts = value.split('.');
  if (parts.length !== 3) return false;
  const [expires, nonce, signature] = parts as [string, string, string];
  if (!/^\d{1,15}$/.test(expires) || Number(expires) < now) return false;
  return safeEqual(signature, sign(token, `${expires}.${nonce}`));
}

export const newCsrfToken = () => randomBytes(18).toString('base64url');

export function cookie(name: string, value: string, options: { maxAge: number; httpOnly: boolean; secure: boolean }): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAge}`,
    'SameSite=Strict',
    options.httpOnly ? 'HttpOnly' : null,
    options.secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * Which brand a studio preview shows, whatever the host: `key.signature`. The
 * proxy honours it only with a valid signature, so visitors cannot pick a
 * brand for a host.
 */
export const PREVIEW_BRAND_COOKIE = 'studio_preview_brand';

export function signPreviewBrand(brandKey: string, token: string): string {
  return `${brandKey}.${sign(token, `preview:${brandKey}`)}`;
}

export function verifiedPreviewBrand(value: string | undefined, token: string | null): string | null {
  if (!value || !token) return null;
  const dot = value.lastIndexOf('.');
  const key = value.slice(0, dot);
  if (dot <= 0 || !/^[a-z0-9-]{1,63}$/.test(key)) return null;
  return safeEqual(value.slice(dot + 1), sign(token, `preview:${key}`)) ? key : null;
}
