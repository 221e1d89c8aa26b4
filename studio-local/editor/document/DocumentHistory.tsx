import type { LoadedDocument } from '../documentsApi';
import styles from '../Studio.module.scss';

/** Every recorded change, newest first, each with who made it; an editor can restore one as the draft. */
export function DocumentHistory({
  history,
  editable,
  busy,
  onRestore,
}: {
  history: LoadedDocument['history'];
  editable: boolean;
  busy: boolean;
  onRestore(rev: string): void;
}) {
  return (
    <section aria-labelledby="history-title" className={styles.history}>
      <h2 id="history-title">History</h2>
      {history.length === 0 ? <p>No changes recorded yet.</p> : null}
      <ol>
        {history.map((entry) => (
          <li key={`${entry.rev}-${entry.at}`}>
            <span>
              {new Date(entry.at).toLocaleString()} · {entry.action} · <span data-testid="history-by">{entry.by ?? 'import or system'}</span>
            </span>
            {entry.document && editable ? (
              <button type="button" className={styles.linkButton} disabled={busy} onClick={() => onRestore(entry.rev)}>
                Restore this version
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
