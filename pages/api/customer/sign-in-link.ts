import type { NextApiRequest, NextApiResponse } from 'next';
import { reportError, toReport } from '@/lib/platform/errors/report';
import { askForSignInLink } from '@/server/customerHttp';
import { unsafeRequest } from '@/server/httpGuard';

/** POST { email }: emails a one-time sign-in link to a customer; the answer is the same for any email. */
export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };

export default async function signInLink(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  try {
    const outcome = await askForSignInLink(req, req.body);
    if (outcome.status === 'invalid') return res.status(400).json({ error: 'Please correct the highlighted fields.', fieldErrors: outcome.fieldErrors });
    if (outcome.status === 'limited') return res.status(429).json({ error: outcome.message });
    return res.status(200).json({ message: outcome.message });
  } catch (error) {
    reportError(toReport(error, 'server', { path: req.url, context: { api: 'sign-in-link' } }));
    return res.status(503).json({ error: 'We couldn’t send a sign-in link just now. Please try again in a minute.' });
  }
}
