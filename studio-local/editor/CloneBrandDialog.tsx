import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { studioFetch } from '@/studio-local/editor/client';
import styles from './Studio.module.scss';

interface Cloned {
  brandId: string;
  documentIds: string[];
  previewUrl: string;
}

/**
 * "Clone brand" (admins): drafts of a new brand made from a source brand, and
 * of the campaigns and experiments that list the source (POST
 * /api/studio/brands/{source}/clone). On success the new brand's editor opens.
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const cloned = await studioFetch<Cloned>(`/api/studio/brands/${encodeURIComponent(source)}/clone`, { method: 'POST', body: { key, appName, domain } });
      dialog.current?.close();
      await router.push(`/studio/brand/${encodeURIComponent(cloned.brandId)}`);
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
      <button type="button" className={styles.secondary} onClick={() => dialog.current?.showModal()}>
        Clone brand
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="clone-title">
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
      </dialog>
    </>
  );
}
