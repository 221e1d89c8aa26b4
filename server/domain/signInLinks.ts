import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db';
import { customerSignInTokens, studioSignInTokens } from '@/db/schema';

/**
 * One-time sign-in links, for customers (`/login`) and studio people
 * (`/studio/sign-in`) alike: the link carries a random token, the database
 * keeps only its digest, and a token works once, for LINK_MINUTES. The same
 * update that accepts a token marks it used, so two clicks at once sign in
 * once. Every link stays valid until used or expired, so the newest one in an
 * inbox always works whoever else asked (docs/security.md, item 9).
 */

export const LINK_MINUTES = 15;
export type LinkAudience = 'customer' | 'staff';

const PATHS: Record<LinkAudience, string> = { customer: '/login', staff: '/studio/sign-in' };
const WELL_FORMED = /^[A-Za-z0-9_-]{20,128}$/;
/** Used and expired tokens are deleted a day after they expire, when new ones are issued. */
const KEPT_AFTER_EXPIRY_MS = 86_400_000;

const digest = (audience: LinkAudience, token: string) => createHash('sha256').update(`${audience}-link:${token}`).digest('hex');

/** A new link for the customer or studio person `ownerId`, on `origin` (the brand's configured base URL). */
export async function issueSignInLink(db: Db, audience: LinkAudience, ownerId: number, origin: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const id = digest(audience, token);
  const expiresAt = new Date(now.getTime() + LINK_MINUTES * 60_000);
  const stale = new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS);
  if (audience === 'customer') {
    await db.insert(customerSignInTokens).values({ id, customerId: ownerId, expiresAt });
    await db.delete(customerSignInTokens).where(lt(customerSignInTokens.expiresAt, stale));
  } else {
    await db.insert(studioSignInTokens).values({ id, userId: ownerId, expiresAt });
    await db.delete(studioSignInTokens).where(lt(studioSignInTokens.expiresAt, stale));
  }
  return `${origin}${PATHS[audience]}?token=${token}`;
}

/** Uses a link's token once: the owner it signs in, or null when it is malformed, unknown, used or expired. */
export async function redeemSignInLink(db: Db, audience: LinkAudience, token: unknown, now = new Date()): Promise<number | null> {
  if (typeof token !== 'string' || !WELL_FORMED.test(token)) return null;
  const id = digest(audience, token);
  if (audience === 'customer') {
    const [used] = await db
      .update(customerSignInTokens)
      .set({ usedAt: now })
      .where(and(eq(customerSignInTokens.id, id), isNull(customerSignInTokens.usedAt), gt(customerSignInTokens.expiresAt, now)))
      .returning({ owner: customerSignInTokens.customerId });
    return used?.owner ?? null;
  }
  const [used] = await db
    .update(studioSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(studioSignInTokens.id, id), isNull(studioSignInTokens.usedAt), gt(studioSignInTokens.expiresAt, now)))
    .returning({ owner: studioSignInTokens.userId });
  return used?.owner ?? null;
}
