import type { NextApiRequest, NextApiResponse } from 'next';
import { reportError, toReport } from '../errors/report';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, studioToken, validSession } from './auth';

/**
 * Guards every studio API route: a valid session, and for changes a JSON body,
 * no cross-site browser request, a matching Origin, and the CSRF header equal
 * to the CSRF cookie (double submit).
 */
export function studioApi(handler: (req: NextApiRequest, res: NextApiResponse) => Promise<unknown> | unknown) {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = studioToken();
    if (!token) return res.status(503).json({ error: 'The studio is not set up: set STUDIO_TOKEN.' });
    if (!validSession(req.cookies[SESSION_COOKIE], token)) return res.status(401).json({ error: 'Please sign in to the studio.' });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const problem = unsafeChange(req);
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

export function unsafeChange(req: NextApiRequest): string | null {
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
  const csrf = req.cookies[CSRF_COOKIE];
  if (!csrf || req.headers[CSRF_HEADER] !== csrf) return 'Your session check failed. Please reload the studio.';
  return null;
}

export const isHttps = (req: NextApiRequest) => req.headers['x-forwarded-proto'] === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
