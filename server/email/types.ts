import type { EmailBrand } from '@/server/site/brandKey';

/** What the product sends; each adapter (SMTP, outbox) only delivers. */
export type EmailKind =
  | 'sign-in'
  | 'studio-sign-in'
  | 'receipt'
  | 'booking'
  | 'booking-change'
  | 'cancellation'
  | 'fee-receipt'
  | 'refund'
  | 'membership-payment'
  | 'membership-payment-failed'
  | 'membership-cancelled'
  | 'booking-reminder'
  | 'booking-follow-up'
  | 'membership-renewal';

/** A file sent with an email (a booking's calendar entry). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailMessage {
  to: string;
  kind: EmailKind;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the brand's support address, never the sending address. */
  replyTo?: string;
  attachments?: EmailAttachment[];
}

export interface EmailSender {
  readonly name: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

/** What a request-driven service needs to email the customer: without these (some tests) no email is sent. */
export interface EmailFacts {
  email?: EmailSender;
  /** The brand as the request names it (its own domain, else its base URL). */
  emailBrand?: () => Promise<EmailBrand>;
}
