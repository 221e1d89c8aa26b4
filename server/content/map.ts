import { toCents } from '@/lib/rules/money';
import { brandIconsOf } from '@/lib/rules/images/brandIcons';
import { pageWidget } from '@/lib/content/pageWidgets';
import type { PortableTextBlock } from '@portabletext/react';
import { MAX_LANDING_DISCOUNT_CENTS, type Campaign } from '@/lib/rules/discount';
import type {
  AdGroupFamily,
  AdGroupWording,
  Brand,
  Company,
  City,
  CityRef,
  ContentImage,
  ContentPage,
  FooterTerms,
  NavLink,
  Navigation,
  PageType,
  PromoBannerCopy,
  SeoCopy,
  ServiceLink,
  ServicePage,
  SocialNetwork,
  StateRef,
  UsState,
} from '@/lib/content/types';

/**
 * Raw GROQ results → domain types. Content is edited by people, so every
 * optional field gets a safe default here and components never see nulls
 * they did not ask for.
 */

export type Raw = Record<string, unknown> | null | undefined;

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const optStr = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const bool = (value: unknown): boolean => value === true;
const list = <T>(value: unknown, map: (item: Raw) => T | null): T[] =>
  Array.isArray(value) ? value.map((item) => map(item as Raw)).filter((item): item is T => item !== null) : [];

const SOCIAL_ORDER: SocialNetwork[] = ['facebook', 'instagram', 'reddit', 'tiktok', 'youtube'];
const PAGE_TYPES: PageType[] = ['home', 'deal', 'service', 'locations', 'state', 'city', 'page'];
const FAMILIES: AdGroupFamily[] = ['apartment-cleaning', 'same-day-cleaners', 'maid-services'];

const fraction = (value: unknown): number => (typeof value === 'number' && value >= 0 && value <= 1 ? value : 0.5);
const dimension = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 ? Math.round(value) : fallback);

/** An image field; only site paths and https addresses, centred unless a hotspot says otherwise. */
export function mapImage(raw: Raw): ContentImage | null {
  const asset = raw?.asset as Raw;
  const url = optStr(asset?.url);
  if (!url || !/^(\/[^/]|https:\/\/)/.test(url)) return null;
  const hotspot = raw?.hotspot as Raw;
  return {
    url,
    width: dimension(asset?.width, 1600),
    height: dimension(asset?.height, 1200),
    alt: str(raw?.alt).trim(),
    focus: { x: fraction(hotspot?.x), y: fraction(hotspot?.y) },
  };
}

export function mapBrand(raw: Raw): Brand | null {
  if (!raw || !optStr(raw.key) || !optStr(raw.appName)) return null;
  const social = (raw.social ?? {}) as Record<string, unknown>;
  const logo = raw.logo as Raw;
  const seoTemplates: Brand['seoTemplates'] = {};
  for (const template of list(raw.seoTemplates, (t) => t)) {
    const pageType = template?.pageType as PageType;
    if (PAGE_TYPES.includes(pageType) && optStr(template?.title)) {
      seoTemplates[pageType] = { title: str(template?.title), description: str(template?.description) };
    }
  }
  return {
    key: str(raw.key),
    appName: str(raw.appName),
    domain: str(raw.domain),
    baseUrl: str(raw.baseUrl).replace(/\/+$/, ''),
    tagline: str(raw.tagline),
    heroHeadline: str(raw.heroHeadline, str(raw.appName)),
    heroSubhead: str(raw.heroSubhead),
    accentColor: /^#[0-9a-fA-F]{6}$/.test(str(raw.accentColor)) ? str(raw.accentColor) : '#0b6e4f',
    logo:
      logo && optStr(logo.url)
        ? { url: str(logo.url), width: Number(logo.width) || 160, height: Number(logo.height) || 40 }
        : null,
    heroImage: mapImage(raw.heroImage as Raw),
    faviconKey: str(raw.faviconKey, 'default'),
    icoOnlyFavicon: bool(raw.icoOnlyFavicon),
    icons: brandIconsOf(raw.icons),
    markIcons: brandIconsOf(raw.markIcons),
    social: SOCIAL_ORDER.flatMap((network) => {
      const url = optStr(social[network]);
      return url && /^https:\/\//.test(url) ? [{ network, url }] : [];
    }),
    analyticsToken: optStr(raw.analyticsToken),
    cookieyesId: optStr(raw.cookieyesId),
    isDev: bool(raw.isDev),
    isPrimary: bool(raw.isPrimary),
    isFallback: bool(raw.isFallback),
    supportEmail: optStr(raw.supportEmail),
    supportPhone: optStr(raw.supportPhone),
    seoTemplates,
  };
}

export function mapAdGroupWording(raw: Raw): AdGroupWording | null {
  if (!raw || !optStr(raw.adGroupId) || !optStr(raw.title)) return null;
  const family = FAMILIES.includes(raw.family as AdGroupFamily) ? (raw.family as AdGroupFamily) : 'maid-services';
  return {
    adGroupId: str(raw.adGroupId),
    family,
    title: str(raw.title),
    shortName: str(raw.shortName, str(raw.title)),
    discount: str(raw.discount),
    discountCents: discountCentsOf(raw.discountAmount),
    qualityKeyword: str(raw.qualityKeyword),
    premiumKeyword: str(raw.premiumKeyword),
    heroImage: mapImage(raw.heroImage as Raw),
  };
}

/** A dollar amount from content as cents, or null when absent or not a positive amount within the discount cap (MAX_LANDING_DISCOUNT_CENTS). */
export function discountCentsOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const cents = toCents(value);
  return cents > 0 && cents <= MAX_LANDING_DISCOUNT_CENTS ? cents : null;
}

const date = (value: unknown): Date | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);

/** A campaign, or null when it is incomplete (no id or no valid discount): an incomplete campaign grants nothing. */
export function mapCampaign(raw: Raw): Campaign | null {
  const discountCents = discountCentsOf(raw?.discountAmount);
  if (!raw || !optStr(raw.campaignId) || discountCents === null) return null;
  const cap = typeof raw.redemptionCap === 'number' && Number.isInteger(raw.redemptionCap) && raw.redemptionCap > 0 ? raw.redemptionCap : null;
  return {
    campaignId: str(raw.campaignId),
    title: str(raw.title, str(raw.campaignId)),
    discountCents,
    brandKeys: list(raw.brandKeys, (k) => optStr(k)),
    startsAt: date(raw.startsAt),
    endsAt: date(raw.endsAt),
    redemptionCap: cap,
  };
}

export const mapStateRef = (raw: Raw): StateRef | null =>
  raw && optStr(raw.slug) && optStr(raw.code) ? { code: str(raw.code), slug: str(raw.slug), name: str(raw.name, str(raw.code)) } : null;

export const mapState = (raw: Raw): UsState | null => {
  const ref = mapStateRef(raw);
  return ref ? { ...ref, intro: str(raw?.intro) } : null;
};

export function mapCityRef(raw: Raw): CityRef | null {
  const state = mapStateRef(raw?.state as Raw);
  if (!raw || !optStr(raw.slug) || !state) return null;
  return { slug: str(raw.slug), name: str(raw.name, str(raw.slug)), state };
}

export function mapCity(raw: Raw): City | null {
  const ref = mapCityRef(raw);
  if (!ref) return null;
  return { ...ref, intro: str(raw?.intro), neighborhoods: list(raw?.neighborhoods, (n) => optStr(n)) };
}

export const mapNavLink = (raw: Raw): NavLink | null =>
  raw && optStr(raw.label) && /^\/[^\s]*$/.test(str(raw.href)) ? { label: str(raw.label), href: str(raw.href) } : null;

const mapServiceLink = (raw: Raw): ServiceLink | null =>
  raw && optStr(raw.slug) ? { slug: str(raw.slug), label: str(raw.label, str(raw.slug)) } : null;

const mapSeo = (raw: Raw): Partial<SeoCopy> => ({
  ...(optStr(raw?.title) ? { title: str(raw?.title) } : {}),
  ...(optStr(raw?.description) ? { description: str(raw?.description) } : {}),
});

const blocks = (value: unknown): PortableTextBlock[] => (Array.isArray(value) ? (value as PortableTextBlock[]) : []);

export function mapServicePage(raw: Raw): ServicePage | null {
  if (!raw || !optStr(raw.slug) || !optStr(raw.title)) return null;
  return {
    slug: str(raw.slug),
    title: str(raw.title),
    navLabel: str(raw.navLabel, str(raw.title)),
    headline: str(raw.headline, str(raw.title)),
    summary: str(raw.summary),
    body: blocks(raw.body),
    seo: mapSeo(raw.seo as Raw),
  };
}

export function mapContentPage(raw: Raw): ContentPage | null {
  if (!raw || !optStr(raw.path) || !optStr(raw.title)) return null;
  return {
    path: str(raw.path),
    title: str(raw.title),
    lead: str(raw.lead),
    body: blocks(raw.body),
    widget: pageWidget(raw.widget),
    cta: mapNavLink(raw.cta as Raw),
    seo: mapSeo(raw.seo as Raw),
  };
}

export function mapNavigation(raw: Raw): Navigation {
  return {
    services: list(raw?.services, mapServiceLink),
    headerLinks: list(raw?.headerLinks, mapNavLink),
    signIn: mapNavLink(raw?.signIn as Raw) ?? { label: 'Sign in', href: '/login' },
    footerLinks: list(raw?.footerLinks, mapNavLink),
    legalLinks: list(raw?.legalLinks, mapNavLink),
    topStates: list(raw?.topStates, mapStateRef),
    topCities: list(raw?.topCities, mapCityRef),
  };
}

export const mapFooterTerms = (raw: Raw): FooterTerms => ({
  heading: str(raw?.heading, 'Offer terms'),
  terms: list(raw?.terms, (t) => optStr(t)),
});

/** The company's details, or null while any is missing (the footer then leaves the line out). */
export function mapCompany(raw: Raw): Company | null {
  const fields = ['legalName', 'entity', 'street', 'city', 'state', 'zip', 'phone', 'supportHours'] as const;
  if (!raw || fields.some((f) => !optStr(raw[f]))) return null;
  return Object.fromEntries(fields.map((f) => [f, str(raw[f])])) as unknown as Company;
}

/** Defaults are the spec §1 wordings, so a missing document never blanks the banner. */
export const mapPromoBanner = (raw: Raw): PromoBannerCopy => ({
  defaultWording: str(raw?.defaultWording, 'Limited Time Offer: Get Your Home Cleaned For {price}!'),
  titledWording: str(raw?.titledWording, '{title} Starting At {price}'),
  membershipWording: str(raw?.membershipWording, 'Limited time offer: Get your first cleaning free!'),
  scarcityThreshold: typeof raw?.scarcityThreshold === 'number' && Number.isInteger(raw.scarcityThreshold) && raw.scarcityThreshold >= 0 ? raw.scarcityThreshold : DEFAULT_SCARCITY_THRESHOLD,
});

/** Without a threshold in content, the line waits until stock is genuinely low. */
export const DEFAULT_SCARCITY_THRESHOLD = 100;
