import type { GetServerSideProps } from 'next';
import { AppLink } from '@/components/AppLink';
import { PageSection } from '@/components/PageSection';
import { ServiceLinks } from '@/components/ServiceLinks';
import { loadBrandContext, pageMeta, type BrandPageProps, withPreview } from '@/server/site/brandPage';

/** The branded 404: unknown paths keep the brand's header and footer. Rendered per request, never cached as a page. */
export default function NotFoundPage({ chrome }: BrandPageProps) {
  return (
    <PageSection>
      <h1>We couldn’t find that page</h1>
      <p>The page may have moved, or the address may be mistyped.</p>
      <p>
        <AppLink href="/">Go to the home page</AppLink> or choose a service below.
      </p>
      <ServiceLinks services={chrome.navigation.services} />
    </PageSection>
  );
}

export const getServerSideProps: GetServerSideProps<BrandPageProps> = withPreview(async ({ params, res }) => {
  const context = await loadBrandContext(params);
  if (!context) return { notFound: true };
  res.statusCode = 404;
  const { chrome } = context;
  const meta = pageMeta(context, 'page', '/', { vars: { title: 'Page not found' } });
  return {
    props: {
      chrome,
      // Never index an error page, whatever the brand.
      meta: { ...meta, noindex: true, organizationJsonLd: null },
      bannerTitle: null,
    },
  };
});
