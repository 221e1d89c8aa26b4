import { PAGE_HYDRATED_EVENT } from './pageHydrated';

/**
 * Starts a page's scripts once its first frame is on screen.
 *
 * Next writes a page's scripts as `defer`: they are fetched while the HTML is
 * parsed and run as soon as it is, and on a phone React's hydration (hundreds
 * of milliseconds) can then run before the browser has drawn the page it
 * already has. Pages whose HTML is complete on its own (every brand page; see
 * `pages/_document.tsx`) write their scripts inert instead
 * (`type="text/plain" data-after-paint`, which a browser neither fetches nor
 * runs), and this script swaps each for a live one, in the same order, when
 * the browser reports the first contentful paint. It starts them at once when
 * that report cannot come: the page is hidden (a background tab, a
 * prerender: nothing is painted until it is shown), the browser has no paint
 * timing, or nothing is painted within two seconds.
 *
 * The scripts then arrive a little later than they would have, so what the
 * visitor does before the page has hydrated is kept rather than lost:
 * - a form sent would go as the browser's own GET to this address, with its
 *   fields in the query string and without the ad's parameters; none of this
 *   site's forms works that way. A send that no handler took is held.
 * - a button pressed before the app announces hydration (`pageHydrated.ts`)
 *   would do nothing. The press is held; after the announcement a press goes
 *   to React, which hydrates the part it lands in first.
 * When the browser is next idle after the announcement (React hydrates the
 * page's later parts in short tasks after the shell, and a send needs its
 * form's handler in place), each held form is sent again, with the button
 * that sent it, and each held button pressed again: once each, in the order
 * the visitor used them. What was typed or chosen stays in the fields,
 * and the components adopt it (`useInputFromBeforeHydration.ts`).
 *
 * The text is fixed, so the Content-Security-Policy allows it by its hash
 * (`security/headers.ts`) and still allows no other inline script.
 */
export const SCRIPTS_AFTER_FIRST_PAINT = `(function () {
  var pressesHeld = true;
  var sendsHeld = true;
  var held = [];
  function hold(element, submitter) {
    for (var i = 0; i < held.length; i++) if (held[i].element === element) return;
    held.push({ element: element, submitter: submitter });
  }
  function replay() {
    sendsHeld = false;
    held.splice(0).forEach(function (action) {
      var element = action.element;
      if (!element.isConnected) return;
      if (element.tagName !== 'FORM') return element.click();
      var submitter = action.submitter && action.submitter.isConnected ? action.submitter : null;
      if (element.requestSubmit && submitter) element.requestSubmit(submitter);
      else if (element.requestSubmit) element.requestSubmit();
      else element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  }
  // Last on the event's way (after React's own listener): a send the form's handler took is not held.
  window.addEventListener('submit', function (event) {
    if (!sendsHeld || event.defaultPrevented || event.target.hasAttribute('action')) return;
    event.preventDefault();
    hold(event.target, event.submitter);
  });
  document.addEventListener('click', function (event) {
    var button = pressesHeld && event.target.closest ? event.target.closest('button') : null;
    if (!button || (button.type === 'submit' && button.form)) return;
    hold(button, null);
  }, true);
  document.addEventListener('${PAGE_HYDRATED_EVENT}', function () {
    pressesHeld = false;
    if (window.requestIdleCallback) requestIdleCallback(replay, { timeout: 1000 });
    else setTimeout(replay, 100);
  }, { once: true });

  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('script[data-after-paint]').forEach(function (inert) {
      var script = document.createElement('script');
      script.src = inert.getAttribute('src');
      script.async = false;
      inert.replaceWith(script);
    });
  }
  function afterFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', start, { once: true });
    setTimeout(start, 2000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();`;
