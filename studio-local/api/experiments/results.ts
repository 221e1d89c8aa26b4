import type { NextApiRequest, NextApiResponse } from 'next';
import { studioExperimentResults, withHoldout } from '@/server/domain/experiments/studioResults';
import { routingTable } from '@/server/site/routing/manifestCache';
import { studioApi } from '@/studio-local/access/guard';

/**
 * GET /api/studio/experiments/{key}/results?brand=…&lift=…: one experiment's results (issue 40) from the server's
 * records, for analysts and up. The Experiments screen reads this; the CSV export is the same figures.
 */
export default studioApi('experiments', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const table = await routingTable();
  const answer = await studioExperimentResults(req.query.key, req.query, withHoldout(table.experimentDefinitions), table.brandKeys);
  return answer.status === 200 ? res.status(200).json(answer.report) : res.status(answer.status).json({ error: answer.error });
});
