import type { GetStaticPaths, GetStaticProps } from 'next';
import { LandingPage } from '@/components/LandingPage';
import { isr, loadBrandContext, NOT_FOUND, onDemandPaths, withPreview } from '@/lib/site/brandPage';
import { landingProps, type LandingProps } from '@/lib/site/landingProps';

export default function HomePage(props: LandingProps) {
  return <LandingPage {...props} />;
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<LandingProps> = withPreview(async ({ params }) => {
  const context = await loadBrandContext(params);
  return context ? isr(await landingProps(context, 'home')) : NOT_FOUND;
});
