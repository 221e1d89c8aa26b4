import type { NextApiRequest } from 'next';
import { getSiteChrome } from '../content';
import type { SiteChrome } from '@/lib/content/types';
import { routingTable } from './routing/manifestCache';

/** The brand named by the proxy's `brand` parameter, or the fallback brand for anything else. */
export async function brandForApi(req: NextApiRequest): Promise<SiteChrome | null> {
  const table = await routingTable();
  const requested = typeof req.query.brand === 'string' ? req.query.brand : '';
  const key = table.brandKeys.has(requested) ? requested : table.fallbackKey;
  return getSiteChrome(key);
}
