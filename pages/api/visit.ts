import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { requestClient } from '@/server/platform/clientAddress';
import { errorText, log } from '@/server/platform/log';
import { VISIT_BUCKET_HEADER } from '@/lib/rules/visitBucket';
import { readBody } from '@/server/api/http/graphqlHttp';
import { parseJsonBody, unsafeRequest } from '@/server/api/httpGuard';
import { createRateLimiter } from '@/server/domain/rateLimit';
import { establishVisit } from '@/server/site/routing/pageRequest';

/**
 * POST /api/visit `{ path }`: a first visit's page, once loaded, asks for the visitor's id, offer and cohorts
 * (server/site/routing/pageRequest.ts, establishVisit). The page itself set no cookie, so a shared cache could serve
 * it; the answer here is this visitor's alone. `path` is the page's own path and query, as the address bar has it.
 */
export const config = { api: { bodyParser: false } };

const MAX_BODY_BYTES = 4096;
const Body = z
  .object({
    path: z
      .string()
      .max(2048)
      .regex(/^\/(?!\/)/, 'path must be the page’s own path, starting with one /'),
  })
  .strict();

/**
 * A flood guard only: each page view asks once, and many new visitors can share an address (an office, a carrier's
 * NAT). What a visit costs beyond its cookies, its exposures, has its own limit per address
 * (server/domain/experiments/exposures.ts, EVENT_VISITORS_PER_CLIENT_PER_HOUR).
 */
const visits = createRateLimiter({ name: 'visits', capacity: 300, refillPerSecond: 10 });

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

export default async function visit(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  const clientKey = requestClient(req);
  if (!(await visits.take(clientKey))) return res.status(429).json({ error: 'Too many requests. Please wait a moment.' });
  const text = await readBody(req, MAX_BODY_BYTES);
  if (text === null) return res.status(400).json({ error: 'The request body is too large.' });
  const json = parseJsonBody(text);
  if (!json.ok) return res.status(400).json({ error: json.message });
  const body = Body.safeParse(json.value);
  if (!body.success) return res.status(400).json({ error: body.error.issues[0]?.message ?? 'Send { "path": "/…" }.' });
  const url = new URL(body.data.path, 'http://page.invalid');
  try {
    const cookies = await establishVisit({
      pathname: url.pathname,
      search: url.search,
      searchParams: url.searchParams,
      host: header(req.headers.host),
      cookieHeader: header(req.headers.cookie),
      userAgent: header(req.headers['user-agent']),
      forwardedProto: header(req.headers['x-forwarded-proto']),
      encrypted: false,
      clientKey,
      visitBucket: header(req.headers[VISIT_BUCKET_HEADER]),
    });
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    return res.status(200).json({ established: cookies.length > 0 });
  } catch (error) {
    log.error({ err: errorText(error), path: url.pathname }, 'could not establish a visit');
    return res.status(503).json({ error: 'The site is busy. Please reload the page.' });
  }
}
