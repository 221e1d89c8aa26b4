import { useSyncExternalStore } from 'react';
import { browserConsent, type Consent } from './consent';

const onConsentChange = (listener: () => void) => {
  window.addEventListener('consentchange', listener);
  return () => window.removeEventListener('consentchange', listener);
};

/** The visitor's effective consent (opt-outs applied), updated when it changes; `onServer` is what the static HTML assumes. */
export function useConsent(onServer: Consent | null): Consent | null {
  return useSyncExternalStore(onConsentChange, browserConsent, () => onServer);
}
