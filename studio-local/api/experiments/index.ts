import type { NextApiRequest, NextApiResponse } from 'next';
import { isRunning } from '@/lib/growth/experiments/definitions';
import { routingTable } from '@/server/site/routing/manifestCache';
import { studioApi } from '@/studio-local/access/guard';

/** GET /api/studio/experiments: the published experiments, running ones first, for the Experiments screen. */
export default studioApi('experiments', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const table = await routingTable();
  const now = new Date();
  const experiments = table.manifest.experiments
    .map((e) => ({ key: e.key, title: e.title, status: e.status, live: isRunning(e, now), trafficPercent: e.trafficPercent, variants: e.variants.map((v) => v.key), brands: e.brandKeys }))
    .sort((a, b) => Number(b.live) - Number(a.live) || a.title.localeCompare(b.title));
  return res.status(200).json({ experiments, brands: [...table.brandKeys].sort() });
});
