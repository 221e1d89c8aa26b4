import { openedDatabase } from '@/db';
import { experimentExposures } from '@/db/schema';
import type { Flag } from '@/lib/growth/experiments/assign';
import { errorText, log } from '@/lib/platform/log';

/**
 * The server's record of who was shown which experiment group (issue 40):
 * written when the routing decision renders a group, read by the results
 * (./results.ts). Writes are batched off the request path (a page never waits
 * for them) and idempotent (one row per visitor and experiment; the first
 * group shown is the one counted), so a returning visitor costs nothing and
 * two instances writing the same visitor agree.
 */

export interface Exposure {
  experimentKey: string;
  sessionId: string;
  variant: string;
  brandKey: string;
  adGroupId: string | null;
}

const FLUSH_MS = 500;
const BATCH = 500;
/** Exposures kept while no database is open yet (the server opens it at start); beyond this the oldest are dropped. */
const PENDING_LIMIT = 20_000;
/** Visitors this process already wrote, so a returning visitor's pages write nothing (bounded: cleared when full). */
const SEEN_LIMIT = 50_000;

const pending: Exposure[] = [];
const seen = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | undefined;

export function recordExposures(exposures: readonly Exposure[]): void {
  for (const exposure of exposures) {
    const id = `${exposure.experimentKey}|${exposure.sessionId}`;
    if (seen.has(id)) continue;
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.add(id);
    pending.push(exposure);
  }
  if (pending.length > PENDING_LIMIT) {
    const dropped = pending.splice(0, pending.length - PENDING_LIMIT);
    for (const exposure of dropped) seen.delete(`${exposure.experimentKey}|${exposure.sessionId}`);
    log.warn({ dropped: dropped.length }, 'experiment exposures dropped: no database to write them to');
  }
  if (pending.length >= BATCH) void flushExposures();
  else if (pending.length && !timer) {
    timer = setTimeout(() => void flushExposures(), FLUSH_MS);
    timer.unref?.();
  }
}

/** Writes what is pending now; resolves when it is written (tests and shutdown wait for it). */
export function flushExposures(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  flushing = (flushing ?? Promise.resolve()).then(async () => {
    // Never the one to open the database: until the server has, exposures wait here.
    const opened = openedDatabase();
    if (!opened) {
      if (pending.length && !timer) {
        timer = setTimeout(() => void flushExposures(), FLUSH_MS * 10);
        timer.unref?.();
      }
      return;
    }
    while (pending.length) {
      const batch = pending.splice(0, BATCH);
      try {
        const { db } = await opened;
        await db.insert(experimentExposures).values(batch).onConflictDoNothing();
      } catch (error) {
        // Forgotten, so the visitor's next page tries again.
        for (const exposure of batch) seen.delete(`${exposure.experimentKey}|${exposure.sessionId}`);
        log.warn({ err: errorText(error), dropped: batch.length }, 'experiment exposures not recorded');
        return;
      }
    }
  });
  return flushing;
}

/** Records the groups a visitor was just shown (lib/growth/experiments/visitor.ts `exposuresAt`). */
export function recordShown(visitor: { key: string; adGroupId?: string | null }, sid: string | null, shown: readonly Flag[]): void {
  if (!sid || !shown.length) return;
  recordExposures(
    shown.map((f) => ({ experimentKey: f.experiment_id, variant: f.variant_key, sessionId: sid, brandKey: visitor.key, adGroupId: visitor.adGroupId ?? null })),
  );
}
