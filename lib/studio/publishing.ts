import type { NextApiResponse } from 'next';
import { DocumentNotFoundError, type ContentStore } from '@/lib/cms/store';
import type { SanityDocument } from '@/lib/cms/localDataset';
import type { ChangedDocument } from '@/lib/site/isr/affectedPages';
import { revalidateFor, type RevalidationReport } from '@/lib/site/isr/revalidate';
import { publishBlockedBy } from '@/lib/rules/discountApproval';
import { draftApproval } from './approval';
import { problemsIn } from './documents';

/**
 * Publishing and unpublishing as the studio does them, from a person's click
 * or a schedule: validation first (publishing an invalid draft is refused
 * with every problem by field), then a big discount's second approval, then
 * the change, then the pages it shows on are regenerated.
 */

type Writer = Pick<ReturnType<ContentStore['as']>, 'get' | 'list' | 'history' | 'publish' | 'unpublish'>;

export type PublishOutcome =
  | { ok: true; document: SanityDocument; revalidated: RevalidationReport }
  | { ok: false; status: 404 | 409 | 422; error: string; problems?: { path: string; message: string; level: string }[] };

export async function publishDocument(store: Writer, id: string, res: NextApiResponse, ifRevision?: string | null): Promise<PublishOutcome> {
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
  const revalidated = await revalidateFor(res, [before.published, published].filter(Boolean) as ChangedDocument[]);
  return { ok: true, document: published, revalidated };
}

export async function unpublishDocument(store: Writer, id: string, res: NextApiResponse, ifRevision?: string | null): Promise<PublishOutcome> {
  const before = await store.get(id);
  if (!before.published) return { ok: false, status: before.draft ? 409 : 404, error: before.draft ? 'It is not published.' : 'Document not found.' };
  try {
    const draft = await store.unpublish(id, ifRevision);
    const revalidated = await revalidateFor(res, [before.published] as ChangedDocument[]);
    return { ok: true, document: draft, revalidated };
  } catch (error) {
    if (error instanceof DocumentNotFoundError) return { ok: false, status: 404, error: 'Document not found.' };
    throw error;
  }
}
