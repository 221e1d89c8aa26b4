import type { NextApiRequest, NextApiResponse } from 'next';
import { getAllCities, getContentPagePaths, getStates } from '@/server/content';
import { isIndexed, sitemapXml } from '@/server/site/seo/siteFiles';
import { brandForApi } from '@/server/site/apiBrand';

export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const chrome = await brandForApi(req);
  res.setHeader('Cache-Control', 'public, max-age=300');
  if (!chrome || !isIndexed(chrome.brand)) {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return res.status(404).send('Not found');
  }
  const [states, cities, pagePaths] = await Promise.all([getStates(), getAllCities(), getContentPagePaths()]);
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.status(200).send(sitemapXml(chrome.brand, { services: chrome.navigation.services, states, cities, pagePaths }));
}
