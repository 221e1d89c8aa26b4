import { useEffect, useReducer, useRef, useState } from 'react';
import { FetchMoreReviewsDocument, type ReviewSort } from '@/lib/graphql/generated/graphql';
import { networkMessage, runQuery } from '@/lib/graphql/lazy';
import { initialReviews, reviewsReducer } from '@/lib/reviews/paging';
import { lazily } from '@/lib/tracking/scripts';
import { FormMessage } from '../Form';
import { useDeals, type ReviewView } from './DealsContext';
import { FIRST_REVIEWS } from './DealsLoader';
import styles from './Deals.module.scss';

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'RECENT', label: 'Most recent' },
  { value: 'RATING_HIGHEST', label: 'Highest rated' },
  { value: 'RATING_LOWEST', label: 'Lowest rated' },
  { value: 'LOCATION_CLOSEST', label: 'Closest to me' },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Public reviews (spec §2) with the four sort orders and paging; loaded after hydration. */
export default function Reviews() {
  const deals = useDeals();
  const [sort, setSort] = useState<ReviewSort>('RECENT');
  const [state, dispatch] = useReducer(reviewsReducer<ReviewView>, undefined, initialReviews<ReviewView>);
  const [total, setTotal] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const seeded = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  // The first page of the default sort arrives with DealsHome.
  useEffect(() => {
    if (seeded.current || !deals.reviews) return;
    seeded.current = true;
    dispatch({ type: 'loaded', items: deals.reviews.items, pageInfo: deals.reviews.pageInfo });
    setTotal(deals.reviews.totalCount);
  }, [deals.reviews]);

  async function load(options: { sort: ReviewSort; after?: string | null; before?: string | null }) {
    setBusy(true);
    setFailure(null);
    try {
      const { publicReviews } = await runQuery(FetchMoreReviewsDocument, {
        ...(options.before ? { last: FIRST_REVIEWS, before: options.before } : { first: FIRST_REVIEWS, after: options.after ?? null }),
        adTracking: { stateOverride: deals.stateOverride },
        filter: { sort: options.sort },
      });
      dispatch({
        type: 'loaded',
        after: options.after,
        before: options.before,
        items: publicReviews.edges.map((e) => ({ ...e.node, id: String(e.node.id) })),
        pageInfo: publicReviews.pageInfo,
      });
      setTotal(publicReviews.totalCount);
    } catch (error) {
      setFailure(networkMessage(error));
    } finally {
      setBusy(false);
    }
  }

  // deals_performance_v2 variant: DealsHome came without reviews; fetch them once the visitor nears this section.
  const deferred = deals.status === 'ready' && deals.reviews === null;
  useEffect(() => {
    const element = container.current;
    if (!deferred || seeded.current || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      seeded.current = true;
      lazily(() => void load({ sort: 'RECENT' }));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || seeded.current) return;
        seeded.current = true;
        observer.disconnect();
        lazily(() => void load({ sort: 'RECENT' }));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });

  if (deals.status === 'error' && state.items.length === 0) {
    return <FormMessage tone="error">Reviews could not be loaded right now. Please reload the page to try again.</FormMessage>;
  }

  return (
    <div ref={container} aria-busy={busy || deals.status === 'loading'}>
      <div className={styles.reviewsBar}>
        <p className={styles.reviewCount}>{total !== null ? `${total} verified reviews` : 'Loading reviews…'}</p>
        <label className={styles.sortLabel}>
          Sort by{' '}
          <select
            value={sort}
            onChange={(event) => {
              const next = event.target.value as ReviewSort;
              setSort(next);
              void load({ sort: next });
            }}
            className={styles.sortSelect}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {state.pageInfo.hasPreviousPage && state.pageInfo.startCursor ? (
        <button type="button" className={styles.moreButton} disabled={busy} onClick={() => load({ sort, before: state.pageInfo.startCursor })}>
          Show earlier reviews
        </button>
      ) : null}
      <ul className={styles.reviewList} data-testid="review-list">
        {state.items.map((review) => (
          <li key={review.id} className={styles.review}>
            <p className={styles.stars} aria-label={`${review.stars} out of 5 stars`}>
              {'★'.repeat(review.stars)}
              <span className={styles.starsOff}>{'★'.repeat(5 - review.stars)}</span>
            </p>
            <p className={styles.reviewBody}>{review.body}</p>
            <p className={styles.reviewMeta}>
              {review.customer.firstName} {review.customer.lastName} · {review.publicLocation} · {dateFormat.format(new Date(review.received))}
            </p>
          </li>
        ))}
      </ul>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {state.items.length > 0 && state.pageInfo.hasNextPage ? (
        <button type="button" className={styles.moreButton} disabled={busy} onClick={() => load({ sort, after: state.pageInfo.endCursor })}>
          {busy ? 'Loading…' : 'Show more reviews'}
        </button>
      ) : null}
    </div>
  );
}
