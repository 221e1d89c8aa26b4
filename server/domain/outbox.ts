import { desc } from 'drizzle-orm';
import { database } from '@/db';
import { emailOutbox } from '@/db/schema';

/** An email kept in the outbox (no SMTP server configured), as the studio's Outbox shows it. */
export interface OutboxEmailView {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * What the Outbox shows of a studio sign-in email: not its link. An admin who
 * could read a colleague's link could sign in as them and edit under their
 * name; without a mail server the link goes to the server log, which only
 * whoever runs the site reads.
 */
const STUDIO_LINK_HIDDEN =
  'A studio sign-in link, hidden here so nobody can sign in as someone else. Without a mail server (SMTP_URL) studio links are written to the server log.';

/** The newest emails of the embedded outbox, for the studio's Outbox (staff only). */
export async function studioOutbox(limit = 100): Promise<OutboxEmailView[]> {
  const { db } = await database();
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    kind: r.kind,
    subject: r.subject,
    text: r.kind === 'studio-sign-in' ? STUDIO_LINK_HIDDEN : r.textBody,
    createdAt: r.createdAt.toISOString(),
  }));
}
