import type { GetStaticPaths, GetStaticProps } from 'next';
import { Hero } from '@/components/Hero';
import { LocationList } from '@/components/LocationList';
import { PageSection } from '@/components/PageSection';
import { getStates } from '@/server/content';
import type { UsState } from '@/lib/content/types';
import { paths } from '@/lib/rules/paths';
import { isr, loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, type BrandPageProps, withPreview } from '@/server/site/brandPage';

interface Props extends BrandPageProps {
  appName: string;
  states: UsState[];
}

export default function LocationsPage({ appName, states }: Props) {
  return (
    <>
      <Hero
        headline="House cleaning across the United States"
        subhead={`${appName} cleaners work in all 50 states, Washington, D.C. and Puerto Rico. Choose your state to find local cleaners and prices.`}
      />
      <PageSection title="Choose your state">
        <LocationList label="States" items={states.map((s) => ({ href: paths.state(s.slug), name: s.name }))} />
      </PageSection>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<Props> = withPreview(async ({ params }) => {
  const context = await loadBrandContext(params);
  if (!context) return NOT_FOUND;
  const { chrome } = context;
  return isr({
    chrome,
    meta: pageMeta(context, 'locations', paths.locations),
    bannerTitle: null,
    appName: chrome.brand.appName,
    states: await getStates(),
  });
});
