import { and, inArray, sql } from 'drizzle-orm';
import { database, type Db } from '@/db';
import { contentSchedules } from '@/db/schema';
import { errorText, log } from '@/server/platform/log';
import { perDatabaseCache } from '@/server/domain/perDatabaseCache';

/** A schedule this late has met a runner that cannot run it: pages stop waiting for it (see nextScheduledChange). */
const GIVEN_UP_AFTER_MS = 10 * 60_000;

/**
 * Every render reads it, and on the embedded database that one query was a sixth of a render: kept a second, like the
 * stock, and forgotten at once when this process changes a schedule (forgetNextScheduledChange). A page another
 * instance renders in the second after a schedule is made may miss it; the scheduled publish still reaches that page
 * through the change log when it runs (studio-local/store/scheduleJob.ts), which is what makes it exact.
 */
const nextChanges = perDatabaseCache<number | null>({ ttlMs: 1000, maxEntries: 1, processWide: 'nextScheduledChange' });

/** A schedule was made, cancelled or finished here: the next render, in any bundle, reads the table again. */
export const forgetNextScheduledChange = (): void => nextChanges.forget();

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
    const at = await nextChanges(db, 'next', () => earliestPending(db, now));
    return at === null ? null : new Date(at);
  } catch (error) {
    log.warn({ err: errorText(error) }, 'schedules unreadable; pages keep their revalidation window');
    return null;
  }
}

async function earliestPending(db: Db, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ at: sql<number | null>`(extract(epoch from min(${contentSchedules.runAt})) * 1000)::float8` })
    .from(contentSchedules)
    .where(
      and(
        inArray(contentSchedules.status, ['pending', 'running']),
        sql`${contentSchedules.runAt} > ${new Date(now.getTime() - GIVEN_UP_AFTER_MS).toISOString()}`,
      ),
    );
  return row?.at ?? null;
}
