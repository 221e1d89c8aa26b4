import type { NextApiRequest, NextApiResponse } from 'next';
import { brandForApi } from '@/server/site/apiBrand';
import { etagOf, sendCacheable, webManifest } from '@/server/site/seo/brandIcons';

/** GET /manifest.webmanifest of the host's brand. */
export default async function manifest(req: NextApiRequest, res: NextApiResponse) {
  const chrome = await brandForApi(req);
  if (!chrome) return res.status(404).send('Not found');
  const body = webManifest(chrome.brand);
  sendCacheable(req, res, { etag: etagOf(body), type: 'application/manifest+json; charset=utf-8', body });
}
