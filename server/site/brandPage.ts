import type { GetServerSidePropsContext, GetStaticPropsContext, GetStaticPropsResult } from 'next';
import { getExperimentCopy, getSiteChrome, inPreview } from '../content';
import type { Brand, ExperimentCopy, PageBrand, PageChrome, PageType, SeoCopy, ServerOnlyBrandField } from '@/lib/content/types';
import { serverEnv } from '@/server/platform/env';
import { usesTestGateway } from '@/server/platform/testGateway';
import { decodeLandingSegment, type LandingVariant } from '@/lib/rules/landing/segment';
import { fillFigures, planFigures, type PlanFigures } from '@/lib/rules/planFigures';
import { tagConfig } from '@/server/growth/tagConfig';
import { pageLifetime } from '@/lib/rules/pageLifetime';
import { nextScheduledChange } from './scheduledChange';
import { PROVISIONAL_OFFER_SECONDS, pageOfferFor } from '@/server/offer/pageOffer';
import { buildPageMeta, type PageMeta, type SeoVars } from '../../lib/rules/seoMeta';

/** Props every brand page hands to the layout in _app. */
export interface BrandPageProps {
  chrome: PageChrome;
  meta: PageMeta;
  bannerTitle: string | null;
  /** False on pages that must show no price (a place we do not serve): the promo banner is left out. */
  promo?: boolean;
  /** Rendered from drafts for a studio preview. */
  preview?: boolean;
  /** The membership-model experiment's variant (free first cleaning). */
  membershipModel?: boolean;
}

export interface BrandContext {
  /** What the page sends to the browser. */
  chrome: PageChrome;
  /** The whole brand, for what only the server renders (page titles from the brand's templates). */
  brand: Brand;
  variant: LandingVariant;
  /** What the visitor's experiment groups show in place of the landing copy (issue 40); null fields keep the page's own. */
  copy: ExperimentCopy | null;
}

type Params = Record<string, string | string[] | undefined> | undefined;

/** Resolves the brand, the page variant and what it offers from the routing decision's path segments; null means 404. */
export async function loadBrandContext(params: Params): Promise<BrandContext | null> {
  const brandKey = params?.brand;
  const variant = decodeLandingSegment(params?.variant);
  if (typeof brandKey !== 'string' || !variant) return null;
  const [chrome, offer, copy] = await Promise.all([getSiteChrome(brandKey), pageOfferFor(variant), experimentCopy(variant)]);
  if (!chrome || !offer || copy === undefined) return null;
  // A copy variant's banner text replaces the promotional banner's wording on its page.
  const promoBanner = copy?.bannerText ? { ...chrome.promoBanner, defaultWording: copy.bannerText, titledWording: copy.bannerText } : chrome.promoBanner;
  return {
    chrome: {
      ...chrome,
      promoBanner,
      brand: pageBrand(chrome.brand),
      tags: tagConfig(chrome.brand),
      // Every figure on the page follows what the visit leads with (the free-first-cleaning variant: the membership).
      offer: { ...offer, lead: variant.membershipModel ? 'membership' : 'plan' },
      testPayments: usesTestGateway(serverEnv()),
    },
    brand: chrome.brand,
    variant,
    copy,
  };
}

/**
 * The copy of the variant's experiment groups, the first experiment's field winning where two set one; null for none;
 * undefined when the segment names an experiment or variant content does not have (a 404, like any unknown segment).
 */
async function experimentCopy(variant: LandingVariant): Promise<ExperimentCopy | null | undefined> {
  if (!variant.copy.length) return null;
  const found = await Promise.all(variant.copy.map(async (c) => (await getExperimentCopy(c.experiment))?.get(c.variant)));
  if (found.some((copy) => copy === undefined)) return undefined;
  const pick = <K extends keyof ExperimentCopy>(field: K) => found.map((copy) => copy![field]).find((value) => value !== null) ?? null;
  return { headline: pick('headline'), subheadline: pick('subheadline'), heroImage: pick('heroImage'), bannerText: pick('bannerText') };
}

// A record, so that a field added to ServerOnlyBrandField must be listed here too.
const SERVER_ONLY_BRAND_FIELDS: Record<ServerOnlyBrandField, true> = { seoTemplates: true, analyticsToken: true, cookieyesId: true, markIcons: true };

/** The brand without the fields only the server reads: every page's data carried about 1.3 KB of title templates. */
function pageBrand(brand: Brand): PageBrand {
  const copy: Partial<Brand> = { ...brand };
  for (const field of Object.keys(SERVER_ONLY_BRAND_FIELDS) as ServerOnlyBrandField[]) delete copy[field];
  return copy as PageBrand;
}

export function pageMeta(
  context: BrandContext,
  pageType: PageType,
  canonicalPath: string,
  options: { vars?: SeoVars; override?: Partial<SeoCopy> } = {},
): PageMeta {
  return buildPageMeta({ brand: context.brand, pageType, canonicalPath, ...options });
}

/** ISR result with the configured revalidation window. */
export function isr<P>(props: P): GetStaticPropsResult<P> {
  return { props, revalidate: serverEnv().ISR_REVALIDATE_SECONDS };
}

export const NOT_FOUND = { notFound: true, revalidate: 60 } as const;

/** Brand pages are rendered on first request and then cached (fallback: 'blocking'). */
export const onDemandPaths = async () => ({ paths: [], fallback: 'blocking' as const });

/**
 * getStaticProps for a transactional page (checkout, waitlist, survey,
 * referral): the brand layout only, never indexed; the page's data is loaded
 * in the browser.
 */
export function transactionalPageProps(title: string, canonicalPath: string) {
  return withPreview(async ({ params }: GetStaticPropsContext): Promise<GetStaticPropsResult<BrandPageProps>> => {
    const context = await loadBrandContext(params);
    if (!context) return NOT_FOUND;
    const meta = pageMeta(context, 'page', canonicalPath, { vars: { title } });
    return isr({ chrome: context.chrome, meta: { ...meta, noindex: true, organizationJsonLd: null }, bannerTitle: null });
  });
}

/**
 * Wraps every brand page's data function. In draft mode (a studio preview)
 * every content read sees drafts and the page says it is a preview. A cached
 * page lives until the next scheduled content change at most
 * (lib/rules/pageLifetime.ts). And every
 * text of the page's data states the figures of the plan the page offers
 * (`{price}`, `{monthlyPrice}`… in content, lib/rules/planFigures.ts): content
 * is written once for every plan, and each visitor reads their own plan's
 * figures in the first HTML. Commerce (reviews, stock) is customers' words and
 * data, never filled.
 */
export function withPreview<C extends GetStaticPropsContext | GetServerSidePropsContext, R>(load: (context: C) => Promise<R>) {
  return (context: C): Promise<R> => {
    const preview = context.draftMode === true;
    return inPreview(preview, async () => {
      // Read before the content, so a page that may hold content from before a scheduled change gets a short life;
      // a server-rendered page (it has a request) is not cached by Next and needs none.
      const nextChange = preview || 'req' in context ? null : await nextScheduledChange();
      const result = await load(context);
      if (!result || typeof result !== 'object') return result;
      const lifetime = (revalidate: number) => pageLifetime(revalidate, nextChange, new Date());
      if (!('props' in result)) {
        const notFound = result as { revalidate?: number };
        return (typeof notFound.revalidate === 'number' ? { ...notFound, revalidate: lifetime(notFound.revalidate) } : result) as R;
      }
      const { props, revalidate, ...rest } = result as { props: Partial<BrandPageProps> & { commerce?: unknown }; revalidate?: number };
      const offer = props.chrome?.offer;
      const filled = offer ? withFigures(props, planFigures(offer)) : props;
      if (preview) return { ...rest, props: { ...filled, preview: true, ...(filled.meta ? { meta: { ...filled.meta, noindex: true } } : {}) } } as R;
      // A page built from the seeded plans (the database was unreadable) is regenerated within seconds.
      const soon = offer?.provisional && revalidate !== undefined ? Math.min(revalidate, PROVISIONAL_OFFER_SECONDS) : revalidate;
      return { ...rest, props: filled, ...(soon === undefined ? {} : { revalidate: lifetime(soon) }) } as R;
    });
  };
}

function withFigures<P extends { commerce?: unknown }>(props: P, figures: PlanFigures): P {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillFigures(value, figures);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  const { commerce, ...content } = props;
  return { ...(fill(content) as P), ...(commerce === undefined ? {} : { commerce }) };
}
