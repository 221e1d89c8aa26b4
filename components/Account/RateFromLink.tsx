import { useEffect, useState } from 'react';
import { loadCleaningToRate, type CleaningToRate } from '@/lib/commerce/care';
import { FormMessage } from '../Form';
import { GivenRating, RateCleaning } from './RateCleaning';
import styles from './Account.module.scss';

/** The "how was it" email's link: the cleaning it names, to rate without signing in. */
export function RateFromLink({ token }: { token: string }) {
  const [found, setFound] = useState<CleaningToRate | null | 'loading' | 'unavailable'>('loading');
  useEffect(() => {
    let current = true;
    loadCleaningToRate(token)
      .then((answer) => current && setFound(answer))
      .catch(() => current && setFound('unavailable'));
    return () => {
      current = false;
    };
  }, [token]);

  if (found === 'loading') return null;
  return (
    <section className={styles.panel} aria-labelledby="rate-link-title">
      <h2 id="rate-link-title">How was your cleaning?</h2>
      {found === 'unavailable' ? (
        <FormMessage tone="error">We couldn’t load your cleaning just now. Please reload the page.</FormMessage>
      ) : found === null ? (
        <FormMessage tone="error">This rating link is not valid. Sign in to rate your cleaning from your account.</FormMessage>
      ) : found.rating ? (
        <GivenRating rating={found.rating} />
      ) : found.rateable ? (
        <RateCleaning target={{ token }} label={found.label} />
      ) : (
        <p>The cleaning on {found.label} can no longer be rated.</p>
      )}
    </section>
  );
}
