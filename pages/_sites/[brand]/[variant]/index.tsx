import type { GetStaticPaths, GetStaticProps } from 'next';
import { LandingPage } from '@/components/LandingPage';
import type { AdGroupWording, Brand, ServiceLink } from '@/lib/cms/types';
import { paths } from '@/lib/routing/paths';
import { isr, loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps } from '@/lib/site/brandPage';
import { landingAdGroup } from '@/lib/site/landingProps';

interface Props extends BrandPageProps {
  brand: Brand;
  adGroup: AdGroupWording | null;
  services: ServiceLink[];
}

export default function HomePage({ brand, adGroup, services }: Props) {
  return <LandingPage brand={brand} adGroup={adGroup} services={services} />;
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const context = await loadBrandContext(params);
  if (!context) return NOT_FOUND;
  const { chrome } = context;
  return isr({
    chrome,
    meta: pageMeta(chrome, 'home', paths.home),
    bannerTitle: null,
    brand: chrome.brand,
    adGroup: await landingAdGroup(context),
    services: chrome.navigation.services,
  });
};
