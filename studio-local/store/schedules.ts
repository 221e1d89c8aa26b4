import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { forgetNextScheduledChange } from '@/server/site/scheduledChange';
import { database } from '@/db';
import { contentSchedules } from '@/db/schema';
import { mayEdit } from '@/lib/rules/studioRoles';
import type { ScheduleView } from '@/studio-local/store/types';
import { READ_ONLY, StudioProblem } from '../access/problem';
import type { StudioUser } from '../access/sessions';

export type { ScheduleView };

/**
 * Scheduled publishing: a person picks a time to publish (or unpublish) a
 * document; at that time its job (studio-local/store/scheduleJob.ts) claims the
 * schedule in one UPDATE (pending → running), so it runs exactly once, and
 * records how it went.
 */

export type ScheduleAction = 'publish' | 'unpublish';

/** Up to a year ahead; a time a minute in the past is taken as "now" (a slow form submit). */
const MAX_AHEAD_MS = 366 * 86_400_000;
const GRACE_MS = 60_000;

type Row = typeof contentSchedules.$inferSelect;
const view = (r: Row): ScheduleView => ({
  id: r.id,
  documentId: r.documentId,
  documentType: r.documentType,
  action: r.action,
  runAt: r.runAt.toISOString(),
  status: r.status,
  createdBy: r.createdBy,
  finishedAt: r.finishedAt?.toISOString() ?? null,
  outcome: r.outcome,
});

export interface ScheduleRequest {
  documentId: string;
  documentType: string;
  action: unknown;
  runAt: unknown;
}

export async function createSchedule(input: ScheduleRequest, by: StudioUser, now = new Date()): Promise<ScheduleView> {
  if (input.action !== 'publish' && input.action !== 'unpublish') throw new StudioProblem(400, 'Choose publish or unpublish.');
  const runAt = typeof input.runAt === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(input.runAt) ? new Date(input.runAt) : null;
  if (!runAt || Number.isNaN(runAt.getTime())) throw new StudioProblem(400, 'Choose a date and time.');
  if (runAt.getTime() < now.getTime() - GRACE_MS) throw new StudioProblem(400, 'That time has passed. Choose a time in the future.');
  if (runAt.getTime() > now.getTime() + MAX_AHEAD_MS) throw new StudioProblem(400, 'Schedules can be at most a year ahead.');
  if (!mayEdit(by.role, input.documentType)) throw new StudioProblem(403, READ_ONLY);
  const { db } = await database();
  const [row] = await db
    .insert(contentSchedules)
    .values({ documentId: input.documentId, documentType: input.documentType, action: input.action, runAt, createdBy: by.email })
    .returning();
  forgetNextScheduledChange();
  return view(row!);
}

/** Pending schedules (soonest first), then the 50 most recently finished or cancelled. */
export async function listSchedules(documentId?: string): Promise<ScheduleView[]> {
  const { db } = await database();
  const forDocument = documentId ? eq(contentSchedules.documentId, documentId) : undefined;
  const pending = await db
    .select()
    .from(contentSchedules)
    .where(and(inArray(contentSchedules.status, ['pending', 'running']), forDocument))
    .orderBy(asc(contentSchedules.runAt));
  const past = await db
    .select()
    .from(contentSchedules)
    .where(and(inArray(contentSchedules.status, ['done', 'failed', 'cancelled']), forDocument))
    .orderBy(desc(contentSchedules.id))
    .limit(50);
  return [...pending, ...past].map(view);
}

export async function cancelSchedule(id: number, by: StudioUser): Promise<void> {
  const { db } = await database();
  const [row] = await db.select().from(contentSchedules).where(eq(contentSchedules.id, id)).limit(1);
  if (!row) throw new StudioProblem(404, 'That schedule does not exist.');
  if (!mayEdit(by.role, row.documentType)) throw new StudioProblem(403, READ_ONLY);
  const [cancelled] = await db
    .update(contentSchedules)
    .set({ status: 'cancelled', finishedAt: new Date(), outcome: `Cancelled by ${by.email}` })
    .where(and(eq(contentSchedules.id, id), eq(contentSchedules.status, 'pending')))
    .returning({ id: contentSchedules.id });
  forgetNextScheduledChange();
  if (!cancelled) throw new StudioProblem(409, row.status === 'cancelled' ? 'This schedule was already cancelled.' : 'This schedule has already run.');
}

export const INTERRUPTED = 'Interrupted: the server stopped while running it. Check the document, and publish by hand if it is not as planned.';

export type ScheduleClaim = { claimed: ScheduleView } | { claimed: null; status: ScheduleView['status'] | null };

/**
 * Claims a schedule for its run: one UPDATE from pending to running, so a
 * schedule runs once whatever asks twice. One claimed longer ago than a run
 * may take (`interruptedAfterMs`) belongs to a try that never finished (its
 * instance stopped): it may have published, so it is marked failed rather
 * than run again.
 */
export async function claimSchedule(id: number, interruptedAfterMs: number, now = new Date()): Promise<ScheduleClaim> {
  const { db } = await database();
  const [claimed] = await db
    .update(contentSchedules)
    .set({ status: 'running', claimedAt: now })
    .where(and(eq(contentSchedules.id, id), eq(contentSchedules.status, 'pending')))
    .returning();
  if (claimed) return { claimed: view(claimed) };
  await db
    .update(contentSchedules)
    .set({ status: 'failed', finishedAt: now, outcome: INTERRUPTED })
    .where(
      and(
        eq(contentSchedules.id, id),
        eq(contentSchedules.status, 'running'),
        sql`${contentSchedules.claimedAt} < ${new Date(now.getTime() - interruptedAfterMs).toISOString()}`,
      ),
    );
  const [row] = await db.select({ status: contentSchedules.status }).from(contentSchedules).where(eq(contentSchedules.id, id)).limit(1);
  return { claimed: null, status: row?.status ?? null };
}

export async function finishSchedule(id: number, status: 'done' | 'failed', outcome: string | null, now = new Date()): Promise<void> {
  const { db } = await database();
  await db.update(contentSchedules).set({ status, outcome, finishedAt: now }).where(eq(contentSchedules.id, id));
  forgetNextScheduledChange();
}

/** Takes back a schedule whose job could not be queued, so none is left that would never run. */
export async function deleteSchedule(id: number): Promise<void> {
  const { db } = await database();
  await db.delete(contentSchedules).where(eq(contentSchedules.id, id));
  forgetNextScheduledChange();
}

export async function pendingSchedules(): Promise<ScheduleView[]> {
  const { db } = await database();
  return (await db.select().from(contentSchedules).where(eq(contentSchedules.status, 'pending'))).map(view);
}
