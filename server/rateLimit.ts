/**
 * Token buckets per client key, in process memory. A scaled deployment puts
 * the same limit in its edge or a shared store; one instance's view is enough
 * to stop a single client hammering mutations.
 */
export interface RateLimiter {
  take(key: string): boolean;
}

const MAX_TRACKED_CLIENTS = 10_000;

export function createRateLimiter(options: { capacity: number; refillPerSecond: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): boolean {
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: options.capacity, at };
      bucket.tokens = Math.min(options.capacity, bucket.tokens + ((at - bucket.at) / 1000) * options.refillPerSecond);
      bucket.at = at;
      buckets.delete(key);
      // Re-inserting keeps the Map in least-recently-used order for eviction.
      buckets.set(key, bucket);
      if (buckets.size > MAX_TRACKED_CLIENTS) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
