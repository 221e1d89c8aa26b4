import type { NextApiRequest, NextApiResponse } from 'next';
import { studioApi } from '@/studio-local/access/guard';
import { contentStore } from '@/studio-local/store/documents';
import { launchChecklist } from '@/studio-local/store/launchChecklist';

/** GET /api/studio/brands/{key}/checklist: the brand's launch checklist, computed now (studio-local/store/launchChecklist.ts). */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const key = typeof req.query.key === 'string' ? req.query.key : '';
  return res.status(200).json(await launchChecklist(await contentStore().list(), key));
});
