import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { database, isUniqueViolation, type Db } from '@/db';
import { supportTickets } from '@/db/schema';
import { AVAILABILITY, CLEANER_APPLICATION_TOPIC, CLEANING_EXPERIENCE, topicLabel } from '@/lib/rules/support';
import { cleanerApplicationForm, fieldErrors, supportTicketForm, type FieldErrors } from '@/lib/rules/validation/forms';

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

/** The contact form's messages (/help/ticket) and the studio inbox that answers them. */

export type TicketOutcome = { status: 'created' | 'duplicate'; ticketNumber: number; message: string } | { status: 'invalid'; fieldErrors: FieldErrors };

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The same person sending the same words about the same topic to the same brand: one ticket while it is open. */
function dedupeKey(brandKey: string, input: { email: string; topic: string; message: string }): string {
  return createHash('sha256')
    .update(JSON.stringify([brandKey, input.email, input.topic, normalise(input.message)]))
    .digest('hex');
}

export async function submitSupportTicket(db: Db, brandKey: string, body: unknown): Promise<TicketOutcome> {
  const parsed = supportTicketForm.safeParse(body);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors(parsed.error) };
  return openTicket(db, brandKey, parsed.data);
}

/**
 * A cleaner's application (/apply) is a ticket in the same inbox, under its own topic, its answers as the message:
 * the team answers it by email like any other, and sending it twice while it is open keeps one.
 */
export async function submitCleanerApplication(db: Db, brandKey: string, body: unknown): Promise<TicketOutcome> {
  const parsed = cleanerApplicationForm.safeParse(body);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors(parsed.error) };
  const a = parsed.data;
  const label = <T extends { value: string; label: string }>(list: readonly T[], value: string) => list.find((item) => item.value === value)?.label ?? value;
  const message = [
    `Name: ${a.name}`,
    `Phone: ${a.phone}`,
    `Zipcode: ${a.zipcode}`,
    `Experience: ${label(CLEANING_EXPERIENCE, a.experience)}`,
    `Availability: ${label(AVAILABILITY, a.availability)}`,
    ...(a.about ? ['', a.about] : []),
  ].join('\n');
  const outcome = await openTicket(db, brandKey, { email: a.email, topic: CLEANER_APPLICATION_TOPIC, message });
  if (outcome.status === 'invalid') return outcome;
  return {
    ...outcome,
    message:
      outcome.status === 'created'
        ? `Thanks, ${a.name}: we have your application (number ${outcome.ticketNumber}). Our team will email ${a.email} within three business days.`
        : `We already have your application (number ${outcome.ticketNumber}) and will email ${a.email} soon.`,
  };
}

/** Opens a ticket (or finds the same one open), in the caller's transaction when it passes one. */
export async function openTicket(
  db: Pick<Db, 'insert' | 'select'>,
  brandKey: string,
  input: { email: string; topic: string; message: string; voucherCode?: string },
): Promise<TicketOutcome> {
  const key = dedupeKey(brandKey, input);
  const [created] = await db
    .insert(supportTickets)
    .values({ brandKey, email: input.email, topic: input.topic, message: input.message, voucherCode: input.voucherCode ?? null, dedupeKey: key })
    .onConflictDoNothing({ target: [supportTickets.brandKey, supportTickets.dedupeKey], where: sql`status = 'open'` })
    .returning({ id: supportTickets.id });
  if (created)
    return {
      status: 'created',
      ticketNumber: created.id,
      message: `Thanks, we’ve got your message (ticket ${created.id}). We’ll reply to ${input.email}, usually within one business day.`,
    };
  const [existing] = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(eq(supportTickets.brandKey, brandKey), eq(supportTickets.dedupeKey, key), eq(supportTickets.status, 'open')))
    .limit(1);
  // Closed between the insert and the select: a race with the inbox, answered as received.
  const id = existing?.id ?? 0;
  return { status: 'duplicate', ticketNumber: id, message: `We already have this message (ticket ${id}) and will reply to ${input.email} soon.` };
}

const view = (row: typeof supportTickets.$inferSelect): SupportTicketView => ({
  id: row.id,
  brandKey: row.brandKey,
  email: row.email,
  topic: row.topic,
  topicLabel: topicLabel(row.topic),
  message: row.message,
  voucherCode: row.voucherCode,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

export const INBOX_PAGE_SIZE = 100;

/** Newest first, open ones (or closed ones) only. */
export async function listSupportTickets(db: Db, status: 'open' | 'closed'): Promise<SupportTicketView[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.status, status))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(INBOX_PAGE_SIZE);
  return rows.map(view);
}

/** Opens or closes a ticket; null when there is no such ticket. Reopening a ticket whose message was sent again since fails (the newer one is open). */
export async function setSupportTicketStatus(db: Db, id: number, status: 'open' | 'closed'): Promise<SupportTicketView | null | 'conflict'> {
  try {
    const [row] = await db
      .update(supportTickets)
      .set({ status, closedAt: status === 'closed' ? sql`now()` : null })
      .where(eq(supportTickets.id, id))
      .returning();
    return row ? view(row) : null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'conflict';
    throw error;
  }
}

/** The studio inbox's data, from the shared database. */
export async function studioInbox(status: 'open' | 'closed'): Promise<SupportTicketView[]> {
  return listSupportTickets((await database()).db, status);
}

export async function studioSetTicketStatus(id: number, status: 'open' | 'closed') {
  return setSupportTicketStatus((await database()).db, id, status);
}

export async function recordSupportTicket(brandKey: string, body: unknown): Promise<TicketOutcome> {
  return submitSupportTicket((await database()).db, brandKey, body);
}

export async function recordCleanerApplication(brandKey: string, body: unknown): Promise<TicketOutcome> {
  return submitCleanerApplication((await database()).db, brandKey, body);
}
