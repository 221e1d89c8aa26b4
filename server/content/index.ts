import { AsyncLocalStorage } from 'node:async_hooks';
import { serverEnv } from '@/server/platform/env';
import { mapExperiment, type ExperimentDefinition } from '@/lib/growth/experiments/definitions';
import { fallbackKeyOf } from '@/lib/rules/brand';
import { brandIconsOf } from '@/lib/rules/images/brandIcons';
import { OFFERABLE_PLAN_KEYS } from '@/lib/rules/offeredPlans';
import type { Campaign } from '@/lib/rules/discount';
import { builtInContent } from './builtInContent';
import { createLocalSource } from './localSource';
import {
  mapAdGroupWording,
  mapBrand,
  discountCentsOf,
  mapCampaign,
  mapCity,
  mapCompany,
  mapCityRef,
  mapContentPage,
  mapImage,
  type Raw,
  mapFooterTerms,
  mapNavigation,
  mapPromoBanner,
  mapServicePage,
  mapState,
} from './map';
import * as q from './queries';
import { createSanitySource } from './sanitySource';
import type { ContentSource } from './source';
import type {
  AdGroupWording,
  Brand,
  City,
  CityRef,
  ContentPage,
  ExperimentCopy,
  RoutingManifest,
  ServicePage,
  SiteChrome,
  UsState,
} from '@/lib/content/types';


let source: ContentSource | undefined;
let previewSource: ContentSource | undefined;

/** Set while a page renders in draft mode (a studio preview): reads see drafts. */
const previewScope = new AsyncLocalStorage<boolean>();

export function inPreview<T>(preview: boolean, work: () => T): T {
  return previewScope.run(preview, work);
}

function createSource(perspective: 'published' | 'drafts'): ContentSource {
  const env = serverEnv();
  return env.SANITY_PROJECT_ID
    ? createSanitySource(
        { projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, apiVersion: env.SANITY_API_VERSION, token: env.SANITY_API_READ_TOKEN },
        perspective,
      )
    : createLocalSource(() => builtInContent().documents(), perspective);
}

/** Sanity Content Lake when SANITY_PROJECT_ID is set, otherwise the built-in studio's content; drafts inside a preview. */
export function contentSource(): ContentSource {
  if (previewScope.getStore() === true) {
    previewSource ??= createSource('drafts');
    return previewSource;
  }
  source ??= createSource('published');
  return source;
}

/** Lets tests point the layer at a source of their own. */
export function setContentSource(next: ContentSource | undefined): void {
  source = next;
}

interface RawManifest {
  brands?: { key?: unknown; faviconKey?: unknown; icons?: unknown; isFallback?: unknown; isDev?: unknown }[];
  adGroups?: { adGroupId?: unknown; family?: unknown; discountAmount?: unknown; brandKeys?: unknown }[];
  campaigns?: Record<string, unknown>[];
  experiments?: Record<string, unknown>[];
  serviceSlugs?: unknown[];
  pagePaths?: unknown[];
  states?: { slug?: unknown; cities?: unknown[] }[];
}

const strings = (values: unknown[] | undefined): string[] =>
  [...new Set((values ?? []).filter((v): v is string => typeof v === 'string' && v !== ''))].sort();

/** The content's revision where the source has one (the built-in store), else null: see ContentSource.revision. */
export async function contentRevision(): Promise<unknown> {
  const current = contentSource();
  return current.revision ? current.revision() : null;
}

/** How many brands are published: a cheap read of the content, for the health check. */
export async function publishedBrandCount(): Promise<number> {
  return (await contentSource().fetch<unknown[]>(q.routingManifestQueries.brands)).length;
}

/** The bounded sets of keys, ids and slugs that the proxy accepts. */
export async function getRoutingManifest(): Promise<RoutingManifest> {
  const parts = await Promise.all(Object.entries(q.routingManifestQueries).map(async ([part, query]) => [part, await contentSource().fetch(query)] as const));
  const raw = Object.fromEntries(parts) as RawManifest;
  const brands = (raw.brands ?? []).flatMap((b) =>
    typeof b.key === 'string' && b.key !== ''
      ? [
          {
            key: b.key.toLowerCase(),
            faviconKey: typeof b.faviconKey === 'string' ? b.faviconKey : 'default',
            hasIcons: brandIconsOf(b.icons) !== null,
            isFallback: b.isFallback === true,
            isDev: b.isDev === true,
          },
        ]
      : [],
  );
  const locations: Record<string, string[]> = {};
  for (const state of raw.states ?? []) {
    if (typeof state.slug === 'string') locations[state.slug] = strings(state.cities);
  }
  return {
    brands: brands.map(({ key, faviconKey, hasIcons, isDev }) => ({ key, faviconKey, hasIcons, isDev })),
    fallbackKey: fallbackKeyOf(brands, serverEnv().FALLBACK_BRAND_KEY),
    adGroupIds: strings((raw.adGroups ?? []).map((g) => g.adGroupId)),
    adGroupBrands: Object.fromEntries(
      (raw.adGroups ?? []).flatMap((g) => {
        const keys = strings(Array.isArray(g.brandKeys) ? g.brandKeys : undefined).map((key) => key.toLowerCase());
        return typeof g.adGroupId === 'string' && keys.length ? [[g.adGroupId, keys]] : [];
      }),
    ),
    adGroupFamilies: Object.fromEntries((raw.adGroups ?? []).flatMap((g) => (typeof g.adGroupId === 'string' && typeof g.family === 'string' ? [[g.adGroupId, g.family]] : []))),
    adGroupDiscounts: Object.fromEntries(
      (raw.adGroups ?? []).flatMap((g) => {
        const cents = typeof g.adGroupId === 'string' ? discountCentsOf(g.discountAmount) : null;
        return cents === null ? [] : [[g.adGroupId as string, cents]];
      }),
    ),
    campaigns: (raw.campaigns ?? []).map(mapCampaign).filter((c): c is Campaign => c !== null),
    experiments: experimentsOf(raw.experiments),
    serviceSlugs: strings(raw.serviceSlugs),
    pagePaths: strings(raw.pagePaths),
    locations,
  };
}

const OFFERABLE_PLANS: ReadonlySet<string> = new Set(OFFERABLE_PLAN_KEYS);

/** Well-formed experiment documents, one per key (the first, in key order, if content ever holds two). */
function experimentsOf(raw: Record<string, unknown>[] | undefined): ExperimentDefinition[] {
  const byKey = new Map<string, ExperimentDefinition>();
  for (const experiment of (raw ?? []).map((e) => mapExperiment(e, OFFERABLE_PLANS))) {
    if (experiment && !byKey.has(experiment.key)) byKey.set(experiment.key, experiment);
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Variant key → the copy it shows, for one experiment; null when no such experiment is published. */
export async function getExperimentCopy(key: string): Promise<Map<string, ExperimentCopy> | null> {
  const raw = await contentSource().fetch<{ variants?: Record<string, unknown>[] } | null>(q.experimentCopyQuery, { key });
  if (!raw) return null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return new Map(
    (raw.variants ?? []).flatMap((v) =>
      typeof v.key === 'string'
        ? [[v.key, { headline: text(v.headline), subheadline: text(v.subheadline), bannerText: text(v.bannerText), heroImage: mapImage(v.heroImage as Raw) }] as const]
        : [],
    ),
  );
}

/** Layout content for one brand, or null when the brand does not exist. */
export async function getSiteChrome(brandKey: string): Promise<SiteChrome | null> {
  const raw = await contentSource().fetch<Record<string, Record<string, unknown> | null>>(q.siteChromeQuery, { brandKey });
  const brand = mapBrand(raw.brand);
  if (!brand) return null;
  return {
    brand,
    navigation: mapNavigation(raw.navigation),
    footerTerms: mapFooterTerms(raw.footerTerms),
    company: mapCompany(raw.company),
    promoBanner: mapPromoBanner(raw.promoBanner),
  };
}

export async function getBrands(): Promise<Brand[]> {
  const raw = await contentSource().fetch<Record<string, unknown>[]>(q.brandsQuery);
  return raw.map(mapBrand).filter((b): b is Brand => b !== null);
}

export async function getAdGroupWording(adGroupId: string): Promise<AdGroupWording | null> {
  return mapAdGroupWording(await contentSource().fetch(q.adGroupWordingQuery, { adGroupId }));
}

/** Ad-group id → title, for every ad group in content. */
export async function getAdGroupNames(): Promise<Map<string, string>> {
  const raw = await contentSource().fetch<{ adGroupId?: unknown; title?: unknown }[]>(q.adGroupNamesQuery);
  return new Map(raw.flatMap((g) => (typeof g.adGroupId === 'string' && typeof g.title === 'string' && g.title !== '' ? [[g.adGroupId, g.title] as const] : [])));
}

export async function getCampaign(campaignId: string): Promise<Campaign | null> {
  return mapCampaign(await contentSource().fetch(q.campaignQuery, { campaignId }));
}

export async function getServicePage(slug: string): Promise<ServicePage | null> {
  return mapServicePage(await contentSource().fetch(q.servicePageQuery, { slug }));
}

export async function getContentPage(path: string): Promise<ContentPage | null> {
  return mapContentPage(await contentSource().fetch(q.contentPageQuery, { path }));
}

export async function getContentPagePaths(): Promise<string[]> {
  return (await contentSource().fetch<unknown[]>(q.contentPagePathsQuery)).filter((p): p is string => typeof p === 'string');
}

export async function getStates(): Promise<UsState[]> {
  const raw = await contentSource().fetch<Record<string, unknown>[]>(q.statesQuery);
  return raw.map(mapState).filter((s): s is UsState => s !== null);
}

export async function getStateWithCities(stateSlug: string): Promise<{ state: UsState; cities: CityRef[] } | null> {
  const raw = await contentSource().fetch<{ state: Record<string, unknown> | null; cities: Record<string, unknown>[] }>(
    q.stateWithCitiesQuery,
    { stateSlug },
  );
  const state = mapState(raw.state);
  if (!state) return null;
  return { state, cities: (raw.cities ?? []).map(mapCityRef).filter((c): c is CityRef => c !== null) };
}

export async function getCity(stateSlug: string, citySlug: string): Promise<City | null> {
  return mapCity(await contentSource().fetch(q.cityQuery, { stateSlug, citySlug }));
}

export async function getAllCities(): Promise<CityRef[]> {
  const raw = await contentSource().fetch<Record<string, unknown>[]>(q.allCitiesQuery);
  return raw.map(mapCityRef).filter((c): c is CityRef => c !== null);
}

export async function getServiceLinks(): Promise<{ slug: string; label: string }[]> {
  const raw = await contentSource().fetch<{ slug: string; label: string }[]>(q.servicePagesQuery);
  return raw.filter((s) => typeof s.slug === 'string');
}
