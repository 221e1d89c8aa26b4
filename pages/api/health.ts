import type { NextApiRequest, NextApiResponse } from 'next';
import { contentSource, publishedBrandCount } from '@/server/content';
import { errorText, log } from '@/server/platform/log';
import { sharedRedis, sharingFallbacks } from '@/server/platform/redis';
import { readDatabaseOnce } from '@/server/domain/databaseHealth';

/**
 * Liveness plus a content read and a database read, for load balancers and the start scripts: an instance that cannot
 * reach its database (or holds none, as a second start on a taken data directory would) is not healthy. The shared
 * Redis is reported but does not fail the check: an instance serves without it (uncached pages, limits in memory);
 * `redisFallbacks` counts the operations that did so since the instance started.
 */
export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const redis = sharedRedis();
  const shared = redis ? (redis.isReady ? 'connected' : 'unreachable') : 'off';
  const content = contentSource().name;
  let brands: number;
  try {
    brands = await publishedBrandCount();
  } catch (error) {
    log.error({ err: errorText(error) }, 'health: content check failed');
    return res.status(503).json({ ok: false, content, failed: 'content' });
  }
  try {
    return res.status(200).json({ ok: true, content, brands, database: await readDatabaseOnce(), redis: shared, redisFallbacks: sharingFallbacks() });
  } catch (error) {
    log.error({ err: errorText(error) }, 'health: database check failed');
    return res.status(503).json({ ok: false, content, failed: 'database' });
  }
}
