import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './types';

/** Production delivery: any SMTP server (SMTP_URL), through nodemailer. */
export class SmtpSender implements EmailSender {
  readonly name = 'smtp' as const;
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    });
  }
}
