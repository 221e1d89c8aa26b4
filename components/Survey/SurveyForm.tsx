import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { GetSubscriptionSurveySourcesDocument, GetSurveySourcesDocument, PostPurchaseSurveyDocument } from '@/lib/graphql/generated/graphql';
import { networkMessage, runMutation, runQuery } from '@/lib/graphql/lazy';
import { AppLink } from '../AppLink';
import { FormMessage, SubmitButton } from '../Form';
import styles from './Survey.module.scss';

/** Post-purchase "how did you hear about us" survey (spec §1): one answer per voucher. */
export function SurveyForm() {
  const router = useRouter();
  const code = typeof router.query.code === 'string' ? router.query.code : null;
  const subscription = router.query.kind === 'subscription';
  const [sources, setSources] = useState<string[] | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ success: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (!router.isReady || !code) return;
    const load = subscription
      ? runQuery(GetSubscriptionSurveySourcesDocument, {}).then((d) => d.surveySources.sources)
      : runQuery(GetSurveySourcesDocument, {}).then((d) => d.surveySources.sources);
    load.then(setSources).catch((e) => setError(networkMessage(e)));
  }, [router.isReady, code, subscription]);

  if (!router.isReady) return null;
  if (!code) {
    return (
      <FormMessage tone="info">
        <p>This survey opens after a purchase. Ready to book your first cleaning?</p>
        <AppLink href="/deal">See first-cleaning prices</AppLink>
      </FormMessage>
    );
  }
  if (result) return <FormMessage tone={result.success ? 'success' : 'info'}>{result.message}</FormMessage>;

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
      const { postPurchaseSurvey } = await runMutation(PostPurchaseSurveyDocument, { input: { voucherCode: code as string, source: choice, subscription } });
      if (postPurchaseSurvey.success || postPurchaseSurvey.fieldErrors.length === 0) {
        setResult({ success: postPurchaseSurvey.success, message: postPurchaseSurvey.message ?? 'Thank you!' });
      } else {
        sent.current = false;
        setError(postPurchaseSurvey.fieldErrors[0]?.message ?? 'Please try again.');
      }
    } catch (e) {
      sent.current = false;
      setError(networkMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
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
