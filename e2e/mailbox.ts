import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what
 * the site sends, so specs can follow the links in customer email.
 */
export interface Mail {
  to: string;
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  body: string;
}

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2725);

/** Quoted-printable undone, its escapes read as the UTF-8 bytes they are ("=C2=B7" is one "·"). */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** A header's value, its folded lines joined and its RFC 2047 encoded words ("=?UTF-8?Q?…?=") decoded. */
function headerValue(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1] ?? '';
  return folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export async function startMailbox(port = SMTP_PORT) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = headerValue(raw, 'Subject');
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address.toLowerCase(), subject, body: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    /** The newest mail to `to` whose subject matches, once it has arrived; `since` skips the first mails (those already read). */
    async waitFor(to: string, subject: RegExp, timeoutMs = 15_000, since = 0): Promise<Mail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails
          .slice(since)
          .filter((m) => m.to === to.toLowerCase() && subject.test(m.subject))
          .pop();
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms (got: ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in link in a mail's text part. */
export function signInLink(mail: Mail): string {
  const link = /https?:\/\/[^\s"<>]+\/login\?token=[\w-]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`no sign-in link in "${mail.subject}"`);
  return link;
}

/** The studio sign-in link in a mail, as a URL (its `token` parameter is what the studio redeems). */
export function studioSignInLink(mail: Mail): URL {
  const link = /https?:\/\/[^\s"<>]+\/studio\/sign-in\?token=[\w-]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`no studio sign-in link in "${mail.subject}" to ${mail.to}`);
  return new URL(link);
}
