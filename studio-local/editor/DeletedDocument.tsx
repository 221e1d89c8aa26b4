import { useState } from 'react';
import styles from './Studio.module.scss';
import { documentsApi } from './documentsApi';

interface Entry {
  rev: string;
  at: string;
  action: string;
  by?: string;
  document: Record<string, unknown> | null;
}

/** A deleted document, found by its history: who deleted it and when, and Restore, which makes it a draft again. */
export function DeletedDocument({
  id,
  title,
  history,
  editable,
  onRestored,
  onError,
}: {
  id: string;
  title: string;
  history: Entry[];
  editable: boolean;
  onRestored(): void;
  onError(error: unknown): void;
}) {
  const [busy, setBusy] = useState(false);
  const deleted = history[0]!;
  const name = String(deleted.document?.title ?? deleted.document?.appName ?? id);
  const restore = async () => {
    setBusy(true);
    try {
      await documentsApi.restore(id, deleted.rev, null);
      onRestored();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="editor-title">
      <h1 id="editor-title">{name}</h1>
      <p className={styles.status} data-testid="document-status">
        Deleted {new Date(deleted.at).toLocaleString()} by {deleted.by ?? 'import or system'}
      </p>
      <p>This {title.toLowerCase()} is not on the site. Restoring it makes it a draft again, as it was when it was deleted; publish it to put it back live.</p>
      {editable ? (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void restore()}>
          {busy ? 'Restoring…' : 'Restore'}
        </button>
      ) : null}
    </section>
  );
}
