import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { asciiHtml, asciiScript } from '@/lib/site/asciiHtml';
import type { BrandPageProps } from '@/lib/site/brandPage';
import { buildCss } from '@/lib/site/buildCss';

type DocumentFiles = Parameters<Head['getCssLinks']>[0];

/**
 * Stylesheets inline in the HTML: the first paint then needs no request after
 * the page itself (a round trip per stylesheet on a phone network). Shared
 * styles stay put; page styles carry `data-n-href`, which is how Next's router
 * recognises, swaps and restores page CSS on client-side navigation. Anything
 * unreadable (development serves CSS otherwise) falls back to Next's own links.
 */
class InlineCssHead extends Head {
  getCssLinks(files: DocumentFiles) {
    const shared = new Set(files.sharedFiles);
    const css = files.allFiles.filter((file) => file.endsWith('.css'));
    const texts = css.map((file) => buildCss(file));
    if (texts.some((text) => text === null)) return super.getCssLinks(files);
    return css.map((file, i) =>
      shared.has(file) ? (
        <style key={file} data-n-g="" dangerouslySetInnerHTML={{ __html: texts[i] ?? '' }} />
      ) : (
        <style key={file} data-n-href={`${this.context.assetPrefix}/_next/${file}`} dangerouslySetInnerHTML={{ __html: texts[i] ?? '' }} />
      ),
    );
  }
}

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
      <InlineCssHead>
        {paidSearch?.experimentScriptUrl || paidSearch?.botDetectionScriptUrl ? (
          // eslint-disable-next-line @next/next/no-sync-scripts -- it must run before the first paint to keep the page hidden for the experiment script
          <script src="/scripts/paid-search.js" data-experiment={paidSearch.experimentScriptUrl ?? undefined} data-bot-detection={paidSearch.botDetectionScriptUrl ?? undefined} />
        ) : null}
      </InlineCssHead>
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
