/** What the studio's browser side sees of a document in a list. */
export interface DocumentSummary {
  id: string;
  type: string;
  title: string;
  subtitle: string | null;
  /** The document's key or slug, when it has one. */
  slug: string | null;
  status: 'published' | 'draft' | 'changed';
  updatedAt: string | null;
  /** A brand's: whether it is the primary brand, the one drafts are previewed on unless a person chooses another. */
  primary?: boolean;
}

/** One line of the audit trail, as the studio's Recent changes lists it. */
export interface ChangeView {
  documentId: string;
  type: string | null;
  rev: string;
  at: string;
  action: string;
  by: string | null;
}

/** A scheduled publish or unpublish, as the studio lists it. */
export interface ScheduleView {
  id: number;
  documentId: string;
  documentType: string;
  action: 'publish' | 'unpublish';
  runAt: string;
  status: 'pending' | 'running' | 'done' | 'failed' | 'cancelled';
  createdBy: string;
  finishedAt: string | null;
  outcome: string | null;
}

/** A brand field a clone took over from its source with the source's value (studio-local/store/brandClone.ts). */
export interface InheritedField {
  field: string;
  /** The field's title in the brand form. */
  label: string;
}

/** One line of a brand's launch checklist (studio-local/store/launchChecklist.ts): computed, never typed. */
export interface LaunchCheck {
  id: 'fields' | 'logo' | 'support' | 'legal' | 'seo' | 'robots' | 'icons' | 'optIns' | 'copy' | 'domain' | 'tls' | 'purchase';
  label: string;
  /** Publishing waits for every required check; the others are warnings. */
  required: boolean;
  /** `unchecked`: it could not be checked from here (no network, or it waits on another check). */
  status: 'pass' | 'fail' | 'unchecked';
  detail: string;
}

export interface LaunchChecklistView {
  brandId: string;
  key: string;
  status: DocumentSummary['status'];
  checks: LaunchCheck[];
  /** Every required check passes. */
  publishable: boolean;
  /** The studio link that opens the brand's drafts on its preview address. */
  previewUrl: string;
}

/** What the studio shows of the server's own records is the server's type. */
export type { SupportTicketView } from '@/server/domain/supportTickets';
export type { RatingModerationView } from '@/server/domain/cleaningRatings';
export type { OutboxEmailView } from '@/server/domain/outbox';
export type { JobView } from '@/server/jobs/job';
