import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { findReferral } from '@/lib/commerce/api';
import { failureMessage } from '@/lib/commerce/failure';
import { writeCookie } from '@/lib/platform/cookies';
import { REFERRAL_COOKIE } from '@/lib/rules/referral';
import { AppLink } from '../AppLink';
import { FormMessage } from '../Form';
import styles from '../Deals/Deals.module.scss';

/** The referral code is the last path segment, e.g. /referral/MARIA-G7Q2. */
export function referralCodeFromPath(asPath: string): string | null {
  const match = /^\/referral\/([^/?#]{1,64})/.exec(asPath);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

type Lookup = { status: 'loading' } | { status: 'found'; hostName: string } | { status: 'unknown' } | { status: 'error'; message: string };

/** Shows who invited the visitor (spec §1); an unknown code still gets a friendly way in. */
export function ReferralWelcome() {
  const router = useRouter();
  const code = router.isReady ? referralCodeFromPath(router.asPath) : null;
  const [answer, setAnswer] = useState<{ code: string; state: Lookup } | null>(null);

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    findReferral(code)
      .then((referral) => {
        if (cancelled) return;
        // The proxy set the cookie from the link; a code nobody owns credits nobody.
        if (!referral) writeCookie(REFERRAL_COOKIE, '', 0);
        setAnswer({ code, state: referral ? { status: 'found', hostName: referral.hostName } : { status: 'unknown' } });
      })
      .catch((error) => !cancelled && setAnswer({ code, state: { status: 'error', message: failureMessage(error) } }));
    return () => {
      cancelled = true;
    };
  }, [code]);

  const state: Lookup = !router.isReady ? { status: 'loading' } : !code ? { status: 'unknown' } : answer?.code === code ? answer.state : { status: 'loading' };

  return (
    <div aria-live="polite">
      {state.status === 'loading' ? <p role="status">Checking your invitation…</p> : null}
      {state.status === 'found' ? (
        <p className={styles.zipHeadline} data-testid="referral-host">
          {state.hostName} invited you! Your first cleaning is waiting at the member price.
        </p>
      ) : null}
      {state.status === 'unknown' ? (
        <FormMessage tone="info">This invitation link isn’t valid any more, but the first-cleaning deal is still open to you.</FormMessage>
      ) : null}
      {state.status === 'error' ? <FormMessage tone="error">{state.message}</FormMessage> : null}
      <AppLink href="#pricing" className={styles.primaryLink}>
        Choose your first cleaning
      </AppLink>
    </div>
  );
}
