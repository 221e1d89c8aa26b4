import { useEffect, useState } from 'react';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import type { LaunchCheck, LaunchChecklistView } from '@/studio-local/store/types';
import styles from './Studio.module.scss';

const STATUS_TEXT: Record<LaunchCheck['status'], string> = { pass: 'Passes', fail: 'Needs work', unchecked: 'Not checked' };
const STATUS_CLASS: Record<LaunchCheck['status'], string | undefined> = { pass: styles.checkPass, fail: styles.checkFail, unchecked: styles.checkUnchecked };

/**
 * A brand's launch checklist as the server computes it (GET
 * /api/studio/brands/{key}/checklist), reloaded whenever the brand's saved
 * revision changes. "Publish brand" is enabled once every required check passes.
 */
export function LaunchChecklist({
  brandKey,
  revision,
  canPublish,
  busy,
  onPublish,
  onSignedOut,
}: {
  brandKey: string;
  /** The saved revision the checklist describes; a new one reloads it. */
  revision: string | null;
  /** There is something to publish and this person may publish it. */
  canPublish: boolean;
  busy: boolean;
  onPublish(): void;
  onSignedOut(): void;
}) {
  const [view, setView] = useState<LaunchChecklistView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(0);

  useEffect(() => {
    let cancelled = false;
    studioFetch<LaunchChecklistView>(`/api/studio/brands/${encodeURIComponent(brandKey)}/checklist`)
      .then((result) => {
        if (cancelled) return;
        setView(result);
        setError(null);
      })
      .catch((failure) => {
        if (cancelled) return;
        if (failure instanceof StudioRequestError && failure.status === 401) return onSignedOut();
        setError((failure as Error).message);
      });
    return () => {
      cancelled = true;
    };
  }, [brandKey, revision, checking, onSignedOut]);

  const required = view?.checks.filter((c) => c.required) ?? [];
  const warnings = view?.checks.filter((c) => !c.required) ?? [];
  const passing = required.filter((c) => c.status === 'pass').length;

  return (
    <section aria-labelledby="launch-title" className={styles.launch} data-testid="launch-checklist">
      <h2 id="launch-title">Launch checklist</h2>
      {error ? <p role="alert">{error}</p> : null}
      {!view ? (
        !error && <p role="status">Checking…</p>
      ) : (
        <>
          <p className={styles.hint}>
            {passing} of {required.length} required checks pass
            {view.publishable ? ': it can be published.' : '. Publishing waits for the rest.'} Warnings do not hold it back.
          </p>
          {[
            ['Required', required],
            ['Warnings', warnings],
          ].map(([title, checks]) => (
            <div key={title as string}>
              <h3 className={styles.launchGroup}>{title as string}</h3>
              <ul className={styles.checks}>
                {(checks as LaunchCheck[]).map((c) => (
                  <li key={c.id} data-testid={`check-${c.id}`} data-status={c.status}>
                    <span className={`${styles.checkStatus} ${STATUS_CLASS[c.status] ?? ''}`}>{STATUS_TEXT[c.status]}</span>
                    <span>
                      <strong>{c.label}</strong>
                      <span className={styles.checkDetail}>{c.detail}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={busy || !view.publishable || !canPublish} onClick={onPublish}>
              Publish brand
            </button>
            <a className={styles.secondary} href={view.previewUrl} target="_blank" rel="noopener">
              Open preview address
            </a>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => setChecking((n) => n + 1)}>
              Check again
            </button>
          </div>
        </>
      )}
    </section>
  );
}
