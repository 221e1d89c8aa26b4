import { useSyncExternalStore } from 'react';
import { readConsent, saveConsent } from '@/lib/tracking/consent';
import styles from './ConsentBanner.module.scss';

const subscribe = (listener: () => void) => {
  window.addEventListener('consentchange', listener);
  return () => window.removeEventListener('consentchange', listener);
};
const consentNow = () => readConsent(document.cookie);
// On the server and in the static HTML the banner is absent; it appears after hydration as an overlay.
const serverConsent = () => 'necessary' as const;

/** The built-in consent banner: a fixed overlay, so it never moves the page. */
export function ConsentBanner({ appName }: { appName: string }) {
  const consent = useSyncExternalStore(subscribe, consentNow, serverConsent);
  if (consent) return null;
  return (
    <section className={styles.banner} aria-label="Cookie consent">
      <p className={styles.text}>
        {appName} uses cookies to run this site. With your permission we also use them to measure our advertising. Nothing is shared with advertisers
        unless you accept.
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={() => saveConsent('necessary')}>
          Only necessary
        </button>
        <button type="button" className={styles.primary} onClick={() => saveConsent('all')}>
          Accept all
        </button>
      </div>
    </section>
  );
}
