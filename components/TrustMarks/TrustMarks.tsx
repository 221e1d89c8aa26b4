import type { TrustFigures } from '@/lib/commerce/types';
import { formatCount } from '@/lib/rules/money';
import styles from './TrustMarks.module.scss';

/** Rounded down to a round figure, so the claim stays true between regenerations ("12,400+"). */
function roundedDown(n: number): string {
  const step = n >= 1000 ? 100 : 10;
  return n >= step ? `${formatCount(Math.floor(n / step) * step)}+` : formatCount(n);
}

const Star = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
    <path d="M10 1.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.8l-5.2 2.7 1-5.8L1.6 7.6l5.8-.8z" fill="currentColor" />
  </svg>
);
const Shield = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
    <path d="M10 1.5l7 2.8v5.1c0 4.3-2.9 7.9-7 9.1-4.1-1.2-7-4.8-7-9.1V4.3z" fill="currentColor" />
    <path d="M6.5 10l2.4 2.4 4.6-4.8" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const People = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
    <circle cx="7" cy="6.5" r="3" fill="currentColor" />
    <circle cx="14" cy="7.5" r="2.4" fill="currentColor" opacity="0.7" />
    <path d="M1.5 17c.4-3.4 2.6-5.3 5.5-5.3s5.1 1.9 5.5 5.3z" fill="currentColor" />
    <path d="M12.6 11.9c2.7-.4 5.4 1 5.9 4.6h-4.9c-.1-1.8-.4-3.3-1-4.6z" fill="currentColor" opacity="0.7" />
  </svg>
);

/**
 * The trust marks under a landing headline: the rating from the real reviews,
 * background checks, and how many cleaners work with us across the country.
 * A place page that states its own local count hides the national one
 * (`nationalCleaners={false}`), so one screen never sets the two side by side.
 * Without figures (commerce unavailable when the page was generated) only the
 * promise shows.
 */
export function TrustMarks({ trust, nationalCleaners = true }: { trust: TrustFigures | null; nationalCleaners?: boolean }) {
  return (
    <ul className={styles.marks} aria-label="Why customers trust us">
      {trust?.averageStars && trust.reviewCount > 0 ? (
        <li className={styles.mark}>
          <span className={styles.rating}>
            <Star />
          </span>
          <span>
            <strong>{trust.averageStars.toFixed(1)} out of 5</strong> from {formatCount(trust.reviewCount)} reviews
          </span>
        </li>
      ) : null}
      <li className={styles.mark}>
        <span className={styles.badge}>
          <Shield />
        </span>
        <span>
          <strong>Background-checked</strong> and insured
        </span>
      </li>
      {nationalCleaners && trust && trust.cleanerCount > 0 ? (
        <li className={styles.mark}>
          <span className={styles.badge}>
            <People />
          </span>
          <span>
            <strong>{roundedDown(trust.cleanerCount)}</strong> cleaners nationwide
          </span>
        </li>
      ) : null}
    </ul>
  );
}
