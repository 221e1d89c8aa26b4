import { formatUsd, toCents } from './money';

/**
 * Two people for big discounts (issue 38, item 8): a campaign or an ad-group
 * wording whose discount is above the threshold, or a campaign that runs on
 * every brand, is published only once an admin who is not one of its authors
 * has approved that very revision. One marketer could otherwise publish $500
 * off on every brand, making every price $1, with nobody else looking.
 */

/** A campaign or ad-group wording as stored in content (dollars, brand references). */
export interface DiscountDocument {
  _type: string;
  discountAmount?: unknown;
  brands?: unknown;
  /** An experiment's variants (any with a `plan` changes prices) and status. */
  variants?: unknown;
  status?: unknown;
}

/** The variants of an experiment document that offer their own plan, as `key (plan)`. */
function pricingVariants(doc: DiscountDocument): string[] {
  const variants = (Array.isArray(doc.variants) ? doc.variants : []) as { key?: unknown; plan?: unknown }[];
  return variants.flatMap((v) => (typeof v?.plan === 'string' && v.plan !== '' ? [`${String(v.key)} (${v.plan})`] : []));
}

/** Why this document needs an approval before it is published, in words for the studio, or null. */
export function approvalReason(doc: DiscountDocument, aboveCents: number): string | null {
  if (doc._type === 'experiment') {
    // Only a revision that runs it: stopping a pricing experiment, or drafting one, needs nobody else.
    const priced = doc.status === 'running' || doc.status === 'shipped' ? pricingVariants(doc) : [];
    return priced.length ? `it changes prices: ${priced.join(', ')} offer${priced.length === 1 ? 's' : ''} another plan` : null;
  }
  if (doc._type !== 'campaign' && doc._type !== 'adGroupWording') return null;
  const cents = typeof doc.discountAmount === 'number' && Number.isFinite(doc.discountAmount) ? toCents(doc.discountAmount) : 0;
  const reasons: string[] = [];
  if (cents > aboveCents) reasons.push(`its discount of ${formatUsd(cents)} is more than ${formatUsd(aboveCents)}`);
  // An empty brand list runs the campaign on every brand.
  if (doc._type === 'campaign' && cents > 0 && !(Array.isArray(doc.brands) && doc.brands.length > 0)) reasons.push('it runs on every brand');
  return reasons.length ? reasons.join(' and ') : null;
}

/** One line of a document's history, newest first, as the studio records it. */
export interface HistoryEntry {
  rev: string;
  action: string;
  by?: string | null;
}

export interface ApprovalState {
  /** Why an approval is needed (approvalReason), or null when it is not. */
  reason: string | null;
  /** Who approved the draft's current revision, or null. */
  approvedBy: string | null;
  /** Whoever made the draft since it was last published: none of them may approve it. */
  authors: string[];
}

const AUTHORING: ReadonlySet<string> = new Set(['create', 'save', 'restore', 'import']);

/** The approval state of the draft at `draftRev`, from the document's history (newest first). */
export function approvalState(reason: string | null, draftRev: string, history: readonly HistoryEntry[]): ApprovalState {
  const lastPublish = history.findIndex((entry) => entry.action === 'publish');
  const sincePublished = lastPublish < 0 ? history : history.slice(0, lastPublish);
  const authors = [...new Set(sincePublished.flatMap((entry) => (AUTHORING.has(entry.action) && entry.by ? [entry.by] : [])))];
  const approval = sincePublished.find((entry) => entry.action === 'approve' && entry.rev === draftRev && entry.by && !authors.includes(entry.by));
  return { reason, approvedBy: approval?.by ?? null, authors };
}

/** Why the draft may not be published (or scheduled) yet, or null. */
export function publishBlockedBy(state: ApprovalState): string | null {
  if (!state.reason || state.approvedBy) return null;
  return `This needs an admin other than its author to approve it before it is published or scheduled: ${state.reason}.`;
}

/** Why `person` may not approve the draft (`not-needed`: there is nothing to approve; `not-allowed`: not by them), or null. */
export function approvalRefusal(state: ApprovalState, person: { email: string; role: string }): { kind: 'not-needed' | 'not-allowed'; message: string } | null {
  if (!state.reason) return { kind: 'not-needed', message: 'Nothing to approve: this draft does not need a second person.' };
  if (person.role !== 'admin') return { kind: 'not-allowed', message: 'Only an admin can approve a big discount or a pricing experiment.' };
  if (state.authors.includes(person.email)) return { kind: 'not-allowed', message: 'You made this draft: an admin other than its author must approve it.' };
  return null;
}
