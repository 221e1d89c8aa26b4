import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { asciiHtml, asciiScript } from '@/lib/site/asciiHtml';
import type { BrandPageProps } from '@/lib/site/brandPage';

/*
 * Pages go out as ASCII (lib/site/asciiHtml.ts): one "★" makes V8 hold the
 * whole page at two bytes a character, and an ISR page is written again on
 * every request. The body comes from getInitialProps below; the page data is
 * rendered by NextScript through this static, which it calls by name.
 */
const pageDataSource = NextScript.getInlineScriptSource;
NextScript.getInlineScriptSource = (context) => asciiScript(pageDataSource(context));

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

Document.getInitialProps = async (context: DocumentContext) => {
  const initial = await context.defaultGetInitialProps(context);
  return { ...initial, html: asciiHtml(initial.html) };
};
