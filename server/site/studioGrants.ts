import { parseCookie, parseSetCookie } from 'cookie';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { database } from '@/db';
import { studioPreviewHandoffs, studioSessions, studioUsers } from '@/db/schema';
import { seal, unseal } from '@/server/platform/signing';
import { isStudioRole, mayUse } from '@/lib/rules/studioRoles';

/**
 * What a studio person hands their own browser to see the site differently:
 * a preview of one brand's unpublished drafts (at most an hour), or pinned
 * experiment groups on one brand (QA, at most a day). A grant is sealed with
 * the session secret (server/platform/signing.ts), never the setup token, and
 * names the studio session that minted it: it counts only while that session
 * lives and its person may still use the studio's content, and only on its
 * brand. Signing out, a role change or removal ends every grant at once.
 *
 * Next's draft mode is keyed by one build-wide value (its `__prerender_bypass`
 * cookie), the same for everyone until the next build. The browser never
 * keeps it: the preview grant carries it sealed, and the page request puts it
 * in the forwarded Cookie header only for a live grant. A bypass cookie sent
 * without one is forwarded spoiled, so Next renders the published page and
 * clears it.
 */

export const PREVIEW_GRANT_COOKIE = 'studio_preview';
export const PREVIEW_SECONDS = 3600;
export const QA_GROUPS_COOKIE = 'fe_qa';
export const QA_GROUPS_SECONDS = 86_400;
/** Next's draft-mode cookie, by its documented name. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

interface Grant {
  /** The minting studio session (its id, the hash of the secret the person's browser holds). */
  session: string;
  brand: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}
export interface PreviewGrant extends Grant {
  /** Next's draft-mode value, from the `setDraftMode` answer that opened the preview. */
  draftKey: string;
}
export interface QaGrant extends Grant {
  /** `experiment=group|…` */
  groups: string;
}

const PREVIEW = 'studio-preview-grant';
const QA = 'studio-qa-grant';
const BRAND_KEY = /^[a-z0-9-]{1,63}$/;

const expiry = (now: number, seconds: number) => Math.floor(now / 1000) + seconds;

export function mintPreviewGrant(grant: Omit<PreviewGrant, 'expiresAt'>, now = Date.now()): string {
  return seal(PREVIEW, JSON.stringify({ ...grant, expiresAt: expiry(now, PREVIEW_SECONDS) }));
}

export function mintQaGrant(grant: Omit<QaGrant, 'expiresAt'>, now = Date.now()): string {
  return seal(QA, JSON.stringify({ ...grant, expiresAt: expiry(now, QA_GROUPS_SECONDS) }));
}

function opened(purpose: string, value: string | undefined, now: number): Record<string, unknown> | null {
  const json = unseal(purpose, value);
  if (!json) return null;
  try {
    const grant = JSON.parse(json) as Record<string, unknown>;
    const fresh = typeof grant.expiresAt === 'number' && grant.expiresAt * 1000 > now;
    return fresh && typeof grant.session === 'string' && typeof grant.brand === 'string' && BRAND_KEY.test(grant.brand) ? grant : null;
  } catch {
    return null;
  }
}

/** The minting session is still open and its person may still use the studio's content. */
async function sessionStillGrants(session: string, now: Date): Promise<boolean> {
  const { db } = await database();
  const [row] = await db
    .select({ role: studioUsers.role })
    .from(studioSessions)
    .innerJoin(studioUsers, eq(studioUsers.id, studioSessions.userId))
    .where(and(eq(studioSessions.id, session), gt(studioSessions.expiresAt, now)))
    .limit(1);
  return row !== undefined && isStudioRole(row.role) && mayUse(row.role, 'content');
}

const HANDOFF = 'studio-preview-handoff';
/** Long enough to follow a redirect, short enough that a copied link is soon worth nothing. */
export const HANDOFF_SECONDS = 60;

/**
 * A preview grant carried to another host in a link: a draft brand's preview
 * address (lib/rules/previewHost.ts) shares no cookies with the studio's host,
 * so the studio hands the grant over in the redirect, and the preview host
 * keeps it as its own cookie. Sealed for this purpose alone, fresh for a
 * minute, and followed once: a copied or replayed link opens nothing.
 */
export function mintPreviewHandoff(grant: string, brand: string, now = Date.now()): string {
  return seal(HANDOFF, JSON.stringify({ id: randomBytes(16).toString('base64url'), grant, brand, expiresAt: expiry(now, HANDOFF_SECONDS) }));
}

/** The preview grant a fresh handoff carries for `brand`, the first time it is followed; else null (its session is checked again on every page). */
export async function openPreviewHandoff(value: string | undefined, brand: string, now = Date.now()): Promise<string | null> {
  const json = unseal(HANDOFF, value);
  if (!json) return null;
  let handoff: { id?: unknown; grant?: unknown; brand?: unknown; expiresAt?: unknown };
  try {
    handoff = JSON.parse(json) as typeof handoff;
  } catch {
    return null;
  }
  const { id, grant, expiresAt } = handoff;
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now) return null;
  if (handoff.brand !== brand || typeof grant !== 'string' || typeof id !== 'string') return null;
  return (await claimHandoff(id, new Date(expiresAt * 1000), new Date(now))) ? grant : null;
}

/** Records a handoff as followed; false when it already was (one insert decides, so two clicks at once open one). */
async function claimHandoff(id: string, expiresAt: Date, now: Date): Promise<boolean> {
  const { db } = await database();
  const [claimed] = await db.insert(studioPreviewHandoffs).values({ id, expiresAt }).onConflictDoNothing().returning({ id: studioPreviewHandoffs.id });
  await db.delete(studioPreviewHandoffs).where(lt(studioPreviewHandoffs.expiresAt, new Date(now.getTime() - 86_400_000)));
  return claimed !== undefined;
}

/** The live preview grant a cookie value carries, else null. */
export async function livePreviewGrant(value: string | undefined, now = Date.now()): Promise<PreviewGrant | null> {
  const grant = opened(PREVIEW, value, now);
  if (!grant || typeof grant.draftKey !== 'string' || !grant.draftKey) return null;
  return (await sessionStillGrants(grant.session as string, new Date(now))) ? (grant as unknown as PreviewGrant) : null;
}

/** The QA groups a cookie value pins on `brandKey`, when a live grant for that brand says so; else undefined. */
export async function liveQaGroups(value: string | undefined, brandKey: string, now = Date.now()): Promise<string | undefined> {
  const grant = opened(QA, value, now);
  if (!grant || grant.brand !== brandKey || typeof grant.groups !== 'string') return undefined;
  return (await sessionStillGrants(grant.session as string, new Date(now))) ? grant.groups : undefined;
}

/** The package decodes values by default; here they are passed on, not read. */
const asSent = (value: string) => value;

/**
 * The Cookie header to forward for a page request: Next's draft-mode value
 * for a live preview grant; otherwise any draft-mode cookie the browser sent
 * spoiled, so it never shows a draft. Null when the header can go as sent.
 * The other cookies are joined as sent: `stringifyCookie` refuses values
 * browsers do send (spaces, non-ASCII), and the proxy never throws.
 */
export function forwardedCookieHeader(header: string | null, preview: PreviewGrant | null): string | null {
  const sent = parseCookie(header ?? '', { decode: asSent });
  if (!preview && !(DRAFT_MODE_COOKIE in sent)) return null;
  const others = Object.entries(sent).flatMap(([name, value]) => (name === DRAFT_MODE_COOKIE ? [] : [`${name}=${value}`]));
  return [...others, `${DRAFT_MODE_COOKIE}=${preview ? preview.draftKey : 'revoked'}`].join('; ');
}

/** Next's draft-mode value in the Set-Cookie headers `res.setDraftMode({ enable: true })` just wrote. */
export function draftKeyFrom(setCookies: string[]): string | null {
  for (const header of setCookies) {
    const { name, value } = parseSetCookie(header, { decode: asSent });
    if (name === DRAFT_MODE_COOKIE && value) return value;
  }
  return null;
}
