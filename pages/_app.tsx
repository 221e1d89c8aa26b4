import type { AppProps } from 'next/app';
import { useEffect, useMemo } from 'react';
import { ErrorBoundary } from '@/components/ErrorScreen';
import { Layout } from '@/components/Layout';
import { establishVisit } from '@/lib/platform/visit';
import type { BrandPageProps } from '@/server/site/brandPage';
import '@/styles/globals.scss';

export default function App({ Component, pageProps }: AppProps<Partial<BrandPageProps>>) {
  // Right after hydration the router fetches the page's props again (the proxy matches every page, so Next asks it
  // to resolve the route); they are the same props, and the same content keeps the same elements: React skips them.
  const propsJson = JSON.stringify(pageProps);
  const brandPage = Boolean(pageProps.chrome);
  // A first visit's page set no cookie: the visit is established once the page has loaded (lib/platform/visit.ts).
  useEffect(() => {
    if (brandPage) void establishVisit();
  }, [brandPage]);
  return useMemo(() => {
    const page = (
      <ErrorBoundary>
        <Component {...pageProps} />
      </ErrorBoundary>
    );
    if (!pageProps.chrome || !pageProps.meta) return page;
    return (
      <Layout
        chrome={pageProps.chrome}
        meta={pageProps.meta}
        bannerTitle={pageProps.bannerTitle}
        promo={pageProps.promo !== false}
        preview={pageProps.preview}
        membershipModel={pageProps.chrome.offer.lead === 'membership'}
      >
        {page}
      </Layout>
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- props are compared by content (propsJson), not by identity
  }, [Component, propsJson]);
}
