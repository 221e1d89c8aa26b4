import { redisKey, sharedRedis, warnSharingFailed, withDeadline } from '@/server/platform/redis';

/**
 * Token buckets per client key: `capacity` requests at once, refilled at
 * `refillPerSecond`. With REDIS_URL every instance takes from the same bucket
 * (a Lua script, atomic in Redis, on Redis's clock), so a client spreading
 * requests over instances gets no more than from one. When Redis is down or
 * slow each instance falls back to its own buckets in memory: limits stay,
 * only per instance, until Redis is back.
 */
export interface RateLimiter {
  take(key: string): Promise<boolean>;
}

export interface RateLimit {
  /** Names the limit in the shared store; each limit has its own. */
  name: string;
  capacity: number;
  refillPerSecond: number;
}

const MAX_TRACKED_CLIENTS = 10_000;
const REDIS_TIMEOUT_MS = 250;

/** The buckets of one process. */
export function memoryBuckets(options: { capacity: number; refillPerSecond: number; now?: () => number }) {
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

/** The same bucket in Redis: refill since the last take, take one if there is one, forget idle buckets. Returns 1 when allowed. */
const TAKE_SCRIPT = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * perMs)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / perMs) + 1000)
return allowed
`;

export function createRateLimiter(limit: RateLimit): RateLimiter {
  const local = memoryBuckets(limit);
  const args = [String(limit.capacity), String(limit.refillPerSecond)];
  return {
    async take(key: string): Promise<boolean> {
      const redis = sharedRedis();
      if (!redis) return local.take(key);
      try {
        return (await withDeadline(redis.eval(TAKE_SCRIPT, { keys: [redisKey('rate', limit.name, key)], arguments: args }), REDIS_TIMEOUT_MS)) === 1;
      } catch (error) {
        warnSharingFailed('rate-limit', error);
        return local.take(key);
      }
    },
  };
}
