import type { NextApiRequest, NextApiResponse } from 'next';
import { funnelContent } from '@/server/content/funnelContent';
import { studioApi } from '@/studio-local/access/guard';
import { studioFunnels } from '@/server/domain/funnelReport';

/** GET /api/studio/funnel?brand=…&from=YYYY-MM-DD&to=YYYY-MM-DD: the Funnel view's figures. */
export default studioApi('funnel', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Method not allowed.' });
  const report = await studioFunnels(req.query, await funnelContent());
  return 'error' in report ? res.status(400).json(report) : res.status(200).json(report);
});
