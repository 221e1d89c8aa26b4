import type { GetStaticPaths, GetStaticProps } from 'next';
import { AppLink } from '@/components/AppLink';
import { Hero } from '@/components/Hero';
import { PageSection } from '@/components/PageSection';
import { PriceLadder } from '@/components/PriceLadder';
import { ServiceLinks } from '@/components/ServiceLinks';
import { getCity } from '@/lib/cms';
import type { City, ServiceLink } from '@/lib/cms/types';
import { STANDARD_LADDER } from '@/lib/pricing/plans';
import { paths } from '@/lib/routing/paths';
import { isr, loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps, withPreview } from '@/lib/site/brandPage';

interface Props extends BrandPageProps {
  city: City;
  services: ServiceLink[];
}

export default function CityPage({ city, services }: Props) {
  return (
    <>
      <Hero
        eyebrow={`${city.name}, ${city.state.code}`}
        headline={`House cleaning in ${city.name}`}
        subhead={city.intro}
        cta={{ label: 'See prices', href: '#pricing' }}
      />
      {city.neighborhoods.length > 0 ? (
        <PageSection title={`Neighborhoods we clean in ${city.name}`}>
          <ul>
            {city.neighborhoods.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <p>
            <AppLink href={paths.state(city.state.slug)}>More cities in {city.state.name}</AppLink>
          </p>
        </PageSection>
      ) : null}
      <PageSection id="pricing" title={`First-cleaning prices in ${city.name}`} tone="alt">
        <PriceLadder options={STANDARD_LADDER} />
      </PageSection>
      <PageSection title={`Cleaning services in ${city.name}`}>
        <ServiceLinks services={services} />
      </PageSection>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<Props> = withPreview(async ({ params }) => {
  const context = await loadBrandContext(params);
  const { state, city: citySlug } = params ?? {};
  if (!context || typeof state !== 'string' || typeof citySlug !== 'string') return NOT_FOUND;
  const city = await getCity(state, citySlug);
  if (!city) return NOT_FOUND;
  const { chrome } = context;
  return isr({
    chrome,
    meta: pageMeta(chrome, 'city', paths.city(city.state.slug, city.slug), { vars: { city: city.name, state: city.state.name } }),
    bannerTitle: `House Cleaning in ${city.name}`,
    city,
    services: chrome.navigation.services,
  });
});
