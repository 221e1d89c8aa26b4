import Link from 'next/link';
import { useState } from 'react';
import { studioFetch } from '@/studio-local/editor/client';
import type { ScheduleView } from '@/studio-local/store/types';
import styles from './Studio.module.scss';
import { Notice, useStudioResource } from './useStudioResource';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS: Record<ScheduleView['status'], string> = { pending: 'Scheduled', running: 'Running now', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' };

/** A local date-time input's value ("2026-11-24T09:30") a minute or more from now, as the default. */
function inAnHour(): string {
  const date = new Date(Date.now() + 3_600_000);
  date.setSeconds(0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function ScheduleList({
  schedules,
  showDocument,
  canCancel,
  busy,
  onCancel,
}: {
  schedules: ScheduleView[];
  showDocument: boolean;
  canCancel: boolean;
  busy: boolean;
  onCancel(s: ScheduleView): void;
}) {
  if (schedules.length === 0) return <p>Nothing scheduled.</p>;
  return (
    <ul className={styles.schedules}>
      {schedules.map((s) => (
        <li key={s.id} data-testid={`schedule-${s.id}`}>
          <span>
            <strong>{s.action === 'publish' ? 'Publish' : 'Unpublish'}</strong>{' '}
            {showDocument ? (
              <>
                <Link href={`/studio/${s.documentType}/${s.documentId}`} prefetch={false}>
                  {s.documentId}
                </Link>{' '}
              </>
            ) : null}
            at <time dateTime={s.runAt}>{when(s.runAt)}</time> · {STATUS[s.status]} · by {s.createdBy}
            {s.outcome ? ` · ${s.outcome}` : ''}
          </span>
          {s.status === 'pending' && canCancel ? (
            <button type="button" className={styles.linkButton} disabled={busy} onClick={() => onCancel(s)}>
              Cancel schedule
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function useSchedules(documentId: string | null, onSignedOut: () => void) {
  const url = `/api/studio/schedules${documentId ? `?documentId=${encodeURIComponent(documentId)}` : ''}`;
  const { data: schedules, message, busy, act } = useStudioResource(url, (body) => body.schedules as ScheduleView[], onSignedOut);
  const cancel = (s: ScheduleView) => void act(() => studioFetch(`/api/studio/schedules/${s.id}`, { method: 'DELETE' }), 'Schedule cancelled.');
  return { schedules, message, busy, act, cancel };
}

/** In the editor: publish or unpublish this document at a chosen time, and the schedules it has. */
export function ScheduleSection({ documentId, editable, onSignedOut }: { documentId: string; editable: boolean; onSignedOut(): void }) {
  const { schedules, message, busy, act, cancel } = useSchedules(documentId, onSignedOut);
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [at, setAt] = useState(inAnHour);
  return (
    <section aria-labelledby="schedule-title" className={styles.history}>
      <h2 id="schedule-title">Schedule</h2>
      {editable ? (
        <form
          className={styles.scheduleForm}
          onSubmit={(event) => {
            event.preventDefault();
            const runAt = new Date(at);
            if (Number.isNaN(runAt.getTime())) return;
            void act(
              () => studioFetch('/api/studio/schedules', { method: 'POST', body: { documentId, action, runAt: runAt.toISOString() } }),
              `Scheduled: ${action} at ${when(runAt.toISOString())}. Publishing takes the draft as it is then.`,
            );
          }}
        >
          <label htmlFor="schedule-action" className={styles.label}>
            Action
          </label>
          <select id="schedule-action" className={styles.input} value={action} onChange={(e) => setAction(e.target.value as 'publish' | 'unpublish')}>
            <option value="publish">Publish the draft</option>
            <option value="unpublish">Unpublish</option>
          </select>
          <label htmlFor="schedule-at" className={styles.label}>
            Date and time (your local time)
          </label>
          <input id="schedule-at" className={styles.input} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} required />
          <button type="submit" className={styles.secondary} disabled={busy || !at}>
            Schedule
          </button>
        </form>
      ) : null}
      <Notice message={message} />
      {schedules ? (
        <ScheduleList schedules={schedules} showDocument={false} canCancel={editable} busy={busy} onCancel={cancel} />
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}

/** Every schedule: what goes live (or off) when, and who set it. */
export function SchedulesView({ onSignedOut }: { onSignedOut(): void }) {
  const { schedules, message, busy, cancel } = useSchedules(null, onSignedOut);
  return (
    <section aria-labelledby="schedules-title">
      <h1 id="schedules-title">Schedules</h1>
      <p className={styles.hint}>
        Publishing and unpublishing set for a time, soonest first, then the ones that have run. Set a schedule from a document’s page.
      </p>
      <Notice message={message} />
      {schedules ? <ScheduleList schedules={schedules} showDocument canCancel busy={busy} onCancel={cancel} /> : <p role="status">Loading…</p>}
    </section>
  );
}
