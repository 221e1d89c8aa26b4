import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { typesByName } from '@/cms-schema';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import type { DocumentSummary } from '@/studio-local/store/types';
import { mayCreate } from '@/studio-local/access/roles';
import styles from './Studio.module.scss';
import { useStudioUser } from './studioUser';

const STATUS: Record<DocumentSummary['status'], string> = { published: 'Published', draft: 'Draft', changed: 'Unpublished changes' };

export function DocumentList({ type, onSignedOut }: { type: string; onSignedOut(): void }) {
  const router = useRouter();
  const def = typesByName.get(type);
  const canCreate = mayCreate(useStudioUser().role, type);
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ query: string; documents: DocumentSummary[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      studioFetch<{ documents: DocumentSummary[] }>(`/api/studio/documents?type=${encodeURIComponent(type)}&q=${encodeURIComponent(query)}`)
        .then((r) => !cancelled && setResult({ query, documents: r.documents }))
        .catch((e: StudioRequestError) => (e.status === 401 ? onSignedOut() : !cancelled && setError(e.message)));
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [type, query, onSignedOut]);

  if (!def) return <p role="alert">Unknown content type.</p>;
  const title = def.title ?? def.name;
  return (
    <section aria-labelledby="list-title">
      <div className={styles.listHeader}>
        <h1 id="list-title">{title}</h1>
        {canCreate ? (
          <button
            type="button"
            className={styles.primary}
            onClick={async () => {
              try {
                const created = await studioFetch<{ id: string }>('/api/studio/documents', { method: 'POST', body: { type, document: {} } });
                await router.push(`/studio/${type}/${created.id}`);
              } catch (e) {
                setError((e as Error).message);
              }
            }}
          >
            New {title.toLowerCase()}
          </button>
        ) : null}
      </div>
      <label htmlFor="search" className={styles.label}>
        Search
      </label>
      <input id="search" type="search" className={styles.input} value={query} onChange={(e) => setQuery(e.target.value)} />
      {error ? <p role="alert">{error}</p> : null}
      {!result ? (
        <p role="status">Loading…</p>
      ) : result.documents.length === 0 ? (
        <p>Nothing found.</p>
      ) : (
        <ul className={styles.documents} aria-label={`${title} documents`}>
          {result.documents.map((d) => (
            <li key={d.id}>
              <Link href={`/studio/${type}/${d.id}`} prefetch={false} className={styles.documentLink}>
                <span className={styles.documentTitle}>{d.title}</span>
                {d.subtitle ? <span className={styles.documentSubtitle}>{d.subtitle}</span> : null}
                <span className={styles[d.status]}>{STATUS[d.status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
