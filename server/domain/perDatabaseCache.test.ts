/** @jest-environment node */
import type { Db } from '@/db';
import { perDatabaseCache } from './perDatabaseCache';

const db = {} as Db;
const otherDb = {} as Db;

describe('perDatabaseCache', () => {
  it('loads a key once while fresh, again after ttl, and separately per database', async () => {
    let clock = 0;
    const cached = perDatabaseCache<number>({ ttlMs: 1000, maxEntries: 10 }, () => clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(db, 'a', load)).toBe(1);
    expect(await cached(db, 'a', load)).toBe(1);
    expect(await cached(otherDb, 'a', load)).toBe(2);
    clock = 1000;
    expect(await cached(db, 'a', load)).toBe(3);
  });

  it('shares one load between concurrent misses', async () => {
    const cached = perDatabaseCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    let release: (value: string) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cached(db, 'k', load), cached(db, 'k', load)]);
    release('v');
    expect(await both).toEqual(['v', 'v']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cached = perDatabaseCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cached(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached(db, 'k', async () => 'back')).toBe('back');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cached = perDatabaseCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = async () => `load ${++loads}`;
    await cached(db, 'a', load);
    await cached(db, 'b', load);
    await cached(db, 'c', load);
    expect(await cached(db, 'b', load)).toBe('load 2');
    expect(await cached(db, 'a', load)).toBe('load 4');
  });

  it('keeps the answer of a load that returns a query, not the query (which would run again on every then)', async () => {
    const cached = perDatabaseCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let runs = 0;
    const query = { then: (resolve: (value: number) => void) => resolve(++runs) } as unknown as Promise<number>;
    expect(await cached(db, 'q', () => query)).toBe(1);
    expect(await cached(db, 'q', () => query)).toBe(1);
    expect(runs).toBe(1);
  });

  it('forgets every kept answer on request, in every cache of the same process-wide name', async () => {
    let loads = 0;
    const load = async () => ++loads;
    // Two bundles of one process, each with its own module copy of the cache.
    const pages = perDatabaseCache<number>({ ttlMs: 60_000, maxEntries: 1, processWide: 'test.forget' });
    const studio = perDatabaseCache<number>({ ttlMs: 60_000, maxEntries: 1, processWide: 'test.forget' });
    expect(await pages(db, 'next', load)).toBe(1);
    expect(await studio(db, 'next', load)).toBe(1);
    studio.forget();
    expect(await pages(db, 'next', load)).toBe(2);
    // A cache without the name keeps its own answers.
    const own = perDatabaseCache<number>({ ttlMs: 60_000, maxEntries: 1 });
    expect(await own(db, 'next', load)).toBe(3);
    studio.forget();
    expect(await own(db, 'next', load)).toBe(3);
  });
});
