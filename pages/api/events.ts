import type { NextApiRequest, NextApiResponse } from 'next';
import { database } from '@/db';
import { resolveBrandKey } from '@/lib/brand/hostToBrandKey';
import { parseGroups } from '@/lib/experiments/experiments';
import { routingTable } from '@/lib/routing/manifestCache';
import { clientKeyFrom } from '@/server/context';
import { unsafeRequest } from '@/server/httpGuard';
import { createRateLimiter } from '@/server/rateLimit';
import { getSiteChrome } from '@/lib/cms';
import { forwardToProvider, type ForwardedBatch } from '@/server/services/analyticsForward';
import { recordEvents } from '@/server/services/events';

/** POST /api/events: the tracker's batches (embedded analytics sink). */
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

const batches = createRateLimiter({ capacity: 60, refillPerSecond: 2 });

export default async function eventsSink(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  if (!batches.take(clientKeyFrom({ headers: req.headers, remoteAddress: req.socket.remoteAddress }))) return res.status(429).json({ error: 'Too many events.' });
  try {
    const table = await routingTable();
    const brandKey = resolveBrandKey(req.headers.host, table.brandKeys, table.manifest.fallbackKey).key;
    const excluded = req.cookies['ha-agent'] !== undefined || req.cookies['ha-bot'] !== undefined;
    // Known experiments only (parseGroups drops the rest): the cookie is the visitor's to write.
    const cohorts = Object.fromEntries(parseGroups(req.cookies.fecohorts));
    const result = await recordEvents((await database()).db, req.body, { brandKey, cohorts, excluded, now: new Date() });
    if ('error' in result) return res.status(400).json(result);
    // A copy for the hosted product-analytics service (consented visitors, no agents or bots). Sent before
    // answering, within its 2 s limit, because a serverless function may be frozen once it has answered.
    if (process.env.ANALYTICS_PROVIDER_URL && !result.excluded && req.cookies.consent === 'all') {
      const body = req.body as { context: { sid: string }; events: ForwardedBatch['events'] };
      await copyToProvider(process.env.ANALYTICS_PROVIDER_URL, { sid: body.context.sid, brandKey, events: body.events });
    }
    return res.status(204).end();
  } catch (error) {
    // Analytics is best effort: an outage is reported, never retried by the browser.
    console.error('[events] could not store events:', error instanceof Error ? error.message : error);
    return res.status(503).json({ error: 'Events are not being recorded right now.' });
  }
}

async function copyToProvider(url: string, batch: ForwardedBatch) {
  try {
    const token = (await getSiteChrome(batch.brandKey))?.brand.analyticsToken;
    if (token) await forwardToProvider({ url, token }, batch);
  } catch (error) {
    console.error('[analytics] could not forward events:', error instanceof Error ? error.message : error);
  }
}
