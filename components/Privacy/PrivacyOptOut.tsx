import { useSyncExternalStore } from 'react';
import { gpcSignal, optedOut, optOutOfSale } from '@/lib/growth/tracking/consent';
import { parseCookies } from '@/lib/platform/cookies';
import { FormMessage } from '../Form';
import styles from './PrivacyOptOut.module.scss';

type State = 'gpc' | 'opt-out' | 'open' | 'unknown';

const onConsentChange = (listener: () => void) => {
  window.addEventListener('consentchange', listener);
  return () => window.removeEventListener('consentchange', listener);
};
const currentState = (): State => optedOut(parseCookies(document.cookie), gpcSignal()) ?? 'open';
const serverState = (): State => 'unknown';

/** "Do Not Sell or Share My Personal Information" in one click (CCPA), remembered on this browser. */
export function PrivacyOptOut() {
  const state = useSyncExternalStore(onConsentChange, currentState, serverState);
  return (
    <section className={styles.optOut} aria-labelledby="privacy-opt-out-title">
      <h2 id="privacy-opt-out-title">Your choice on this browser</h2>
      {state === 'gpc' ? (
        <FormMessage tone="success">Your browser sends a Global Privacy Control signal, so you are opted out: we load no advertising tags for you.</FormMessage>
      ) : state === 'opt-out' ? (
        <FormMessage tone="success">
          You are opted out of the sale and sharing of your personal information on this browser. No advertising tags load for you.
        </FormMessage>
      ) : (
        <>
          <p>One click stops advertising tags on this browser, whatever you chose in the cookie banner before.</p>
          <button type="button" className={styles.button} onClick={optOutOfSale} disabled={state === 'unknown'}>
            Opt out of sale and sharing
          </button>
        </>
      )}
    </section>
  );
}
