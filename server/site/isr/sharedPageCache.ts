import { warnSharingFailed, withDeadline, type SharedRedis } from '@/server/platform/redis';

/**
 * The ISR page cache every instance shares (REDIS_URL), as Next's pages-router
 * `cacheHandler`. Next 16.4 takes a page's lifetime from what `get` returns
 * (`cacheControl`); without it an instance that did not render the page itself
 * would treat it as stale and render it again. So each entry is stored with
 * the lifetime it was rendered with, under the build's id (a new deploy never
 * reads the old build's pages), and lives in Redis until the page's `expire`.
 * There is no in-process copy: what Redis holds is what every instance serves.
 * A Redis error, or a read slower than 500 ms, is a miss: the page is rendered.
 * Only pages are kept; any other kind of value is never stored and always a miss.
 */

/** A page's lifetime in seconds, as Next hands it to `set` and wants it back from `get`. */
interface CacheControl {
  revalidate: number | false;
  expire?: number;
}

/**
 * Next's `cacheHandler` contract (next.config `cacheHandler`; Next's guide "Custom Next.js Cache Handler"), the part
 * this cache reads, declared here: Next exports these types only from its private modules. Values Next hands in are
 * `unknown` until checked, since a handler also receives kinds it does not keep.
 */
export interface PageCacheHandler {
  get(cacheKey: string, context: { kind?: string }): Promise<StoredEntry | null>;
  /** `renderedAt` (this site's, not Next's): when the page's render began, stored as its `lastModified`. */
  set(cacheKey: string, data: unknown, context: { fetchCache?: boolean; cacheControl?: CacheControl; renderedAt?: number }): Promise<void>;
  /** Without durations the tags expire now; `expire` (seconds) sets when. */
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

type Store = Pick<SharedRedis, 'get' | 'set' | 'hSet' | 'hmGet'>;
type PageValue = { kind: 'PAGES'; html: string; pageData: object; headers?: Record<string, unknown>; status?: number };

export interface StoredEntry {
  lastModified: number;
  cacheControl?: CacheControl;
  /** null: the page answered "not found", which is cached like a page. */
  value: PageValue | null;
}

export interface PageCacheOptions {
  /** The shared store, looked up on each call (null: none configured). */
  store: () => Store | null;
  /** Every key starts with this: the site's prefix and the build id. */
  namespace: string;
  readTimeoutMs?: number;
  writeTimeoutMs?: number;
  now?: () => number;
}

const PAGES = 'PAGES';
const TAGS_HEADER = 'x-next-cache-tags';

export function isPageValue(value: unknown): value is PageValue {
  if (!value || typeof value !== 'object') return false;
  const page = value as Partial<PageValue>;
  return page.kind === PAGES && typeof page.html === 'string' && !!page.pageData && typeof page.pageData === 'object';
}

function parseEntry(raw: string): StoredEntry | null {
  const entry = JSON.parse(raw) as Partial<StoredEntry>;
  if (typeof entry?.lastModified !== 'number' || !(entry.value === null || isPageValue(entry.value))) return null;
  return entry as StoredEntry;
}

const tagsOf = (entry: StoredEntry): string[] => {
  const header = entry.value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
};

export function createSharedPageCache(options: PageCacheOptions): PageCacheHandler {
  const readTimeout = options.readTimeoutMs ?? 500;
  const writeTimeout = options.writeTimeoutMs ?? 2000;
  const now = options.now ?? Date.now;
  const pageKey = (cacheKey: string) => `${options.namespace}:page:${cacheKey}`;
  const tagsKey = `${options.namespace}:tags`;

  /** A tag revalidated after the entry was written (and due by now) expires it, as in Next's own handler. */
  async function expiredByTag(store: Store, entry: StoredEntry): Promise<boolean> {
    const tags = tagsOf(entry);
    if (!tags.length) return false;
    const expiries = await withDeadline(store.hmGet(tagsKey, tags), readTimeout);
    const at = now();
    return expiries.some((value) => value !== null && Number(value) <= at && Number(value) > entry.lastModified);
  }

  return {
    async get(cacheKey, context) {
      if (context.kind !== PAGES) return null;
      const store = options.store();
      if (!store) return null;
      try {
        const raw = await withDeadline(store.get(pageKey(cacheKey)), readTimeout);
        const entry = raw ? parseEntry(raw) : null;
        if (!entry || (await expiredByTag(store, entry))) return null;
        return { lastModified: entry.lastModified, cacheControl: entry.cacheControl, value: entry.value };
      } catch (error) {
        warnSharingFailed('isr-read', error);
        return null;
      }
    },

    async set(cacheKey, data, context) {
      if (context.fetchCache) return;
      if (data !== null && !isPageValue(data)) return;
      const store = options.store();
      if (!store) return;
      const cacheControl = context.cacheControl;
      const entry: StoredEntry = { lastModified: context.renderedAt ?? now(), cacheControl, value: data };
      // The entry lives until the page's `expire`; after `revalidate` it is still served (stale) while a new one renders.
      const ttlMs = typeof cacheControl?.expire === 'number' ? cacheControl.expire * 1000 : undefined;
      try {
        await withDeadline(store.set(pageKey(cacheKey), JSON.stringify(entry), ttlMs ? { expiration: { type: 'PX', value: ttlMs } } : undefined), writeTimeout);
      } catch (error) {
        warnSharingFailed('isr-write', error);
      }
    },

    async revalidateTag(tags, durations) {
      const store = options.store();
      if (!store) return;
      // Without durations a tag expires now; with them only when `expire` says (marking stale alone does not change a page, as in Next's own handler).
      const expiresAt = durations === undefined ? now() : durations.expire === undefined ? null : now() + durations.expire * 1000;
      if (expiresAt === null) return;
      try {
        await withDeadline(Promise.all([tags].flat().map((tag) => store.hSet(tagsKey, tag, String(expiresAt)))), writeTimeout);
      } catch (error) {
        warnSharingFailed('isr-tags', error);
      }
    },

    resetRequestCache() {},
  };
}
