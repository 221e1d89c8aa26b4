import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serializeCookie } from '@/lib/platform/cookies';
import { dataPath } from '@/lib/platform/dataDir';
import { serverEnv } from '@/lib/platform/env/server';

/**
 * The studio token (STUDIO_TOKEN, or the one `npm start` generates into
 * DATA_DIR/studio-token): it makes the first admin, and keys the signed
 * preview cookie and the schedule runner's key. Sessions live on the server
 * (server/studio/sessions.ts); this module holds what the proxy needs too:
 * the token, the signed preview-brand cookie and signed QA overrides.
 */

export const SESSION_COOKIE = 'studio_session';
export const CSRF_COOKIE = 'studio_csrf';
export const CSRF_HEADER = 'x-studio-csrf';

export function studioToken(): string | null {
  const configured = serverEnv().STUDIO_TOKEN;
  if (configured) return configured;
  try {
    return readFileSync(dataPath('studio-token'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

const key = (token: string) => createHash('sha256').update(`studio-session:${token}`).digest();
const sign = (token: string, payload: string) => createHmac('sha256', key(token)).update(payload).digest('base64url');

/** Compares secrets in constant time (for equal lengths; a length mismatch is simply false). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function tokenMatches(given: unknown, token: string): boolean {
  if (typeof given !== 'string' || given.length > 512) return false;
  // Compare digests so the comparison takes the same time whatever the length.
  return safeEqual(createHash('sha256').update(given).digest('hex'), createHash('sha256').update(token).digest('hex'));
}

/** Studio cookies are SameSite=Strict: the studio is never reached from another site. */
export function cookie(name: string, value: string, options: { maxAge: number; httpOnly: boolean; secure: boolean }): string {
  return serializeCookie(name, value, { maxAgeSeconds: options.maxAge, httpOnly: options.httpOnly, secure: options.secure, sameSite: 'Strict' });
}

/**
 * Which brand a studio preview shows, whatever the host, and until when:
 * `key.expiresAt.signature`. The proxy honours it only with a valid signature
 * and before it expires (an hour), so visitors cannot pick a brand for a
 * host, and someone whose access ends keeps draft previews an hour at most.
 */
export const PREVIEW_BRAND_COOKIE = 'studio_preview_brand';
export const PREVIEW_SECONDS = 3600;

export function signPreviewBrand(brandKey: string, token: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + PREVIEW_SECONDS;
  return `${brandKey}.${expiresAt}.${sign(token, `preview:${brandKey}:${expiresAt}`)}`;
}

export function verifiedPreviewBrand(value: string | undefined, token: string | null, now = Date.now()): string | null {
  if (!value || !token) return null;
  const match = /^([a-z0-9-]{1,63})\.(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, key, expiresAt, signature] = match as unknown as [string, string, string, string];
  if (Number(expiresAt) * 1000 <= now) return null;
  return safeEqual(signature, sign(token, `preview:${key}:${expiresAt}`)) ? key : null;
}

/**
 * QA overrides (`fe_qa`): the experiment groups a QA tester forces, issued by
 * the studio to a signed-in person (pages/api/studio/qa-groups.ts) and valid
 * for a day: `groups.expiresAt.signature`. Pricing experiments decide which
 * plan and price a visitor may buy, so an override counts only with a valid
 * signature: a visitor who writes the cookie themselves chooses nothing.
 */
export const QA_GROUPS_COOKIE = 'fe_qa';
export const QA_GROUPS_SECONDS = 86_400;
const QA_GROUPS = /^([a-z0-9_=|]{1,800})\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

export function signQaGroups(groups: string, token: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + QA_GROUPS_SECONDS;
  return `${groups}.${expiresAt}.${sign(token, `qa-groups:${groups}:${expiresAt}`)}`;
}

/** The groups of a QA override cookie the studio signed and that has not expired, else undefined. */
export function verifiedQaGroups(value: string | undefined, token: string | null, now = Date.now()): string | undefined {
  if (!value || !token) return undefined;
  const match = QA_GROUPS.exec(value);
  if (!match) return undefined;
  const [, groups, expiresAt, signature] = match as unknown as [string, string, string, string];
  if (Number(expiresAt) * 1000 <= now) return undefined;
  return safeEqual(signature, sign(token, `qa-groups:${groups}:${expiresAt}`)) ? groups : undefined;
}

/** The QA overrides a request's `fe_qa` cookie carries, when the studio signed it (the token is read only then). */
export const requestQaGroups = (cookieValue: string | undefined): string | undefined => (cookieValue ? verifiedQaGroups(cookieValue, studioToken()) : undefined);

/**
 * The key the server's own schedule timer sends to /api/studio/schedules/run
 * (derived from the studio token, so every instance knows it and no visitor
 * can run schedules early).
 */
export const SCHEDULE_KEY_HEADER = 'x-schedule-key';

export function scheduleRunKey(token: string | null = studioToken()): string | null {
  return token ? sign(token, 'content-schedules') : null;
}

export function scheduleKeyMatches(given: unknown): boolean {
  const key = scheduleRunKey();
  return typeof given === 'string' && key !== null && safeEqual(given, key);
}
