import type { Brand, PageType, SeoCopy } from '@/lib/content/types';

export type SeoVars = Partial<Record<'title' | 'service' | 'state' | 'city', string>>;

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  organizationJsonLd: string | null;
}

const DEFAULT_TEMPLATES: Record<PageType, SeoCopy> = {
  home: { title: '{appName} | House Cleaning Deals', description: 'Book a trusted house cleaner with {appName}.' },
  deal: { title: '{appName} | First Cleaning Deal', description: 'Get your first home cleaning at a special price with {appName}.' },
  service: { title: '{service} | {appName}', description: '{service} by vetted local cleaners with {appName}.' },
  locations: { title: 'House Cleaning Near You | {appName}', description: 'Find {appName} house cleaners across the US.' },
  state: { title: 'House Cleaning in {state} | {appName}', description: 'Trusted house cleaners across {state} with {appName}.' },
  city: { title: 'House Cleaning in {city}, {state} | {appName}', description: 'Book a vetted house cleaner in {city} with {appName}.' },
  page: { title: '{title} | {appName}', description: '{title} at {appName}.' },
};

export function fillTemplate(template: string, values: Record<string, string | undefined>): string {
  return template
    .replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Title, description and indexing for one page (spec §1): per brand and page
 * type, non-primary brands noindex, Organization JSON-LD only on the primary
 * brand's home page.
 */
export function buildPageMeta(input: { brand: Brand; pageType: PageType; canonicalPath: string; vars?: SeoVars; override?: Partial<SeoCopy> }): PageMeta {
  const { brand, pageType, canonicalPath, vars = {}, override = {} } = input;
  const template = brand.seoTemplates[pageType] ?? DEFAULT_TEMPLATES[pageType];
  const values = { appName: brand.appName, ...vars };
  const isPrimaryHome = brand.isPrimary && pageType === 'home';
  return {
    title: fillTemplate(override.title ?? template.title, values),
    description: fillTemplate(override.description ?? template.description, values),
    canonical: `${brand.baseUrl}${canonicalPath}`,
    noindex: !brand.isPrimary,
    organizationJsonLd: isPrimaryHome ? organizationJsonLd(brand) : null,
  };
}

function organizationJsonLd(brand: Brand): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.appName,
    url: `${brand.baseUrl}/`,
    ...(brand.logo ? { logo: new URL(brand.logo.url, `${brand.baseUrl}/`).toString() } : {}),
    ...(brand.supportEmail || brand.supportPhone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            ...(brand.supportEmail ? { email: brand.supportEmail } : {}),
            ...(brand.supportPhone ? { telephone: brand.supportPhone } : {}),
          },
        }
      : {}),
    ...(brand.social.length ? { sameAs: brand.social.map((s) => s.url) } : {}),
  };
  // Escaped so content can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
