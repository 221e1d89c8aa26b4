import type { NextApiRequest, NextApiResponse } from 'next';
import { brandForApi } from '@/server/site/apiBrand';
import { brandIconFile, sendCacheable } from '@/server/site/seo/brandIcons';

/** GET /favicon.ico, /icon-32.png, /apple-touch-icon.png, /icon-192.png, /icon-512.png of a brand whose logo made them. */
export default async function icon(req: NextApiRequest, res: NextApiResponse) {
  const chrome = await brandForApi(req);
  const file = chrome ? await brandIconFile(chrome.brand, typeof req.query.icon === 'string' ? req.query.icon : '') : null;
  if (!file) {
    res.setHeader('Cache-Control', 'public, max-age=300');
    // An icon set named in content but not (yet) among this site's files: the brand's static favicon still answers.
    if (chrome && req.query.icon === 'favicon') return res.redirect(307, `/favicons/${chrome.brand.faviconKey}/favicon.ico`);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return res.status(404).send('Not found');
  }
  sendCacheable(req, res, { etag: file.name, type: file.type, body: file.bytes });
}
