import { createHash } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Brand } from '@/lib/content/types';
import { BRAND_ICONS, isIconName, isWideLogo, type BrandIcons, type IconName } from '@/lib/rules/images/brandIcons';
import { configuredUploadedFiles } from '@/server/assets/configuredStorage';
import { monogramIcons, monogramSvg } from '@/server/assets/logoIcons';

/**
 * A brand's icons and web app manifest, answered on its own host (the proxy
 * names the brand). A shared cache keys them on the host in the URL; a new
 * logo reaches visitors within the hour, and a revalidation costs a 304 (the
 * ETag is the stored file's name, which is its content's hash).
 */
const ICON_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

type IconFile = { name: string; type: string; bytes: Buffer };

/**
 * One of the brand's icons, or null when its logo made none. A wide logo (isWideLogo) shrunk into a square is a thin
 * band on white, so its host serves the icons of the brand's mark instead, else a monogram of its initials.
 */
export async function brandIconFile(brand: Brand, icon: string): Promise<IconFile | null> {
  if (!isIconName(icon) || !brand.icons) return null;
  if (!brand.logo || !isWideLogo(brand.logo)) return storedIcon(brand.icons, icon);
  return brand.markIcons ? storedIcon(brand.markIcons, icon) : monogramIcon(brand, icon);
}

async function storedIcon(icons: BrandIcons, icon: IconName): Promise<IconFile | null> {
  const name = icons[icon];
  const file = await configuredUploadedFiles().find(name);
  return file ? { name, type: BRAND_ICONS[icon].type, bytes: Buffer.concat(await file.open().toArray()) } : null;
}

/** Monograms drawn in this process, by their SVG's hash: a brand's name and colour change rarely, its icons are asked for often. */
const monograms = new Map<string, Promise<Record<IconName, Buffer>>>();
const MONOGRAMS_KEPT = 64;

async function monogramIcon(brand: Brand, icon: IconName): Promise<IconFile> {
  const svg = monogramSvg(brand.appName, brand.accentColor);
  const hash = etagOf(svg);
  let drawn = monograms.get(hash);
  if (!drawn) {
    if (monograms.size >= MONOGRAMS_KEPT) monograms.clear();
    drawn = monogramIcons(svg);
    monograms.set(hash, drawn);
    drawn.catch(() => monograms.delete(hash));
  }
  // The same name and colour draw the same icons on every instance, so the hash is an ETag they all agree on.
  return { name: `${hash}-${icon}`, type: BRAND_ICONS[icon].type, bytes: (await drawn)[icon] };
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
