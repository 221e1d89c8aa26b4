import type { NextApiRequest, NextApiResponse } from 'next';
import { parseFunnelFilters, type FunnelFilters } from '@/lib/growth/funnelFilters';
import { getBrands } from '@/server/content';
import { studioApi } from '@/studio-local/access/guard';

type Brands = Awaited<ReturnType<typeof getBrands>>;

/**
 * A studio report over a brand and a range of days (GET ?brand=…&from=YYYY-MM-DD&to=YYYY-MM-DD, by default the last
 * `defaultDays`), for the people who may see the funnel: the filters are checked against the brands content has, a
 * refused range answers 400 with why, and `report` makes the answer from the checked filters.
 */
export function rangeReportApi(defaultDays: number, report: (filters: FunnelFilters, brands: Brands) => Promise<unknown>) {
  return studioApi('funnel', async (req: NextApiRequest, res: NextApiResponse) => {
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      return res.status(405).json({ error: 'Method not allowed.' });
    }
    const brands = await getBrands();
    const parsed = parseFunnelFilters(
      req.query,
      new Date(),
      brands.map((b) => b.key),
      defaultDays,
    );
    if ('error' in parsed) return res.status(400).json(parsed);
    return res.status(200).json(await report(parsed.filters, brands));
  });
}
