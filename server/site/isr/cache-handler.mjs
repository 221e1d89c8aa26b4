/**
 * Next's `cacheHandler` when REDIS_URL is set (next.config.ts). Next imports
 * this file itself at run time, outside the compiled bundles, so it only
 * forwards to the shared page cache that instrumentation.ts registers at
 * start (server/site/isr/sharedPageCache.ts). Until then (and throughout
 * `next build`) every read is a miss and nothing is written, so a build
 * never connects to Redis.
 */
const registered = () => globalThis[Symbol.for('homeclean.sharedPageCache')];

export default class SharedPageCacheHandler {
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
