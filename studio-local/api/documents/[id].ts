import type { NextApiRequest, NextApiResponse } from 'next';
import type { ChangedDocument } from '@/server/site/isr/affectedPages';
import { revalidateFor } from '@/server/site/isr/revalidate';
import type { SanityDocument } from '@/server/content/localDataset';
import { ConflictError, DocumentNotFoundError, isDraftId, publishedId } from '@/server/content/store';
import { mayEdit } from '@/lib/rules/studioRoles';
import { READ_ONLY, studioApi } from '@/studio-local/access/guard';
import { cleanDocument, contentStore, DOCUMENT_ID, typeDef } from '@/studio-local/store/documents';
import { approvalRefusal } from '@/lib/rules/discountApproval';
import { draftApproval } from '@/studio-local/store/approval';
import { publishDocument, unpublishDocument } from '@/studio-local/store/publishing';
import { documentUses } from '@/studio-local/store/documentUses';

/**
 * One document: GET (published, draft, history, the draft's approval; a deleted
 * document answers with its history), PUT (save draft),
 * POST ?action=publish|unpublish|discard|restore|approve, DELETE. DELETE of
 * `drafts.{id}` removes the draft only; DELETE of `{id}` removes the document
 * (kept in history, restorable), and when something still uses it (documentUses)
 * only with `confirm=uses`, else 409 with the list.
 * A big discount is published only once an admin other than its author has
 * approved that revision (lib/rules/discountApproval.ts). Changes carry the
 * revision the editor started from (`ifRevision`) and are refused with 409
 * when someone else changed the document since; each is recorded with the
 * email of the person who made it, and only roles that may edit the type
 * may make them (403 otherwise).
 */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse, user) => {
  const rawId = typeof req.query.id === 'string' ? req.query.id : '';
  if (!DOCUMENT_ID.test(rawId)) return res.status(400).json({ error: 'Invalid document id.' });
  const id = publishedId(rawId);
  const store = contentStore().as(user.email);
  const body = (req.body ?? {}) as { document?: unknown; ifRevision?: unknown; rev?: unknown };
  const ifRevision =
    typeof body.ifRevision === 'string' || body.ifRevision === null
      ? body.ifRevision
      : typeof req.query.ifRevision === 'string'
        ? req.query.ifRevision
        : undefined;

  try {
    if (req.method === 'GET') {
      const pair = await store.get(id);
      const history = (await store.history(id)).slice(0, 50);
      // A deleted document is still found by its history, from which it can be restored.
      if (!pair.published && !pair.draft && history[0]?.action !== 'delete') return res.status(404).json({ error: 'Document not found.' });
      return res.status(200).json({ ...pair, history, approval: await draftApproval(store, id, pair.draft) });
    }

    const before = await store.get(id);
    // A deleted document can still be restored: its type is the one its history kept.
    const restoring = req.method === 'POST' && req.query.action === 'restore';
    const existing = before.draft ?? before.published ?? (restoring ? await deletedDocument(store, id) : null);
    if (!existing) return res.status(404).json({ error: 'Document not found.' });
    if (!typeDef(existing._type)) return res.status(400).json({ error: 'This document type cannot be edited here.' });
    if (!mayEdit(user.role, existing._type)) return res.status(403).json({ error: READ_ONLY });
    if (ifRevision === undefined) return res.status(400).json({ error: 'Say which revision you edited (ifRevision).' });

    if (req.method === 'PUT') {
      const document = cleanDocument(body.document, id, existing._type);
      if (!document) return res.status(400).json({ error: 'The document must be an object.' });
      // Whose version of site-wide copy a document is was fixed when it was made: an edit does not move it to another brand.
      if (existing.brand === undefined) delete document.brand;
      else document.brand = existing.brand;
      return res.status(200).json({ draft: await store.saveDraft(document, ifRevision) });
    }

    if (req.method === 'DELETE') {
      // A draft id names the draft alone, as in Sanity's API: the published document and its pages stay as they are.
      if (isDraftId(rawId)) {
        if (!before.draft) return res.status(404).json({ error: 'There is no draft of this document.' });
        await store.discardDraft(id, ifRevision);
        return res.status(200).json({ deleted: [rawId], published: before.published ? id : null });
      }
      const uses = documentUses(await store.list(), id, new Date());
      if (uses.length && req.query.confirm !== 'uses')
        return res.status(409).json({
          error: 'This document is still in use. Check what uses it, then delete with confirm=uses if you mean it.',
          uses,
        });
      await store.delete(id, ifRevision);
      const report = await revalidateFor([before.published].filter(Boolean) as ChangedDocument[]);
      const [deleted] = await store.history(id);
      return res
        .status(200)
        .json({ deleted: [before.published ? id : null, before.draft ? `drafts.${id}` : null].filter(Boolean), restoreRev: deleted?.rev, revalidated: report });
    }

    if (req.method === 'POST') {
      const action = req.query.action;
      if (action === 'publish' || action === 'unpublish') {
        const outcome = await (action === 'publish' ? publishDocument : unpublishDocument)(store, id, revalidateFor, ifRevision);
        if (!outcome.ok) return res.status(outcome.status).json({ error: outcome.error, problems: outcome.problems });
        return res
          .status(200)
          .json(
            action === 'publish'
              ? { published: outcome.document, revalidated: outcome.revalidated }
              : { draft: outcome.document, revalidated: outcome.revalidated },
          );
      }
      if (action === 'discard') {
        await store.discardDraft(id, ifRevision);
        return res.status(200).json({ discarded: true });
      }
      if (action === 'approve') {
        const refusal = approvalRefusal(await draftApproval(store, id, before.draft), user);
        if (refusal) return res.status(refusal.kind === 'not-needed' ? 409 : 403).json({ error: refusal.message });
        if (typeof ifRevision !== 'string') return res.status(400).json({ error: 'Say which revision you approve (ifRevision).' });
        return res.status(200).json({ draft: await store.approve(id, ifRevision) });
      }
      if (action === 'restore') {
        if (typeof body.rev !== 'string') return res.status(400).json({ error: 'Say which revision to restore.' });
        return res.status(200).json({ draft: await store.restore(id, body.rev, ifRevision) });
      }
      return res.status(400).json({ error: 'Unknown action.' });
    }

    res.setHeader('Allow', 'GET, PUT, POST, DELETE');
    return res.status(405).json({ error: 'Method not allowed.' });
  } catch (error) {
    if (error instanceof ConflictError) return res.status(409).json({ error: error.message });
    if (error instanceof DocumentNotFoundError) return res.status(404).json({ error: 'Document not found.' });
    throw error;
  }
});

/** What a delete removed, when the document's last change was one. */
async function deletedDocument(store: { history(id: string): Promise<{ action: string; document: SanityDocument | null }[]> }, id: string) {
  const [last] = await store.history(id);
  return last?.action === 'delete' ? last.document : null;
}
