import type { NextApiRequest, NextApiResponse } from 'next';
import { funnelCsv, funnelCsvName } from '@/lib/growth/funnelCsv';
import { funnelContent } from '@/server/content/funnelContent';
import { studioApi } from '@/studio-local/access/guard';
import { studioFunnels } from '@/server/domain/funnelReport';

/** GET /api/studio/funnel.csv with the Funnel view's filters: the same tables, for a spreadsheet. */
export default studioApi('funnel', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Method not allowed.' });
  const report = await studioFunnels(req.query, await funnelContent());
  if ('error' in report) return res.status(400).json(report);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${funnelCsvName(report)}"`);
  return res.status(200).send(funnelCsv(report));
});
