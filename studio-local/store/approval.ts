import type { SanityDocument } from '@/server/content/localDataset';
import type { ContentStore } from '@/server/content/store';
import { serverEnv } from '@/lib/platform/env/server';
import { approvalReason, approvalState, type ApprovalState } from '@/lib/rules/discountApproval';
import { toCents } from '@/lib/rules/money';

/** Whether a document's draft needs a second admin, and whether it has one (lib/rules/discountApproval.ts). */
export async function draftApproval(store: Pick<ContentStore, 'history'>, id: string, draft: SanityDocument | null): Promise<ApprovalState> {
  const reason = draft ? approvalReason(draft, toCents(serverEnv().DISCOUNT_APPROVAL_ABOVE_DOLLARS)) : null;
  if (!draft || !reason) return { reason: null, approvedBy: null, authors: [] };
  return approvalState(reason, String(draft._rev), await store.history(id));
}
