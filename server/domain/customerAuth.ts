import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/db';
import { customers, customerSessions } from '@/db/schema';
import { errorText, requestLog } from '@/server/platform/log';
import { emailField } from '@/lib/rules/validation/fields';
import { fieldErrors, type FieldErrors } from '@/lib/rules/validation/forms';
import type { EmailSender } from '../email';
import { signInEmail, type EmailBrand } from '../email/templates';
import { issueSignInLink, LINK_MINUTES, redeemSignInLink } from './signInLinks';
import type { RateLimiter } from './rateLimit';
import { canonicalEmail } from '@/lib/rules/emailIdentity';

/**
 * Customers sign in with a one-time link sent to the email they bought with
 * (spec §2 /login, §6). The link carries a random token; the database keeps
 * only its SHA-256, marks it used in the same statement that accepts it (so
 * it works once, even when clicked twice at the same moment) and refuses it
 * after 15 minutes. Asking for a link answers the same whether or not the
 * email is a customer's, with the same work done before the answer (the
 * lookup, the token and the email come after it), and is limited per
 * requester: per client, and per client and email, so nobody can spend a
 * customer's allowance from elsewhere. Every link stays valid until used or
 * expired, so the newest one in the inbox always works. A session
 * is a random secret in an httpOnly cookie; the database keeps its hash and
 * signing out deletes it.
 */

export const SESSION_DAYS = 30;
export const CUSTOMER_SESSION_COOKIE = 'customer_session';

const sha256 = (text: string) => createHash('sha256').update(`customer:${text}`).digest('hex');
const SECRET = /^[A-Za-z0-9_-]{20,128}$/;

export const SIGN_IN_SENT = (email: string) =>
  `If ${email} has bought from us, a sign-in link is on its way. It works once, for ${LINK_MINUTES} minutes. Check your inbox (and spam folder).`;
export const SIGN_IN_LIMITED =
  'You’ve asked for several sign-in links in a short time. Please use the newest one in your inbox, or wait a while and try again.';
export const LINK_REFUSED = 'This sign-in link has expired or was already used. Enter your email below and we’ll send a new one.';

export interface SignInLinkFacts {
  sender: EmailSender;
  brand: EmailBrand;
  clientKey: string;
  /** Links one client may ask for one email address. */
  perRequester: RateLimiter;
  /** Links one client may ask for, all addresses together. */
  perClient: RateLimiter;
  now: Date;
  /** Runs `work` once the answer has been sent (errors are the work's own to log). */
  afterAnswer(work: () => Promise<void>): void;
}

export type SignInLinkOutcome = { status: 'sent'; message: string } | { status: 'invalid'; fieldErrors: FieldErrors } | { status: 'limited'; message: string };

const linkInput = z.object({ email: emailField });

/** A sign-in link for a customer (server/domain/signInLinks.ts). */
export const createSignInLink = (db: Db, customerId: number, origin: string, now: Date): Promise<string> =>
  issueSignInLink(db, 'customer', customerId, origin, now);

export async function requestSignInLink(db: Db, body: unknown, facts: SignInLinkFacts): Promise<SignInLinkOutcome> {
  const parsed = linkInput.safeParse(body);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors(parsed.error) };
  const { email } = parsed.data;
  // Both limits are the requester's own and are taken for every request, known email or not: neither tells them
  // apart, and someone asking for a customer's address from elsewhere spends only their own allowance.
  const [clientOk, requesterOk] = await Promise.all([
    facts.perClient.take(facts.clientKey),
    facts.perRequester.take(`${facts.clientKey} ${canonicalEmail(email)}`),
  ]);
  if (!clientOk || !requesterOk) return { status: 'limited', message: SIGN_IN_LIMITED };
  // Whether the address is a customer's is looked up after answering: a known email takes no longer to answer.
  facts.afterAnswer(async () => {
    try {
      // The mailbox, however the address is written; the link goes to the address the customer bought with.
      const [customer] = await db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(eq(customers.emailKey, canonicalEmail(email)))
        .limit(1);
      if (!customer) return;
      const link = await createSignInLink(db, customer.id, facts.brand.origin, facts.now);
      await facts.sender.send(signInEmail(customer.email, facts.brand, link));
    } catch (error) {
      requestLog().error({ err: errorText(error) }, 'sign-in link not sent');
    }
  });
  return { status: 'sent', message: SIGN_IN_SENT(email) };
}

export type SignInOutcome = { ok: true; secret: string; maxAgeSeconds: number; customerId: number } | { ok: false; message: string };

/** Uses a link's token once: the same update that accepts it marks it used. */
export async function signInWithToken(db: Db, token: unknown, now: Date): Promise<SignInOutcome> {
  const customerId = await redeemSignInLink(db, 'customer', token, now);
  if (customerId === null) return { ok: false, message: LINK_REFUSED };
  const secret = randomBytes(32).toString('base64url');
  await db.insert(customerSessions).values({ id: sha256(secret), customerId, expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000) });
  await db.delete(customerSessions).where(lt(customerSessions.expiresAt, now));
  return { ok: true, secret, maxAgeSeconds: SESSION_DAYS * 86_400, customerId };
}

/** The signed-in customer of a session cookie, or null. */
export async function sessionCustomer(db: Pick<Db, 'select'>, secret: string | null | undefined, now: Date): Promise<number | null> {
  if (!secret || !SECRET.test(secret)) return null;
  const [row] = await db
    .select({ customerId: customerSessions.customerId })
    .from(customerSessions)
    .where(and(eq(customerSessions.id, sha256(secret)), gt(customerSessions.expiresAt, now)))
    .limit(1);
  return row?.customerId ?? null;
}

export async function signOut(db: Db, secret: string | null | undefined): Promise<void> {
  if (!secret || !SECRET.test(secret)) return;
  await db.delete(customerSessions).where(eq(customerSessions.id, sha256(secret)));
}

/** The visitor id the customer's first purchase was made under, if one was recorded (funnelPayments.ts). */
export async function customerVisitorId(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db.select({ visitorId: customers.visitorId }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row?.visitorId ?? null;
}
