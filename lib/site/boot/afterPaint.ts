/**
 * The page's own scripts start once the browser has painted the server's HTML.
 *
 * Deferred scripts run as soon as the document is parsed, and a browser may run
 * them before its first paint: on a slow phone, or with the scripts already
 * cached, React's start-up then holds back a page that was complete without it.
 * `pages/_document.tsx` writes Next's scripts as inert placeholders
 * (`<script type="text/plain" data-after-paint data-src=…>`) and this loader,
 * a deferred first-party file (the CSP allows no inline code), turns them into
 * real scripts after the next frame, in document order.
 */
export const PLACEHOLDER_TYPE = 'text/plain';
export const PLACEHOLDER_ATTRIBUTE = 'data-after-paint';

export function startScripts(doc: Document): number {
  const placeholders = Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[${PLACEHOLDER_ATTRIBUTE}]`));
  for (const placeholder of placeholders) {
    const src = placeholder.dataset.src;
    if (!src) continue;
    const script = doc.createElement('script');
    script.src = src;
    // Inserted scripts are async by default; these must run in the order Next wrote them (runtime, framework, main, pages).
    script.async = false;
    if (placeholder.noModule) script.noModule = true;
    const crossOrigin = placeholder.getAttribute('crossorigin');
    if (crossOrigin !== null) script.setAttribute('crossorigin', crossOrigin);
    placeholder.removeAttribute(PLACEHOLDER_ATTRIBUTE);
    doc.head.append(script);
  }
  return placeholders.length;
}

/** After the next frame has been painted; at once in a hidden tab, which paints nothing until it is shown. */
export function afterNextPaint(win: Window, run: () => void): void {
  if (win.document.visibilityState === 'hidden') {
    run();
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(run, 0));
}
