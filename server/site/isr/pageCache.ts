import { serverEnv } from '@/server/platform/env';
import { errorText, log } from '@/server/platform/log';
import { redisKey, sharedRedis, warnSharingFailed, withDeadline } from '@/server/platform/redis';
import { buildId } from './buildId';
import { createMemoryPageCache } from './memoryPageCache';
import { isOutdated, memoryChangeLog, redisChangeLog, type ChangeLog } from './pageChanges';
import { createSharedPageCache, type PageCacheHandler } from './sharedPageCache';

/**
 * The page cache Next's `cacheHandler` (cache-handler.mjs) forwards to: one
 * process's memory, or Redis for several instances, either way behind the
 * change log that publishing writes to. A page a change reaches is a miss from
 * the moment the change is recorded, so its next visitor gets it rendered with
 * the new content; nothing is regenerated up front.
 */

interface PageCacheRuntime {
  handler: PageCacheHandler;
  changes: ChangeLog;
}

// Next loads its cacheHandler file itself, outside the bundles, and the studio's API routes are a bundle of their own:
// both find the one runtime of the process here.
const RUNTIME = Symbol.for('homeclean.pageCache');
type Holder = { [RUNTIME]?: PageCacheRuntime };

/** Renders begun longer ago than this and never stored (they failed) are forgotten. */
const RENDER_FORGOTTEN_MS = 60_000;
const MAX_RENDERS = 10_000;

/**
 * `pages` with every read checked against `changes`: a page a later change
 * reaches is a miss. A page is stored as of when its render began, not when it
 * ended: a render that read content before a publish and finished after it is
 * outdated too. Next renders a page after a read that missed or found it due
 * for revalidation, so that read's time is when the render began.
 */
export function checkedAgainst(pages: PageCacheHandler, changes: ChangeLog, now = Date.now): PageCacheHandler {
  const renderBegan = new Map<string, number>();
  const renderBegins = (cacheKey: string) => {
    if (renderBegan.has(cacheKey)) return;
    if (renderBegan.size >= MAX_RENDERS) renderBegan.clear();
    renderBegan.set(cacheKey, now());
  };
  return {
    ...pages,
    async get(cacheKey, context) {
      const entry = await pages.get(cacheKey, context);
      let log;
      try {
        log = entry && (await withDeadline(changes.read(), 500));
      } catch (error) {
        // Without the log nobody can say the page is current: render it.
        warnSharingFailed('isr-changes', error);
      }
      if (!entry || !log || isOutdated(cacheKey, entry.lastModified, log)) {
        renderBegins(cacheKey);
        return null;
      }
      const revalidate = entry.cacheControl?.revalidate;
      if (typeof revalidate === 'number' && now() >= entry.lastModified + revalidate * 1000) renderBegins(cacheKey);
      return entry;
    },
    async set(cacheKey, data, context) {
      const began = renderBegan.get(cacheKey);
      renderBegan.delete(cacheKey);
      const renderedAt = began !== undefined && now() - began < RENDER_FORGOTTEN_MS ? began : undefined;
      await pages.set(cacheKey, data, { ...context, renderedAt });
    },
  };
}

function createRuntime(): PageCacheRuntime {
  const env = serverEnv();
  if (env.REDIS_URL) {
    const namespace = redisKey('isr', buildId());
    const changes = redisChangeLog(() => sharedRedis(), namespace);
    const pages = createSharedPageCache({ store: sharedRedis, namespace });
    return { handler: checkedAgainst(pages, changes), changes };
  }
  const changes = memoryChangeLog();
  const pages = createMemoryPageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, maxBytesPerBrand: env.PAGE_CACHE_BRAND_MB * 1024 * 1024 });
  return { handler: checkedAgainst(pages, changes), changes };
}

function runtime(): PageCacheRuntime {
  const holder = globalThis as Holder;
  holder[RUNTIME] ??= createRuntime();
  return holder[RUNTIME];
}

/** Called once at server start (instrumentation.ts), before any page is served. */
export function registerPageCache(): void {
  runtime();
}

/** Records that pages in `scopes` changed now; every instance's next read of such a page is a miss. */
export async function recordPageChanges(scopes: Parameters<ChangeLog['record']>[0], at = Date.now()): Promise<void> {
  if (!scopes.length) return;
  try {
    await withDeadline(runtime().changes.record(scopes, at), 2000);
  } catch (error) {
    log.error({ err: errorText(error) }, 'could not record a content change for the page cache');
    throw error;
  }
}
