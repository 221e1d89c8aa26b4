import { useState } from 'react';
import { StudioRequestError } from './client';
import styles from './Studio.module.scss';
import { documentsApi } from './documentsApi';

interface Use {
  documentId?: string;
  documentType?: string;
  what: string;
}

/**
 * The editor's Delete: asks once, and when the document is still in use shows what uses it and asks again
 * ("Delete anyway"). A deleted document stays in its history, from which it can be restored.
 */
export function DeleteDocument({
  id,
  revision,
  busy,
  onDeleted,
  onError,
}: {
  id: string;
  revision: () => string | null;
  busy: boolean;
  onDeleted(): void;
  onError(error: unknown): void;
}) {
  const [uses, setUses] = useState<Use[] | null>(null);
  const remove = async (confirm: boolean) => {
    try {
      await documentsApi.remove(id, revision(), confirm);
      onDeleted();
    } catch (error) {
      if (error instanceof StudioRequestError && error.status === 409 && Array.isArray(error.body.uses)) return setUses(error.body.uses as Use[]);
      onError(error);
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.danger}
        disabled={busy}
        onClick={() => window.confirm('Delete this document? Its history keeps it, and it can be restored from there.') && void remove(false)}
      >
        Delete
      </button>
      {uses ? (
        <div className={styles.errorBox} role="alert" data-testid="delete-uses">
          <p>This document is still in use:</p>
          <ul>
            {uses.map((use) => (
              <li key={`${use.documentId ?? ''}${use.what}`}>
                {use.documentId && use.documentType ? <a href={`/studio/${use.documentType}/${encodeURIComponent(use.documentId)}`}>{use.what}</a> : use.what}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.danger} disabled={busy} onClick={() => void remove(true)}>
            Delete anyway
          </button>{' '}
          <button type="button" className={styles.secondary} onClick={() => setUses(null)}>
            Keep it
          </button>
        </div>
      ) : null}
    </>
  );
}
