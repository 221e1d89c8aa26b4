import { desc } from 'drizzle-orm';
import { database } from '@/db';
import { emailOutbox } from '@/db/schema';
import type { OutboxEmailView } from '@/lib/studio/types';

/** The newest emails of the embedded outbox, for the studio's Outbox (staff only). */
export async function studioOutbox(limit = 100): Promise<OutboxEmailView[]> {
  const { db } = await database();
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.toAddress, kind: r.kind, subject: r.subject, text: r.textBody, createdAt: r.createdAt.toISOString() }));
}
