import type { NextApiRequest, NextApiResponse } from 'next';
import { database } from '@/db';
import { COVERAGE_RANGE_DAYS, type AdGroupCoverage, type AdGroupWordingRef } from '@/lib/growth/adGroupCoverage';
import { parseFunnelFilters } from '@/lib/growth/funnelFilters';
import { getBrands } from '@/server/content';
import { adGroupCoverage } from '@/server/domain/adGroupCoverage';
import { studioApi } from '@/studio-local/access/guard';
import { contentStore, summarize } from '@/studio-local/store/documents';

/** The studio's ad-group wording by id, drafts included (a draft is wording not yet on the site). */
async function wordingById(): Promise<Map<string, AdGroupWordingRef>> {
  const byId = new Map<string, AdGroupWordingRef>();
  for (const doc of summarize(await contentStore().list(), 'adGroupWording')) {
    if (doc.subtitle) byId.set(doc.subtitle, { documentId: doc.id, title: doc.title, status: doc.status });
  }
  return byId;
}

/** GET /api/studio/ad-groups/coverage?brand=…&from=YYYY-MM-DD&to=YYYY-MM-DD (default: the last 28 days). */
export default studioApi('funnel', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed.' });
  }
  const brands = await getBrands();
  const parsed = parseFunnelFilters(
    req.query,
    new Date(),
    brands.map((b) => b.key),
    COVERAGE_RANGE_DAYS,
  );
  if ('error' in parsed) return res.status(400).json(parsed);
  const rows = await adGroupCoverage((await database()).db, parsed.filters, await wordingById());
  const answer: AdGroupCoverage = { filters: parsed.filters, brands: brands.map((b) => ({ key: b.key, name: b.appName, baseUrl: b.baseUrl })), rows };
  return res.status(200).json(answer);
});
