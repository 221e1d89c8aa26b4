import type { GetStaticPaths, GetStaticProps } from 'next';
import { AppLink } from '@/components/AppLink';
import { Hero } from '@/components/Hero';
import { PageSection } from '@/components/PageSection';
import { PriceLadder } from '@/components/PriceLadder';
import { ServiceLinks } from '@/components/ServiceLinks';
import { TrustMarks } from '@/components/TrustMarks';
import { getCity } from '@/server/content';
import { NotServedYet, RegionFigures } from '@/components/PlaceService';
import type { PlaceService, TrustFigures } from '@/lib/commerce/types';
import type { City } from '@/lib/content/types';
import { grantedOptions } from '@/lib/rules/planFigures';
import { paths } from '@/lib/rules/paths';
import { loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps, withPreview } from '@/server/site/brandPage';
import { placeCommerce } from '@/server/site/landingCommerce';
import { commerceIsr } from '@/server/site/landingProps';

interface Props extends BrandPageProps {
  city: City;
  trust: TrustFigures | null;
  /** Null when the database could not be read: the page then shows what content says and regenerates soon. */
  service: PlaceService | null;
}

export default function CityPage({ chrome, city, trust, service }: Props) {
  if (service && !service.served) {
    return (
      <>
        <Hero
          eyebrow={`${city.name}, ${city.state.code}`}
          headline={`House cleaning in ${city.name}: coming soon`}
          subhead={`${chrome.brand.appName} cleaners don’t work in ${city.state.name} yet.`}
          image={chrome.brand.heroImage}
        />
        <PageSection>
          <NotServedYet place={`${city.name}, ${city.state.code}`} />
        </PageSection>
      </>
    );
  }
  return (
    <>
      <Hero
        eyebrow={`${city.name}, ${city.state.code}`}
        headline={`House cleaning in ${city.name}`}
        subhead={city.intro}
        image={chrome.brand.heroImage}
        marks={
          <>
            <TrustMarks trust={trust} nationalCleaners={!service?.served} />
            {service ? <RegionFigures service={service} near={city.name} /> : null}
          </>
        }
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
        <PriceLadder options={grantedOptions(chrome.offer.plan, chrome.offer.grantCents)} />
      </PageSection>
      <PageSection title={`Cleaning services in ${city.name}`}>
        <ServiceLinks services={chrome.navigation.services} />
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
  const place = await placeCommerce(city.state.code);
  const unserved = place?.service.served === false;
  const props: Props = {
    chrome,
    meta: pageMeta(context, 'city', paths.city(city.state.slug, city.slug), {
      vars: { city: city.name, state: city.state.name },
      ...(unserved
        ? { override: { description: `${chrome.brand.appName} does not clean in ${city.name} yet. Join the waitlist to hear when we start.` } }
        : {}),
    }),
    bannerTitle: `House Cleaning in ${city.name}`,
    promo: !unserved,
    city,
    trust: place?.trust ?? null,
    service: place?.service ?? null,
  };
  return commerceIsr(props, place);
});
