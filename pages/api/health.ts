import type { NextApiRequest, NextApiResponse } from 'next';
import { contentSource, getRoutingManifest } from '@/lib/cms';

/** Liveness plus a content read, for load balancers and the start script. */
export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  try {
    const manifest = await getRoutingManifest();
    res.status(200).json({ ok: true, content: contentSource().name, brands: manifest.brands.length });
  } catch (error) {
    console.error('[health] content check failed', error instanceof Error ? error.message : error);
    res.status(503).json({ ok: false, content: contentSource().name });
  }
}
