import { serverEnv } from '@/server/platform/env';
import { OutboxSender } from './outboxSender';
import { SmtpSender } from './smtpSender';
import type { EmailSender } from './types';

export type { EmailFacts, EmailKind, EmailMessage, EmailSender } from './types';

let sender: EmailSender | undefined;

/** SMTP when SMTP_URL is set; otherwise the database outbox (links printed in the log in development). */
export function emailSender(): EmailSender {
  const env = serverEnv();
  sender ??= env.SMTP_URL ? new SmtpSender(env.SMTP_URL, env.EMAIL_FROM) : new OutboxSender(env.APP_ENV === 'development');
  return sender;
}

export function setEmailSender(next: EmailSender | undefined): void {
  sender = next;
}
