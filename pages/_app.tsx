import type { AppProps } from 'next/app';
import { ErrorBoundary } from '@/components/ErrorScreen';
import { Layout } from '@/components/Layout';
import type { BrandPageProps } from '@/lib/site/brandPage';
import '@/styles/globals.scss';

export default function App({ Component, pageProps }: AppProps<Partial<BrandPageProps>>) {
  const page = (
    <ErrorBoundary>
      <Component {...pageProps} />
    </ErrorBoundary>
  );
  if (!pageProps.chrome || !pageProps.meta) return page;
  return (
    <Layout chrome={pageProps.chrome} meta={pageProps.meta} bannerTitle={pageProps.bannerTitle} preview={pageProps.preview} membershipModel={pageProps.membershipModel}>
      {page}
    </Layout>
  );
}
