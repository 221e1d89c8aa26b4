import { useCallback, useEffect, useState } from 'react';
import { mailtoHref } from '@/lib/rules/mailto';
import { isEmailAddress } from '@/lib/rules/validation/fields';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import type { SupportTicketView } from '@/studio-local/store/types';
import styles from '../editor/Studio.module.scss';
import { StatusTabs } from './StatusTabs';

type Status = SupportTicketView['status'];

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Contact-form messages from every brand's /help/ticket, newest first; support closes a ticket once answered. */
export function InboxView({ onSignedOut }: { onSignedOut(): void }) {
  const [status, setStatus] = useState<Status>('open');
  const [tickets, setTickets] = useState<SupportTicketView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const fail = useCallback((e: StudioRequestError) => (e.status === 401 ? onSignedOut() : setProblem(e.message)), [onSignedOut]);

  useEffect(() => {
    let cancelled = false;
    studioFetch<{ tickets: SupportTicketView[] }>(`/api/studio/inbox?status=${status}`)
      .then((r) => !cancelled && setTickets(r.tickets))
      .catch((e: StudioRequestError) => !cancelled && fail(e));
    return () => {
      cancelled = true;
    };
  }, [status, fail]);

  async function move(ticket: SupportTicketView, next: Status) {
    setBusy(ticket.id);
    setProblem(null);
    try {
      await studioFetch('/api/studio/inbox', { method: 'PATCH', body: { id: ticket.id, status: next } });
      setTickets((list) => list?.filter((t) => t.id !== ticket.id) ?? null);
    } catch (e) {
      fail(e as StudioRequestError);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">Inbox</h1>
      <p className={styles.hint}>Messages sent with the contact form on every brand’s site. Reply by email, then close the ticket.</p>
      <StatusTabs
        label="Show tickets"
        labels={{ open: 'Open', closed: 'Closed' }}
        current={status}
        onChange={(next) => {
          setTickets(null);
          setStatus(next);
        }}
      />
      {problem ? <p role="alert">{problem}</p> : null}
      {!tickets ? (
        <p role="status">Loading…</p>
      ) : tickets.length === 0 ? (
        <p>{status === 'open' ? 'No open tickets. Nice work.' : 'No closed tickets yet.'}</p>
      ) : (
        <ul className={styles.tickets}>
          {tickets.map((t) => (
            <li key={t.id} className={styles.ticket} data-testid={`ticket-${t.id}`}>
              <p className={styles.ticketHead}>
                <strong>#{t.id}</strong> {t.topicLabel} · {t.brandKey} · {/* A ticket stored before addresses were checked strictly is shown, never linked. */}
                {isEmailAddress(t.email) ? <a href={mailtoHref(t.email)}>{t.email}</a> : <span>{t.email}</span>} ·{' '}
                <time dateTime={t.createdAt}>{when(t.createdAt)}</time>
                {t.voucherCode ? <> · voucher {t.voucherCode}</> : null}
              </p>
              <p className={styles.ticketBody}>{t.message}</p>
              <button type="button" className={styles.secondary} disabled={busy === t.id} onClick={() => void move(t, t.status === 'open' ? 'closed' : 'open')}>
                {t.status === 'open' ? 'Close ticket' : 'Reopen ticket'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
