/**
 * @jest-environment node
 */
import { createSharedPageCache } from './sharedPageCache';

/** The few Redis commands the handler uses, in memory, with the expiry it was asked for. */
function memoryStore(options: { failing?: boolean } = {}) {
  const values = new Map<string, { value: string; ttlMs?: number }>();
  const hashes = new Map<string, Map<string, string>>();
  const answer = <T>(value: T) => (options.failing ? Promise.reject(new Error('connection refused')) : Promise.resolve(value));
  return {
    values,
    get: (key: string) => answer(values.get(key)?.value ?? null),
    set: (key: string, value: string, opts?: { expiration?: { type: 'PX'; value: number } }) => {
      values.set(key, { value, ttlMs: opts?.expiration?.value });
      return answer('OK');
    },
    hSet: (key: string, field: string, value: string) => {
      hashes.set(key, (hashes.get(key) ?? new Map()).set(field, value));
      return answer(1);
    },
    hmGet: (key: string, fields: string[]) => answer(fields.map((f) => hashes.get(key)?.get(f) ?? null)),
  };
}

const page = (html: string, headers?: Record<string, string>) => ({
  kind: 'PAGES',
  html,
  pageData: { pageProps: { title: html } },
  headers,
  status: undefined,
});
const PAGE_CONTEXT = { kind: 'PAGES', isFallback: false } as never;
const KEY = '/route-cache/PAGES/abc/$/_sites/sparkle-clean/default/deal';
const LIFETIME = { revalidate: 300, expire: 31_536_000 };

describe('shared ISR page cache', () => {
  it('returns what another instance stored: the page, when it was rendered and its lifetime (cacheControl)', async () => {
    const store = memoryStore();
    let now = 1_000;
    const writer = createSharedPageCache({ store: () => store, namespace: 'site:isr:build-1', now: () => now });
    const reader = createSharedPageCache({ store: () => store, namespace: 'site:isr:build-1', now: () => now });
    await writer.set(KEY, page('<p>Deal</p>') as never, { cacheControl: LIFETIME } as never);
    now = 5_000;
    expect(await reader.get(KEY, PAGE_CONTEXT)).toEqual({ lastModified: 1_000, cacheControl: LIFETIME, value: page('<p>Deal</p>') });
  });

  it('keeps an entry until the page expires, not until it is due for revalidation', async () => {
    const store = memoryStore();
    const cache = createSharedPageCache({ store: () => store, namespace: 'site:isr:build-1' });
    await cache.set(KEY, page('x') as never, { cacheControl: { revalidate: 300, expire: 3600 } } as never);
    expect(store.values.get(`site:isr:build-1:page:${KEY}`)?.ttlMs).toBe(3_600_000);
  });

  it('keys entries by build: another build never reads them', async () => {
    const store = memoryStore();
    await createSharedPageCache({ store: () => store, namespace: 'site:isr:build-1' }).set(
      KEY,
      page('old build') as never,
      { cacheControl: LIFETIME } as never,
    );
    expect(await createSharedPageCache({ store: () => store, namespace: 'site:isr:build-2' }).get(KEY, PAGE_CONTEXT)).toBeNull();
  });

  it('caches a page that answered "not found" like any page', async () => {
    const store = memoryStore();
    const cache = createSharedPageCache({ store: () => store, namespace: 'n' });
    await cache.set(KEY, null, { cacheControl: { revalidate: 60, expire: 31_536_000 } } as never);
    expect(await cache.get(KEY, PAGE_CONTEXT)).toMatchObject({ value: null, cacheControl: { revalidate: 60 } });
  });

  it('treats a read slower than 500 ms as a miss', async () => {
    const store = memoryStore();
    await createSharedPageCache({ store: () => store, namespace: 'n' }).set(KEY, page('x') as never, { cacheControl: LIFETIME } as never);
    // The stored page arrives only after 800 ms of the cache's own clock, which the test moves: no wall-clock timing.
    jest.useFakeTimers();
    try {
      const slow = {
        ...memoryStore(),
        get: (key: string) => new Promise<string | null>((resolve) => setTimeout(() => resolve(store.values.get(key)?.value ?? null), 800)),
      };
      let answer: unknown = 'pending';
      const reading = createSharedPageCache({ store: () => slow, namespace: 'n' })
        .get(KEY, PAGE_CONTEXT)
        .then((value) => (answer = value));
      await jest.advanceTimersByTimeAsync(499);
      expect(answer).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      expect(answer).toBeNull();
      await jest.advanceTimersByTimeAsync(400);
      await reading;
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats a Redis error as a miss and a failed write as nothing stored, without throwing', async () => {
    const cache = createSharedPageCache({ store: () => memoryStore({ failing: true }), namespace: 'n' });
    await expect(cache.set(KEY, page('x') as never, { cacheControl: LIFETIME } as never)).resolves.toBeUndefined();
    await expect(cache.get(KEY, PAGE_CONTEXT)).resolves.toBeNull();
    await expect(cache.revalidateTag('t')).resolves.toBeUndefined();
  });

  it('never stores other kinds of value and misses for every other kind of lookup', async () => {
    const store = memoryStore();
    const cache = createSharedPageCache({ store: () => store, namespace: 'n' });
    await cache.set('fetch-key', { kind: 'FETCH', data: { headers: {}, body: '', url: '' }, revalidate: 60 } as never, { fetchCache: true } as never);
    await cache.set(
      KEY,
      { kind: 'APP_PAGE', html: '<p/>', rscData: undefined, headers: {}, status: 200, postponed: undefined, segmentData: undefined } as never,
      { cacheControl: LIFETIME } as never,
    );
    await cache.set(KEY, { kind: 'REDIRECT', props: {} } as never, { cacheControl: LIFETIME } as never);
    expect(store.values.size).toBe(0);
    await cache.set(KEY, page('x') as never, { cacheControl: LIFETIME } as never);
    for (const kind of ['FETCH', 'APP_PAGE', 'APP_ROUTE', 'IMAGE']) expect(await cache.get(KEY, { kind, isFallback: false } as never)).toBeNull();
    // A value that is not a page (written by something else) is a miss too.
    store.values.set(`n:page:${KEY}`, { value: JSON.stringify({ lastModified: 1, value: { kind: 'APP_PAGE', html: 'x' } }) });
    expect(await cache.get(KEY, PAGE_CONTEXT)).toBeNull();
    store.values.set(`n:page:${KEY}`, { value: 'not json' });
    expect(await cache.get(KEY, PAGE_CONTEXT)).toBeNull();
  });

  it('expires pages carrying a revalidated tag, for every instance', async () => {
    const store = memoryStore();
    let now = 1_000;
    const a = createSharedPageCache({ store: () => store, namespace: 'n', now: () => now });
    const b = createSharedPageCache({ store: () => store, namespace: 'n', now: () => now });
    await a.set(KEY, page('tagged', { 'x-next-cache-tags': 'brand:tidy-nest,layout' }) as never, { cacheControl: LIFETIME } as never);
    now = 2_000;
    await a.revalidateTag(['unrelated'], { expire: 60 });
    expect(await b.get(KEY, PAGE_CONTEXT)).not.toBeNull();
    await a.revalidateTag('layout');
    now = 2_001;
    expect(await b.get(KEY, PAGE_CONTEXT)).toBeNull();
  });

  it('does nothing without a shared store', async () => {
    const cache = createSharedPageCache({ store: () => null, namespace: 'n' });
    await cache.set(KEY, page('x') as never, { cacheControl: LIFETIME } as never);
    expect(await cache.get(KEY, PAGE_CONTEXT)).toBeNull();
  });
});
