import type { Db } from '@/db';

/**
 * Answers read on almost every landing visit, kept per database for `ttlMs`,
 * at most `maxEntries` keys (oldest dropped first); concurrent misses on one
 * key share one load. Reference data (the seeded reviews and served regions,
 * which change only with a migration or the seed) is kept a minute; the stock
 * the voucher picker shows and the trust figures, a second. Prices charged, the stock a quote or a
 * purchase checks, and anything a visitor writes are never read through here.
 */
type Entries<T> = WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>;

/**
 * `processWide` names a cache every bundle of the process shares (the page renders, the API routes and the job runner
 * are separate bundles, each with its own module state): then `forget` in one is seen by all.
 */
export function perDatabaseCache<T>(
  { ttlMs, maxEntries, processWide }: { ttlMs: number; maxEntries: number; processWide?: string },
  now: () => number = Date.now,
) {
  const holder = globalThis as { [name: symbol]: { byDatabase: Entries<T> } | undefined };
  const state = processWide ? (holder[Symbol.for(`homeclean.cache.${processWide}`)] ??= { byDatabase: new WeakMap() }) : { byDatabase: new WeakMap() };

  function cached(db: Db, key: string, load: () => Promise<T>): Promise<T> {
    let entries = state.byDatabase.get(db);
    if (!entries) state.byDatabase.set(db, (entries = new Map()));
    const kept = entries;
    const hit = kept.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    // Settled once: a Drizzle query is a thenable that runs again on every `then`.
    const value = Promise.resolve(load());
    // A failed load is not kept: the next request asks the database again.
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    kept.delete(key);
    kept.set(key, { at: now(), value });
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    return value;
  }
  /** Drops every kept answer: the next read of each key loads again. */
  cached.forget = () => {
    state.byDatabase = new WeakMap();
  };
  return cached;
}
