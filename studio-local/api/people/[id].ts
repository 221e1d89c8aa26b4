import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/studio-local/access/guard';
import { changeRole, removePerson } from '@/studio-local/access/people';

/** Admins only. PATCH { role }: changes a person's role. DELETE: removes their access; both count from their next request. */
export default studioApi('people', async (req: NextApiRequest, res: NextApiResponse) => {
  const id = typeof req.query.id === 'string' && /^\d{1,9}$/.test(req.query.id) ? Number(req.query.id) : null;
  if (id === null) return res.status(400).json({ error: 'Invalid person id.' });
  if (req.method === 'PATCH') {
    await changeRole(id, (req.body as { role?: unknown } | undefined)?.role);
    return res.status(200).json({ changed: true });
  }
  if (req.method === 'DELETE') {
    await removePerson(id);
    return res.status(200).json({ removed: true });
  }
  res.setHeader('Allow', 'PATCH, DELETE');
  return res.status(405).json({ error: 'Method not allowed.' });
});
