import { useEffect, useState } from 'react';
import { acceptAll, CONSENT_SETTINGS_EVENT, gpcSignal, saveConsent, takeConsentSettingsRequest } from '@/lib/growth/tracking/consent';
import { afterLoadWhenIdle } from '@/lib/growth/tracking/scripts';
import { useConsent } from '@/lib/growth/tracking/useConsent';
import styles from './ConsentBanner.module.scss';

/**
 * The built-in consent banner: a fixed overlay, so it never moves the page.
 * Absent from the static HTML, it appears once the page has loaded and the
 * browser is idle, off the path of the first paint and of hydration (nothing
 * third-party loads before an answer anyway). It asks once; the footer's
 * "Cookie settings" brings it back at any time. It sits below the header and
 * its menu, so a first visit can still navigate.
 */
export function ConsentBanner({ appName }: { appName: string }) {
  const consent = useConsent('necessary');
  const [due, setDue] = useState(false);
  const [reopened, setReopened] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setDue(true)), []);
  useEffect(() => {
    const open = () => {
      takeConsentSettingsRequest();
      setReopened(true);
    };
    // "Cookie settings" pressed before this part of the page was hydrated and listening.
    if (takeConsentSettingsRequest()) queueMicrotask(open);
    window.addEventListener(CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, open);
  }, []);
  if (!reopened && (consent || !due)) return null;

  const choose = (choice: 'all' | 'necessary') => {
    if (choice === 'all') acceptAll();
    else saveConsent('necessary');
    setReopened(false);
  };
  const gpc = reopened && gpcSignal();
  return (
    <section className={styles.banner} aria-label="Cookie consent" data-testid="consent-banner">
      <p className={styles.text}>
        {appName} uses cookies to run this site. With your permission we also use them to measure our advertising. Nothing is shared with advertisers unless you
        accept.
        {reopened && consent ? <span className={styles.current}> You chose: {consent === 'all' ? 'accept all' : 'only necessary'}.</span> : null}
        {gpc ? <span className={styles.current}> Your browser’s Global Privacy Control is on, so advertising cookies stay off.</span> : null}
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={() => choose('necessary')}>
          Only necessary
        </button>
        {gpc ? null : (
          <button type="button" className={styles.primary} onClick={() => choose('all')}>
            Accept all
          </button>
        )}
      </div>
    </section>
  );
}
