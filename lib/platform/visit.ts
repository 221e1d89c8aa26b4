import { readCookie } from '@/lib/platform/cookies';
import { PAGE_VARIANT_COOKIE } from '@/lib/rules/visitBucket';

/**
 * A first visit's page sets no cookie (a shared cache may have served it): once it has loaded, the browser asks the
 * server for the visitor's id, offer and cohorts (`POST /api/visit`, server/site/routing/pageRequest.ts). Asked once per
 * page load, and only when the server has not set them yet; GraphQL calls wait for it (lib/graphql/client.ts), so
 * every quote and charge reads the offer the page showed, and so do the site's own navigations (visitSettled), so the
 * next page (checkout above all) is decided with the offer this one showed.
 */

let asked: Promise<void> | undefined;

const hasPageVariant = () => readCookie(document.cookie, PAGE_VARIANT_COOKIE) !== null;

export function establishVisit(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  asked ??= hasPageVariant()
    ? Promise.resolve()
    : fetch('/api/visit', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: `${location.pathname}${location.search}` }),
      }).then(
        // Read to the end: a response left unread holds its connection open.
        async (response) => void (await response.text()),
        // Offline or refused: the next page the visitor opens sets the cookies itself.
        () => undefined,
      );
  return asked;
}

/** Settles once a visit being established has its cookies (at once when none is): a navigation waits for it. */
export const visitSettled = (): Promise<void> => asked ?? Promise.resolve();
