import { useId, useState } from 'react';
import { loadPausePlan, pauseMyMembership, resumeMyMembership, type PausePlan } from '@/lib/commerce/care';
import { failureMessage } from '@/lib/commerce/failure';
import { formatUtcDate } from '@/lib/rules/dates';
import { formatUsd } from '@/lib/rules/money';
import { FormMessage } from '../Form';
import accountStyles from './Account.module.scss';
import styles from './Care.module.scss';

/**
 * Pause for one to three months, or resume early. The choices and their dates are the server's (the schedule billing
 * charges by): the member sees when the pause ends and when the next charge falls before choosing.
 */
export function PauseMembership({ pausedUntil, onChanged }: { pausedUntil: string | null; onChanged(): void }) {
  const id = useId();
  const [plan, setPlan] = useState<PausePlan | null>(null);
  const [months, setMonths] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const run = async (action: () => Promise<{ ok: boolean; message: string }>) => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await action();
      setResult(outcome);
      setPlan(null);
      if (outcome.ok) onChanged();
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const open = async () => {
    setResult(null);
    try {
      const loaded = await loadPausePlan();
      setPlan(loaded);
      setMonths(loaded?.options[0]?.months ?? null);
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    }
  };

  const message = result ? <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null;

  if (pausedUntil) {
    return (
      <div className={styles.block} role="group" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Paused until {formatUtcDate(pausedUntil)}</h3>
        {message}
        <p>Nothing is charged while your membership is paused, and the months you still need before cancelling for free wait too.</p>
        <button type="button" className={accountStyles.secondary} disabled={busy} aria-busy={busy || undefined} onClick={() => void run(resumeMyMembership)}>
          {busy ? 'Resuming…' : 'Resume membership now'}
        </button>
      </div>
    );
  }

  if (!plan) {
    return (
      <div className={styles.block}>
        {message}
        <button type="button" className={accountStyles.secondary} onClick={() => void open()}>
          Pause membership
        </button>
      </div>
    );
  }

  const chosen = plan.options.find((o) => o.months === months) ?? null;
  return (
    <form
      className={styles.block}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void run(() => pauseMyMembership(chosen.months));
      }}
    >
      <h3 id={`${id}-title`}>Pause your membership</h3>
      {message}
      {plan.refusal ? (
        <p>{plan.refusal}</p>
      ) : (
        <>
          <p>Take a break of one to three months: nothing is charged while paused, and your billing picks up after it.</p>
          {plan.dueNowCents > 0 ? (
            <p data-testid="pause-due-now">
              {formatUsd(plan.dueNowCents)} is already due for a month before the pause: it is charged to your card when the pause starts.
            </p>
          ) : null}
          <fieldset className={accountStyles.windows}>
            <legend>How long?</legend>
            {plan.options.map((option) => (
              <label key={option.months} className={styles.choice}>
                <input type="radio" name={`${id}-months`} value={option.months} checked={months === option.months} onChange={() => setMonths(option.months)} />
                {option.months} month{option.months === 1 ? '' : 's'}, until {formatUtcDate(option.until)}
              </label>
            ))}
          </fieldset>
          {chosen ? <p data-testid="pause-next-charge">Your next charge would be on {formatUtcDate(chosen.nextChargeDate)}.</p> : null}
        </>
      )}
      <div className={styles.actions}>
        {chosen && !plan.refusal ? (
          <button type="submit" className={accountStyles.primary} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Pausing…' : `Pause for ${chosen.months} month${chosen.months === 1 ? '' : 's'}`}
          </button>
        ) : null}
        <button type="button" className={accountStyles.secondary} onClick={() => setPlan(null)}>
          Keep it running
        </button>
      </div>
    </form>
  );
}
