import type { GetStaticPaths, GetStaticProps } from 'next';
import { Hero } from '@/components/Hero';
import { PageSection } from '@/components/PageSection';
import { PriceLadder } from '@/components/PriceLadder';
import { RichText } from '@/components/RichText';
import { ServiceLinks } from '@/components/ServiceLinks';
import { TrustMarks } from '@/components/TrustMarks';
import { getServicePage } from '@/server/content';
import type { TrustFigures } from '@/lib/commerce/types';
import type { AdGroupWording, ServicePage } from '@/lib/content/types';
import { grantedOptions } from '@/lib/rules/planFigures';
import { paths } from '@/lib/rules/paths';
import { loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps, withPreview } from '@/server/site/brandPage';
import { landingTrust } from '@/server/site/landingCommerce';
import { commerceIsr, landingAdGroup } from '@/server/site/landingProps';

interface Props extends BrandPageProps {
  service: ServicePage;
  adGroup: AdGroupWording | null;
  trust: TrustFigures | null;
}

export default function ServiceRoute({ chrome, service, adGroup, trust }: Props) {
  return (
    <>
      <Hero
        eyebrow={adGroup ? `${adGroup.shortName} · ${adGroup.discount}` : service.title}
        headline={adGroup?.title ?? service.headline}
        subhead={service.summary}
        image={adGroup?.heroImage ?? chrome.brand.heroImage}
        marks={<TrustMarks trust={trust} />}
        cta={{ label: 'See prices', href: '#pricing' }}
      />
      <PageSection>
        <RichText value={service.body} />
      </PageSection>
      <PageSection id="pricing" title="First-cleaning prices" tone="alt">
        <PriceLadder options={grantedOptions(chrome.offer.plan, chrome.offer.grantCents)} />
      </PageSection>
      <PageSection id="more-services" title="More cleaning services">
        <ServiceLinks services={chrome.navigation.services} current={service.slug} />
      </PageSection>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<Props> = withPreview(async ({ params }) => {
  const context = await loadBrandContext(params);
  const slug = params?.slug;
  if (!context || typeof slug !== 'string') return NOT_FOUND;
  const service = await getServicePage(slug);
  if (!service) return NOT_FOUND;
  const { chrome } = context;
  const [adGroup, trust] = await Promise.all([landingAdGroup(context), landingTrust()]);
  const props: Props = {
    chrome,
    meta: pageMeta(context, 'service', paths.service(service.slug), { vars: { service: service.title, title: service.title }, override: service.seo }),
    bannerTitle: service.title,
    service,
    adGroup,
    trust,
  };
  return commerceIsr(props, trust);
});
