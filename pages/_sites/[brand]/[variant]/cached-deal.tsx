import type { GetServerSideProps } from 'next';
import { LandingPage } from '@/components/LandingPage';
import type { AdGroupWording, Brand, ServiceLink } from '@/lib/cms/types';
import { paths } from '@/lib/routing/paths';
import { loadBrandContext, pageMeta, type BrandPageProps } from '@/lib/site/brandPage';
import { landingAdGroup } from '@/lib/site/landingProps';

interface Props extends BrandPageProps {
  brand: Brand;
  adGroup: AdGroupWording | null;
  services: ServiceLink[];
}

/** CDN cache policy for cached-deal pages (spec §9, DESIGN §3). */
export const CACHED_DEAL_CACHE_CONTROL = 'public, s-maxage=360, stale-while-revalidate=3600, must-revalidate';

export default function CachedDealPage({ brand, adGroup, services }: Props) {
  return <LandingPage brand={brand} adGroup={adGroup} services={services} />;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const context = await loadBrandContext(params);
  if (!context) return { notFound: true };
  const { chrome } = context;
  const adGroup = await landingAdGroup(context);
  res.setHeader('Cache-Control', CACHED_DEAL_CACHE_CONTROL);
  res.setHeader('Vary', 'X-Cache-Key');
  return {
    props: {
      chrome,
      meta: pageMeta(chrome, 'deal', paths.deal, { vars: { title: adGroup?.title } }),
      bannerTitle: adGroup?.shortName ?? null,
      brand: chrome.brand,
      adGroup,
      services: chrome.navigation.services,
    },
  };
};
