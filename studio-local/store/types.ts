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

/** A contact-form message as the studio's inbox lists it. */
export interface SupportTicketView {
  id: number;
  brandKey: string;
  email: string;
  topic: string;
  topicLabel: string;
  message: string;
  voucherCode: string | null;
  status: 'open' | 'closed';
  createdAt: string;
  closedAt: string | null;
}

/** A customer's rating whose comment they let us publish, as review moderation shows it. */
export interface RatingModerationView {
  bookingId: number;
  stars: number;
  comment: string;
  firstName: string;
  /** "Columbus, OH": what the public review will name. */
  city: string;
  brandKey: string | null;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

/** An email kept in the outbox (no SMTP server configured), as the studio's Outbox shows it. */
export interface OutboxEmailView {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  createdAt: string;
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

/** One run of background work (billing, a schedule, a sweep), as the studio's Jobs screen lists it. */
export interface JobView {
  id: string;
  /** What the job does, with what it works on (a schedule's document). */
  title: string;
  state: 'waiting' | 'running' | 'retrying' | 'done' | 'failed' | 'cancelled';
  /** Tries made so far, and how many it may make in all. */
  attempts: number;
  maxAttempts: number;
  /** When it is due (for one retrying: its next try). */
  dueAt: string;
  /** For recurring work: the start of the period this run is for (one run per period). */
  periodFrom: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** What the last finished try reported. */
  result: string | null;
  /** Why the last try failed, while it is retrying or once it has failed. */
  error: string | null;
  /** The instance that ran it. */
  ranOn: string | null;
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
