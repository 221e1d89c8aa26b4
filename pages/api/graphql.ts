import type { NextApiRequest, NextApiResponse } from 'next';
import { unsafeRequest } from '@/server/httpGuard';
import { createGraphQLServer } from '@/server/yoga';

/** POST /api/graphql (spec §7). Next's body parser caps the body at 64 KB (413 beyond). */
export const config = { api: { bodyParser: { sizeLimit: '64kb' } } };

const yoga = createGraphQLServer();

export default function graphql(req: NextApiRequest, res: NextApiResponse) {
  const rejected = unsafeRequest(req);
  if (rejected) return res.status(rejected.status).json({ errors: [{ message: rejected.message }] });
  return yoga(req, res);
}
