import type { NextApiRequest, NextApiResponse } from 'next';
import { reportError } from '@/lib/errors/report';
import { clientKeyFrom } from '@/server/context';
import { unsafeRequest } from '@/server/httpGuard';
import { createRateLimiter } from '@/server/rateLimit';

/** Browser render failures (the error boundary) reach the error reporter through here. */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

const reports = createRateLimiter({ capacity: 10, refillPerSecond: 0.2 });

export default function clientErrors(req: NextApiRequest, res: NextApiResponse) {
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ error: rejected.message });
  if (!reports.take(clientKeyFrom({ headers: req.headers, remoteAddress: req.socket.remoteAddress }))) return res.status(429).end();
  const body = (req.body ?? {}) as { message?: unknown; stack?: unknown; path?: unknown };
  if (typeof body.message !== 'string') return res.status(400).json({ error: 'A report needs a message.' });
  reportError({
    message: body.message.slice(0, 4000),
    ...(typeof body.stack === 'string' ? { stack: body.stack.slice(0, 4000) } : {}),
    ...(typeof body.path === 'string' ? { path: body.path.slice(0, 256) } : {}),
    source: 'browser',
  });
  return res.status(204).end();
}
