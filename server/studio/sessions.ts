import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { database } from '@/db';
import { studioSessions } from '@/db/schema';

/**
 * Studio sessions, kept on the server so they can end: signing out deletes
 * the session, and a new studio token ends every session opened with the
 * old one (each remembers the token's fingerprint). The browser holds only a
 * random secret (httpOnly cookie); the database holds its hash. The CSRF
 * token is derived from the session secret, so it is worthless without the
 * session it belongs to.
 */

export const SESSION_HOURS = 12;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenFingerprint = (token: string) => sha256(`studio-token:${token}`);

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The CSRF token of a session: the studio page sends it back in a header on every change. */
export const csrfTokenFor = (sessionSecret: string) => createHmac('sha256', sessionSecret).update('studio-csrf').digest('base64url');

export const csrfMatches = (given: unknown, sessionSecret: string) => typeof given === 'string' && safeEqual(given, csrfTokenFor(sessionSecret));

export async function openSession(studioToken: string, now = new Date()): Promise<{ secret: string; csrf: string; maxAgeSeconds: number }> {
  const secret = randomBytes(32).toString('base64url');
  const { db } = await database();
  await db.insert(studioSessions).values({ id: sha256(secret), tokenFingerprint: tokenFingerprint(studioToken), expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000) });
  // Expired sessions go when new ones come; there are few, and only staff open them.
  await db.delete(studioSessions).where(lt(studioSessions.expiresAt, now));
  return { secret, csrf: csrfTokenFor(secret), maxAgeSeconds: SESSION_HOURS * 3600 };
}

export async function sessionIsValid(secret: string | undefined, studioToken: string, now = new Date()): Promise<boolean> {
  if (!secret || secret.length > 128) return false;
  const { db } = await database();
  const [row] = await db
    .select({ tokenFingerprint: studioSessions.tokenFingerprint })
    .from(studioSessions)
    .where(and(eq(studioSessions.id, sha256(secret)), gt(studioSessions.expiresAt, now)))
    .limit(1);
  return row !== undefined && safeEqual(row.tokenFingerprint, tokenFingerprint(studioToken));
}

export async function closeSession(secret: string | undefined): Promise<void> {
  if (!secret || secret.length > 128) return;
  const { db } = await database();
  await db.delete(studioSessions).where(eq(studioSessions.id, sha256(secret)));
}
