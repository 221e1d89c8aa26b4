import type { NextApiRequest, NextApiResponse } from 'next';
import { requestClient } from '@/server/platform/clientAddress';
import { serverEnv } from '@/server/platform/env';
import { reportError, toReport } from '@/server/platform/errorReport';
import { brandKeyForHost } from '@/server/site/brandKey';
import type { TicketOutcome } from '../domain/supportTickets';
import { createRateLimiter } from '../domain/rateLimit';
import { unsafeRequest } from './httpGuard';

/**
 * A public form that becomes a ticket in the studio inbox (the contact form, a cleaner's application): same-site
 * only, limited per client (SUPPORT_TICKETS_PER_HOUR, shared by every such form), the brand from the host, never
 * the body; bad fields are a 400 naming each, a repeat is answered as the first.
 */
export function ticketRoute(name: string, record: (brandKey: string, body: unknown) => Promise<TicketOutcome>) {
  let limiter: ReturnType<typeof createRateLimiter> | null = null;
  const limit = () => {
    const perHour = serverEnv().SUPPORT_TICKETS_PER_HOUR;
    limiter ??= createRateLimiter({ name, capacity: perHour, refillPerSecond: perHour / 3600 });
    return limiter;
  };
  return async (req: NextApiRequest, res: NextApiResponse) => {
    res.setHeader('Cache-Control', 'no-store');
    const rejected = unsafeRequest(req);
    if (rejected) return res.status(rejected.status).json({ error: rejected.message });
    if (!(await limit().take(requestClient(req)))) {
      return res.status(429).json({ error: 'You’ve sent several messages in a short time. Please wait a while, or call us.' });
    }
    let outcome;
    try {
      outcome = await record(await brandKeyForHost(req.headers.host), req.body);
    } catch (error) {
      reportError(toReport(error, 'server', { path: req.url, context: { api: name } }));
      return res.status(503).json({ error: 'We couldn’t send this just now. Please try again in a minute, or email or call us.' });
    }
    if (outcome.status === 'invalid') return res.status(400).json({ error: 'Please correct the highlighted fields.', fieldErrors: outcome.fieldErrors });
    return res.status(outcome.status === 'created' ? 201 : 200).json(outcome);
  };
}
