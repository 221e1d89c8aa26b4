import type { PageWidget } from './pageWidgets';
import type { PortableTextBlock } from '@portabletext/react';
import type { ExperimentDefinition } from '@/lib/growth/experiments/definitions';
import type { TagConfig } from '@/lib/growth/tracking/tags';
import type { Campaign } from '@/lib/rules/discount';
import type { BrandIcons } from '@/lib/rules/images/brandIcons';
import type { PageOffer } from '@/lib/rules/planFigures';

export type PageType = 'home' | 'deal' | 'service' | 'locations' | 'state' | 'city' | 'page';

export type SocialNetwork = 'facebook' | 'instagram' | 'reddit' | 'tiktok' | 'youtube';

export interface SeoCopy {
  title: string;
  description: string;
}

/** A content picture: its address, intrinsic size, text alternative and the point to keep in view when cropped (0–1). */
export interface ContentImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  focus: { x: number; y: number };
}

export interface Brand {
  key: string;
  appName: string;
  domain: string;
  baseUrl: string;
  tagline: string;
  heroHeadline: string;
  heroSubhead: string;
  accentColor: string;
  logo: { url: string; width: number; height: number } | null;
  /** The landing hero's picture; an ad group's own picture replaces it. */
  heroImage: ContentImage | null;
  faviconKey: string;
  icoOnlyFavicon: boolean;
  /** The icons made from an uploaded logo; without them the static favicon of `faviconKey` is served. */
  icons: BrandIcons | null;
  /** The icons made from an uploaded mark (`logoMark`), which a wide logo's host serves in place of its own (lib/rules/images/brandIcons.ts). */
  markIcons: BrandIcons | null;
  /** Only networks that are configured, in a fixed order. */
  social: { network: SocialNetwork; url: string }[];
  analyticsToken: string | null;
  cookieyesId: string | null;
  isDev: boolean;
  isPrimary: boolean;
  isFallback: boolean;
  supportEmail: string | null;
  supportPhone: string | null;
  seoTemplates: Partial<Record<PageType, SeoCopy>>;
}

/** Brand fields only the server reads (page titles are rendered into `meta`, tags into `tags`, analytics server-side, a mark's icons on the host's icon routes). */
export type ServerOnlyBrandField = 'seoTemplates' | 'analyticsToken' | 'cookieyesId' | 'markIcons';

/** The brand as pages carry it in their data: what the browser renders, nothing it would only download. */
export type PageBrand = Omit<Brand, ServerOnlyBrandField>;

export type AdGroupFamily = 'apartment-cleaning' | 'same-day-cleaners' | 'maid-services';

export interface AdGroupWording {
  adGroupId: string;
  family: AdGroupFamily;
  title: string;
  shortName: string;
  discount: string;
  /** What this ad group's visitors get off each option, in cents (content); null for none. */
  discountCents: number | null;
  qualityKeyword: string;
  premiumKeyword: string;
  heroImage: ContentImage | null;
}

export interface StateRef {
  code: string;
  slug: string;
  name: string;
}

export interface UsState extends StateRef {
  intro: string;
}

export interface CityRef {
  slug: string;
  name: string;
  state: StateRef;
}

export interface City extends CityRef {
  intro: string;
  neighborhoods: string[];
}

export interface NavLink {
  label: string;
  href: string;
}

export interface ServiceLink {
  slug: string;
  label: string;
}

export interface ServicePage {
  slug: string;
  title: string;
  navLabel: string;
  headline: string;
  summary: string;
  body: PortableTextBlock[];
  seo: Partial<SeoCopy>;
}

export interface ContentPage {
  path: string;
  title: string;
  lead: string;
  body: PortableTextBlock[];
  /** A live block under the body (contact form, privacy opt-out, cancellation policy), or none. */
  widget: PageWidget | null;
  cta: NavLink | null;
  seo: Partial<SeoCopy>;
}

export interface PromoBannerCopy {
  defaultWording: string;
  titledWording: string;
  membershipWording: string;
  /** The scarcity line shows only when this many vouchers or fewer are left. */
  scarcityThreshold: number;
}

export interface FooterTerms {
  heading: string;
  terms: string[];
}

export interface Navigation {
  services: ServiceLink[];
  headerLinks: NavLink[];
  signIn: NavLink;
  footerLinks: NavLink[];
  legalLinks: NavLink[];
  topStates: StateRef[];
  topCities: CityRef[];
}

/** The company behind every brand (issue 42): in every footer and on /about. */
export interface Company {
  legalName: string;
  entity: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  supportHours: string;
}

/** Everything the layout needs on every page. */
export interface SiteChrome {
  brand: Brand;
  navigation: Navigation;
  footerTerms: FooterTerms;
  promoBanner: PromoBannerCopy;
  /** Null until the company's details are in content. */
  company: Company | null;
  /** The brand's configured third-party tags (environment, not content); added for pages. */
  tags?: TagConfig;
  /** The test gateway takes the payments (environment, not content): every page says so. */
  testPayments?: boolean;
}

/** The chrome as pages carry it (server/site/brandPage). */
export interface PageChrome extends Omit<SiteChrome, 'brand'> {
  brand: PageBrand;
  /** What this page variant offers its visitor: every price and plan figure on the page is read from it. */
  offer: PageOffer;
}

/** The bounded sets the proxy checks request input against. */
/** What one variant of an experiment shows in place of the landing page's own copy (issue 40). */
export interface ExperimentCopy {
  headline: string | null;
  subheadline: string | null;
  heroImage: ContentImage | null;
  bannerText: string | null;
}

export interface RoutingManifest {
  /** isDev: a development brand (no production or staging app), where some experiments are not evaluated. */
  /** hasIcons: the brand's logo made icons, which its host serves (else its static favicon). */
  brands: { key: string; faviconKey: string; hasIcons: boolean; isDev: boolean }[];
  fallbackKey: string;
  adGroupIds: string[];
  /** Ad-group id → the brands it runs on, for ids whose wording names some; an id not listed runs on every brand. */
  adGroupBrands: Record<string, string[]>;
  /** Ad-group id → its family (the "ad type" some experiments are triggered by). */
  adGroupFamilies: Record<string, string>;
  /** Ad-group id → the discount its wording grants, in cents (only ids that grant one). */
  adGroupDiscounts: Record<string, number>;
  /** Every well-formed campaign: the routing decision resolves a visit's grant from these without a further read. */
  campaigns: Campaign[];
  /** Every well-formed experiment document, whatever its status (QA may preview a draft's groups). */
  experiments: ExperimentDefinition[];
  serviceSlugs: string[];
  pagePaths: string[];
  /** State slug → its city slugs. */
  locations: Record<string, string[]>;
}
