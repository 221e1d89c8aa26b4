import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { answerSurvey, surveySources } from '@/lib/commerce/api';
import { failureMessage } from '@/lib/commerce/failure';
import { firstValue } from '@/lib/platform/query';
import { useHydrated } from '@/lib/platform/useHydrated';
import { AppLink } from '../AppLink';
import { FormMessage, SubmitButton } from '../Form';
import styles from './Survey.module.scss';

/**
 * Post-purchase "how did you hear about us" survey (spec §1): one answer per
 * voucher. The heading thanks the buyer only when there is a purchase (a code).
 */
export function SurveyForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const code = firstValue(router.query.code);
  const subscription = router.query.kind === 'subscription';
  const [sources, setSources] = useState<string[] | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ success: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (!router.isReady || !code) return;
    surveySources(subscription)
      .then(setSources)
      .catch((e) => setError(failureMessage(e)));
  }, [router.isReady, code, subscription]);

  if (!hydrated || !router.isReady) return <p role="status">Loading…</p>;
  if (!code) {
    return (
      <>
        <h1>Tell us how you found us</h1>
        <FormMessage tone="info">
          <p>This survey opens after a purchase. Ready to book your first cleaning?</p>
          <AppLink href="/deal">See first-cleaning prices</AppLink>
        </FormMessage>
      </>
    );
  }
  const heading = (
    <>
      <h1>Thank you for your purchase!</h1>
      <p data-testid="book-offer">
        Your receipt email has a one-time sign-in link to choose a date for your cleaning. Link expired? <AppLink href="/login">Get a new sign-in link</AppLink>
        .
      </p>
    </>
  );
  if (result) {
    return (
      <>
        {heading}
        <FormMessage tone={result.success ? 'success' : 'info'}>{result.message}</FormMessage>
      </>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sent.current) return;
    if (!choice) {
      setError('Please choose an answer.');
      return;
    }
    sent.current = true;
    setBusy(true);
    setError(null);
    try {
      const answer = await answerSurvey({ voucherCode: code as string, source: choice, subscription });
      if (answer.ok || answer.fieldErrors.length === 0) {
        setResult({ success: answer.ok, message: answer.message ?? 'Thank you!' });
      } else {
        sent.current = false;
        setError(answer.fieldErrors[0]?.message ?? 'Please try again.');
      }
    } catch (e) {
      sent.current = false;
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {heading}
      <p className={styles.code}>
        Your voucher code: <strong data-testid="voucher-code">{code}</strong>. We’ve emailed it to you too.
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset} aria-describedby={error ? 'survey-error' : undefined}>
          <legend className={styles.legend}>How did you hear about us?</legend>
          {sources === null && !error ? <p role="status">Loading…</p> : null}
          {sources?.map((source) => (
            <label key={source} className={styles.option}>
              <input type="radio" name="source" value={source} checked={choice === source} onChange={() => setChoice(source)} /> {source}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id="survey-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Sending…" disabled={sources === null}>
          Send answer
        </SubmitButton>
      </form>
    </>
  );
}
