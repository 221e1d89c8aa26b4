import type { NextApiRequest, NextApiResponse } from 'next';
import { robotsTxt } from '@/server/site/seo/siteFiles';
import { brandForApi } from '@/server/site/apiBrand';

export default async function robots(req: NextApiRequest, res: NextApiResponse) {
  const chrome = await brandForApi(req);
  if (!chrome) return res.status(404).send('Not found');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.status(200).send(robotsTxt(chrome.brand));
}
