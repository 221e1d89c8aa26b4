import type { NextApiRequest, NextApiResponse } from 'next';
import { safeRedirect } from '@/lib/rules/redirect';
import { requestIsHttps } from '@/lib/platform/clientAddress';
import { studioApi } from '@/server/studio/guard';
import { cookie, PREVIEW_BRAND_COOKIE, PREVIEW_SECONDS, signPreviewBrand, studioToken } from '@/lib/studio/auth';

/**
 * GET ?brand=key&path=/deal starts a preview: Next's draft mode (pages render
 * from drafts, uncached) and the brand to show, then goes to the page.
 * GET ?exit=1 ends it.
 */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Method not allowed.' });
  const secure = requestIsHttps(req);
  if (req.query.exit) {
    res.setDraftMode({ enable: false });
    res.setHeader('Set-Cookie', [...([res.getHeader('Set-Cookie')].flat().filter(Boolean) as string[]), cookie(PREVIEW_BRAND_COOKIE, '', { maxAge: 0, httpOnly: true, secure })]);
    return res.redirect(307, '/studio');
  }
  const brand = typeof req.query.brand === 'string' && /^[a-z0-9-]{1,63}$/.test(req.query.brand) ? req.query.brand : null;
  const target = safeRedirect(typeof req.query.path === 'string' ? req.query.path : '/') ?? '/';
  if (!brand) return res.status(400).json({ error: 'Say which brand to preview.' });
  res.setDraftMode({ enable: true });
  res.setHeader('Set-Cookie', [
    ...([res.getHeader('Set-Cookie')].flat().filter(Boolean) as string[]),
    cookie(PREVIEW_BRAND_COOKIE, signPreviewBrand(brand, studioToken() as string), { maxAge: PREVIEW_SECONDS, httpOnly: true, secure }),
  ]);
  return res.redirect(307, target);
});
