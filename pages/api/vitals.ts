import type { NextApiRequest, NextApiResponse } from 'next';
import { requestClient } from '@/server/platform/clientAddress';
import { errorText, log } from '@/server/platform/log';
import { excludedFromTracking } from '@/lib/rules/audience';
import { readBody } from '@/server/api/http/graphqlHttp';
import { parseJsonBody, unsafeRequest } from '@/server/api/httpGuard';
import { createRateLimiter } from '@/server/domain/rateLimit';
import { verifiedVisitorId } from '@/server/domain/experiments/visitorId';
import { acceptVitals } from '@/server/domain/webVitals';
import { brandKeyForHost } from '@/server/site/brandKey';

/**
 * POST /api/vitals: one page view's Core Web Vitals (lib/growth/tracking/vitalsReporter.ts). Read raw, so a body
 * over the limit is refused with a 400 like any other malformed beacon, and nothing of it is stored.
 */
export const config = { api: { bodyParser: false } };

/** A real beacon is about 150 bytes. */
const MAX_BEACON_BYTES = 1024;

/** A visitor sends one or two beacons a page view: a burst of 20, then one every 5 s per client address. */
const beacons = createRateLimiter({ name: 'vitals', capacity: 20, refillPerSecond: 0.2 });
/** And per visitor: ten at once, then twenty an hour (a page view every three minutes) count. */
const perVisitor = createRateLimiter({ name: 'vitals-visitor', capacity: 10, refillPerSecond: 20 / 3600 });

export default async function vitalsSink(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  if (!(await beacons.take(requestClient(req)))) return res.status(429).json({ error: 'Too many beacons.' });
  const text = await readBody(req, MAX_BEACON_BYTES);
  if (text === null) return res.status(400).json({ error: 'The beacon is too large.' });
  const body = parseJsonBody(text);
  if (!body.ok) return res.status(400).json({ error: body.message });
  try {
    // Readings count only from a visitor a served page gave a signed id (server/domain/experiments/visitorId.ts), and
    // only so many a visitor: a beacon without one, or past that, is checked and taken (204) but not stored.
    const visitor = verifiedVisitorId(req.cookies.sid);
    const counted = visitor !== null && (await perVisitor.take(visitor));
    const facts = { brandKey: await brandKeyForHost(req.headers.host), excluded: !counted || excludedFromTracking(req.cookies, null) };
    const outcome = await acceptVitals(body.value, facts);
    return 'error' in outcome ? res.status(400).json(outcome) : res.status(204).end();
  } catch (error) {
    log.warn({ err: errorText(error) }, 'could not store web vitals');
    return res.status(503).json({ error: 'Field speed is not being recorded right now.' });
  }
}
