import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import type { DocumentSummary } from '@/studio-local/store/types';
import type { EditorData } from './editorData';
import styles from './Studio.module.scss';
import { documentsApi } from './documentsApi';

type Brand = EditorData['brands'][number];

/** The brand key a version's id names (`footerTerms.tidy-nest`), or null for the shared document (`footerTerms`). */
export const versionBrandKey = (type: string, id: string): string | null => (id.startsWith(`${type}.`) ? id.slice(type.length + 1) : null);

/**
 * Site-wide copy (a banner, footer terms, navigation, company details) is
 * shared by every brand unless a brand has its own version. On the shared
 * document this lists the brands with their own and makes one for another
 * brand (starting as a copy of the shared text); on a brand's version it says
 * whose it is.
 */
export function BrandVersions({
  type,
  id,
  title,
  brands,
  editable,
  onError,
}: {
  type: string;
  id: string;
  title: string;
  brands: readonly Brand[];
  editable: boolean;
  onError: (error: unknown) => void;
}) {
  const router = useRouter();
  const selectId = useId();
  const [versions, setVersions] = useState<DocumentSummary[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const ownerKey = versionBrandKey(type, id);

  useEffect(() => {
    let cancelled = false;
    documentsApi
      .list(type)
      .then((r) => !cancelled && setVersions(r.documents.filter((d) => versionBrandKey(type, d.id) !== null)))
      .catch((error) => !cancelled && onError(error));
    return () => {
      cancelled = true;
    };
  }, [type, id, onError]);

  const name = (key: string) => brands.find((b) => b.key === key)?.title ?? key;
  const lower = title.toLowerCase();
  if (ownerKey)
    return (
      <p className={styles.hint} data-testid="brand-version">
        {name(ownerKey)}’s own {lower}: its pages show this instead of the{' '}
        <a href={`/studio/${type}/${type}`} onClick={(e) => (e.preventDefault(), void router.push(`/studio/${type}/${type}`))}>
          shared {lower}
        </a>
        . Delete it to go back to the shared one.
      </p>
    );
  if (!versions) return null;
  const withOwn = new Set(versions.map((v) => versionBrandKey(type, v.id)!));
  const without = brands.filter((b) => !withOwn.has(b.key));

  const make = async () => {
    setBusy(true);
    try {
      const made = await documentsApi.createBrandVersion(type, chosen);
      await router.push(`/studio/${type}/${encodeURIComponent(made.id)}`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.field} aria-labelledby={`${selectId}-heading`} data-testid="brand-versions">
      <h2 id={`${selectId}-heading`}>Brand versions</h2>
      <p className={styles.hint}>
        {withOwn.size ? 'These brands show their own version; every other brand shows this shared one: ' : `Every brand shows this shared ${lower}.`}
        {versions.map((v, i) => (
          <span key={v.id}>
            {i ? ', ' : ''}
            <a
              href={`/studio/${type}/${encodeURIComponent(v.id)}`}
              onClick={(e) => (e.preventDefault(), void router.push(`/studio/${type}/${encodeURIComponent(v.id)}`))}
            >
              {name(versionBrandKey(type, v.id)!)}
            </a>
          </span>
        ))}
      </p>
      {editable && without.length ? (
        <div className={`${styles.actions} ${styles.brandPick}`}>
          <label htmlFor={selectId}>Brand</label>
          <select id={selectId} className={styles.input} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">Choose a brand…</option>
            {without.map((b) => (
              <option key={b.key} value={b.key}>
                {b.title}
              </option>
            ))}
          </select>
          <button type="button" className={styles.secondary} disabled={!chosen || busy} onClick={() => void make()}>
            {busy ? 'Making…' : 'Make its own version'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
