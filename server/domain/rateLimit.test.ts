/**
 * @jest-environment node
 */

/**
 * Limits shared through Redis (TEST_REDIS_URL, started by .ci/run; skipped
 * without it) and the fallback to memory when Redis cannot be reached.
 */
type Module = typeof import('./rateLimit');
type RedisModule = typeof import('@/server/platform/redis');

// REDIS_URL means several instances: the environment must name the other shared services too (never reached here).
const SCALED_OUT = {
  DATABASE_URL: 'postgres://unused@127.0.0.1:9/unused',
  STUDIO_TOKEN: 'rate-limit-test-token',
  SANITY_WEBHOOK_SECRET: 'unused',
  SESSION_SECRET: 'rate-limit-test-session-secret-0123456789',
};

async function withRedisAt(url: string, prefix: string): Promise<{ limits: Module; redis: RedisModule }> {
  jest.resetModules();
  Object.assign(process.env, SCALED_OUT, { REDIS_URL: url, REDIS_KEY_PREFIX: prefix });
  return { limits: await import('./rateLimit'), redis: await import('@/server/platform/redis') };
}

const takeMany = async (limiter: { take(key: string): Promise<boolean> }, key: string, count: number) => {
  const results: boolean[] = [];
  for (let i = 0; i < count; i += 1) results.push(await limiter.take(key));
  return results;
};

afterEach(() => {
  for (const name of [...Object.keys(SCALED_OUT), 'REDIS_URL', 'REDIS_KEY_PREFIX']) delete process.env[name];
});

const withRedis = process.env.TEST_REDIS_URL ? describe : describe.skip;

withRedis('rate limits in Redis', () => {
  it('shares one bucket between instances: 6 + 6 requests, exactly 10 allowed', async () => {
    const { limits, redis } = await withRedisAt(process.env.TEST_REDIS_URL as string, `test-${process.pid}-${Date.now()}`);
    try {
      expect(await redis.connectSharedRedis(5000)).toBe(true);
      // Two limiters with one name stand for the same limit on two instances.
      const a = limits.createRateLimiter({ name: 'client-errors', capacity: 10, refillPerSecond: 0.2 });
      const b = limits.createRateLimiter({ name: 'client-errors', capacity: 10, refillPerSecond: 0.2 });
      const allowed = [...(await takeMany(a, '198.51.100.7', 6)), ...(await takeMany(b, '198.51.100.7', 6))].filter(Boolean);
      expect(allowed).toHaveLength(10);
      expect(await a.take('198.51.100.8')).toBe(true);
    } finally {
      redis.closeSharedRedis();
    }
  });
});

describe('rate limits without Redis', () => {
  it('fall back to buckets in memory when Redis cannot be reached', async () => {
    const { limits, redis } = await withRedisAt('redis://127.0.0.1:9', 'unreachable');
    try {
      const limiter = limits.createRateLimiter({ name: 'client-errors', capacity: 3, refillPerSecond: 0.01 });
      expect(await takeMany(limiter, '198.51.100.9', 5)).toEqual([true, true, true, false, false]);
    } finally {
      redis.closeSharedRedis();
    }
  });
});
