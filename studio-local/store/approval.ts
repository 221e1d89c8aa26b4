import type { SanityDocument } from '@/server/content/localDataset';
import type { ContentStore } from '@/server/content/store';
import { serverEnv } from '@/server/platform/env';
import { approvalReason, approvalState, type ApprovalState } from '@/lib/rules/discountApproval';
import { toCents } from '@/lib/rules/money';

/** Whether a document's draft needs a second admin, and whether it has one (lib/rules/discountApproval.ts). */
export async function draftApproval(store: Pick<ContentStore, 'history' | 'list'>, id: string, draft: SanityDocument | null): Promise<ApprovalState> {
  const reason = draft ? approvalReason(await withPublishedBrands(store, draft), toCents(serverEnv().DISCOUNT_APPROVAL_ABOVE_DOLLARS)) : null;
  if (!draft || !reason) return { reason: null, approvedBy: null, authors: [] };
  return approvalState(reason, String(draft._rev), await store.history(id));
}

/**
 * The draft with its brand list as the site would read it: only references to published brands count, so a campaign
 * whose list names no real brand (which live would run on every brand) is judged as one on every brand.
 */
async function withPublishedBrands(store: Pick<ContentStore, 'list'>, draft: SanityDocument): Promise<SanityDocument> {
  if (!Array.isArray(draft.brands)) return draft;
  const brands = new Set((await store.list()).filter((doc) => doc._type === 'brand' && !doc._id.startsWith('drafts.')).map((doc) => doc._id));
  return { ...draft, brands: (draft.brands as { _ref?: unknown }[]).filter((ref) => typeof ref?._ref === 'string' && brands.has(ref._ref)) };
}
