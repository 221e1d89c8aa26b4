import { DocumentNotFoundError, type ContentStore } from '@/server/content/store';
import type { SanityDocument } from '@/server/content/localDataset';
import type { ChangedDocument } from '@/server/site/isr/affectedPages';
import { publishBlockedBy } from '@/lib/rules/discountApproval';
import { draftApproval } from './approval';
import { problemsIn } from './documents';

/**
 * Publishing and unpublishing as the studio does them, from a person's click
 * or a schedule: validation first (publishing an invalid draft is refused
 * with every problem by field), then a big discount's second approval, then
 * the change, then `refresh` for the pages it shows on: it records the change
 * for the page cache, and each page renders with it on its next visit
 * (server/site/isr/revalidate.ts), from a click or a schedule's job alike.
 */

type Writer = Pick<ReturnType<ContentStore['as']>, 'get' | 'list' | 'history' | 'publish' | 'unpublish'>;

/** Refreshes the pages the changed documents show on; what it answers is the outcome's `revalidated`. */
export type PageRefresh<R> = (changed: ChangedDocument[]) => Promise<R>;

export type PublishOutcome<R> =
  | { ok: true; document: SanityDocument; revalidated: R }
  | { ok: false; status: 404 | 409 | 422; error: string; problems?: { path: string; message: string; level: string }[] };

export async function publishDocument<R>(store: Writer, id: string, refresh: PageRefresh<R>, ifRevision?: string | null): Promise<PublishOutcome<R>> {
  const before = await store.get(id);
  if (!before.draft && !before.published) return { ok: false, status: 404, error: 'Document not found.' };
  if (!before.draft) return { ok: false, status: 409, error: 'There are no unpublished changes.' };
  const problems = (await problemsIn({ ...before.draft, _id: id }, await store.list())).filter((p) => p.level === 'error');
  if (problems.length) return { ok: false, status: 422, error: 'Fix the highlighted fields before publishing.', problems };
  const approval = await draftApproval(store, id, before.draft);
  const blocked = publishBlockedBy(approval);
  if (blocked) return { ok: false, status: 409, error: blocked };
  // What was approved is what goes live: a save since then (a schedule passes no revision) is a conflict.
  const published = await store.publish(id, approval.reason ? (ifRevision ?? String(before.draft._rev)) : ifRevision);
  const revalidated = await refresh([before.published, published].filter(Boolean) as ChangedDocument[]);
  return { ok: true, document: published, revalidated };
}

export async function unpublishDocument<R>(store: Writer, id: string, refresh: PageRefresh<R>, ifRevision?: string | null): Promise<PublishOutcome<R>> {
  const before = await store.get(id);
  if (!before.published) return { ok: false, status: before.draft ? 409 : 404, error: before.draft ? 'It is not published.' : 'Document not found.' };
  try {
    const draft = await store.unpublish(id, ifRevision);
    const revalidated = await refresh([before.published] as ChangedDocument[]);
    return { ok: true, document: draft, revalidated };
  } catch (error) {
    if (error instanceof DocumentNotFoundError) return { ok: false, status: 404, error: 'Document not found.' };
    throw error;
  }
}
