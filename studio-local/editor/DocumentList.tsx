import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { typesByName } from '@/cms-schema';
import { StudioRequestError } from '@/studio-local/editor/client';
import type { DocumentSummary } from '@/studio-local/store/types';
import { mayCreate } from '@/lib/rules/studioRoles';
import styles from './Studio.module.scss';
import { useStudioUser } from './studioUser';
import { documentsApi } from './documentsApi';

const STATUS: Record<DocumentSummary['status'], string> = { published: 'Published', draft: 'Draft', changed: 'Unpublished changes' };

type Query = Readonly<Record<string, string | string[] | undefined>>;

/**
 * What a link asks a new document to start with (`?new=1&adGroupId=…`, from the ad-group coverage screen): values
 * for the type's own top-level text fields only; the draft is validated like any other when it is saved.
 */
function prefillFrom(def: { fields: readonly { name: string; type: string; title?: string }[] }, query: Query) {
  if (query.new !== '1') return [];
  return def.fields.flatMap((field) => {
    const value = query[field.name];
    return field.type === 'string' && typeof value === 'string' && value.length > 0 && value.length <= 200
      ? [{ name: field.name, title: field.title ?? field.name, value }]
      : [];
  });
}

/** Documents per page of a list: a type can hold 100,000 (ad groups at full size). */
const PAGE_SIZE = 50;
const pageOf = (type: string, q: string, offset: number) => documentsApi.list(type, { q, limit: PAGE_SIZE, offset });

export function DocumentList({ type, onSignedOut }: { type: string; onSignedOut(): void }) {
  const router = useRouter();
  const def = typesByName.get(type);
  const canCreate = mayCreate(useStudioUser().role, type);
  const prefill = def && canCreate ? prefillFrom(def, router.query) : [];
  // Searching for the pre-filled value shows a document that already has it, before a second one is made.
  const [query, setQuery] = useState(prefill[0]?.value ?? '');
  const [result, setResult] = useState<{ query: string; documents: DocumentSummary[]; total: number } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      pageOf(type, query, 0)
        .then((r) => !cancelled && setResult({ query, documents: r.documents, total: r.total }))
        .catch((e: StudioRequestError) => (e.status === 401 ? onSignedOut() : !cancelled && setError(e.message)));
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [type, query, onSignedOut]);

  if (!def) return <p role="alert">Unknown content type.</p>;
  const title = def.title ?? def.name;
  const showMore = async () => {
    if (!result) return;
    setLoadingMore(true);
    try {
      const next = await pageOf(type, result.query, result.documents.length);
      setResult((current) =>
        current && current.query === result.query ? { ...current, documents: [...current.documents, ...next.documents], total: next.total } : current,
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };
  const create = async (document: Record<string, string>) => {
    try {
      const created = await documentsApi.create(type, document);
      await router.push(`/studio/${type}/${created.id}`);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section aria-labelledby="list-title">
      <div className={styles.listHeader}>
        <h1 id="list-title">{title}</h1>
        {canCreate ? (
          <button type="button" className={styles.primary} onClick={() => void create({})}>
            New {title.toLowerCase()}
          </button>
        ) : null}
      </div>
      {prefill.length ? (
        <div className={styles.approval} role="region" aria-label={`New ${title.toLowerCase()}`}>
          <p>
            A new {title.toLowerCase()} with {prefill.map((p) => `${p.title} ${p.value}`).join(', ')}.
          </p>
          <button type="button" className={styles.primary} onClick={() => void create(Object.fromEntries(prefill.map((p) => [p.name, p.value])))}>
            Create draft
          </button>
        </div>
      ) : null}
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
      {result && result.total > result.documents.length ? (
        <p className={styles.hint}>
          Showing {result.documents.length.toLocaleString('en-US')} of {result.total.toLocaleString('en-US')}: search by title, id or brand key, or{' '}
          <button type="button" className={styles.linkButton} disabled={loadingMore} onClick={() => void showMore()}>
            {loadingMore ? 'loading…' : `show ${Math.min(PAGE_SIZE, result.total - result.documents.length)} more`}
          </button>
          .
        </p>
      ) : null}
    </section>
  );
}
