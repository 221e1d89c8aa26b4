import { useId, useState, type FormEvent } from 'react';
import { rateMyCleaning, type Rating } from '@/lib/commerce/care';
import { failureMessage } from '@/lib/commerce/failure';
import { FormMessage, TextAreaField } from '../Form';
import accountStyles from './Account.module.scss';
import styles from './Care.module.scss';

const STATUS: Record<Rating['status'], string> = {
  PRIVATE: 'Kept with your booking.',
  PENDING: 'Your comment will appear in our reviews once we have checked it.',
  APPROVED: 'Your comment is published in our reviews as a verified booking.',
  REJECTED: 'Kept with your booking.',
};

/** A rating already given, as the customer gave it. */
export function GivenRating({ rating, justGiven = false }: { rating: Rating; justGiven?: boolean }) {
  return (
    <div className={styles.block} data-testid="rating">
      <h3>Your rating</h3>
      <p>
        <span className={styles.starsShown} aria-label={`${rating.stars} out of 5 stars`}>
          {'★'.repeat(rating.stars)}
        </span>
        {rating.comment ? <> “{rating.comment}”</> : null}
      </p>
      {/* Just given, the confirmation above has already said what happens next. */}
      {justGiven ? null : (
        <p>
          {rating.sameCleaner ? 'You asked for the same cleaner next time. ' : ''}
          {STATUS[rating.status]}
        </p>
      )}
    </div>
  );
}

/**
 * Rating a cleaning that has taken place: stars, a comment, the same cleaner next time, and leave to publish a good
 * comment. `target` is the booking (from the account) or the emailed link's token.
 */
export function RateCleaning({ target, label, onRated }: { target: { bookingId: string } | { token: string }; label: string; onRated?(rating: Rating): void }) {
  const id = useId();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [sameCleaner, setSameCleaner] = useState(false);
  const [publish, setPublish] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string; rating: Rating | null } | null>(null);
  const [starsError, setStarsError] = useState<string | null>(null);

  if (result?.rating) {
    return (
      <>
        <FormMessage tone={result.ok ? 'success' : 'info'}>{result.message}</FormMessage>
        <GivenRating rating={result.rating} justGiven={result.ok} />
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stars === 0) return setStarsError('Choose from 1 to 5 stars.');
    setBusy(true);
    try {
      const outcome = await rateMyCleaning(target, { stars, comment, sameCleaner, publish: publish && stars >= 4 });
      setResult(outcome);
      if (outcome.rating) onRated?.(outcome.rating);
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error), rating: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.block} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h3 id={`${id}-title`}>Rate your cleaning on {label}</h3>
      {result && !result.ok ? <FormMessage tone="error">{result.message}</FormMessage> : null}
      <fieldset className={styles.stars} aria-describedby={starsError ? `${id}-stars-error` : undefined}>
        <legend>How was it?</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n}>
            <input
              type="radio"
              id={`${id}-star-${n}`}
              name={`${id}-stars`}
              value={n}
              checked={stars === n}
              onChange={() => {
                setStars(n);
                setStarsError(null);
              }}
            />
            <label htmlFor={`${id}-star-${n}`} className={n <= stars ? styles.starOn : undefined} aria-label={`${n} star${n === 1 ? '' : 's'}`}>
              ★
            </label>
          </span>
        ))}
      </fieldset>
      {starsError ? (
        <p id={`${id}-stars-error`} role="alert">
          {starsError}
        </p>
      ) : null}
      <TextAreaField
        label="Comment (optional)"
        hint="What went well, what we missed."
        maxLength={1000}
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <label className={styles.choice}>
        <input type="checkbox" checked={sameCleaner} onChange={(event) => setSameCleaner(event.target.checked)} />
        Ask for the same cleaner next time
      </label>
      <label className={styles.choice}>
        <input type="checkbox" checked={publish} disabled={stars > 0 && stars < 4} onChange={(event) => setPublish(event.target.checked)} />
        You may publish my comment with my first name and city (4 and 5 stars, after we check it)
      </label>
      <div className={styles.actions}>
        <button type="submit" className={accountStyles.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : 'Send rating'}
        </button>
      </div>
    </form>
  );
}
