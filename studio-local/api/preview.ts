import type { NextApiRequest, NextApiResponse } from 'next';
import { safeRedirect } from '@/lib/rules/redirect';
import { previewHostKey, previewHostOf } from '@/lib/rules/previewHost';
import { requestIsHttps } from '@/server/platform/clientAddress';
import { serializeCookie } from '@/lib/platform/cookies';
import { serverEnv } from '@/server/platform/env';
import {
  DRAFT_MODE_COOKIE,
  draftKeyFrom,
  mintPreviewGrant,
  mintPreviewHandoff,
  openPreviewHandoff,
  PREVIEW_GRANT_COOKIE,
  PREVIEW_SECONDS,
} from '@/server/site/studioGrants';
import { SESSION_COOKIE } from '@/studio-local/access/auth';
import { studioApi } from '@/studio-local/access/guard';
import { sessionIdOf } from '@/studio-local/access/sessions';

/**
 * GET ?brand=key&path=/deal opens a preview for the person asking: a grant of
 * their studio session (server/site/studioGrants.ts) to see that brand's drafts for
 * an hour at most, then goes to the page. With `&on=preview-host` the page is
 * the brand's preview address ({key}.PREVIEW_DOMAIN, which needs no DNS of the
 * brand's own): the grant travels there in a one-minute, one-use handoff link, which the
 * preview host turns into its own cookie (GET ?handoff=…). GET ?exit=1 ends
 * it, signed in or not: clearing one's own cookies needs no permission.
 */
const previewApi = studioApi('content', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Method not allowed.' });
  const brand = typeof req.query.brand === 'string' && /^[a-z0-9-]{1,63}$/.test(req.query.brand) ? req.query.brand : null;
  const target = safeRedirect(typeof req.query.path === 'string' ? req.query.path : '/') ?? '/';
  if (!brand) return res.status(400).json({ error: 'Say which brand to preview.' });
  // Draft mode's value goes into the sealed grant, not to the browser: it is the same for everyone.
  res.setDraftMode({ enable: true });
  const draftKey = draftKeyFrom([res.getHeader('Set-Cookie')].flat().map(String));
  if (!draftKey) throw new Error('draft mode set no cookie');
  const grant = mintPreviewGrant({ session: sessionIdOf(req.cookies[SESSION_COOKIE] as string), brand, draftKey });
  if (req.query.on === 'preview-host') {
    res.setHeader('Set-Cookie', serializeCookie(DRAFT_MODE_COOKIE, '', { maxAgeSeconds: 0 }));
    const origin = `${requestIsHttps(req) ? 'https' : 'http'}://${previewHostOf(brand, serverEnv().PREVIEW_DOMAIN, req.headers.host)}`;
    const handoff = new URLSearchParams({ handoff: mintPreviewHandoff(grant, brand), path: target });
    return res.redirect(307, `${origin}/api/studio/preview?${handoff}`);
  }
  res.setHeader('Set-Cookie', [previewCookie(req, grant, PREVIEW_SECONDS), serializeCookie(DRAFT_MODE_COOKIE, '', { maxAgeSeconds: 0 })]);
  return res.redirect(307, target);
});

/** Lax (it is followed from the studio's link) and Secure only over HTTPS, so a preview works on http://localhost too. */
const previewCookie = (req: NextApiRequest, value: string, maxAgeSeconds: number) =>
  serializeCookie(PREVIEW_GRANT_COOKIE, value, { maxAgeSeconds, httpOnly: true, secure: requestIsHttps(req), sameSite: 'Lax' });

/** On a preview host: keeps the grant a fresh handoff for this host's brand carries, then shows the page. */
async function openHandoff(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const brand = previewHostKey(req.headers.host, serverEnv().PREVIEW_DOMAIN);
  const grant = brand ? await openPreviewHandoff(typeof req.query.handoff === 'string' ? req.query.handoff : undefined, brand) : null;
  if (!grant) return res.status(403).json({ error: 'This preview link has expired or was already used. Open the preview again from the studio.' });
  res.setHeader('Set-Cookie', previewCookie(req, grant, PREVIEW_SECONDS));
  return res.redirect(307, safeRedirect(typeof req.query.path === 'string' ? req.query.path : '/') ?? '/');
}

export default async function preview(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'GET' && req.query.exit) {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Set-Cookie', [previewCookie(req, '', 0), serializeCookie(DRAFT_MODE_COOKIE, '', { maxAgeSeconds: 0 })]);
    return res.redirect(307, '/studio');
  }
  if (req.method === 'GET' && req.query.handoff) return openHandoff(req, res);
  return previewApi(req, res);
}
