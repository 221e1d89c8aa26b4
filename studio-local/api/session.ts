import type { NextApiRequest, NextApiResponse } from 'next';
import { requestClient, requestIsHttps } from '@/server/platform/clientAddress';
import { serverEnv } from '@/server/platform/env';
import { errorText, log } from '@/server/platform/log';
import { emailField } from '@/lib/rules/validation/fields';
import { emailBrandFor } from '@/server/site/brandKey';
import { cookie, CSRF_COOKIE, SESSION_COOKIE, studioToken, tokenMatches } from '@/studio-local/access/auth';
import { emailSender } from '@/server/email';
import { studioSignInEmail } from '@/server/email/templates';
import { jsonBodyProblem } from '@/server/api/httpGuard';
import { createRateLimiter } from '@/server/domain/rateLimit';
import { unsafeChange } from '@/studio-local/access/guard';
import { bootstrapFirstAdmin, nobodyYet, personByEmail } from '@/studio-local/access/people';
import { StudioProblem } from '@/studio-local/access/problem';
import { LINK_MINUTES } from '@/server/domain/signInLinks';
import { closeSession, openSession, redeemStaffSignInLink, sessionUser, staffSignInLink } from '@/studio-local/access/sessions';

/**
 * STUDIO_SIGNINS_PER_MINUTE (default 5) attempts per client, and as many link emails per address from one client:
 * asking for a person's address from elsewhere spends only the asker's allowance.
 */
const perMinute = serverEnv().STUDIO_SIGNINS_PER_MINUTE;
const perClient = createRateLimiter({ name: 'studio-sign-ins', capacity: perMinute, refillPerSecond: perMinute / 60 });
const perRequester = createRateLimiter({ name: 'studio-sign-in-links-requester', capacity: perMinute, refillPerSecond: perMinute / 60 });

const LINK_SENT = `If that address has access to the studio, a sign-in link is on its way. It works once, for ${LINK_MINUTES} minutes.`;
const LINK_REFUSED = 'This sign-in link has expired or was already used. Enter your email to get a new one.';

/** Emails a link when the address is a person's; run after answering, so a known address takes no longer to answer. */
async function sendSignInLink(email: string, host: string | undefined): Promise<void> {
  try {
    const person = await personByEmail(email);
    if (!person) return;
    const brand = await emailBrandFor(host);
    const link = await staffSignInLink(person.id, brand.origin);
    await emailSender().send(studioSignInEmail(person.email, { ...brand, name: `${brand.name} content studio` }, link));
  } catch (error) {
    log.error({ err: errorText(error) }, 'studio sign-in email not delivered');
  }
}

type Body = { email?: unknown; link?: unknown; token?: unknown };

/**
 * GET: who is signed in (and whether the studio still needs its first admin).
 * POST { email }: emails a one-time sign-in link to a person with access.
 * POST { link }: signs in with that link's token.
 * POST { token, email }: the studio token makes the first admin, once.
 * DELETE: sign out (the session ends on the server).
 */
export default async function session(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const secure = requestIsHttps(req);
  const signInAs = async (userId: number) => {
    const opened = await openSession(userId);
    res.setHeader('Set-Cookie', [
      cookie(SESSION_COOKIE, opened.secret, { maxAge: opened.maxAgeSeconds, httpOnly: true, secure }),
      cookie(CSRF_COOKIE, opened.csrf, { maxAge: opened.maxAgeSeconds, httpOnly: false, secure }),
    ]);
    const user = await sessionUser(opened.secret);
    return res.status(200).json({ signedIn: true, user: user && { email: user.email, role: user.role } });
  };

  if (req.method === 'GET') {
    const user = await sessionUser(req.cookies[SESSION_COOKIE]);
    return res
      .status(200)
      .json({ signedIn: user !== null, user: user && { email: user.email, role: user.role }, setupNeeded: user ? false : await nobodyYet() });
  }

  if (req.method === 'POST') {
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return res.status(415).json({ error: 'Requests must be JSON.' });
    if (req.headers['sec-fetch-site'] === 'cross-site') return res.status(403).json({ error: 'Cross-site requests are not allowed.' });
    if (!(await perClient.take(requestClient(req)))) return res.status(429).json({ error: 'Too many sign-in attempts. Please wait a minute.' });
    const bodyProblem = jsonBodyProblem(req.body);
    if (bodyProblem) return res.status(400).json({ error: bodyProblem });
    const body = (req.body ?? {}) as Body;

    if (body.link !== undefined) {
      const userId = await redeemStaffSignInLink(body.link);
      return userId === null ? res.status(401).json({ error: LINK_REFUSED }) : signInAs(userId);
    }

    if (body.token !== undefined) {
      const token = studioToken();
      if (!token) return res.status(503).json({ error: 'The studio is not set up: set STUDIO_TOKEN.' });
      if (!tokenMatches(body.token, token)) return res.status(401).json({ error: 'That setup token is not right.' });
      try {
        const admin = await bootstrapFirstAdmin(body.email);
        if (!admin) return res.status(403).json({ error: 'The studio already has an admin. Ask them to invite you, then sign in with your email.' });
        log.info({ email: admin.email }, 'first studio admin created');
        return signInAs(admin.id);
      } catch (error) {
        if (error instanceof StudioProblem) return res.status(error.status).json({ error: error.message });
        throw error;
      }
    }

    const parsed = emailField.safeParse(body.email);
    if (!parsed.success) return res.status(400).json({ error: 'Enter your work email, like name@company.com.' });
    const email = parsed.data;
    // Taken for every address, known or not, so the answer never tells them apart.
    if (!(await perRequester.take(`${requestClient(req)} ${email}`)))
      return res.status(429).json({ error: 'Several links went to this address just now. Use the newest one, or wait a minute.' });
    res.status(200).json({ sent: true, message: LINK_SENT });
    await sendSignInLink(email, req.headers.host);
    return;
  }

  if (req.method === 'DELETE') {
    const secret = req.cookies[SESSION_COOKIE];
    if (!(await sessionUser(secret))) return res.status(401).json({ error: 'Please sign in to the studio.' });
    const problem = unsafeChange(req, secret as string);
    if (problem) return res.status(403).json({ error: problem });
    await closeSession(secret);
    res.setHeader('Set-Cookie', [
      cookie(SESSION_COOKIE, '', { maxAge: 0, httpOnly: true, secure }),
      cookie(CSRF_COOKIE, '', { maxAge: 0, httpOnly: false, secure }),
    ]);
    return res.status(200).json({ signedIn: false });
  }

  res.setHeader('Allow', 'GET, POST, DELETE');
  return res.status(405).json({ error: 'Method not allowed.' });
}
