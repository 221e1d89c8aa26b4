/**
 * @jest-environment node
 */
import { isOutdated, MAX_CHANGES, memoryChangeLog, redisChangeLog } from './pageChanges';

const KEY = (page: string) => `/route-cache/PAGES/abc/$${page}`;
const DEAL = KEY('/_sites/tidy-nest/ag-1.g-500/deal');
const OTHER_BRAND = KEY('/_sites/sparkle-clean/default');

describe('whether a stored page is outdated', () => {
  const log = { floor: 0, changes: [{ at: 100_000, scope: { kind: 'brand' as const, brand: 'tidy-nest' } }] };

  it('is when its render began before a change that reaches it; changes elsewhere leave it be', () => {
    expect(isOutdated(DEAL, 99_999, log)).toBe(true);
    expect(isOutdated(DEAL, 100_000, log)).toBe(false);
    expect(isOutdated(OTHER_BRAND, 99_999, log)).toBe(false);
  });

  it('is when older than the floor of folded changes', () => {
    expect(isOutdated(OTHER_BRAND, 5, { floor: 10, changes: [] })).toBe(true);
  });

  it('only the whole site’s changes reach a page that is not a brand page', () => {
    expect(isOutdated(KEY('/studio'), 1, log)).toBe(false);
    expect(isOutdated(KEY('/studio'), 1, { floor: 0, changes: [{ at: 2, scope: { kind: 'all' } }] })).toBe(true);
  });
});

describe('memory change log', () => {
  it('keeps the newest changes and folds the older ones into the floor', async () => {
    const log = memoryChangeLog();
    for (let at = 1; at <= MAX_CHANGES + 3; at += 1) await log.record([{ kind: 'all' }], at);
    const { floor, changes } = await log.read();
    expect(changes).toHaveLength(MAX_CHANGES);
    expect(floor).toBe(3);
    expect(changes[0]!.at).toBe(4);
  });
});

describe('Redis change log', () => {
  it('writes through the store and answers once every instance’s short-cached read sees the change', async () => {
    let now = 0;
    const lists: string[] = [];
    const store = {
      eval: jest.fn(async (script: string, options: { keys: string[]; arguments: string[] }) => {
        if (script.includes('RPUSH')) lists.push(...options.arguments.slice(1));
        return ['0', [...lists]];
      }),
    };
    const waited: number[] = [];
    const passTime = async (ms: number) => {
      waited.push(ms);
      now += ms;
    };
    const here = redisChangeLog(
      () => store,
      'site:isr:b1',
      200,
      () => now,
      passTime,
    );
    const there = redisChangeLog(
      () => store,
      'site:isr:b1',
      200,
      () => now,
      passTime,
    );
    expect((await there.read()).changes).toEqual([]);
    now = 50;
    // Until the record answers, the other instance still has its cached read.
    const recording = here.record([{ kind: 'brand', brand: 'tidy-nest' }], 50);
    expect((await there.read()).changes).toEqual([]);
    await recording;
    expect(waited).toEqual([200]);
    expect((await here.read()).changes).toEqual([{ at: 50, scope: { kind: 'brand', brand: 'tidy-nest' } }]);
    expect((await there.read()).changes).toEqual([{ at: 50, scope: { kind: 'brand', brand: 'tidy-nest' } }]);
    expect(store.eval.mock.calls[1]![1].keys).toEqual(['site:isr:b1:changes', 'site:isr:b1:changes-floor']);
  });
});

const withRedis = process.env.TEST_REDIS_URL ? describe : describe.skip;

withRedis('Redis change log on a real server', () => {
  it('folds changes beyond the limit into the floor in one step, as every instance reads it', async () => {
    const { createClient } = await import('redis');
    const client = createClient({ url: process.env.TEST_REDIS_URL });
    await client.connect();
    try {
      const namespace = `test-${process.pid}-${Date.now()}:isr`;
      const store = () => client as never;
      const writer = redisChangeLog(store, namespace, 0);
      for (let at = 1; at <= MAX_CHANGES + 2; at += 1) await writer.record([{ kind: 'brand', brand: `b${at}` }], at);
      const { floor, changes } = await redisChangeLog(store, namespace, 0).read();
      expect(floor).toBe(2);
      expect(changes).toHaveLength(MAX_CHANGES);
      expect(changes[0]).toEqual({ at: 3, scope: { kind: 'brand', brand: 'b3' } });
      await client.del([`${namespace}:changes`, `${namespace}:changes-floor`]);
    } finally {
      await client.quit();
    }
  });
});
