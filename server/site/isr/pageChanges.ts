import type { SharedRedis } from '@/server/platform/redis';
import { inScope, type PageScope } from './affectedPages';

/**
 * What publishing tells the page cache: which pages a change reaches and when
 * it was made, not a render of each one. A stored page written before a change
 * that reaches it is outdated: the next visitor's request renders it afresh
 * (a blocking render, so nobody is shown the old copy), and a change of shared
 * copy costs one entry here however many ad-group, grant, plan and experiment
 * variants a brand serves. The log is kept per process (one server) or in Redis
 * (several instances), where a publish on any instance is seen by all.
 */

export interface PageChange {
  at: number;
  scope: PageScope;
}

export interface ChangeLog {
  record(scopes: PageScope[], at: number): Promise<void>;
  /** The changes kept, and `floor`: pages written before it are outdated (the log dropped what happened then). */
  read(): Promise<{ floor: number; changes: PageChange[] }>;
}

/** Changes kept before the oldest are folded into `floor`; a stored page older than that renders again. */
export const MAX_CHANGES = 500;

/** The brand page a cache key stands for: Next's key ends with the internal path. */
export const internalPathOf = (cacheKey: string): string | null => {
  const at = cacheKey.indexOf('/_sites/');
  return at === -1 ? null : cacheKey.slice(at);
};

/** Whether a page stored at `lastModified` (when its render began) predates a change that reaches it. */
export function isOutdated(cacheKey: string, lastModified: number, log: { floor: number; changes: PageChange[] }): boolean {
  if (lastModified < log.floor) return true;
  const page = internalPathOf(cacheKey);
  return log.changes.some(
    // Only the whole site's changes reach a page that is not a brand page.
    (change) => lastModified < change.at && (page === null ? change.scope.kind === 'all' : inScope(change.scope, page)),
  );
}

/** One process's log. It lives on globalThis: the studio's API routes, the job runner and Next's cache handler are separate bundles. */
export function memoryChangeLog(): ChangeLog {
  const state = { floor: 0, changes: [] as PageChange[] };
  return {
    async record(scopes, at) {
      state.changes.push(...scopes.map((scope) => ({ at, scope })));
      const over = state.changes.length - MAX_CHANGES;
      if (over > 0) state.floor = Math.max(state.floor, ...state.changes.splice(0, over).map((c) => c.at));
    },
    async read() {
      return { floor: state.floor, changes: state.changes };
    },
  };
}

// Appends the changes, then folds any beyond the limit into the floor; all in one step, whatever instance runs it.
const RECORD = `
for i = 2, #ARGV do redis.call('RPUSH', KEYS[1], ARGV[i]) end
local over = redis.call('LLEN', KEYS[1]) - tonumber(ARGV[1])
if over > 0 then
  local dropped = redis.call('LRANGE', KEYS[1], 0, over - 1)
  local floor = tonumber(redis.call('GET', KEYS[2]) or '0')
  for _, entry in ipairs(dropped) do floor = math.max(floor, cjson.decode(entry).at) end
  redis.call('SET', KEYS[2], tostring(floor))
  redis.call('LTRIM', KEYS[1], over, -1)
end
return 1`;
const READ = `return { redis.call('GET', KEYS[2]) or '0', redis.call('LRANGE', KEYS[1], 0, -1) }`;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The log every instance shares, in Redis under `namespace` (the build's). Each
 * process reads it at most every `cacheMs`, so a page read costs no extra round
 * trip. A change is recorded only once that time has passed after writing it:
 * by then every instance's next read sees it, so when a publish answers, no
 * instance serves a page it outdated.
 */
export function redisChangeLog(
  store: () => Pick<SharedRedis, 'eval'> | null,
  namespace: string,
  cacheMs = 200,
  now = Date.now,
  wait: (ms: number) => Promise<void> = pause,
): ChangeLog {
  const keys = [`${namespace}:changes`, `${namespace}:changes-floor`];
  let cached: { until: number; value: Promise<{ floor: number; changes: PageChange[] }> } | null = null;
  return {
    async record(scopes, at) {
      const redis = store();
      if (!redis) throw new Error('the shared store is not configured');
      await redis.eval(RECORD, { keys, arguments: [String(MAX_CHANGES), ...scopes.map((scope) => JSON.stringify({ at, scope }))] });
      cached = null;
      await wait(cacheMs);
    },
    read() {
      if (cached && cached.until > now()) return cached.value;
      const redis = store();
      if (!redis) return Promise.resolve({ floor: 0, changes: [] });
      const value = redis.eval(READ, { keys, arguments: [] }).then((raw) => {
        const [floor, entries] = raw as [string, string[]];
        return { floor: Number(floor) || 0, changes: entries.map((entry) => JSON.parse(entry) as PageChange) };
      });
      cached = { until: now() + cacheMs, value };
      // A failed read is not remembered: the next one asks again.
      value.catch(() => (cached = null));
      return value;
    },
  };
}
