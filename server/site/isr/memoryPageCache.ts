import type { PageCacheHandler, StoredEntry } from './sharedPageCache';
import { isPageValue } from './sharedPageCache';
import { internalPathOf } from './pageChanges';

/**
 * The ISR page cache of one process (no REDIS_URL): pages in memory, bounded
 * in bytes, least recently used out first, with a share per brand so one
 * brand's ad-group variants cannot push every other brand's pages out. A
 * restart starts empty and pages render again on their first visit. Each page
 * is kept as its HTML and its data's JSON text: what the bound counts is what
 * is held, and nothing a caller does to a page it was given changes the copy.
 */

export interface MemoryPageCacheOptions {
  maxBytes: number;
  maxBytesPerBrand: number;
  now?: () => number;
}

interface Held {
  lastModified: number;
  cacheControl: StoredEntry['cacheControl'];
  html: string | null;
  pageData: string | null;
  headers?: Record<string, unknown>;
  status?: number;
  bytes: number;
  brand: string;
}

const PAGES = 'PAGES';
/** The brand a cache key's page belongs to (/_sites/{brand}/…); other pages share one allowance. */
const brandOf = (cacheKey: string) => internalPathOf(cacheKey)?.split('/')[2] ?? '';

export function createMemoryPageCache(options: MemoryPageCacheOptions): PageCacheHandler & { bytes(): number; brandBytes(brand: string): number } {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every read keeps the least recently used first.
  const pages = new Map<string, Held>();
  const perBrand = new Map<string, number>();
  let total = 0;

  const drop = (key: string) => {
    const held = pages.get(key);
    if (!held) return;
    pages.delete(key);
    total -= held.bytes;
    perBrand.set(held.brand, (perBrand.get(held.brand) ?? 0) - held.bytes);
  };

  const makeRoom = (brand: string, bytes: number) => {
    for (const [key, held] of pages) {
      const brandOver = (perBrand.get(brand) ?? 0) + bytes > options.maxBytesPerBrand;
      if (!brandOver && total + bytes <= options.maxBytes) return;
      if (!brandOver || held.brand === brand) drop(key);
    }
  };

  return {
    async get(cacheKey, context) {
      if (context.kind !== PAGES) return null;
      const held = pages.get(cacheKey);
      if (!held) return null;
      // Past its `expire` a page is not served even as stale (as Redis drops it at that time in the shared cache).
      const expire = held.cacheControl?.expire;
      if (typeof expire === 'number' && now() >= held.lastModified + expire * 1000) {
        drop(cacheKey);
        return null;
      }
      pages.delete(cacheKey);
      pages.set(cacheKey, held);
      const value =
        held.html === null
          ? null
          : { kind: PAGES, html: held.html, pageData: JSON.parse(held.pageData ?? '{}') as object, headers: held.headers, status: held.status };
      return { lastModified: held.lastModified, cacheControl: held.cacheControl, value } as StoredEntry;
    },

    async set(cacheKey, data, context) {
      if (context.fetchCache) return;
      if (data !== null && !isPageValue(data)) return;
      drop(cacheKey);
      const pageData = data === null ? null : JSON.stringify(data.pageData);
      const bytes = cacheKey.length + (data?.html.length ?? 0) + (pageData?.length ?? 0) + 200;
      const brand = brandOf(cacheKey);
      // A page bigger than its brand's share is rendered every time rather than emptying the cache for it.
      if (bytes > options.maxBytesPerBrand || bytes > options.maxBytes) return;
      makeRoom(brand, bytes);
      pages.set(cacheKey, {
        lastModified: context.renderedAt ?? now(),
        cacheControl: context.cacheControl,
        html: data?.html ?? null,
        pageData,
        headers: data?.headers,
        status: data?.status,
        bytes,
        brand,
      });
      total += bytes;
      perBrand.set(brand, (perBrand.get(brand) ?? 0) + bytes);
    },

    // Pages-router pages carry no tags; publishing reaches them through the change log (pageChanges.ts).
    async revalidateTag() {},
    resetRequestCache() {},
    bytes: () => total,
    brandBytes: (brand) => perBrand.get(brand) ?? 0,
  };
}
