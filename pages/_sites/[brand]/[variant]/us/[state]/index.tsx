import type { GetStaticPaths, GetStaticProps } from 'next';
import { Hero } from '@/components/Hero';
import { LocationList } from '@/components/LocationList';
import { PageSection } from '@/components/PageSection';
import { PriceLadder } from '@/components/PriceLadder';
import { TrustMarks } from '@/components/TrustMarks';
import { getStateWithCities } from '@/server/content';
import { NotServedYet, RegionFigures } from '@/components/PlaceService';
import type { PlaceService, TrustFigures } from '@/lib/commerce/types';
import type { CityRef, UsState } from '@/lib/content/types';
import { grantedOptions } from '@/lib/rules/planFigures';
import { paths } from '@/lib/rules/paths';
import { loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps, withPreview } from '@/server/site/brandPage';
import { placeCommerce } from '@/server/site/landingCommerce';
import { commerceIsr } from '@/server/site/landingProps';

interface Props extends BrandPageProps {
  state: UsState;
  cities: CityRef[];
  trust: TrustFigures | null;
  /** Null when the database could not be read: the page then shows what content says and regenerates soon. */
  service: PlaceService | null;
}

export default function StatePage({ chrome, state, cities, trust, service }: Props) {
  if (service && !service.served) {
    return (
      <>
        <Hero
          eyebrow="House cleaning"
          headline={`House cleaning in ${state.name}: coming soon`}
          subhead={`${chrome.brand.appName} cleaners don’t work in ${state.name} yet.`}
          image={chrome.brand.heroImage}
        />
        <PageSection>
          <NotServedYet place={state.name} />
        </PageSection>
      </>
    );
  }
  return (
    <>
      <Hero
        eyebrow="House cleaning"
        headline={`House cleaning in ${state.name}`}
        subhead={state.intro}
        image={chrome.brand.heroImage}
        marks={
          <>
            <TrustMarks trust={trust} nationalCleaners={!service?.served} />
            {service ? <RegionFigures service={service} near={state.name} /> : null}
          </>
        }
        cta={{ label: 'See prices', href: '#pricing' }}
      />
      {cities.length > 0 ? (
        <PageSection title={`Cities we serve in ${state.name}`}>
          <LocationList label={`Cities in ${state.name}`} items={cities.map((c) => ({ href: paths.city(state.slug, c.slug), name: c.name }))} />
        </PageSection>
      ) : null}
      <PageSection id="pricing" title="First-cleaning prices" tone="alt">
        <PriceLadder options={grantedOptions(chrome.offer.plan, chrome.offer.grantCents)} />
      </PageSection>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<Props> = withPreview(async ({ params }) => {
  const context = await loadBrandContext(params);
  const stateSlug = params?.state;
  if (!context || typeof stateSlug !== 'string') return NOT_FOUND;
  const found = await getStateWithCities(stateSlug);
  if (!found) return NOT_FOUND;
  const { chrome } = context;
  const place = await placeCommerce(found.state.code);
  const unserved = place?.service.served === false;
  const props: Props = {
    chrome,
    meta: pageMeta(context, 'state', paths.state(found.state.slug), {
      vars: { state: found.state.name },
      ...(unserved
        ? { override: { description: `${chrome.brand.appName} does not clean in ${found.state.name} yet. Join the waitlist to hear when we start.` } }
        : {}),
    }),
    bannerTitle: `House Cleaning in ${found.state.name}`,
    promo: !unserved,
    ...found,
    trust: place?.trust ?? null,
    service: place?.service ?? null,
  };
  return commerceIsr(props, place);
});
