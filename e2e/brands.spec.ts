import { expect, test } from '@playwright/test';
import { BRANDS, seed, SPEC_ROUTES } from './support';

// Server-rendered HTML per brand, fetched with the brand's Host header (desktop project only: no browser involved).
test.describe('brands by Host header', () => {
  const html = async (request: import('@playwright/test').APIRequestContext, host: string, path: string) => {
    const response = await request.get(path, { headers: { Host: host }, maxRedirects: 0 });
    return { status: response.status(), body: await response.text(), headers: response.headers() };
  };

  test('each brand gets its own title, logo and indexing rules', async ({ request }) => {
    const primary = await html(request, BRANDS.primary.host, '/');
    expect(primary.status).toBe(200);
    expect(primary.body).toContain('<title data-next-head="">Sparkle Clean: House Cleaning From $19 | Vetted Local Cleaners</title>');
    expect(primary.body).not.toMatch(/<meta name="robots" content="noindex"/);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(primary.body)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Organization', name: 'Sparkle Clean', url: 'https://www.sparkle-clean.com/' });

    for (const brand of [BRANDS.second, BRANDS.third, BRANDS.fallback]) {
      const page = await html(request, brand.host, '/');
      expect(page.status).toBe(200);
      expect(page.body).toContain(`alt="${brand.appName}"`);
      expect(page.body).toMatch(/<meta name="robots" content="noindex"/);
      expect(page.body).not.toContain('application/ld+json');
    }
    expect((await html(request, BRANDS.second.host, '/')).body).toContain(
      '<title data-next-head="">Tidy Nest | Affordable Home Cleaning, Booked in Minutes</title>',
    );
  });

  test('Organization JSON-LD appears only on the primary brand home page', async ({ request }) => {
    for (const path of ['/deal', '/services/deep-cleaning', '/us/ca/', '/help']) {
      expect((await html(request, BRANDS.primary.host, path)).body).not.toContain('application/ld+json');
    }
  });

  test('unknown and malformed hosts fall back to the staging brand', async ({ request }) => {
    for (const host of ['www.unknown-brand.com', '127.0.0.1', '[::1]:3100', 'x..y']) {
      const page = await html(request, host, '/');
      expect(page.status).toBe(200);
      expect(page.body).toContain('alt="Sparkle Clean Staging"');
    }
  });

  test('every spec §2 route answers 200 on three brands', async ({ request }) => {
    for (const brand of [BRANDS.primary, BRANDS.second, BRANDS.third]) {
      for (const path of SPEC_ROUTES) {
        const page = await html(request, brand.host, path);
        expect(page.status, `${brand.host}${path}`).toBe(200);
        expect(page.body, `${brand.host}${path}`).toContain(`alt="${brand.appName}"`);
      }
    }
  });

  test('unknown paths answer 404 inside the brand layout', async ({ request }) => {
    for (const path of ['/no-such-page', '/us/zz/', '/us/ca/atlantis/', '/services/window-washing', '/_sites/sparkle-clean/default']) {
      const page = await html(request, BRANDS.second.host, path);
      expect(page.status, path).toBe(404);
      expect(page.body).toContain('alt="Tidy Nest"');
      // Pages are sent as ASCII (server/site/asciiHtml.ts): the apostrophe arrives as a character reference.
      expect(page.body).toContain('We couldn&#x2019;t find that page');
      expect(page.body).toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  test('cached-deal pages carry the CDN cache headers', async ({ request }) => {
    const page = await html(request, BRANDS.primary.host, '/cached-deal?adgroupid=148203961127');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, s-maxage=360, stale-while-revalidate=3600, must-revalidate');
    expect(page.headers['vary']).toMatch(/^X-Cache-Key\b/);
    expect(page.body).toContain('Apartment Cleaning From $19');
    // Shared by a CDN, so it sets nobody's cookies: not on a first visit, not with cookies sent.
    expect(page.headers['set-cookie']).toBeUndefined();
    const returning = await request.get('/cached-deal', { headers: { Host: BRANDS.primary.host, cookie: 'sid=abcdefgh12345678; fecohorts=junk' } });
    expect(returning.headers()['set-cookie']).toBeUndefined();
    // A preview cookie (here a stale one, which Next clears) makes the answer that browser's alone.
    const previewing = await request.get('/cached-deal', { headers: { Host: BRANDS.primary.host, cookie: '__prerender_bypass=stale' } });
    expect(previewing.status()).toBe(200);
    expect(previewing.headers()['cache-control']).toBe('private, no-store');
  });

  test('a first visit sets no cookie; the visit it establishes is private to the visitor', async ({ request }) => {
    const first = await request.get('/deal', { headers: { Host: BRANDS.primary.host } });
    expect(first.headers()['set-cookie']).toBeUndefined();
    // Its page is its visit bucket's; no proxy in front drew the bucket here, so no cache may keep it.
    expect(first.headers()['cache-control']).toBe('private, no-store');
    expect(first.headers()['vary']).toMatch(/^Cookie, X-Visit-Bucket\b/);
    const established = await request.post('/api/visit', { headers: { Host: BRANDS.primary.host }, data: { path: '/deal' } });
    expect(established.headers()['set-cookie']).toMatch(/(^|\n)sid=v[0-9a-f]{23}[A-Za-z0-9_-]{16}; Max-Age=\d+; Path=\//);
    expect(established.headers()['cache-control']).toBe('private, no-store');
    // What it set (the visitor id, the offer the visit was shown) comes back with the next request.
    const kept = (established.headers()['set-cookie'] ?? '')
      .split('\n')
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(kept).toMatch(/(^|; )offer=/);
    const returning = await request.get('/deal', { headers: { Host: BRANDS.primary.host, cookie: kept } });
    expect(returning.headers()['set-cookie']).toBeUndefined();
    expect(returning.headers()['cache-control']).toMatch(/s-maxage=/);
  });

  test('each of the 22 ad-group ids changes the landing copy in the server HTML', async ({ request }) => {
    const adGroups = seed.filter((d) => d._type === 'adGroupWording') as unknown as { adGroupId: string; title: string; discountAmount?: number }[];
    expect(adGroups).toHaveLength(22);
    const plain = await html(request, BRANDS.primary.host, '/');
    for (const { adGroupId, title, discountAmount = 0 } of adGroups) {
      // The title's plan figures, as the default plan states them with the ad group's own discount.
      const escaped = title.replace(/&/g, '&amp;').replace('{price}', `$${19 - discountAmount}`);
      expect(plain.body).not.toContain(`>${escaped}</h1>`);
      for (const path of ['/', '/deal']) {
        const page = await html(request, BRANDS.primary.host, `${path}?adgroupid=${adGroupId}`);
        expect(page.body, `${path}?adgroupid=${adGroupId}`).toContain(`>${escaped}</h1>`);
      }
    }
  });

  test('invalid landing parameters are ignored, never an error', async ({ request }) => {
    for (const query of ['adgroupid=999', 'adgroupid=%00', 'adgroupid=1;DROP', 'discount=-5', 'discount=abc', 'discount=1e9', 'adgroupid[]=1']) {
      const page = await html(request, BRANDS.primary.host, `/?${query}`);
      expect(page.status, query).toBe(200);
      expect(page.body).toContain('A spotless home, from $19 for your first clean');
    }
  });

  test('canonical links: home to itself, other landing pages to /deal', async ({ request }) => {
    const canonical = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    expect(canonical((await html(request, BRANDS.primary.host, '/?adgroupid=148203961127')).body)).toBe('https://www.sparkle-clean.com/');
    expect(canonical((await html(request, BRANDS.primary.host, '/deal?adgroupid=148203961127')).body)).toBe('https://www.sparkle-clean.com/deal');
    expect(canonical((await html(request, BRANDS.primary.host, '/cached-deal')).body)).toBe('https://www.sparkle-clean.com/deal');
    expect(canonical((await html(request, BRANDS.second.host, '/us/il/chicago/')).body)).toBe('https://www.tidy-nest.com/us/il/chicago');
  });

  test('robots.txt, sitemap.xml and favicons are per brand', async ({ request }) => {
    const robots = await html(request, BRANDS.primary.host, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: https://www.sparkle-clean.com/sitemap.xml');
    const sitemap = await html(request, BRANDS.primary.host, '/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://www.sparkle-clean.com/us/il/chicago</loc>');
    expect(sitemap.body).toContain('<loc>https://www.sparkle-clean.com/services/deep-cleaning</loc>');
    // A brand that is not primary keeps search engines out and lists nothing.
    expect((await html(request, BRANDS.second.host, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await html(request, BRANDS.second.host, '/sitemap.xml')).status).toBe(404);

    const ico = await request.get('/favicon.ico', { headers: { Host: BRANDS.third.host } });
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toContain('image/x-icon');
    const third = await html(request, BRANDS.third.host, '/');
    expect(third.body).toContain('href="/favicons/bright-maids/favicon.ico"');
    expect(third.body).not.toContain('/favicons/bright-maids/icon.svg');
    expect((await html(request, BRANDS.second.host, '/')).body).toContain('href="/favicons/tidy-nest/icon.svg"');
  });
});
