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
