import type { GetStaticPaths, GetStaticProps } from 'next';
import { LandingPage } from '@/components/LandingPage';
import { loadBrandContext, NOT_FOUND, onDemandPaths, withPreview } from '@/server/site/brandPage';
import { commerceIsr, landingProps, type LandingProps } from '@/server/site/landingProps';

export default function HomePage(props: LandingProps) {
  return <LandingPage {...props} />;
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<LandingProps> = withPreview(async ({ params }) => {
  const context = await loadBrandContext(params);
  if (!context) return NOT_FOUND;
  const props = await landingProps(context, 'home');
  return commerceIsr(props, props.commerce);
});
