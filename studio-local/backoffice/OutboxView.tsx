import { useEffect, useState } from 'react';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import type { OutboxEmailView } from '@/studio-local/store/types';
import styles from '../editor/Studio.module.scss';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Customer emails kept in the database when no SMTP server is set: sign-in links, receipts, booking changes. */
export function OutboxView({ onSignedOut }: { onSignedOut(): void }) {
  const [emails, setEmails] = useState<OutboxEmailView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    studioFetch<{ emails: OutboxEmailView[] }>('/api/studio/outbox')
      .then((r) => !cancelled && setEmails(r.emails))
      .catch((e: StudioRequestError) => !cancelled && (e.status === 401 ? onSignedOut() : setProblem(e.message)));
    return () => {
      cancelled = true;
    };
  }, [onSignedOut]);

  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title">Outbox</h1>
      <p className={styles.hint}>Customer emails kept here because no mail server is configured for this site. Newest first.</p>
      {problem ? <p role="alert">{problem}</p> : null}
      {!emails ? (
        <p role="status">Loading…</p>
      ) : emails.length === 0 ? (
        <p>No emails yet.</p>
      ) : (
        <ul className={styles.tickets}>
          {emails.map((e) => (
            <li key={e.id} className={styles.ticket} data-testid={`email-${e.id}`}>
              <p className={styles.ticketHead}>
                <strong>{e.subject}</strong> · {e.kind} · to {e.to} · <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
              </p>
              <pre className={styles.ticketBody}>{e.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
