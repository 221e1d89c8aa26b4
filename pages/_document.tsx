import { cloneElement, type ReactElement } from 'react';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { SCRIPTS_AFTER_FIRST_PAINT } from '@/lib/platform/scriptsAfterFirstPaint';
import { asciiHtml, asciiScript } from '@/lib/site/asciiHtml';
import type { BrandPageProps } from '@/lib/site/brandPage';

type DocumentFiles = Parameters<Head['getCssLinks']>[0];

/** A script Next writes with `src`, made inert until the loader swaps it for a live one. */
function inertUntilFirstPaint(element: ReactElement<{ src?: string }> | null) {
  if (!element || element.type !== 'script' || !element.props.src) return element;
  return cloneElement(element, { defer: undefined, async: undefined, type: 'text/plain', 'data-after-paint': '' } as object);
}

/**
 * A brand page's HTML is complete without scripts (prices, reviews and
 * forms included), so its scripts start once that HTML is on screen rather
 * than compete with the first paint (lib/platform/scriptsAfterFirstPaint.ts).
 * The studio renders nothing until its scripts run, and development serves
 * its own way; both keep Next's loading.
 */
class ScriptsAfterFirstPaintHead extends Head {
  private get scriptsAfterFirstPaint() {
    return !this.context.isDevelopment && Boolean((this.context.__NEXT_DATA__.props?.pageProps as Partial<BrandPageProps> | undefined)?.chrome);
  }

  getDynamicChunks(files: DocumentFiles) {
    const chunks = super.getDynamicChunks(files);
    return this.scriptsAfterFirstPaint ? chunks.map(inertUntilFirstPaint) : chunks;
  }

  getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    if (!this.scriptsAfterFirstPaint) return scripts;
    return [...scripts.map((script) => inertUntilFirstPaint(script) ?? script), <script key="scripts-after-first-paint" dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_FIRST_PAINT }} />];
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
      <ScriptsAfterFirstPaintHead>
        {paidSearch?.experimentScriptUrl || paidSearch?.botDetectionScriptUrl ? (
          // eslint-disable-next-line @next/next/no-sync-scripts -- it must run before the first paint to keep the page hidden for the experiment script
          <script src="/scripts/paid-search.js" data-experiment={paidSearch.experimentScriptUrl ?? undefined} data-bot-detection={paidSearch.botDetectionScriptUrl ?? undefined} />
        ) : null}
      </ScriptsAfterFirstPaintHead>
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
