import { useEffect, useState } from 'react';
import { loadLateCancellationPolicy } from '@/lib/commerce/api';
import type { LateCancellationPolicy } from '@/lib/commerce/types';
import { lateCancellationTerm } from '@/lib/rules/membershipTerms';
import styles from './PageWidget.module.scss';

/** The late-cancellation policy as the booking system applies it today (LMCPolicyQuery), not as a page once said. */
export function CancellationPolicy() {
  const [policy, setPolicy] = useState<LateCancellationPolicy | null | 'unavailable'>(null);
  useEffect(() => {
    let cancelled = false;
    loadLateCancellationPolicy()
      .then((p) => !cancelled && setPolicy(p))
      .catch(() => !cancelled && setPolicy('unavailable'));
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <section className={styles.block} aria-labelledby="late-cancellation-title">
      <h2 id="late-cancellation-title">Late changes and cancellations</h2>
      {/* The line is reserved before the policy arrives, so nothing below it moves. */}
      <p className={styles.policy} data-testid="late-cancellation" aria-live="polite">
        {policy === null
          ? 'Loading the current policy…'
          : policy === 'unavailable'
            ? 'We couldn’t load the current policy just now. Please reload the page, or ask us.'
            : lateCancellationTerm(policy)}
      </p>
    </section>
  );
}
