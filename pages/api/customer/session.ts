import type { NextApiRequest, NextApiResponse } from 'next';
import { reportError, toReport } from '@/server/platform/errorReport';
import { endSession, signIn } from '@/server/api/customerHttp';
import { unsafeRequest } from '@/server/api/httpGuard';

/** POST { token }: signs in with a one-time link's token. POST { signOut: true }: signs out (the session ends on the server). */
export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };

export default async function customerSession(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  try {
    if ((req.body as { signOut?: unknown } | null)?.signOut === true) {
      res.setHeader('Set-Cookie', await endSession(req));
      return res.status(200).json({ signedIn: false });
    }
    const { outcome, cookies } = await signIn(req, req.body);
    if (!outcome.ok || !cookies.length) return res.status(401).json({ error: outcome.ok ? 'Please sign in again.' : outcome.message });
    res.setHeader('Set-Cookie', cookies);
    return res.status(200).json({ signedIn: true });
  } catch (error) {
    reportError(toReport(error, 'server', { path: req.url, context: { api: 'customer-session' } }));
    return res.status(503).json({ error: 'We couldn’t sign you in just now. Please try again in a minute.' });
  }
}
