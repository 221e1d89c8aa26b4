import { useEffect, useState } from 'react';
import { loadLateChangePolicy } from '@/lib/commerce/api';
import type { LateChangePolicy } from '@/lib/commerce/types';
import { lateChangeTerm } from '@/lib/rules/lateChange';
import styles from './PageWidget.module.scss';

/** The late-cancellation policy as the booking system applies it today (LMCPolicyQuery), not as a page once said. */
export function CancellationPolicy() {
  const [policy, setPolicy] = useState<LateChangePolicy | null | 'unavailable'>(null);
  useEffect(() => {
    let cancelled = false;
    loadLateChangePolicy()
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
            : lateChangeTerm(policy)}
      </p>
    </section>
  );
}
