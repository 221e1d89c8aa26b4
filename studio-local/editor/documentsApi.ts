import type { ApprovalState } from '@/lib/rules/discountApproval';
import type { DocumentSummary } from '@/studio-local/store/types';
import { studioFetch } from './client';

/**
 * The studio's documents API (`pages/api/studio/documents`), one typed call per thing the editor does, so no screen
 * builds its URLs or guesses its answers' shapes. Every change names the revision it starts from (`ifRevision`): the
 * server refuses it with 409 if someone saved in between.
 */

export type StudioDocument = Record<string, unknown> & { _id: string; _type: string; _rev?: string; _updatedAt?: string };

export interface LoadedDocument {
  published: StudioDocument | null;
  draft: StudioDocument | null;
  history: { rev: string; at: string; action: string; document: StudioDocument | null; by?: string }[];
  /** Whether the draft is a big discount that needs a second admin (lib/rules/discountApproval.ts). */
  approval: ApprovalState;
}

export type DocumentAction = 'publish' | 'unpublish' | 'discard' | 'approve' | 'restore';

const DOCUMENTS = '/api/studio/documents';
const documentUrl = (id: string, query = '') => `${DOCUMENTS}/${encodeURIComponent(id)}${query}`;

export const documentsApi = {
  /** One page of a type's documents whose title, id or brand holds `q`; without `limit`, all of them. */
  list: (type: string, page: { q?: string; limit?: number; offset?: number } = {}) => {
    const query = new URLSearchParams({ type });
    if (page.q !== undefined) query.set('q', page.q);
    if (page.limit !== undefined) query.set('limit', String(page.limit));
    if (page.offset !== undefined) query.set('offset', String(page.offset));
    return studioFetch<{ documents: DocumentSummary[]; total: number }>(`${DOCUMENTS}?${query}`);
  },
  open: (id: string) => studioFetch<LoadedDocument>(documentUrl(id)),
  create: (type: string, document: Record<string, unknown>) => studioFetch<{ id: string }>(DOCUMENTS, { method: 'POST', body: { type, document } }),
  /** A brand's own version of site-wide copy, starting as a copy of the shared one. */
  createBrandVersion: (type: string, brand: string) => studioFetch<{ id: string }>(DOCUMENTS, { method: 'POST', body: { type, brand } }),
  saveDraft: (id: string, document: StudioDocument, ifRevision: string | null) =>
    studioFetch<{ draft: StudioDocument }>(documentUrl(id), { method: 'PUT', body: { document, ifRevision } }),
  publish: (id: string, ifRevision: string | null) =>
    studioFetch<{ revalidated: { pages: number; ms: number } }>(documentUrl(id, '?action=publish'), { method: 'POST', body: { ifRevision } }),
  act: (id: string, action: Exclude<DocumentAction, 'publish' | 'restore'>, ifRevision: string | null) =>
    studioFetch(documentUrl(id, `?action=${action}`), { method: 'POST', body: { ifRevision } }),
  /** An earlier revision back as the draft. */
  restore: (id: string, rev: string, ifRevision: string | null) =>
    studioFetch(documentUrl(id, '?action=restore'), { method: 'POST', body: { rev, ifRevision } }),
  /** `confirm`: delete although other documents use it (the first answer, 409, lists them). */
  remove: (id: string, ifRevision: string | null, confirm: boolean) =>
    studioFetch(documentUrl(id, `?ifRevision=${encodeURIComponent(ifRevision ?? '')}${confirm ? '&confirm=uses' : ''}`), { method: 'DELETE' }),
};
