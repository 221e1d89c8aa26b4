import type { NextApiRequest, NextApiResponse } from 'next';
import { experimentCsv, experimentCsvName } from '@/lib/growth/experimentCsv';
import { studioExperimentResults, withHoldout } from '@/server/domain/experiments/studioResults';
import { routingTable } from '@/server/site/routing/manifestCache';
import { studioApi } from '@/studio-local/access/guard';

/** GET /api/studio/experiments/{key}/results.csv with the screen's brand and lift: the same figures, for a spreadsheet. */
export default studioApi('experiments', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const table = await routingTable();
  const answer = await studioExperimentResults(req.query.key, req.query, withHoldout(table.experimentDefinitions), table.brandKeys);
  if (answer.status !== 200) return res.status(answer.status).json({ error: answer.error });
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${experimentCsvName(answer.report)}"`);
  return res.status(200).send(experimentCsv(answer.report));
});
