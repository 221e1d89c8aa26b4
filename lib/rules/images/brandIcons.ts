/**
 * The icons a brand's logo produces (server/assets/logoIcons.ts),
 * by the name its logo's asset records them under, with the root path each
 * brand's host serves it at and its side in pixels. A brand whose logo has
 * none keeps its static favicon (public/favicons/{faviconKey}).
 */
export const BRAND_ICONS = {
  favicon: { path: '/favicon.ico', size: 48, type: 'image/x-icon' },
  icon32: { path: '/icon-32.png', size: 32, type: 'image/png' },
  appleTouch: { path: '/apple-touch-icon.png', size: 180, type: 'image/png' },
  icon192: { path: '/icon-192.png', size: 192, type: 'image/png' },
  icon512: { path: '/icon-512.png', size: 512, type: 'image/png' },
} as const;

export type IconName = keyof typeof BRAND_ICONS;

/**
 * How many times wider than tall a logo may be and still make the icons: shrunk whole into a square, a wordmark is a
 * thin band few pixels tall. A wider one's icons are the brand's mark (its `logoMark`), else its initials.
 */
export const WIDE_LOGO_ASPECT = 1.6;

export const isWideLogo = ({ width, height }: { width: number; height: number }): boolean => height > 0 && width / height > WIDE_LOGO_ASPECT;

/** The stored file of each icon (uploadedFiles.ts names). */
export type BrandIcons = Record<IconName, string>;

export const ICON_NAMES = Object.keys(BRAND_ICONS) as IconName[];

export const isIconName = (name: string): name is IconName => (ICON_NAMES as string[]).includes(name);

/** Each brand's web app manifest, which lists its icons. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The icon a root path names, or null. */
export const iconAtPath = (pathname: string): IconName | null => ICON_NAMES.find((name) => BRAND_ICONS[name].path === pathname) ?? null;

/** A complete set of icon file names read from content, or null. */
export function brandIconsOf(raw: unknown): BrandIcons | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  return ICON_NAMES.every((name) => typeof record[name] === 'string')
    ? (Object.fromEntries(ICON_NAMES.map((name) => [name, record[name]])) as BrandIcons)
    : null;
}
