import type { Db } from '@/db';

/**
 * Answers derived from reference data (the seeded reviews and served regions,
 * which change only with a migration or the seed) that the landing page's
 * DealsHome query reads on every visit. Each answer is kept per database for
 * `ttlMs`, at most `maxEntries` keys (oldest dropped first), and concurrent
 * misses on one key share one load. Stock, prices charged and anything a
 * visitor writes are never read through here.
 */
export function referenceCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }, now: () => number = Date.now) {
  const byDatabase = new WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>();

  return function cached(db: Db, key: string, load: () => Promise<T>): Promise<T> {
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load();
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
