import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { studioFetch } from '@/studio-local/editor/client';
import type { InheritedField } from '@/studio-local/store/types';
import styles from './Studio.module.scss';

interface Cloned {
  brandId: string;
  documentIds: string[];
  previewUrl: string;
  inherited: InheritedField[];
}

/**
 * "Clone brand" (admins): drafts of a new brand made from a source brand, and
 * of the campaigns and experiments that list the source (POST
 * /api/studio/brands/{source}/clone). On success the new brand's editor opens;
 * when the clone still has the source's copy or pictures, the dialog first
 * names them, since the new brand would otherwise launch speaking as the source.
 */
export function CloneBrandDialog({ sourceKey, brandKeys }: { sourceKey: string; brandKeys: readonly string[] }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [source, setSource] = useState(sourceKey);
  const [key, setKey] = useState('');
  const [appName, setAppName] = useState('');
  const [domain, setDomain] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cloned, setCloned] = useState<(Cloned & { appName: string }) | null>(null);

  const open = (brandId: string) => router.push(`/studio/brand/${encodeURIComponent(brandId)}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await studioFetch<Cloned>(`/api/studio/brands/${encodeURIComponent(source)}/clone`, { method: 'POST', body: { key, appName, domain } });
      if (!answer.inherited.length) {
        dialog.current?.close();
        await open(answer.brandId);
        return;
      }
      setCloned({ ...answer, appName });
      // The form is for the next clone: this key and domain are taken now.
      setKey('');
      setAppName('');
      setDomain('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, hint: string, extra: Record<string, string> = {}) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      <input id={id} className={styles.input} value={value} onChange={(e) => set(e.target.value)} aria-describedby={`${id}-hint`} required {...extra} />
    </div>
  );

  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          setCloned(null);
          dialog.current?.showModal();
        }}
      >
        Clone brand
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="clone-title">
        {cloned ? (
          <div>
            <h2 id="clone-title">Clone brand</h2>
            <div role="status">
              <p>Drafts of {cloned.appName} are made. Nothing goes live until you publish.</p>
              <p className={styles.warningBox} data-testid="clone-inherited">
                Still the source brand’s: {cloned.inherited.map((f) => f.label).join(', ')}; change them before launch.
              </p>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                onClick={() => {
                  dialog.current?.close();
                  void open(cloned.brandId);
                }}
              >
                Open {cloned.appName}
              </button>
              <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
                Close
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit}>
            <h2 id="clone-title">Clone brand</h2>
            <p className={styles.hint}>
              Makes drafts of a new brand with this brand’s theme, copy and SEO templates, and adds it to the campaigns and experiments this brand runs in.
              Nothing goes live until you publish.
            </p>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="clone-source">
                Source brand
              </label>
              <select id="clone-source" className={styles.input} value={source} onChange={(e) => setSource(e.target.value)}>
                {[...new Set([sourceKey, ...brandKeys])].map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            </div>
            {field('clone-key', 'New key', key, setKey, 'Lower-case letters, digits and hyphens; the second label of the domain.', {
              pattern: '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?',
              autoComplete: 'off',
            })}
            {field('clone-name', 'App name', appName, setAppName, 'The name visitors see, e.g. Fresh Home.', { autoComplete: 'off' })}
            {field('clone-domain', 'Domain', domain, setDomain, 'Without www or https, e.g. fresh-home.com.', { autoComplete: 'off', inputMode: 'url' })}
            {error ? (
              <p className={styles.errorBox} role="alert">
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className={styles.primary} disabled={busy}>
                {busy ? 'Cloning…' : 'Create drafts'}
              </button>
              <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
