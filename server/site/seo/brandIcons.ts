import { createHash } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Brand } from '@/lib/content/types';
import { BRAND_ICONS, isIconName } from '@/lib/rules/images/brandIcons';
import { configuredUploadedFiles } from '@/studio-local/store/assets/configuredStorage';

/**
 * A brand's icons and web app manifest, answered on its own host (the proxy
 * names the brand). A shared cache keys them on the host in the URL; a new
 * logo reaches visitors within the hour, and a revalidation costs a 304 (the
 * ETag is the stored file's name, which is its content's hash).
 */
const ICON_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** The stored file of one of the brand's icons, or null when its logo made none. */
export async function brandIconFile(brand: Brand, icon: string): Promise<{ name: string; type: string; bytes: Buffer } | null> {
  if (!isIconName(icon) || !brand.icons) return null;
  const name = brand.icons[icon];
  const file = await configuredUploadedFiles().find(name);
  return file ? { name, type: BRAND_ICONS[icon].type, bytes: Buffer.concat(await file.open().toArray()) } : null;
}

/** The brand's web app manifest: its name and colour, and the icons its logo made (else its static icon). */
export function webManifest(brand: Brand): string {
  const icons = brand.icons
    ? (['icon192', 'icon512'] as const).map((name) => {
        const { path, size, type } = BRAND_ICONS[name];
        return { src: path, sizes: `${size}x${size}`, type };
      })
    : [
        brand.icoOnlyFavicon
          ? { src: '/favicon.ico', type: 'image/x-icon' }
          : { src: `/favicons/${brand.faviconKey}/icon.svg`, sizes: 'any', type: 'image/svg+xml' },
      ];
  return JSON.stringify({
    name: brand.appName,
    short_name: brand.appName,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: brand.accentColor,
    icons,
  });
}

/** Answers bytes that a cache may keep for the brand's host, or 304 when the client's copy has this ETag. */
export function sendCacheable(req: NextApiRequest, res: NextApiResponse, answer: { etag: string; type: string; body: Buffer | string }): void {
  const etag = `"${answer.etag}"`;
  res.setHeader('Cache-Control', ICON_CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const seen = req.headers['if-none-match'];
  if (typeof seen === 'string' && seen.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', answer.type);
  res.status(200).send(answer.body);
}

export const etagOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
