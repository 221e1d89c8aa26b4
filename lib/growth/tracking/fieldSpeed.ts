import { parseCookies } from '@/lib/platform/cookies';
import { excludedFromTracking } from '@/lib/rules/audience';
import { browserConsent, type Consent } from './consent';
import { afterLoadWhenIdle } from './scripts';

/**
 * Field speed is measurement, not part of running the site: it waits for
 * consent to analytics ("Accept all", docs/decisions.md "Field speed"),
 * never runs for agents or bots, and is fetched (web-vitals included) only
 * once the page has loaded and the browser is idle, so the landing page's
 * first load carries this file alone.
 */
export const fieldSpeedAllowed = (consent: Consent | null, cookies: Readonly<Record<string, string | undefined>>, pathname: string) =>
  consent === 'all' && !excludedFromTracking(cookies, pathname);

/** Starts the reporter when allowed, after load and idle, or as soon as the visitor consents. Returns a stop function. */
export function startFieldSpeed(load: () => Promise<{ reportVitals(): void }> = () => import('./vitalsReporter')): () => void {
  let idle = false;
  let loading = false;
  const start = () => {
    if (loading || !idle || !fieldSpeedAllowed(browserConsent(), parseCookies(document.cookie), window.location.pathname)) return;
    loading = true;
    load()
      .then(({ reportVitals }) => reportVitals())
      .catch(() => undefined);
  };
  const cancel = afterLoadWhenIdle(() => {
    idle = true;
    start();
  });
  window.addEventListener('consentchange', start);
  return () => {
    cancel();
    window.removeEventListener('consentchange', start);
  };
}
