import { database } from '@/db';
import { emailOutbox } from '@/db/schema';
import { log } from '@/server/platform/log';
import type { EmailMessage, EmailSender } from './types';

/**
 * The embedded default (no SMTP_URL): every email is kept in the database for
 * the studio's Outbox, and in development its links are printed in the server
 * log, so a developer can sign in without a mail server. Studio sign-in
 * links are always printed there and never shown in the Outbox.
 */
export class OutboxSender implements EmailSender {
  readonly name = 'outbox' as const;

  constructor(private readonly printLinks: boolean) {}

  async send(message: EmailMessage): Promise<void> {
    const { db } = await database();
    await db.insert(emailOutbox).values({
      toAddress: message.to,
      kind: message.kind,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: message.attachments?.length ? message.attachments : null,
    });
    // Studio links go to the log in every mode: the Outbox hides them (server/domain/outbox.ts).
    if (this.printLinks || message.kind === 'studio-sign-in') {
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, kind: message.kind, links }, `email kept in the outbox: ${message.subject}`);
    }
  }
}
