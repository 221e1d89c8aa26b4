/**
 * @jest-environment node
 */
import { createMemoryPageCache } from './memoryPageCache';
import { memoryChangeLog } from './pageChanges';
import { checkedAgainst } from './pageCache';

const PAGE_CONTEXT = { kind: 'PAGES' } as never;
const LIFETIME = { cacheControl: { revalidate: 300, expire: 3600 } };
const key = (brand: string, page: string) => `/route-cache/PAGES/abc/$/_sites/${brand}/default/${page}`;
const page = (html: string) => ({ kind: 'PAGES', html, pageData: { pageProps: { title: html.slice(0, 20) } } });

describe('memory page cache', () => {
  it('gives back the page it was given, with when it was written and its lifetime, as a copy', async () => {
    const cache = createMemoryPageCache({ maxBytes: 1e6, maxBytesPerBrand: 1e6, now: () => 42 });
    await cache.set(key('tidy-nest', 'deal'), page('<h1>Deal</h1>'), LIFETIME);
    const entry = await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT);
    expect(entry).toEqual({ lastModified: 42, cacheControl: LIFETIME.cacheControl, value: expect.objectContaining(page('<h1>Deal</h1>')) });
    (entry!.value!.pageData as { pageProps: { title: string } }).pageProps.title = 'changed';
    expect((await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT))!.value!.pageData).toEqual({ pageProps: { title: '<h1>Deal</h1>' } });
    expect(await cache.get(key('tidy-nest', 'deal'), { kind: 'FETCH' } as never)).toBeNull();
  });

  it('keeps to its bound, dropping the least recently read first', async () => {
    const cache = createMemoryPageCache({ maxBytes: 3 * 1300, maxBytesPerBrand: 1e6 });
    const html = 'x'.repeat(1000);
    for (const name of ['a', 'b', 'c']) await cache.set(key('tidy-nest', name), page(html), LIFETIME);
    await cache.get(key('tidy-nest', 'a'), PAGE_CONTEXT);
    await cache.set(key('tidy-nest', 'd'), page(html), LIFETIME);
    expect(await cache.get(key('tidy-nest', 'b'), PAGE_CONTEXT)).toBeNull();
    for (const name of ['a', 'c', 'd']) expect(await cache.get(key('tidy-nest', name), PAGE_CONTEXT)).not.toBeNull();
    expect(cache.bytes()).toBeLessThanOrEqual(3 * 1300);
  });

  it('holds one brand to its share, so its variants push out only its own pages', async () => {
    const cache = createMemoryPageCache({ maxBytes: 1e6, maxBytesPerBrand: 2 * 1300 });
    const html = 'x'.repeat(1000);
    await cache.set(key('sparkle-clean', 'home'), page(html), LIFETIME);
    for (let i = 0; i < 10; i += 1) await cache.set(key('tidy-nest', `ag-${i}`), page(html), LIFETIME);
    expect(cache.brandBytes('tidy-nest')).toBeLessThanOrEqual(2 * 1300);
    expect(await cache.get(key('sparkle-clean', 'home'), PAGE_CONTEXT)).not.toBeNull();
    expect(await cache.get(key('tidy-nest', 'ag-9'), PAGE_CONTEXT)).not.toBeNull();
    expect(await cache.get(key('tidy-nest', 'ag-0'), PAGE_CONTEXT)).toBeNull();
  });

  it('does not serve a page past its expire', async () => {
    let now = 0;
    const cache = createMemoryPageCache({ maxBytes: 1e6, maxBytesPerBrand: 1e6, now: () => now });
    await cache.set(key('tidy-nest', 'deal'), page('old'), LIFETIME);
    now = 3600 * 1000;
    expect(await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT)).toBeNull();
    expect(cache.bytes()).toBe(0);
  });
});

describe('a page cache checked against published changes', () => {
  it('misses a page a later change reaches and serves the others', async () => {
    let now = 1_000;
    const changes = memoryChangeLog();
    const cache = checkedAgainst(createMemoryPageCache({ maxBytes: 1e6, maxBytesPerBrand: 1e6, now: () => now }), changes, () => now);
    await cache.set(key('tidy-nest', 'deal'), page('tidy'), LIFETIME);
    await cache.set(key('sparkle-clean', 'deal'), page('sparkle'), LIFETIME);
    now = 2_000;
    await changes.record([{ kind: 'brand', brand: 'tidy-nest' }], 2_000);
    expect(await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT)).toBeNull();
    expect((await cache.get(key('sparkle-clean', 'deal'), PAGE_CONTEXT))!.value).toMatchObject({ html: 'sparkle' });
    now = 2_300;
    await cache.set(key('tidy-nest', 'deal'), page('tidy, new'), LIFETIME);
    expect(await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT)).toMatchObject({ lastModified: 2_000, value: { html: 'tidy, new' } });
  });

  it('counts a page from when its render began: one that read content before a change and ended after it renders again', async () => {
    let now = 1_000;
    const changes = memoryChangeLog();
    const cache = checkedAgainst(createMemoryPageCache({ maxBytes: 1e6, maxBytesPerBrand: 1e6, now: () => now }), changes, () => now);
    expect(await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT)).toBeNull();
    await changes.record([{ kind: 'all' }], 1_500);
    now = 2_000;
    await cache.set(key('tidy-nest', 'deal'), page('rendered from the old content'), LIFETIME);
    expect(await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT)).toBeNull();
    now = 2_100;
    await cache.set(key('tidy-nest', 'deal'), page('rendered from the new content'), LIFETIME);
    expect(await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT)).toMatchObject({ value: { html: 'rendered from the new content' } });
  });

  it('renders when the change log cannot be read', async () => {
    const changes = { record: async () => undefined, read: () => Promise.reject(new Error('connection refused')) };
    const cache = checkedAgainst(createMemoryPageCache({ maxBytes: 1e6, maxBytesPerBrand: 1e6 }), changes);
    await cache.set(key('tidy-nest', 'deal'), page('tidy'), LIFETIME);
    expect(await cache.get(key('tidy-nest', 'deal'), PAGE_CONTEXT)).toBeNull();
  });
});
