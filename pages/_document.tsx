import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import type { BrandPageProps } from '@/lib/site/brandPage';

export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const paidSearchScripts = (__NEXT_DATA__.props?.pageProps as Partial<BrandPageProps> | undefined)?.chrome?.tags?.paidSearchScripts ?? [];
  return (
    <Html lang="en-US">
      <Head>
        {paidSearchScripts.length ? (
          // eslint-disable-next-line @next/next/no-sync-scripts -- it must run before the first paint to keep the page hidden for the experiment script
          <script src="/scripts/paid-search.js" data-scripts={paidSearchScripts.join(' ')} />
        ) : null}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
