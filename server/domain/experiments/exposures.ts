import { openedDatabase } from '@/db';
import { experimentExposures } from '@/db/schema';
import type { Flag } from '@/lib/growth/experiments/assign';
import { serverEnv } from '@/server/platform/env';
import { errorText, log } from '@/server/platform/log';
import { createRateLimiter, type RateLimiter } from '../rateLimit';

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

const COUNTED_LIMIT = 50_000;
/** Visitors this process has let into the counts (bounded: cleared when full, when the limit is asked again). */
const counted = new Set<string>();
let newVisitors: RateLimiter | undefined;

/**
 * Whether a visitor's exposures count: a client may add EVENT_VISITORS_PER_CLIENT_PER_HOUR new visitors an hour to
 * the experiments' counts (as to the funnel's), so a few addresses minting visitor ids cannot inflate a group. A
 * visitor once counted stays counted; a client the server cannot name is counted (the limit is the page's then).
 */
async function countsAsVisitor(sid: string, clientKey: string | null | undefined): Promise<boolean> {
  if (counted.has(sid) || !clientKey) return true;
  const perHour = serverEnv().EVENT_VISITORS_PER_CLIENT_PER_HOUR;
  newVisitors ??= createRateLimiter({ name: 'exposed-visitors', capacity: perHour, refillPerSecond: perHour / 3600 });
  if (!(await newVisitors.take(clientKey))) return false;
  if (counted.size >= COUNTED_LIMIT) counted.clear();
  counted.add(sid);
  return true;
}

/**
 * Records the groups a visitor was just shown on a page the server served them (server/growth/experiments/visitor.ts
 * `exposuresAt`), when the visitor counts (countsAsVisitor). Never holds the page up: the check and the write run
 * after it, the write batched.
 */
export function recordShown(visitor: { key: string; adGroupId?: string | null }, sid: string | null, shown: readonly Flag[], clientKey?: string | null): void {
  if (!sid || !shown.length) return;
  countsAsVisitor(sid, clientKey)
    .then((counts) => {
      if (!counts) return;
      recordExposures(
        shown.map((f) => ({
          experimentKey: f.experiment_id,
          variant: f.variant_key,
          sessionId: sid,
          brandKey: visitor.key,
          adGroupId: visitor.adGroupId ?? null,
        })),
      );
    })
    .catch((error: unknown) => log.warn({ err: errorText(error) }, 'experiment exposures not recorded'));
}
