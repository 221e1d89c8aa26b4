import type { NextApiRequest, NextApiResponse } from 'next';
import { reportError, toReport } from '@/server/platform/errorReport';
import { askForSignInLink } from '@/server/api/customerHttp';
import { unsafeRequest } from '@/server/api/httpGuard';

/**
 * POST { email }: emails a one-time sign-in link to a customer. The answer is the same for any email and is sent
 * before anything that depends on whose address it is (the lookup, the link, the email) runs.
 */
export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };

export default async function signInLink(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  const afterAnswer: (() => Promise<void>)[] = [];
  try {
    const outcome = await askForSignInLink(req, req.body, (work) => void afterAnswer.push(work));
    if (outcome.status === 'invalid') return res.status(400).json({ error: 'Please correct the highlighted fields.', fieldErrors: outcome.fieldErrors });
    if (outcome.status === 'limited') return res.status(429).json({ error: outcome.message });
    res.status(200).json({ message: outcome.message });
    for (const work of afterAnswer) await work();
  } catch (error) {
    reportError(toReport(error, 'server', { path: req.url, context: { api: 'sign-in-link' } }));
    return res.status(503).json({ error: 'We couldn’t send a sign-in link just now. Please try again in a minute.' });
  }
}
