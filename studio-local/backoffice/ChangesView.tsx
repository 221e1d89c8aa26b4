import Link from 'next/link';
import { typesByName } from '@/cms-schema';
import type { ChangeView } from '@/studio-local/store/types';
import styles from '../editor/Studio.module.scss';
import { Notice, useStudioResource } from '../editor/useStudioResource';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const ACTIONS: Record<string, string> = {
  create: 'Created',
  save: 'Saved draft',
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
  discard: 'Discarded draft',
  restore: 'Restored a version',
  import: 'Imported',
  upload: 'Uploaded an image',
};

/** The audit trail across every document: who changed what, and when (admins). */
export function ChangesView({ onSignedOut }: { onSignedOut(): void }) {
  const { data: changes, message } = useStudioResource('/api/studio/changes?limit=200', (body) => body.changes as ChangeView[], onSignedOut);

  return (
    <section aria-labelledby="changes-title">
      <h1 id="changes-title">Recent changes</h1>
      <p className={styles.hint}>Every save, publish, unpublish, delete and restore across all content, newest first.</p>
      <Notice message={message} />
      {!changes ? (
        <p role="status">Loading…</p>
      ) : changes.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="Recent content changes" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">Recent content changes</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Document</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={`${c.documentId}-${c.rev}-${c.at}-${c.action}`}>
                  <td>
                    <time dateTime={c.at}>{when(c.at)}</time>
                  </td>
                  <td>{c.by ?? 'Import or system'}</td>
                  <td>{ACTIONS[c.action] ?? c.action}</td>
                  <td>
                    {c.type ? <span className={styles.documentSubtitle}>{typesByName.get(c.type)?.title ?? c.type} · </span> : null}
                    {c.type && c.action !== 'delete' && c.action !== 'upload' ? (
                      <Link href={`/studio/${c.type}/${c.documentId}`} prefetch={false}>
                        {c.documentId}
                      </Link>
                    ) : (
                      c.documentId
                    )}
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
