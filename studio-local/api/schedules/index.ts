import type { NextApiRequest, NextApiResponse } from 'next';
import { publishedId } from '@/server/content/store';
import { publishBlockedBy } from '@/lib/rules/discountApproval';
import { draftApproval } from '@/studio-local/store/approval';
import { contentStore, DOCUMENT_ID } from '@/studio-local/store/documents';
import type { ChangedDocument } from '@/server/site/isr/affectedPages';
import { revalidateFor } from '@/server/site/isr/revalidate';
import { scheduleChange } from '@/studio-local/store/scheduleJob';
import { studioApi } from '@/studio-local/access/guard';
import { listSchedules } from '@/studio-local/store/schedules';

/**
 * GET ?documentId=…: schedules (pending first). POST { documentId, action, runAt }: publish or unpublish at that
 * time; a big discount is scheduled for publishing only once approved (and publishing checks again when it runs).
 * The pages the document shows on are regenerated now, so that their cached copies end when the schedule is due
 * (docs/decisions.md, "Scheduled publishing").
 */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse, user) => {
  if (req.method === 'GET') {
    const documentId = typeof req.query.documentId === 'string' ? req.query.documentId : undefined;
    if (documentId !== undefined && !DOCUMENT_ID.test(documentId)) return res.status(400).json({ error: 'Invalid document id.' });
    return res.status(200).json({ schedules: await listSchedules(documentId && publishedId(documentId)) });
  }
  if (req.method === 'POST') {
    const body = (req.body ?? {}) as { documentId?: unknown; action?: unknown; runAt?: unknown };
    if (typeof body.documentId !== 'string' || !DOCUMENT_ID.test(body.documentId)) return res.status(400).json({ error: 'Invalid document id.' });
    const id = publishedId(body.documentId);
    const pair = await contentStore().get(id);
    const existing = pair.draft ?? pair.published;
    if (!existing) return res.status(404).json({ error: 'Document not found.' });
    const blocked = body.action === 'publish' ? publishBlockedBy(await draftApproval(contentStore(), id, pair.draft)) : null;
    if (blocked) return res.status(409).json({ error: blocked });
    const schedule = await scheduleChange({ documentId: id, documentType: existing._type, action: body.action, runAt: body.runAt }, user);
    await revalidateFor([pair.published, pair.draft].filter(Boolean) as ChangedDocument[]);
    return res.status(201).json({ schedule });
  }
  res.setHeader('Allow', 'GET, POST');
  return res.status(405).json({ error: 'Method not allowed.' });
});
