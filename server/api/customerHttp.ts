import type { IncomingMessage } from 'node:http';
import { database } from '@/db';
import { requestClient, requestIsHttps } from '@/server/platform/clientAddress';
import { days, readCookie, serializeCookie } from '@/lib/platform/cookies';
import { SIGNED_IN_COOKIE } from '@/lib/rules/signedIn';
import { serverEnv } from '@/server/platform/env';
import { emailBrandFor } from '@/server/site/brandKey';
import { emailSender } from '../email';
import { createRateLimiter, type RateLimiter } from '../domain/rateLimit';
import {
  CUSTOMER_SESSION_COOKIE,
  customerVisitorId,
  requestSignInLink,
  signInWithToken,
  signOut,
  type SignInLinkOutcome,
  type SignInOutcome,
} from '../domain/customerAuth';

/** The HTTP side of customer sign-in (pages/api/customer/*): cookies, limits, the brand of the host. */

let limits: { perRequester: RateLimiter; perClient: RateLimiter } | null = null;
function signInLimits() {
  const env = serverEnv();
  limits ??= {
    perRequester: createRateLimiter({
      name: 'sign-in-links-requester',
      capacity: env.SIGN_IN_LINKS_PER_EMAIL_PER_HOUR,
      refillPerSecond: env.SIGN_IN_LINKS_PER_EMAIL_PER_HOUR / 3600,
    }),
    perClient: createRateLimiter({
      name: 'sign-in-links-client',
      capacity: env.SIGN_IN_LINKS_PER_CLIENT_PER_HOUR,
      refillPerSecond: env.SIGN_IN_LINKS_PER_CLIENT_PER_HOUR / 3600,
    }),
  };
  return limits;
}

/** `afterAnswer` collects what must wait until the answer is sent (the route runs it then). */
export async function askForSignInLink(req: IncomingMessage, body: unknown, afterAnswer: (work: () => Promise<void>) => void): Promise<SignInLinkOutcome> {
  const { db } = await database();
  return requestSignInLink(db, body, {
    ...signInLimits(),
    sender: emailSender(),
    brand: await emailBrandFor(req.headers.host),
    clientKey: requestClient(req),
    now: new Date(),
    afterAnswer,
  });
}

/**
 * Signs in with a one-time link's token. Besides the session cookie, a customer whose purchase recorded a visitor id
 * gets it back as their `sid`: experiment groups are assigned from it, so they see on this device what they were
 * shown when they bought.
 */
export async function signIn(req: IncomingMessage, body: unknown): Promise<{ outcome: SignInOutcome; cookies: string[] }> {
  const { db } = await database();
  const outcome = await signInWithToken(db, (body as { token?: unknown } | null)?.token, new Date());
  if (!outcome.ok) return { outcome, cookies: [] };
  const secure = requestIsHttps(req);
  const session = serializeCookie(CUSTOMER_SESSION_COOKIE, outcome.secret, { maxAgeSeconds: outcome.maxAgeSeconds, httpOnly: true, secure, sameSite: 'Lax' });
  // Not a credential: tells the page's header to offer the account instead of "Sign in" (lib/rules/signedIn.ts).
  const marker = serializeCookie(SIGNED_IN_COOKIE, '1', { maxAgeSeconds: outcome.maxAgeSeconds, secure, sameSite: 'Lax' });
  const visitorId = await customerVisitorId(db, outcome.customerId);
  return { outcome, cookies: [session, marker, ...(visitorId ? [serializeCookie('sid', visitorId, { maxAgeSeconds: days(365), secure })] : [])] };
}

/** Ends the session on the server and clears its cookies. */
export async function endSession(req: IncomingMessage): Promise<string[]> {
  const { db } = await database();
  await signOut(db, readCookie(req.headers.cookie, CUSTOMER_SESSION_COOKIE));
  const secure = requestIsHttps(req);
  return [
    serializeCookie(CUSTOMER_SESSION_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure, sameSite: 'Lax' }),
    serializeCookie(SIGNED_IN_COOKIE, '', { maxAgeSeconds: 0, secure, sameSite: 'Lax' }),
  ];
}
