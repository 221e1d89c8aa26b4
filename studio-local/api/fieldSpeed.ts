import type { NextApiRequest, NextApiResponse } from 'next';
import { database } from '@/db';
import { parseFunnelFilters } from '@/lib/growth/funnelFilters';
import { FIELD_SPEED_RANGE_DAYS, type FieldSpeed } from '@/lib/growth/vitals';
import { getBrands } from '@/server/content';
import { fieldSpeedReport } from '@/server/domain/webVitals';
import { studioApi } from '@/studio-local/access/guard';

/** GET /api/studio/field-speed?brand=…&from=YYYY-MM-DD&to=YYYY-MM-DD (default: the last 28 days): p75 of each Core Web Vital. */
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
    FIELD_SPEED_RANGE_DAYS,
  );
  if ('error' in parsed) return res.status(400).json(parsed);
  const answer: FieldSpeed = {
    filters: parsed.filters,
    brands: brands.map((b) => ({ key: b.key, name: b.appName })),
    rows: await fieldSpeedReport((await database()).db, parsed.filters),
  };
  return res.status(200).json(answer);
});
