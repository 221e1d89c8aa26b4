import type { NextApiRequest, NextApiResponse } from 'next';
import { contentSource, getRoutingManifest } from '@/server/content';
import { errorText, log } from '@/lib/platform/log';
import { sharedRedis } from '@/lib/platform/redis';

/**
 * Liveness plus a content read, for load balancers and the start script. The
 * shared Redis is reported but does not fail the check: an instance serves
 * without it (uncached pages, limits in memory).
 */
export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const redis = sharedRedis();
  const shared = redis ? (redis.isReady ? 'connected' : 'unreachable') : 'off';
  try {
    const manifest = await getRoutingManifest();
    res.status(200).json({ ok: true, content: contentSource().name, brands: manifest.brands.length, redis: shared });
  } catch (error) {
    log.error({ err: errorText(error) }, 'health: content check failed');
    res.status(503).json({ ok: false, content: contentSource().name });
  }
}
