import type { NextApiRequest, NextApiResponse } from 'next';
import { database } from '@/db';
import { studioApi } from '@/lib/studio/api';
import { experimentFunnel, funnel } from '@/server/services/events';

export default studioApi(async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Method not allowed.' });
  const { db } = await database();
  return res.status(200).json({ funnel: await funnel(db), experiments: await experimentFunnel(db) });
});
