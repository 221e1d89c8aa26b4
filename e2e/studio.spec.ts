import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { BRANDS } from './support';

// Changes content, so it runs once (desktop project) and puts back what it changes.
const dataDir = process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e');
const studioToken = () => readFileSync(path.join(dataDir, 'studio-token'), 'utf8').trim();
const html = async (request: APIRequestContext, host: string, p: string) => (await request.get(p, { headers: { Host: host } })).text();

const sessionFile = path.join(dataDir, 'studio-session.json');

/** Sign-in is rate limited (5 a minute), so the suite signs in once and shares the session. */
async function signIn(page: Page) {
  await page.goto('/studio');
  await expect(page.getByRole('navigation', { name: 'Content types' })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published. The site is updating now.' })).toBeVisible();
}

/** Polls the server-rendered page until it shows `text`; returns the seconds it took. */
async function secondsUntil(request: APIRequestContext, host: string, p: string, text: string, present = true): Promise<number> {
  const started = Date.now();
  await expect.poll(async () => (await html(request, host, p)).includes(text), { timeout: 5_000, intervals: [100] }).toBe(present);
  return (Date.now() - started) / 1000;
}

test.describe('studio sign-in', () => {
  test('a wrong token is refused with 401 and the form says so; the right one signs in', async ({ page, request }) => {
    const response = await request.post('/api/studio/session', { data: { token: 'wrong-token' } });
    expect(response.status()).toBe(401);
    await page.goto('/studio');
    await page.getByLabel('Studio token').fill('wrong-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That token is not right.' })).toBeVisible();
    expect((await request.get('/api/studio/documents?type=brand')).status()).toBe(401);

    await page.getByLabel('Studio token').fill(studioToken());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Content types' })).toBeVisible();
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).toEqual(expect.arrayContaining(['studio_session', 'studio_csrf']));
    expect((await page.context().cookies()).find((c) => c.name === 'studio_session')?.httpOnly).toBe(true);
    await page.context().storageState({ path: sessionFile });
  });

  test('signing out ends the session on the server: the old cookie gets 401', async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/studio');
    await page.getByLabel('Studio token').fill(studioToken());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Content types' })).toBeVisible();
    const old = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await request.get('/api/studio/documents?type=brand', { headers: { cookie: old } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Studio token')).toBeVisible();
    expect((await request.get('/api/studio/documents?type=brand', { headers: { cookie: old } })).status()).toBe(401);
    await context.close();
  });
});

test.describe('content studio', () => {
  test.use({ storageState: sessionFile });

  test('a preview only ever goes to a page of this site', async ({ page }) => {
    await signIn(page);
    for (const target of ['/..//evil.com', '/\\evil.com', '%2F%2Fevil.com', 'javascript:alert(1)', 'https://evil.com/']) {
      const response = await page.request.get(`/api/studio/preview?brand=tidy-nest&path=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(307);
      expect(response.headers()['location'], target).toBe('/');
    }
    const fine = await page.request.get(`/api/studio/preview?brand=tidy-nest&path=${encodeURIComponent('/deal?adgroupid=1')}`, { maxRedirects: 0 });
    expect(fine.headers()['location']).toBe('/deal?adgroupid=1');
    await page.request.get('/api/studio/preview?exit=1', { maxRedirects: 0 });
  });

  test('cross-site and CSRF-less changes are rejected even when signed in', async ({ page }) => {
    await signIn(page);
    const attempt = (headers: Record<string, string>) =>
      page.evaluate(
        async (h) => (await fetch('/api/studio/documents', { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify({ type: 'page', document: {} }) })).status,
        headers,
      );
    expect(await attempt({})).toBe(403);
    expect(await page.context().request.post('/api/studio/documents', { data: { type: 'page' }, headers: { origin: 'https://evil.example' } }).then((r) => r.status())).toBe(403);
  });

  test('an edited ad-group title is on the landing page within 5 s', async ({ page, request }) => {
    const landing = '/?adgroupid=152718340021';
    expect(await html(request, BRANDS.primary.host, landing)).toContain('>Same Day Cleaners, Available Today</h1>');
    await signIn(page);
    await page.getByRole('link', { name: 'Ad-group wording' }).click();
    await page.getByLabel('Search').fill('152718340021');
    await page.getByRole('link', { name: /Same Day Cleaners, Available Today/ }).click();
    await page.getByLabel('Title', { exact: true }).fill('Same Day Cleaners Near You Today');
    await publish(page);
    expect(await secondsUntil(request, BRANDS.primary.host, landing, '>Same Day Cleaners Near You Today</h1>')).toBeLessThan(5);

    // Restore from history, then publish, to leave the seed wording in place.
    await page.getByLabel('Title', { exact: true }).fill('Same Day Cleaners, Available Today');
    await publish(page);
    await secondsUntil(request, BRANDS.primary.host, landing, '>Same Day Cleaners, Available Today</h1>');
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  });

  test('new banner wording shows on the site within 5 s, and publishing is refused while invalid', async ({ page, request }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Promo banner' }).click();
    const wording = page.getByLabel('Default wording');
    await wording.fill('Spring deal: a clean home for just one price');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fix the highlighted fields before publishing.' })).toBeVisible();
    await expect(page.getByText('Does not match the contains {price} pattern')).toBeVisible();

    await wording.fill('Spring Deal: Your Home Cleaned For {price}!');
    await publish(page);
    expect(await secondsUntil(request, BRANDS.second.host, '/help', 'Spring Deal: Your Home Cleaned For $19!')).toBeLessThan(5);
    await wording.fill('Limited Time Offer: Get Your Home Cleaned For {price}!');
    await publish(page);
    await secondsUntil(request, BRANDS.second.host, '/help', 'Limited Time Offer: Get Your Home Cleaned For $19!');
  });

  test('a brand created in the studio is served on its host within 5 s; unpublishing returns the host to the fallback', async ({ page, request }) => {
    const host = 'www.fresh-start.com';
    expect(await html(request, host, '/')).toContain('alt="Sparkle Clean Staging"');
    await signIn(page);
    await page.getByRole('link', { name: 'Brand', exact: true }).click();
    await page.getByRole('button', { name: 'New brand' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New brand' })).toBeVisible();
    await page.getByLabel('Key', { exact: true }).fill('fresh-start');
    await page.getByLabel('App name', { exact: true }).fill('Fresh Start Cleaning');
    await page.getByLabel('Domain', { exact: true }).fill('fresh-start.com');
    await page.getByLabel('Base URL', { exact: true }).fill('https://www.fresh-start.com');
    await page.getByLabel('Tagline', { exact: true }).fill('A fresh start for your home');
    await page.getByLabel('Default hero headline', { exact: true }).fill('Fresh Start: your first clean from $19');
    await page.getByLabel('Default hero subheading', { exact: true }).fill('Trusted cleaners, booked online.');
    await page.getByLabel('Accent colour', { exact: true }).fill('#125e8a');
    await page.getByLabel('Logo', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Favicon key', { exact: true }).fill('default');
    await page.getByRole('button', { name: 'Add to SEO templates' }).click();
    await page.getByLabel('Page type', { exact: true }).selectOption('home');
    await page.getByLabel('Title template', { exact: true }).fill('{appName} | Home Cleaning');
    await page.getByLabel('Description template', { exact: true }).fill('Home cleaning by {appName}.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
    // A draft is not live.
    expect(await html(request, host, '/')).toContain('alt="Sparkle Clean Staging"');

    await publish(page);
    expect(await secondsUntil(request, host, '/', 'Fresh Start: your first clean from $19')).toBeLessThan(5);
    const page2 = await html(request, host, '/deal');
    expect(page2).toContain('alt="Fresh Start Cleaning"');
    expect(page2).toMatch(/<meta name="robots" content="noindex"/);

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
    expect(await secondsUntil(request, host, '/', 'alt="Sparkle Clean Staging"')).toBeLessThan(5);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/studio\/brand$/);
  });

  test('the Sanity webhook needs a valid signature', async ({ request }) => {
    const body = JSON.stringify({ _id: 'promoBanner', _type: 'promoBanner' });
    const unsigned = await request.post('/api/revalidate', { data: body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status()).toBe(401);
    const forged = await request.post('/api/revalidate', { data: body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), 'not-the-secret') } });
    expect(forged.status()).toBe(401);
    const signed = await request.post('/api/revalidate', { data: body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), 'e2e-webhook-secret') } });
    expect(signed.status()).toBe(200);
    expect((await signed.json()).revalidated.pages).toBeGreaterThan(0);
  });
});

test.describe('draft preview', () => {
  test.use({ storageState: sessionFile });

  test('a saved draft shows on its brand page in preview only, until published', async ({ page, request }) => {
    const landing = '/?adgroupid=160934276358';
    await page.goto('/studio/adGroupWording/adGroup.160934276358');
    await page.getByLabel('Title', { exact: true }).fill('Pet-Friendly Maids, Preview Edition');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

    const preview = page.getByRole('link', { name: 'Preview draft' });
    await expect(preview).toHaveAttribute('href', /\/api\/studio\/preview\?brand=[a-z0-9-]+&path=%2F%3Fadgroupid%3D160934276358/);
    await preview.evaluate((a) => a.removeAttribute('target'));
    await preview.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pet-Friendly Maids, Preview Edition');
    await expect(page.getByRole('status').filter({ hasText: 'Preview of unpublished changes.' })).toBeVisible();

    // Visitors still see the published wording.
    expect(await html(request, BRANDS.primary.host, landing)).toContain('>Pet-Friendly Maid Service</h1>');

    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/studio$/);
    await page.goto('/studio/adGroupWording/adGroup.160934276358');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft discarded.' })).toBeVisible();
  });
});
