import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/server/studio/guard';
import { studioFunnels } from '@/server/services/events';

export default studioApi(async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Method not allowed.' });
  return res.status(200).json(await studioFunnels());
});
