import type { NextApiRequest, NextApiResponse } from 'next';
import { requestClient } from '@/lib/platform/clientAddress';
import { serverEnv } from '@/lib/platform/env/server';
import { reportError, toReport } from '@/lib/platform/errors/report';
import { brandKeyForHost } from '@/server/site/brandKey';
import { unsafeRequest } from '@/server/api/httpGuard';
import { createRateLimiter } from '@/server/domain/rateLimit';
import { recordSupportTicket } from '@/server/domain/supportTickets';

/** POST /api/support/tickets: the contact form (/help/ticket). The brand is the host's, never the body's. */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

let tickets: ReturnType<typeof createRateLimiter> | null = null;
const ticketLimit = () => {
  const perHour = serverEnv().SUPPORT_TICKETS_PER_HOUR;
  tickets ??= createRateLimiter({ name: 'support-tickets', capacity: perHour, refillPerSecond: perHour / 3600 });
  return tickets;
};

export default async function supportTickets(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  if (!(await ticketLimit().take(requestClient(req)))) {
    return res.status(429).json({ error: 'You’ve sent several messages in a short time. Please wait a while, or call us.' });
  }
  let outcome;
  try {
    outcome = await recordSupportTicket(await brandKeyForHost(req.headers.host), req.body);
  } catch (error) {
    reportError(toReport(error, 'server', { path: req.url, context: { api: 'support' } }));
    return res.status(503).json({ error: 'We couldn’t send your message just now. Please try again in a minute, or email or call us.' });
  }
  if (outcome.status === 'invalid') return res.status(400).json({ error: 'Please correct the highlighted fields.', fieldErrors: outcome.fieldErrors });
  return res.status(outcome.status === 'created' ? 201 : 200).json(outcome);
}
