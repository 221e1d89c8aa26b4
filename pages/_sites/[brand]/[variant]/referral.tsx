import type { GetStaticPaths, GetStaticProps } from 'next';
import { DealsProvider, VoucherPicker } from '@/components/Deals';
import { PageSection } from '@/components/PageSection';
import { ReferralWelcome } from '@/components/Referral';
import type { LandingCommerce } from '@/lib/commerce/types';
import { paths } from '@/lib/rules/paths';
import { loadBrandContext, NOT_FOUND, onDemandPaths, pageMeta, withPreview, type BrandPageProps } from '@/server/site/brandPage';
import { landingCommerce } from '@/server/site/landingCommerce';
import { commerceIsr } from '@/server/site/landingProps';

interface Props extends BrandPageProps {
  commerce: LandingCommerce | null;
}

/** /referral/{code}: who invited the visitor, then the same first-cleaning options and prices as the deal page, in the HTML. */
export default function ReferralPage({ commerce, chrome }: Props) {
  return (
    <DealsProvider initial={commerce}>
      <PageSection>
        <h1>You’ve been invited</h1>
        <ReferralWelcome />
      </PageSection>
      <PageSection id="pricing" title="Pick your first cleaning" tone="alt">
        <VoucherPicker scarcityThreshold={chrome.promoBanner.scarcityThreshold} />
      </PageSection>
    </DealsProvider>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<Props> = withPreview(async ({ params }) => {
  const context = await loadBrandContext(params);
  if (!context) return NOT_FOUND;
  const meta = pageMeta(context, 'page', paths.deal, { vars: { title: 'Your invitation' } });
  const commerce = await landingCommerce();
  return commerceIsr({ chrome: context.chrome, meta: { ...meta, noindex: true, organizationJsonLd: null }, bannerTitle: null, commerce }, commerce);
});
