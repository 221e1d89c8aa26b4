import type { NextApiRequest, NextApiResponse } from 'next';
import { reportError, toReport } from '@/lib/platform/errors/report';
import { CSRF_HEADER, SESSION_COOKIE, studioToken } from '@/lib/studio/auth';
import { csrfMatches, sessionIsValid } from './sessions';

/**
 * Guards every studio API route: a live session (server-side, so a signed-out
 * or rotated session gets 401), and for changes a JSON body, no cross-site
 * browser request, a matching Origin, and the CSRF header that belongs to
 * this session.
 */
export function studioApi(handler: (req: NextApiRequest, res: NextApiResponse) => Promise<unknown> | unknown) {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = studioToken();
    if (!token) return res.status(503).json({ error: 'The studio is not set up: set STUDIO_TOKEN.' });
    const secret = req.cookies[SESSION_COOKIE];
    if (!(await sessionIsValid(secret, token))) return res.status(401).json({ error: 'Please sign in to the studio.' });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const problem = unsafeChange(req, secret as string);
      if (problem) return res.status(403).json({ error: problem });
    }
    try {
      await handler(req, res);
    } catch (error) {
      reportError(toReport(error, 'server', { path: req.url, context: { api: 'studio' } }));
      if (!res.headersSent) res.status(500).json({ error: 'Something went wrong while saving. Please try again.' });
    }
  };
}

/** Why a change request must be refused, or null. */
export function unsafeChange(req: NextApiRequest, sessionSecret: string): string | null {
  if (req.method !== 'DELETE' && !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return 'Requests must be JSON.';
  if (req.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site requests are not allowed.';
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    try {
      if (new URL(origin).host !== req.headers.host) return 'Cross-site requests are not allowed.';
    } catch {
      return 'Cross-site requests are not allowed.';
    }
  }
  if (!csrfMatches(req.headers[CSRF_HEADER], sessionSecret)) return 'Your session check failed. Please reload the studio.';
  return null;
}
