import type { NextApiRequest, NextApiResponse } from 'next';
import { isRunning } from '@/lib/growth/experiments/definitions';
import type { ExperimentList } from '@/lib/growth/experimentReport';
import { publishedId } from '@/server/content/store';
import { withHoldout } from '@/server/domain/experiments/studioResults';
import { routingTable } from '@/server/site/routing/manifestCache';
import { studioApi } from '@/studio-local/access/guard';
import { contentStore } from '@/studio-local/store/documents';

/** GET /api/studio/experiments: the published experiments, running ones first, for the Experiments screen. */
export default studioApi('experiments', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const [table, documents] = await Promise.all([routingTable(), contentStore().list()]);
  // Documents made in the studio have generated ids: the screen links to the editor by the document's key.
  const documentIds = new Map(documents.filter((d) => d._type === 'experiment' && typeof d.key === 'string').map((d) => [d.key as string, publishedId(d._id)]));
  const now = new Date();
  const experiments = withHoldout(table.experimentDefinitions)
    .map((e) => ({
      key: e.key,
      title: e.title,
      status: e.status,
      live: isRunning(e, now),
      trafficPercent: e.trafficPercent,
      variants: e.variants.map((v) => v.key),
      brands: e.brandKeys,
      documentId: documentIds.get(e.key) ?? null,
    }))
    .sort((a, b) => Number(b.live) - Number(a.live) || a.title.localeCompare(b.title));
  const answer: ExperimentList = { experiments, brands: [...table.brandKeys].sort() };
  return res.status(200).json(answer);
});
