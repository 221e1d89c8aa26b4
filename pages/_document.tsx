import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import type { BrandPageProps } from '@/lib/site/brandPage';

export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const paidSearch = (__NEXT_DATA__.props?.pageProps as Partial<BrandPageProps> | undefined)?.chrome?.tags?.paidSearch;
  return (
    <Html lang="en-US">
      <Head>
        {paidSearch?.experimentScriptUrl || paidSearch?.botDetectionScriptUrl ? (
          // eslint-disable-next-line @next/next/no-sync-scripts -- it must run before the first paint to keep the page hidden for the experiment script
          <script src="/scripts/paid-search.js" data-experiment={paidSearch.experimentScriptUrl ?? undefined} data-bot-detection={paidSearch.botDetectionScriptUrl ?? undefined} />
        ) : null}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
