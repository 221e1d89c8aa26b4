import { readCookie } from '@/lib/platform/cookies';
import { PAGE_VARIANT_COOKIE } from '@/lib/rules/visitBucket';

/**
 * A first visit's page sets no cookie (a shared cache may have served it): once it has loaded, the browser asks the
 * server for the visitor's id, offer and cohorts (`POST /api/visit`, server/site/routing/pageRequest.ts). Asked once per
 * page load, and only when the server has not set them yet; GraphQL calls wait for it (lib/graphql/client.ts), so
 * every quote and charge reads the offer the page showed.
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
