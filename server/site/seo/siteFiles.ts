import { paths } from '../../../lib/rules/paths';
import { getAllCities, getContentPagePaths, getStates } from '@/server/content';
import type { Brand, CityRef, ServiceLink, SiteChrome, UsState } from '@/lib/content/types';

/**
 * Only the primary brand is for search engines (spec §1); the fallback brand answers hosts no brand owns, so even a
 * primary marked as fallback is kept out. Why the others get no sitemap at all: docs/decisions.md, "Robots and
 * sitemaps per brand".
 */
export const isIndexed = (brand: Pick<Brand, 'isPrimary' | 'isFallback'>) => brand.isPrimary && !brand.isFallback;

export function robotsTxt(brand: Brand): string {
  if (!isIndexed(brand)) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /studio', '', `Sitemap: ${brand.baseUrl}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function sitemapXml(brand: Brand, content: { services: ServiceLink[]; states: UsState[]; cities: CityRef[]; pagePaths: string[] }): string {
  const urlPaths = [
    paths.home,
    paths.deal,
    ...content.services.map((s) => paths.service(s.slug)),
    paths.locations,
    ...content.states.map((s) => paths.state(s.slug)),
    ...content.cities.map((c) => paths.city(c.state.slug, c.slug)),
    ...content.pagePaths.map(paths.page),
  ];
  const urls = urlPaths.map((p) => `  <url><loc>${escapeXml(`${brand.baseUrl}${p}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The sitemap a brand's host serves (`/api/seo/sitemap`), or null where it answers 404: a brand that is not indexed. */
export async function brandSitemap(chrome: Pick<SiteChrome, 'brand' | 'navigation'>): Promise<string | null> {
  if (!isIndexed(chrome.brand)) return null;
  const [states, cities, pagePaths] = await Promise.all([getStates(), getAllCities(), getContentPagePaths()]);
  return sitemapXml(chrome.brand, { services: chrome.navigation.services, states, cities, pagePaths });
}
