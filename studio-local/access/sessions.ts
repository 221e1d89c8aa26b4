import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { database } from '@/db';
import { studioSessions, studioUsers } from '@/db/schema';
import { safeEqual } from '@/studio-local/access/auth';
import { issueSignInLink, redeemSignInLink } from '@/server/domain/signInLinks';
import type { StudioRole } from '@/lib/rules/studioRoles';

/**
 * Studio sessions, kept on the server so they can end: signing out deletes
 * the session, and removing a person deletes theirs (the foreign key
 * cascades). Each request reads the person's role afresh, so a role change
 * counts from the next request. The browser holds only a random secret
 * (httpOnly cookie); the database holds its hash. The CSRF token is derived
 * from the session secret, so it is worthless without the session it
 * belongs to.
 */

export const SESSION_HOURS = 12;
const SECRET = /^[A-Za-z0-9_-]{20,128}$/;

export interface StudioUser {
  id: number;
  email: string;
  role: StudioRole;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The id a session is stored under (the hash of its secret); grants name their session by it. */
export const sessionIdOf = (secret: string) => sha256(secret);

/** The CSRF token of a session: the studio page sends it back in a header on every change. */
export const csrfTokenFor = (sessionSecret: string) => createHmac('sha256', sessionSecret).update('studio-csrf').digest('base64url');

export const csrfMatches = (given: unknown, sessionSecret: string) => typeof given === 'string' && safeEqual(given, csrfTokenFor(sessionSecret));

export async function openSession(userId: number, now = new Date()): Promise<{ secret: string; csrf: string; maxAgeSeconds: number }> {
  const secret = randomBytes(32).toString('base64url');
  const { db } = await database();
  await db.insert(studioSessions).values({ id: sha256(secret), userId, expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000) });
  // Expired sessions go when new ones come; there are few, and only staff open them.
  await db.delete(studioSessions).where(lt(studioSessions.expiresAt, now));
  return { secret, csrf: csrfTokenFor(secret), maxAgeSeconds: SESSION_HOURS * 3600 };
}

/** The person a session belongs to, with their role as it is now; null when signed out, expired or removed. */
export async function sessionUser(secret: string | undefined, now = new Date()): Promise<StudioUser | null> {
  if (!secret || !SECRET.test(secret)) return null;
  const { db } = await database();
  const [row] = await db
    .select({ id: studioUsers.id, email: studioUsers.email, role: studioUsers.role })
    .from(studioSessions)
    .innerJoin(studioUsers, eq(studioUsers.id, studioSessions.userId))
    .where(and(eq(studioSessions.id, sha256(secret)), gt(studioSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function closeSession(secret: string | undefined): Promise<void> {
  if (!secret || !SECRET.test(secret)) return;
  const { db } = await database();
  await db.delete(studioSessions).where(eq(studioSessions.id, sha256(secret)));
}

/** A sign-in link for a studio person, on `origin` (server/domain/signInLinks.ts). */
export async function staffSignInLink(userId: number, origin: string, now = new Date()): Promise<string> {
  return issueSignInLink((await database()).db, 'staff', userId, origin, now);
}

/** The studio person a sign-in link's token signs in, once; null when it cannot. */
export async function redeemStaffSignInLink(token: unknown, now = new Date()): Promise<number | null> {
  return redeemSignInLink((await database()).db, 'staff', token, now);
}
