import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/studio-local/access/guard';
import { cancelSchedule } from '@/studio-local/store/schedules';

/** DELETE: cancels a schedule that has not run yet. */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse, user) => {
  const id = typeof req.query.id === 'string' && /^\d{1,9}$/.test(req.query.id) ? Number(req.query.id) : null;
  if (id === null) return res.status(400).json({ error: 'Invalid schedule id.' });
  if (req.method !== 'DELETE') {
    res.setHeader('Allow', 'DELETE');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  await cancelSchedule(id, user);
  return res.status(200).json({ cancelled: true });
});
