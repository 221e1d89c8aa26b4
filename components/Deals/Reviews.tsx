import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useInputFromBeforeHydration } from '@/lib/platform/useInputFromBeforeHydration';
import { failureMessage } from '@/lib/commerce/failure';
import type { Review, ReviewOrder, ReviewPage } from '@/lib/commerce/types';
import { formatUtcDate } from '@/lib/rules/dates';
import { initialReviews, reviewsReducer, type ReviewsState } from '@/lib/rules/reviewsPaging';
import { FormMessage } from '../Form/FormMessage';
import { StaticHtml } from '../StaticHtml';
import { useDeals } from './DealsContext';
import styles from './Deals.module.scss';

const SORTS: { value: ReviewOrder; label: string }[] = [
  { value: 'RECENT', label: 'Most recent' },
  { value: 'RATING_HIGHEST', label: 'Highest rated' },
  { value: 'RATING_LOWEST', label: 'Lowest rated' },
  { value: 'LOCATION_CLOSEST', label: 'Closest to me' },
];

const fromPage = (page: ReviewPage | null): ReviewsState<Review> =>
  page ? reviewsReducer(initialReviews<Review>(), { type: 'loaded', items: page.items, pageInfo: page.pageInfo }) : initialReviews<Review>();

/**
 * Public reviews (spec §2) with the four sort orders and paging. The first
 * page comes with the page's HTML; sorting and paging load the commerce client
 * when the visitor asks for them.
 */
export function Reviews() {
  const deals = useDeals();
  const [sort, setSort] = useState<ReviewOrder>('RECENT');
  const [state, dispatch] = useReducer(reviewsReducer<Review>, deals.reviews, fromPage);
  const [total, setTotal] = useState<number | null>(deals.reviews?.totalCount ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Until the visitor sorts or pages, the list is the page's own HTML: nothing to hydrate.
  const [asServed, setAsServed] = useState(true);
  const container = useRef<HTMLDivElement>(null);
  const { wantLive, stateOverride } = deals;
  // A sort chosen before the page came alive is the visitor's first sort.
  useInputFromBeforeHydration(container, (name, value) => {
    if (name !== 'sort' || !SORTS.some((s) => s.value === value)) return;
    setSort(value as ReviewOrder);
    void load({ sort: value as ReviewOrder });
  });
  const missing = deals.reviews === null;

  async function load(options: { sort: ReviewOrder; after?: string | null; before?: string | null }) {
    setBusy(true);
    setFailure(null);
    try {
      const { loadReviews } = await import('@/lib/commerce/api');
      const page = await loadReviews({ ...options, stateOverride });
      dispatch({ type: 'loaded', after: options.after, before: options.before, items: page.items, pageInfo: page.pageInfo });
      setTotal(page.totalCount);
      setAsServed(false);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }
  const onNear = useEffectEvent(() => {
    wantLive();
    if (missing) void load({ sort: 'RECENT' });
  });

  // Scrolling near the reviews is intent: local data loads, and so do the reviews if the page came without them.
  useEffect(() => {
    const element = container.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const items = state.items.map((review) => (
    <li key={review.id} className={styles.review}>
      <p className={styles.stars} aria-label={`${review.stars} out of 5 stars`}>
        {'★'.repeat(review.stars)}
        <span className={styles.starsOff}>{'★'.repeat(5 - review.stars)}</span>
      </p>
      <p className={styles.reviewBody}>{review.body}</p>
      <p className={styles.reviewMeta}>
        {review.customer.firstName} {review.customer.lastName} · {review.publicLocation} · {formatUtcDate(review.received)}
        {review.verifiedBooking && ' · Verified booking'}
      </p>
    </li>
  ));

  return (
    <div ref={container} aria-busy={busy}>
      <div className={styles.reviewsBar}>
        <p className={styles.reviewCount}>{total !== null ? `${total} reviews` : 'Loading reviews…'}</p>
        <label className={styles.sortLabel}>
          Sort by{' '}
          <select
            name="sort"
            value={sort}
            onChange={(event) => {
              const next = event.target.value as ReviewOrder;
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
      {asServed ? (
        <StaticHtml as="ul" className={styles.reviewList} data-testid="review-list">
          {items}
        </StaticHtml>
      ) : (
        <ul className={styles.reviewList} data-testid="review-list">
          {items}
        </ul>
      )}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {state.items.length > 0 && state.pageInfo.hasNextPage ? (
        <button type="button" className={styles.moreButton} disabled={busy} onClick={() => load({ sort, after: state.pageInfo.endCursor })}>
          {busy ? 'Loading…' : 'Show more reviews'}
        </button>
      ) : null}
    </div>
  );
}
