import { and, inArray, sql } from 'drizzle-orm';
import { database } from '@/db';
import { contentSchedules } from '@/db/schema';
import { errorText, log } from '@/server/platform/log';

/** A schedule this late has met a runner that cannot run it: pages stop waiting for it (see nextScheduledChange). */
const GIVEN_UP_AFTER_MS = 10 * 60_000;

/**
 * When content next changes by itself: the earliest schedule not run yet,
 * counting one that is due or running for a few minutes. Pages read it before
 * their content, so a page rendered while a change is due is regenerated soon
 * again (docs/decisions.md, "Scheduled publishing"). Null when nothing is
 * scheduled, or when the database cannot say (pages keep their window).
 */
export async function nextScheduledChange(now = new Date()): Promise<Date | null> {
  try {
    const { db } = await database();
    const [row] = await db
      .select({ at: sql<number | null>`(extract(epoch from min(${contentSchedules.runAt})) * 1000)::float8` })
      .from(contentSchedules)
      .where(
        and(
          inArray(contentSchedules.status, ['pending', 'running']),
          sql`${contentSchedules.runAt} > ${new Date(now.getTime() - GIVEN_UP_AFTER_MS).toISOString()}`,
        ),
      );
    return row?.at == null ? null : new Date(row.at);
  } catch (error) {
    log.warn({ err: errorText(error) }, 'schedules unreadable; pages keep their revalidation window');
    return null;
  }
}
