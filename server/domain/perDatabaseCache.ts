import type { Db } from '@/db';

/**
 * Answers read on almost every landing visit, kept per database for `ttlMs`,
 * at most `maxEntries` keys (oldest dropped first); concurrent misses on one
 * key share one load. Reference data (the seeded reviews and served regions,
 * which change only with a migration or the seed) is kept a minute; the stock
 * the voucher picker shows and the trust figures, a second. Prices charged, the stock a quote or a
 * purchase checks, and anything a visitor writes are never read through here.
 */
export function perDatabaseCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }, now: () => number = Date.now) {
  const byDatabase = new WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>();

  return function cached(db: Db, key: string, load: () => Promise<T>): Promise<T> {
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    // Settled once: a Drizzle query is a thenable that runs again on every `then`.
    const value = Promise.resolve(load());
    // A failed load is not kept: the next request asks the database again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    entries.delete(key);
    entries.set(key, { at: now(), value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
