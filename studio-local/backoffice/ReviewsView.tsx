import { useCallback, useEffect, useState } from 'react';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import type { RatingModerationView } from '@/studio-local/store/types';
import styles from '../editor/Studio.module.scss';
import { StatusTabs } from './StatusTabs';

type Status = RatingModerationView['status'];

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const LABELS: Record<Status, string> = { pending: 'To check', approved: 'Published', rejected: 'Not published' };

/**
 * Customer ratings (4–5 stars) whose comment the customer let us publish. Publishing makes the comment a public review
 * marked "Verified booking", with the customer's first name and city; not publishing keeps it with the booking.
 */
export function ReviewsView({ onSignedOut }: { onSignedOut(): void }) {
  const [status, setStatus] = useState<Status>('pending');
  const [ratings, setRatings] = useState<RatingModerationView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const fail = useCallback((e: StudioRequestError) => (e.status === 401 ? onSignedOut() : setProblem(e.message)), [onSignedOut]);

  useEffect(() => {
    let cancelled = false;
    studioFetch<{ ratings: RatingModerationView[] }>(`/api/studio/reviews?status=${status}`)
      .then((r) => !cancelled && setRatings(r.ratings))
      .catch((e: StudioRequestError) => !cancelled && fail(e));
    return () => {
      cancelled = true;
    };
  }, [status, fail]);

  async function decide(rating: RatingModerationView, decision: 'approve' | 'reject') {
    setBusy(rating.bookingId);
    setProblem(null);
    try {
      await studioFetch('/api/studio/reviews', { method: 'PATCH', body: { bookingId: rating.bookingId, decision } });
      setRatings((list) => list?.filter((r) => r.bookingId !== rating.bookingId) ?? null);
    } catch (e) {
      fail(e as StudioRequestError);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title">Reviews to check</h1>
      <p className={styles.hint}>
        Comments from customers who rated a cleaning 4 or 5 stars and let us publish them. Publish only what reads as the customer wrote it and names nobody but
        the cleaner’s first name.
      </p>
      <StatusTabs
        label="Show ratings"
        labels={LABELS}
        current={status}
        onChange={(next) => {
          setRatings(null);
          setStatus(next);
        }}
      />
      {problem ? <p role="alert">{problem}</p> : null}
      {!ratings ? (
        <p role="status">Loading…</p>
      ) : ratings.length === 0 ? (
        <p>{status === 'pending' ? 'Nothing to check. Nice work.' : 'None yet.'}</p>
      ) : (
        <ul className={styles.tickets}>
          {ratings.map((r) => (
            <li key={r.bookingId} className={styles.ticket} data-testid={`rating-${r.bookingId}`}>
              <p className={styles.ticketHead}>
                <strong aria-label={`${r.stars} out of 5 stars`}>{'★'.repeat(r.stars)}</strong> {r.firstName} · {r.city} · {r.brandKey ?? 'no brand'} ·{' '}
                <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
              </p>
              <p className={styles.ticketBody}>{r.comment}</p>
              {r.status === 'pending' ? (
                <div className={styles.actions}>
                  <button type="button" className={styles.primary} disabled={busy === r.bookingId} onClick={() => void decide(r, 'approve')}>
                    Publish as verified review
                  </button>
                  <button type="button" className={styles.secondary} disabled={busy === r.bookingId} onClick={() => void decide(r, 'reject')}>
                    Don’t publish
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
