/** What the product sends; each adapter (SMTP, outbox) only delivers. */
export type EmailKind = 'sign-in' | 'studio-sign-in' | 'receipt' | 'booking' | 'booking-change' | 'cancellation' | 'fee-receipt' | 'refund' | 'membership-payment' | 'membership-payment-failed' | 'membership-cancelled';

export interface EmailMessage {
  to: string;
  kind: EmailKind;
  subject: string;
  text: string;
  html: string;
}

export interface EmailSender {
  readonly name: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}
