import type { NextApiRequest, NextApiResponse } from 'next';
import { requestClient, requestIsHttps } from '@/lib/platform/clientAddress';
import { serverEnv } from '@/lib/platform/env/server';
import { cookie, CSRF_COOKIE, SESSION_COOKIE, studioToken, tokenMatches } from '@/lib/studio/auth';
import { createRateLimiter } from '@/server/rateLimit';
import { unsafeChange } from '@/server/studio/guard';
import { closeSession, openSession, sessionIsValid } from '@/server/studio/sessions';

/** STUDIO_SIGNINS_PER_MINUTE (default 5) attempts per client. */
const perMinute = serverEnv().STUDIO_SIGNINS_PER_MINUTE;
const signIns = createRateLimiter({ name: 'studio-sign-ins', capacity: perMinute, refillPerSecond: perMinute / 60 });

/** GET: signed in? POST { token }: sign in. DELETE: sign out (the session ends on the server). */
export default async function session(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const token = studioToken();
  if (!token) return res.status(503).json({ error: 'The studio is not set up: set STUDIO_TOKEN.' });
  const secure = requestIsHttps(req);

  if (req.method === 'GET') return res.status(200).json({ signedIn: await sessionIsValid(req.cookies[SESSION_COOKIE], token) });

  if (req.method === 'POST') {
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return res.status(415).json({ error: 'Requests must be JSON.' });
    if (req.headers['sec-fetch-site'] === 'cross-site') return res.status(403).json({ error: 'Cross-site requests are not allowed.' });
    if (!(await signIns.take(requestClient(req)))) return res.status(429).json({ error: 'Too many sign-in attempts. Please wait a minute.' });
    if (!tokenMatches((req.body as { token?: unknown } | undefined)?.token, token)) return res.status(401).json({ error: 'That token is not right.' });
    const opened = await openSession(token);
    res.setHeader('Set-Cookie', [
      cookie(SESSION_COOKIE, opened.secret, { maxAge: opened.maxAgeSeconds, httpOnly: true, secure }),
      cookie(CSRF_COOKIE, opened.csrf, { maxAge: opened.maxAgeSeconds, httpOnly: false, secure }),
    ]);
    return res.status(200).json({ signedIn: true });
  }

  if (req.method === 'DELETE') {
    const secret = req.cookies[SESSION_COOKIE];
    if (!(await sessionIsValid(secret, token))) return res.status(401).json({ error: 'Please sign in to the studio.' });
    const problem = unsafeChange(req, secret as string);
    if (problem) return res.status(403).json({ error: problem });
    await closeSession(secret);
    res.setHeader('Set-Cookie', [cookie(SESSION_COOKIE, '', { maxAge: 0, httpOnly: true, secure }), cookie(CSRF_COOKIE, '', { maxAge: 0, httpOnly: false, secure })]);
    return res.status(200).json({ signedIn: false });
  }

  res.setHeader('Allow', 'GET, POST, DELETE');
  return res.status(405).json({ error: 'Method not allowed.' });
}
