import type { NextApiRequest, NextApiResponse } from 'next';
import { contentStore } from '@/studio-local/store/documents';
import { studioApi } from '@/studio-local/access/guard';

/** Admins only. GET ?limit=100: the newest changes across every document: what, who, when. */
export default studioApi('changes', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const raw = typeof req.query.limit === 'string' ? req.query.limit : '100';
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 500) return res.status(400).json({ error: 'limit must be a whole number from 1 to 500.' });
  return res.status(200).json({ changes: await contentStore().recentChanges(Number(raw)) });
});
