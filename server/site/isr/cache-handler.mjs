/**
 * Next's `cacheHandler` (next.config.ts). Next imports this file itself at run
 * time, outside the compiled bundles, so it only forwards to the page cache
 * that instrumentation.ts registers at start (server/site/isr/pageCache.ts:
 * memory for one process, Redis for several, both checked against what was
 * published). Until then (and throughout `next build`) every read is a miss
 * and nothing is written, so a build never connects to Redis.
 */
const registered = () => globalThis[Symbol.for('homeclean.pageCache')]?.handler;

export default class PageCacheHandler {
  async get(cacheKey, context) {
    return (await registered()?.get(cacheKey, context)) ?? null;
  }

  async set(cacheKey, data, context) {
    await registered()?.set(cacheKey, data, context);
  }

  async revalidateTag(tags, durations) {
    await registered()?.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
