import type { NextApiRequest, NextApiResponse } from 'next';
import { createRateLimiter } from '@/server/rateLimit';
import { clientKeyFrom } from '@/server/context';
import { cookie, CSRF_COOKIE, newCsrfToken, newSession, SESSION_COOKIE, studioToken, tokenMatches, validSession } from '@/lib/studio/auth';
import { isHttps, unsafeChange } from '@/lib/studio/api';

/** STUDIO_SIGNINS_PER_MINUTE (default 5) attempts per client. */
const perMinute = Math.max(Number(process.env.STUDIO_SIGNINS_PER_MINUTE) || 5, 1);
const signIns = createRateLimiter({ capacity: perMinute, refillPerSecond: perMinute / 60 });

export default async function session(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const token = studioToken();
  if (!token) return res.status(503).json({ error: 'The studio is not set up: set STUDIO_TOKEN.' });

  if (req.method === 'GET') return res.status(200).json({ signedIn: validSession(req.cookies[SESSION_COOKIE], token) });

  if (req.method === 'POST') {
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return res.status(415).json({ error: 'Requests must be JSON.' });
    if (req.headers['sec-fetch-site'] === 'cross-site') return res.status(403).json({ error: 'Cross-site requests are not allowed.' });
    if (!signIns.take(clientKeyFrom({ headers: req.headers, remoteAddress: req.socket.remoteAddress }))) {
      return res.status(429).json({ error: 'Too many sign-in attempts. Please wait a minute.' });
    }
    if (!tokenMatches((req.body as { token?: unknown } | undefined)?.token, token)) return res.status(401).json({ error: 'That token is not right.' });
    const secure = isHttps(req);
    const { value, maxAge } = newSession(token);
    res.setHeader('Set-Cookie', [
      cookie(SESSION_COOKIE, value, { maxAge, httpOnly: true, secure }),
      cookie(CSRF_COOKIE, newCsrfToken(), { maxAge, httpOnly: false, secure }),
    ]);
    return res.status(200).json({ signedIn: true });
  }

  if (req.method === 'DELETE') {
    const problem = unsafeChange(req);
    if (problem) return res.status(403).json({ error: problem });
    res.setHeader('Set-Cookie', [cookie(SESSION_COOKIE, '', { maxAge: 0, httpOnly: true, secure: isHttps(req) }), cookie(CSRF_COOKIE, '', { maxAge: 0, httpOnly: false, secure: isHttps(req) })]);
    return res.status(200).json({ signedIn: false });
  }

  res.setHeader('Allow', 'GET, POST, DELETE');
  return res.status(405).json({ error: 'Method not allowed.' });
}
