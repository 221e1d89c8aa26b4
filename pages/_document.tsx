import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { asciiHtml } from '@/server/site/asciiHtml';
import type { BrandPageProps } from '@/server/site/brandPage';

/**
 * Next's documented document: its own head, scripts and stylesheet links. The page's markup goes out as ASCII
 * (server/site/asciiHtml.ts): one "★" makes V8 hold the whole page at two bytes a character, and an ISR page is written
 * again on every request.
 */
export default class SiteDocument extends Document {
  static async getInitialProps(context: DocumentContext): Promise<DocumentInitialProps> {
    const initial = await Document.getInitialProps(context);
    return { ...initial, html: asciiHtml(initial.html) };
  }

  render() {
    const paidSearch = (this.props.__NEXT_DATA__.props?.pageProps as Partial<BrandPageProps> | undefined)?.chrome?.tags?.paidSearch;
    return (
      <Html lang="en-US">
        <Head>
          {paidSearch?.experimentScriptUrl || paidSearch?.botDetectionScriptUrl ? (
            // eslint-disable-next-line @next/next/no-sync-scripts -- it must run before the first paint to keep the page hidden for the experiment script
            <script
              src="/scripts/paid-search.js"
              data-experiment={paidSearch.experimentScriptUrl ?? undefined}
              data-bot-detection={paidSearch.botDetectionScriptUrl ?? undefined}
            />
          ) : null}
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
