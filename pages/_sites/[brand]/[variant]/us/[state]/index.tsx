import type { GetStaticPaths, GetStaticProps } from 'next';
import { Hero } from '@/components/Hero';
import { LocationList } from '@/components/LocationList';
import { PageSection } from '@/components/PageSection';
import { PriceLadder } from '@/components/PriceLadder';
import { getStateWithCities } from '@/lib/cms';
import type { CityRef, UsState } from '@/lib/cms/types';
import { STANDARD_LADDER } from '@/lib/pricing/plans';
import { paths } from '@/lib/routing/paths';
import { isr, loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps, withPreview } from '@/lib/site/brandPage';

interface Props extends BrandPageProps {
  state: UsState;
  cities: CityRef[];
}

export default function StatePage({ state, cities }: Props) {
  return (
    <>
      <Hero eyebrow="House cleaning" headline={`House cleaning in ${state.name}`} subhead={state.intro} cta={{ label: 'See prices', href: '#pricing' }} />
      {cities.length > 0 ? (
        <PageSection title={`Cities we serve in ${state.name}`}>
          <LocationList label={`Cities in ${state.name}`} items={cities.map((c) => ({ href: paths.city(state.slug, c.slug), name: c.name }))} />
        </PageSection>
      ) : null}
      <PageSection id="pricing" title="First-cleaning prices" tone="alt">
        <PriceLadder options={STANDARD_LADDER} />
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
  return isr({
    chrome,
    meta: pageMeta(chrome, 'state', paths.state(found.state.slug), { vars: { state: found.state.name } }),
    bannerTitle: `House Cleaning in ${found.state.name}`,
    ...found,
  });
});
