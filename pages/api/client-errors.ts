import type { NextApiRequest, NextApiResponse } from 'next';
import { requestClient } from '@/server/platform/clientAddress';
import { unsafeRequest } from '@/server/api/httpGuard';
import { createRateLimiter } from '@/server/domain/rateLimit';
import { recordClientError } from '@/server/domain/clientErrors';

/** Browser render failures (the error boundary) reach the error reporter through here. */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

const reports = createRateLimiter({ name: 'client-errors', capacity: 10, refillPerSecond: 0.2 });

export default async function clientErrors(req: NextApiRequest, res: NextApiResponse) {
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  if (!(await reports.take(requestClient(req)))) return res.status(429).json({ error: 'Too many reports.' });
  if (recordClientError(req.body) === 'invalid') return res.status(400).json({ error: 'A report needs a message.' });
  return res.status(204).end();
}
