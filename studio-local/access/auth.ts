import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serializeCookie } from '@/lib/platform/cookies';
import { dataPath } from '@/server/platform/dataDir';
import { serverEnv } from '@/server/platform/env';

/**
 * The studio token (STUDIO_TOKEN, or the one `npm start` generates into
 * DATA_DIR/studio-token): it makes the first admin, and nothing else. Sessions
 * live on the server (studio-local/access/sessions.ts); previews and QA groups are
 * grants of a session (./grants.ts), sealed with the session secret, never
 * with this token.
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
