import type { NextApiRequest, NextApiResponse } from 'next';
import { brandSitemap } from '@/server/site/seo/siteFiles';
import { brandForApi } from '@/server/site/apiBrand';

export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const chrome = await brandForApi(req);
  const xml = chrome ? await brandSitemap(chrome) : null;
  res.setHeader('Cache-Control', 'public, max-age=300');
  if (xml === null) {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return res.status(404).send('Not found');
  }
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.status(200).send(xml);
}
