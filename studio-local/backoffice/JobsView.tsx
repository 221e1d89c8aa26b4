import type { JobView } from '@/studio-local/store/types';
import styles from '../editor/Studio.module.scss';
import { Notice, useStudioResource } from '../editor/useStudioResource';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const STATES: Record<JobView['state'], string> = {
  waiting: 'Waiting',
  running: 'Running',
  retrying: 'Retrying',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Background work: billing, scheduled publishing and sweeps, waiting or running first, then the newest finished (admins). */
export function JobsView({ onSignedOut }: { onSignedOut(): void }) {
  const { data: jobs, message } = useStudioResource('/api/studio/jobs', (body) => body.jobs as JobView[], onSignedOut);

  return (
    <section aria-labelledby="jobs-title">
      <h1 id="jobs-title">Jobs</h1>
      <p className={styles.hint}>
        Membership billing, scheduled publishing and payment sweeps, run once across every server. A failed try is tried again later.
      </p>
      <Notice message={message} />
      {!jobs ? (
        <p role="status">Loading…</p>
      ) : jobs.length === 0 ? (
        <p>No jobs yet.</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="Jobs" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">Jobs</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">State</th>
                <th scope="col">Tries</th>
                <th scope="col">Due</th>
                <th scope="col">Finished</th>
                <th scope="col">Result or last error</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id} data-testid={`job-${job.id}`}>
                  <td>
                    {job.title}
                    {job.periodFrom ? (
                      <span className={styles.documentSubtitle}>
                        {' '}
                        · for the period from <time dateTime={job.periodFrom}>{when(job.periodFrom)}</time>
                      </span>
                    ) : null}
                  </td>
                  <td>{STATES[job.state]}</td>
                  <td>
                    {job.attempts} of {job.maxAttempts}
                  </td>
                  <td>
                    <time dateTime={job.dueAt}>{when(job.dueAt)}</time>
                  </td>
                  <td>{job.finishedAt ? <time dateTime={job.finishedAt}>{when(job.finishedAt)}</time> : '—'}</td>
                  <td>
                    {job.error ?? job.result ?? '—'}
                    {job.ranOn ? <span className={styles.documentSubtitle}> · on {job.ranOn}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
