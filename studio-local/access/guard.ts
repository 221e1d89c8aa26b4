import type { NextApiRequest, NextApiResponse } from 'next';
import { reportError, toReport } from '@/server/platform/errorReport';
import { jsonBodyProblem } from '../../server/api/httpGuard';
import { CSRF_HEADER, SESSION_COOKIE } from '@/studio-local/access/auth';
import { mayUse, type StudioArea } from '@/lib/rules/studioRoles';
import { StudioProblem } from './problem';
import { csrfMatches, sessionUser, type StudioUser } from './sessions';

export { READ_ONLY, StudioProblem } from './problem';

export type StudioHandler = (req: NextApiRequest, res: NextApiResponse, user: StudioUser) => Promise<unknown> | unknown;

export interface StudioApiOptions {
  /** Content types a change may carry besides JSON (uploads send the file's bytes as they are). */
  bodyTypes?: RegExp;
}

/**
 * Guards every studio API route: a live session of a person who still has
 * access (read on every request, so removal and role changes count at once),
 * the role's right to the route's area, and for changes the expected body
 * type, no cross-site browser request, a matching Origin, and the CSRF header
 * that belongs to this session. Finer rules (which content types a role may
 * edit) are the handler's, with the user it is given; a StudioProblem it
 * throws is answered with its status and message.
 */
export function studioApi(area: StudioArea, handler: StudioHandler, options: StudioApiOptions = {}) {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    res.setHeader('Cache-Control', 'no-store');
    const secret = req.cookies[SESSION_COOKIE];
    const user = await sessionUser(secret);
    if (!user) return res.status(401).json({ error: 'Please sign in to the studio.' });
    if (!mayUse(user.role, area)) return res.status(403).json({ error: 'Your role cannot use this part of the studio. Ask an admin if you need it.' });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const problem = unsafeChange(req, secret as string, options.bodyTypes);
      if (problem) return res.status(403).json({ error: problem });
      const bodyProblem = jsonBodyProblem(req.body);
      if (bodyProblem) return res.status(400).json({ error: bodyProblem });
    }
    try {
      await handler(req, res, user);
    } catch (error) {
      if (error instanceof StudioProblem) {
        if (!res.headersSent) res.status(error.status).json({ error: error.message });
        return;
      }
      reportError(toReport(error, 'server', { path: req.url, context: { api: 'studio' } }));
      if (!res.headersSent) res.status(500).json({ error: 'Something went wrong while saving. Please try again.' });
    }
  };
}

/** Why a change request must be refused, or null. */
export function unsafeChange(req: NextApiRequest, sessionSecret: string, bodyTypes?: RegExp): string | null {
  const type = req.headers['content-type'] ?? '';
  if (req.method !== 'DELETE' && !/^application\/json\b/i.test(type) && !bodyTypes?.test(type)) return 'Requests must be JSON.';
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
