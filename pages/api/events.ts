import type { NextApiRequest, NextApiResponse } from 'next';
import { brandAnalyticsToken } from '@/server/site/brandKey';
import { requestClient } from '@/server/platform/clientAddress';
import { unsafeRequest } from '@/server/api/httpGuard';
import { createRateLimiter } from '@/server/domain/rateLimit';
import { acceptEventBatch } from '@/server/domain/eventBatches';
import { serverEnv } from '@/server/platform/env';
import { errorText, log } from '@/server/platform/log';

/** POST /api/events: the tracker's batches (embedded analytics sink). */
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

const batches = createRateLimiter({ name: 'events', capacity: 60, refillPerSecond: 2 });
let visitors: ReturnType<typeof createRateLimiter> | null = null;
/** New visitors one client may add to the funnel's counts per hour (EVENT_VISITORS_PER_CLIENT_PER_HOUR). */
const visitorLimit = () => {
  const perHour = serverEnv().EVENT_VISITORS_PER_CLIENT_PER_HOUR;
  visitors ??= createRateLimiter({ name: 'event-visitors', capacity: perHour, refillPerSecond: perHour / 3600 });
  return visitors;
};

export default async function eventsSink(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  const client = requestClient(req);
  if (!(await batches.take(client))) return res.status(429).json({ error: 'Too many events.' });
  try {
    const newVisitor = () => visitorLimit().take(client);
    const outcome = await acceptEventBatch(
      { host: req.headers.host, cookies: req.cookies, gpc: req.headers['sec-gpc'] === '1', body: req.body, newVisitor },
      brandAnalyticsToken,
    );
    return outcome.status === 'invalid' ? res.status(400).json({ error: outcome.error }) : res.status(204).end();
  } catch (error) {
    // Analytics is best effort: an outage is reported, never retried by the browser.
    log.warn({ err: errorText(error) }, 'could not store events');
    return res.status(503).json({ error: 'Events are not being recorded right now.' });
  }
}
