import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { startMailbox, studioSignInLink } from './mailbox';
import { adminClient, republishSeedVersion, signInToStudio, studioEmail, studioHeaders } from './studioSession';
import { BRANDS } from './support';

// Changes content, so it runs once (desktop project) and puts back what it changes.
const dataDir = process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e');
const setupToken = () => readFileSync(path.join(dataDir, 'studio-token'), 'utf8').trim();
const html = async (request: APIRequestContext, host: string, p: string) => (await request.get(p, { headers: { Host: host } })).text();

const sessionFile = path.join(dataDir, 'studio-session.json');

/** The suite signs in once (as the admin) and shares the session. */
async function signIn(page: Page) {
  await page.goto('/studio');
  await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
}

/**
 * Publishes and waits for the editor's answer. The answer waits up to 3 s for pages to regenerate
 * (REVALIDATION_WAIT_MS) after saving the draft, so on a loaded machine it can take longer than an
 * assertion's default 5 s; the "within 5 s" goals are measured from it.
 */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published. The site is updating now.' })).toBeVisible({ timeout: 20_000 });
}

/** Polls the server-rendered page until it shows `text`; returns the seconds it took. */
async function secondsUntil(request: APIRequestContext, host: string, p: string, text: string, present = true): Promise<number> {
  const started = Date.now();
  await expect.poll(async () => (await html(request, host, p)).includes(text), { timeout: 5_000, intervals: [100] }).toBe(present);
  return (Date.now() - started) / 1000;
}

test.describe('studio sign-in', () => {
  test('the setup token makes only the first admin; people sign in with an emailed one-time link', async ({ page, request }) => {
    (await adminClient()).dispose();
    const wrong = await request.post('/api/studio/session', { data: { token: 'wrong-token-123', email: 'someone@studio.example' } });
    expect(wrong.status()).toBe(401);
    const late = await request.post('/api/studio/session', { data: { token: setupToken(), email: 'latecomer@studio.example' } });
    expect(late.status()).toBe(403);
    expect((await request.get('/api/studio/documents?type=brand')).status()).toBe(401);

    const mailbox = await startMailbox();
    try {
      await page.goto('/studio');
      await expect(page.getByRole('heading', { name: 'Sign in to the content studio' })).toBeVisible();
      await page.getByLabel('Work email').fill('nobody@studio.example');
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'If that address has access to the studio, a sign-in link is on its way.' })).toBeVisible();

      await page.getByLabel('Work email').fill(studioEmail('admin'));
      await page.getByRole('button', { name: 'Send another link' }).click();
      const mail = await mailbox.waitFor(studioEmail('admin'), /content studio sign-in link/);
      const link = studioSignInLink(mail);
      expect(mailbox.mails.some((m) => m.to === 'nobody@studio.example')).toBe(false);
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
      await expect(page).toHaveURL(/\/studio$/);
      await expect(page.getByTestId('signed-in-as')).toHaveText(`${studioEmail('admin')} · admin`);
      const cookies = await page.context().cookies();
      expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['studio_session', 'studio_csrf']));
      expect(cookies.find((c) => c.name === 'studio_session')?.httpOnly).toBe(true);
      await page.context().storageState({ path: sessionFile });

      // The link worked once.
      const again = await page.context().browser()!.newPage();
      await again.goto(link.pathname + link.search);
      await expect(again.getByRole('alert').filter({ hasText: 'This sign-in link has expired or was already used.' })).toBeVisible();
      await again.close();
    } finally {
      await mailbox.close();
    }
  });

  test('signing out ends the session on the server: the old cookie gets 401', async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToStudio(page, 'editor');
    await page.goto('/studio');
    await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
    const old = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await request.get('/api/studio/documents?type=brand', { headers: { cookie: old } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Work email')).toBeVisible();
    expect((await request.get('/api/studio/documents?type=brand', { headers: { cookie: old } })).status()).toBe(401);
    await context.close();
  });
});

test.describe('studio roles', () => {
  test('an analyst sees the reports only: no content in the studio, 403 from the API', async ({ page }) => {
    await signInToStudio(page, 'analyst');
    await page.goto('/studio');
    const nav = page.getByRole('navigation', { name: 'Studio sections' });
    await expect(nav.getByRole('link')).toHaveText(['Funnel', 'Experiment results', 'Ad-group coverage', 'Field speed']);
    await page.goto('/studio/brand/brand.tidy-nest');
    await expect(page.getByRole('alert').filter({ hasText: 'Your role cannot use this part of the studio.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    const csrf = (await page.context().cookies()).find((c) => c.name === 'studio_csrf')!.value;
    const headers = { 'x-studio-csrf': csrf };
    expect((await page.request.get('/api/studio/documents?type=adGroupWording')).status()).toBe(403);
    expect((await page.request.put('/api/studio/documents/adGroup.152718340021', { data: { document: {}, ifRevision: null }, headers })).status()).toBe(403);
    expect((await page.request.post('/api/studio/documents/adGroup.152718340021?action=publish', { data: { ifRevision: null }, headers })).status()).toBe(403);
    expect((await page.request.get('/api/studio/funnel')).status()).toBe(200);
    expect((await page.request.get('/api/studio/experiments/apartment_headline_v1/results')).status()).toBe(200);
  });

  test('a marketer edits ad wording but cannot edit a brand', async ({ page }) => {
    await signInToStudio(page, 'marketer');
    await page.goto('/studio/brand/brand.tidy-nest');
    await expect(page.getByTestId('read-only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeHidden();
    await expect(page.getByLabel('App name', { exact: true })).toBeDisabled();
    const loaded = (await (await page.request.get('/api/studio/documents/brand.tidy-nest')).json()) as { published: Record<string, unknown> };
    const csrf = (await page.context().cookies()).find((c) => c.name === 'studio_csrf')!.value;
    const refused = await page.request.put('/api/studio/documents/brand.tidy-nest', {
      data: { document: { ...loaded.published, appName: 'Hijacked' }, ifRevision: loaded.published._rev },
      headers: { 'x-studio-csrf': csrf },
    });
    expect(refused.status()).toBe(403);
    await page.goto('/studio/adGroupWording/adGroup.152718340021');
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toBeEnabled();
  });

  test('history names who made each change, restores included', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const editor = await signInToStudio(page, 'editor');
    await page.goto('/studio/adGroupWording/adGroup.148203961247');
    const title = page.getByLabel('Title', { exact: true });
    const original = await title.inputValue();
    await title.fill(`${original} (edited)`);
    await publish(page);
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
    await expect(history.first()).toContainText(`publish · ${editor}`);
    await expect(history.nth(1)).toContainText(`save · ${editor}`);
    // Restoring a version is recorded too; then the seed wording goes back.
    await history.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Restored as a draft.' })).toBeVisible();
    await expect(history.first()).toContainText(`restore · ${editor}`);
    await title.fill(original);
    await publish(page);
    await context.close();
  });

  test('an admin removes a person, whose next request is refused', async ({ browser, page }) => {
    const context = await browser.newContext();
    const removed = await context.newPage();
    const email = await signInToStudio(removed, 'editor', 'leaving@studio.example');
    expect((await removed.request.get('/api/studio/documents?type=page')).status()).toBe(200);

    await signInToStudio(page, 'admin');
    await page.goto('/studio/people');
    const row = page.getByTestId(`person-${email}`);
    await expect(row).toContainText('Editor');
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Remove ${email}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${email} no longer has access.` })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await removed.request.get('/api/studio/documents?type=page')).status()).toBe(401);
    await removed.goto('/studio');
    await expect(removed.getByLabel('Work email')).toBeVisible();
    await context.close();

    // Recent changes lists edits across documents with who made them.
    await page.goto('/studio/changes');
    await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(studioEmail('editor'));
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
        async (h) =>
          (
            await fetch('/api/studio/documents', {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...h },
              body: JSON.stringify({ type: 'page', document: {} }),
            })
          ).status,
        headers,
      );
    expect(await attempt({})).toBe(403);
    expect(
      await page
        .context()
        .request.post('/api/studio/documents', { data: { type: 'page' }, headers: { origin: 'https://evil.example' } })
        .then((r) => r.status()),
    ).toBe(403);
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

    try {
      await wording.fill('Spring Deal: Your Home Cleaned For {price}!');
      await publish(page);
      expect(await secondsUntil(request, BRANDS.second.host, '/help', 'Spring Deal: Your Home Cleaned For $19!')).toBeLessThan(5);
      await wording.fill('Limited Time Offer: Get Your Home Cleaned For {price}!');
      await publish(page);
      await secondsUntil(request, BRANDS.second.host, '/help', 'Limited Time Offer: Get Your Home Cleaned For $19!');
    } catch (error) {
      // Every later spec reads the banner: put the seed's wording back before reporting.
      await republishSeedVersion('promoBanner');
      throw error;
    }
  });

  test('a brand runs its own banner and footer terms while the others keep the shared ones; a clone keeps them; the checklist says which', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await adminClient();
    const headers = await studioHeaders(admin);
    const current = async (id: string) => {
      const pair = (await (await admin.get(`/api/studio/documents/${id}`)).json()) as { draft?: { _rev: string }; published?: { _rev: string } };
      return pair.draft ?? pair.published;
    };
    try {
      // The banner: made from the shared one in the studio, for Tidy Nest.
      await signIn(page);
      await page.getByRole('link', { name: 'Promo banner' }).click();
      const versions = page.getByTestId('brand-versions');
      await expect(versions).toContainText('Every brand shows this shared promo banner.');
      await versions.getByLabel('Brand').selectOption({ label: BRANDS.second.appName });
      await versions.getByRole('button', { name: 'Make its own version' }).click();
      await expect(page).toHaveURL(/\/studio\/promoBanner\/promoBanner\.tidy-nest$/);
      await expect(page.getByTestId('brand-version')).toContainText('Tidy Nest’s own promo banner: its pages show this instead of the shared promo banner.');
      await page.getByLabel('Default wording').fill('Tidy Nest Special: Your Home Cleaned For {price}!');
      await publish(page);
      // The footer terms: the same through the studio API.
      const made = await admin.post('/api/studio/documents', { data: { type: 'footerTerms', brand: BRANDS.second.key }, headers });
      expect(made.status(), await made.text()).toBe(201);
      const { id, draft } = (await made.json()) as { id: string; draft: { _rev: string; heading: string } };
      expect(id).toBe('footerTerms.tidy-nest');
      expect((await admin.post('/api/studio/documents', { data: { type: 'footerTerms', brand: BRANDS.second.key }, headers })).status()).toBe(409);
      const saved = await admin.put(`/api/studio/documents/${id}`, {
        data: { document: { ...draft, heading: 'Tidy Nest offer terms' }, ifRevision: draft._rev },
        headers,
      });
      const published = await admin.post(`/api/studio/documents/${id}?action=publish`, {
        data: { ifRevision: ((await saved.json()) as { draft: { _rev: string } }).draft._rev },
        headers,
      });
      expect(published.status(), await published.text()).toBe(200);

      // Tidy Nest's pages show its own; Sparkle Clean's the shared ones.
      await secondsUntil(request, BRANDS.second.host, '/help', 'Tidy Nest Special: Your Home Cleaned For $19!');
      await secondsUntil(request, BRANDS.second.host, '/help', '>Tidy Nest offer terms</h2>');
      const sparkle = await html(request, BRANDS.primary.host, '/help');
      expect(sparkle).toContain('Limited Time Offer: Get Your Home Cleaned For $19!');
      expect(sparkle).toContain('>Offer terms</h2>');
      expect(sparkle).not.toContain('Tidy Nest');
      await page.goto('/studio/promoBanner/promoBanner');
      await expect(page.getByTestId('brand-versions')).toContainText('These brands show their own version; every other brand shows this shared one: Tidy Nest');

      // A clone of Tidy Nest starts with its own versions, as drafts; the checklist names them and what it inherits.
      const clone = await admin.post('/api/studio/brands/tidy-nest/clone', { data: { key: 'e2e-nest', appName: 'E2E Nest', domain: 'e2e-nest.com' }, headers });
      expect(clone.status(), await clone.text()).toBe(201);
      const cloned = (await clone.json()) as { created: string[]; undo: unknown };
      expect(cloned.created).toEqual(expect.arrayContaining(['brand.e2e-nest', 'promoBanner.e2e-nest', 'footerTerms.e2e-nest']));
      await page.goto('/studio/brand/brand.e2e-nest');
      await expect(page.getByTestId('launch-checklist').getByTestId('check-copy')).toContainText(
        'Its own once published: promo banner, footer terms. Inherits the shared site navigation, company.',
      );
      const undone = await admin.delete('/api/studio/brands/e2e-nest/clone', { data: cloned.undo, headers });
      expect(undone.status(), await undone.text()).toBe(200);
    } finally {
      // Back to the shared copy for every brand, for the specs after this one.
      for (const id of ['promoBanner.tidy-nest', 'footerTerms.tidy-nest']) {
        const doc = await current(id);
        if (doc) expect((await admin.delete(`/api/studio/documents/${id}`, { data: { ifRevision: doc._rev }, headers })).status()).toBe(200);
      }
      await admin.dispose();
    }
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

    // A price written out would be wrong for visitors on other plans: publishing says so, naming the field.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('document-problems')).toContainText('"$19" in heroHeadline');
    await page.getByLabel('Default hero headline', { exact: true }).fill('Fresh Start: your first clean from {price}');
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

  test('a brand cloned in the studio is previewed on its own address before DNS, then published and deleted', async ({ page, request }) => {
    test.setTimeout(90_000);
    const port = process.env.E2E_PORT ?? 3100;
    const host = 'www.e2e-shine.com';
    const previewHost = `e2e-shine.preview.localhost:${port}`;
    await signIn(page);
    await page.goto('/studio/brand/brand.sparkle-clean');
    await page.getByRole('button', { name: 'Clone brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone brand' });
    await expect(dialog.getByLabel('Source brand')).toHaveValue('sparkle-clean');
    await dialog.getByLabel('New key').fill('e2e-shine');
    await dialog.getByLabel('App name').fill('E2E Shine');
    await dialog.getByLabel('Domain').fill('e2e-shine.com');
    await dialog.getByRole('button', { name: 'Create drafts' }).click();
    // Copied copy and pictures are named before the new brand opens: until changed, they are the source's.
    await expect(dialog.getByRole('status')).toContainText('Still the source brand’s: Default hero headline');
    await dialog.getByRole('button', { name: 'Open E2E Shine' }).click();
    await expect(page).toHaveURL(/\/studio\/brand\/brand\.e2e-shine$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Shine' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(`clone · ${studioEmail('admin')}`);

    // The checklist holds publishing back until the brand has its own support channel.
    const checklist = page.getByTestId('launch-checklist');
    await expect(checklist.getByTestId('check-support')).toHaveAttribute('data-status', 'fail');
    await expect(checklist.getByTestId('check-seo')).toHaveAttribute('data-status', 'pass');
    await expect(checklist.getByRole('button', { name: 'Publish brand' })).toBeDisabled();
    // Not on its own host yet.
    expect(await html(request, host, '/')).toContain('alt="Sparkle Clean Staging"');

    // Its preview address, opened from the studio, shows the clone with the source's navigation, terms, SEO and theme.
    const [preview] = await Promise.all([page.waitForEvent('popup'), checklist.getByRole('link', { name: 'Open preview address' }).click()]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).host).toBe(previewHost);
    await expect(preview.getByRole('status').filter({ hasText: 'Preview of unpublished changes' })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'E2E Shine' }).first()).toBeVisible();
    const source = await page.context().newPage();
    await source.goto(`http://www.sparkle-clean.com:${port}/`);
    const shown = async (p: Page) => ({
      nav: await p.getByRole('banner').getByRole('link').allTextContents(),
      terms: await p.locator('section[aria-labelledby="footer-terms"] li').allTextContents(),
      title: (await p.title()).replaceAll('Sparkle Clean', 'E2E Shine'),
      theme: await p.locator('meta[name="theme-color"]').getAttribute('content'),
    });
    const [cloned, original] = [await shown(preview), await shown(source)];
    expect(cloned.terms.length).toBeGreaterThan(3);
    expect(cloned).toEqual({ ...original, nav: original.nav.map((t) => t.replaceAll('Sparkle Clean', 'E2E Shine')) });
    await source.close();
    // Node does not resolve *.localhost as the browser does: the same request, sent to loopback with the host and the grant.
    const grant = (await page.context().cookies(`http://${previewHost}`)).map((c) => `${c.name}=${c.value}`).join('; ');
    const previewed = await request.get('/', { headers: { Host: previewHost, cookie: grant } });
    expect(previewed.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(previewed.headers()['cache-control']).not.toMatch(/public|s-maxage/);
    expect(await previewed.text()).toMatch(/<meta name="robots" content="noindex"/);
    // Without the studio's grant the preview address shows nothing of the brand.
    const stranger = await request.get('/', { headers: { Host: previewHost } });
    expect(await stranger.text()).not.toContain('alt="E2E Shine"');
    await preview.close();

    // Fix the checklist's one required item, publish, and the brand is served on its host within 2 s.
    await page.getByLabel('Support email', { exact: true }).fill('help@e2e-shine.com');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(checklist.getByTestId('check-support')).toHaveAttribute('data-status', 'pass');
    await checklist.getByRole('button', { name: 'Publish brand' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published. The site is updating now.' })).toBeVisible({ timeout: 20_000 });
    expect(await secondsUntil(request, host, '/', 'alt="E2E Shine"')).toBeLessThan(2);

    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // A live brand is in use: the studio lists what uses it and asks again.
    const uses = page.getByTestId('delete-uses');
    await expect(uses).toContainText('site at e2e-shine.com');
    await expect(uses).toContainText('Campaign');
    await uses.getByRole('button', { name: 'Delete anyway' }).click();
    await expect(page).toHaveURL(/\/studio\/brand$/);
    expect(await secondsUntil(request, host, '/', 'alt="Sparkle Clean Staging"')).toBeLessThan(5);
    // The clone's opt-ins were drafts: discard them, as a person would once the brand is gone.
    const headers = { 'x-studio-csrf': (await page.context().cookies()).find((c) => c.name === 'studio_csrf')!.value };
    for (const id of ['campaign.deep-discount', 'experiment.apartment_headline_v1']) {
      const { draft } = (await (await page.request.get(`/api/studio/documents/${id}`)).json()) as { draft: { _rev: string } | null };
      if (draft)
        expect((await page.request.post(`/api/studio/documents/${id}?action=discard`, { data: { ifRevision: draft._rev }, headers })).status()).toBe(200);
    }
  });

  test('a marketer runs two headlines for one ad group with no deploy: fresh visitors get both in the first HTML, each keeps theirs; stopping brings the copy back', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const host = BRANDS.primary.host;
    const landing = '/?adgroupid=148203961487';
    const own = '>Affordable Apartment Cleaning Service</h1>';
    const variant = '>Spotless apartments from $19</h1>';
    await signIn(page);
    await page.getByRole('link', { name: 'Experiment', exact: true }).click();
    await page.getByRole('button', { name: 'New experiment' }).click();
    await page.getByLabel('Key', { exact: true }).first().fill('e2e_headline_v1');
    await page.getByLabel('Title', { exact: true }).fill('Apartment ads: a price-led headline');
    await page.getByLabel('Hypothesis', { exact: true }).fill('A headline that names the price gets more zipcode checks.');
    await page.getByLabel('Status', { exact: true }).selectOption('running');
    await page.getByLabel('Traffic (%)', { exact: true }).fill('100');
    await page.getByLabel('Judged on', { exact: true }).selectOption('conversion');
    await page.getByRole('button', { name: 'Add to Ad-group ids' }).click();
    await page.getByLabel('Ad-group ids 1', { exact: true }).fill('148203961487');
    await page.getByRole('button', { name: 'Add to Variants' }).click();
    await page.getByRole('button', { name: 'Add to Variants' }).click();
    const control = page.getByRole('group', { name: /^Variant 1(:|$)/ });
    await control.getByLabel('Key', { exact: true }).fill('control');
    await control.getByLabel('Weight', { exact: true }).fill('1');
    const short = page.getByRole('group', { name: /^Variant 2(:|$)/ });
    await short.getByLabel('Key', { exact: true }).fill('price_led');
    await short.getByLabel('Weight', { exact: true }).fill('1');
    await short.getByLabel('Headline', { exact: true }).fill('Spotless apartments from {price}');
    await publish(page);

    // Fresh visitors, no cookies: each first answer is the page their group shows; nothing was deployed or restarted.
    // A first visit's groups follow its visit bucket, drawn from its address and browser: one browser each.
    const visitors = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        playwright.request.newContext({
          baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
          userAgent: `Mozilla/5.0 (X11; Linux x86_64) headline-visitor-${i}`,
        }),
      ),
    );
    const headlineOf = async (visitor: APIRequestContext) => {
      const text = await html(visitor, host, landing);
      return text.includes(variant) ? 'variant' : text.includes(own) ? 'own' : 'other';
    };
    // The publish reaches the routing table and the page builders within a second or so of each other: until both have
    // it, a visitor's group can show the old copy. Two rounds alike, with both headlines, is the experiment live.
    let first: string[] = [];
    let before: string[] = [];
    await expect
      .poll(
        async () => {
          [before, first] = [first, await Promise.all(visitors.map(headlineOf))];
          return first.includes('variant') && first.includes('own') && first.join() === before.join();
        },
        { timeout: 15_000, intervals: [500] },
      )
      .toBe(true);
    expect(first).not.toContain('other');
    // The first page set no cookie; once loaded it establishes the visit, as a browser's does (POST /api/visit), and
    // each visitor keeps their headline on the next visit, now with an id of their own.
    for (const visitor of visitors) {
      const established = await visitor.post('/api/visit', { headers: { Host: host }, data: { path: landing } });
      expect(await established.json()).toEqual({ established: true });
      expect((await visitor.storageState()).cookies.map((c) => c.name)).toContain('sid');
    }
    expect(await Promise.all(visitors.map(headlineOf))).toEqual(first);

    await page.getByLabel('Status', { exact: true }).selectOption('stopped');
    await publish(page);
    await expect.poll(async () => (await Promise.all(visitors.map(headlineOf))).every((h) => h === 'own'), { timeout: 10_000, intervals: [500] }).toBe(true);
    await Promise.all(visitors.map((v) => v.dispose()));

    // Leave the content as it was: the stopped experiment goes.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/studio\/experiment$/);
  });

  test('a publish scheduled a minute ahead goes live once; a cancelled schedule never runs', async ({ page, request }) => {
    test.setTimeout(150_000);
    const landing = '/?adgroupid=148203961367';
    await signIn(page);
    await page.goto('/studio/adGroupWording/adGroup.148203961367');
    const title = page.getByLabel('Title', { exact: true });
    const original = await title.inputValue();
    await title.fill('Apartment Cleaners, Right On Schedule');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

    // The next whole minute at least 60 s away, in the browser's own time zone (the input is local time).
    const aMinuteAhead = await page.evaluate(() => {
      const at = new Date(Date.now() + 60_000);
      return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    });
    const schedule = page.getByRole('region', { name: 'Schedule', exact: true });
    await schedule.getByLabel('Action').selectOption('unpublish');
    await schedule.getByLabel('Date and time (your local time)').fill(aMinuteAhead);
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(schedule.getByRole('status').filter({ hasText: 'Scheduled: unpublish' })).toBeVisible();
    await schedule.getByRole('button', { name: 'Cancel schedule' }).click();
    await expect(schedule.getByRole('status').filter({ hasText: 'Schedule cancelled.' })).toBeVisible();

    await schedule.getByLabel('Action').selectOption('publish');
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(schedule.getByRole('status').filter({ hasText: 'Scheduled: publish' })).toBeVisible();
    await expect(schedule.getByRole('listitem').filter({ hasText: 'Scheduled' })).toHaveCount(1);
    expect(await html(request, BRANDS.primary.host, landing)).not.toContain('Right On Schedule');

    await expect
      .poll(async () => (await html(request, BRANDS.primary.host, landing)).includes('>Apartment Cleaners, Right On Schedule</h1>'), {
        timeout: 110_000,
        intervals: [1_000],
      })
      .toBe(true);
    await page.reload();
    await expect(schedule.getByRole('listitem').filter({ hasText: 'Done' })).toHaveCount(1);
    await expect(schedule.getByRole('listitem').filter({ hasText: 'Cancelled' })).toHaveCount(1);
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
    await expect(history.filter({ hasText: 'publish · admin@studio.example (scheduled)' })).toHaveCount(1);
    await expect(history.filter({ hasText: 'unpublish' })).toHaveCount(0);
    await page.goto('/studio/schedules');
    await expect(page.getByRole('heading', { name: 'Schedules' })).toBeVisible();
    await expect(
      page
        .getByTestId(/^schedule-/)
        .filter({ hasText: 'adGroup.148203961367' })
        .first(),
    ).toBeVisible();

    await page.goto('/studio/adGroupWording/adGroup.148203961367');
    await title.fill(original);
    await publish(page);
  });

  test('the Sanity webhook needs a valid signature', async ({ request }) => {
    const body = JSON.stringify({ _id: 'promoBanner', _type: 'promoBanner' });
    const unsigned = await request.post('/api/revalidate', { data: body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status()).toBe(401);
    const forged = await request.post('/api/revalidate', {
      data: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), 'not-the-secret') },
    });
    expect(forged.status()).toBe(401);
    const signed = await request.post('/api/revalidate', {
      data: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), 'e2e-webhook-secret') },
    });
    expect(signed.status()).toBe(200);
    expect((await signed.json()).revalidated.pages).toBeGreaterThan(0);
  });
});

test.describe('draft preview', () => {
  test.use({ storageState: sessionFile });

  test('a new service page that exists only as a draft shows in preview and is 404 for the public until published', async ({ page, request }) => {
    await signIn(page);
    const headers = { 'x-studio-csrf': (await page.context().cookies()).find((c) => c.name === 'studio_csrf')!.value };
    const { published: template } = (await (await page.request.get('/api/studio/documents/service.house-cleaning')).json()) as {
      published: Record<string, unknown>;
    };
    const created = await page.request.post('/api/studio/documents', {
      data: {
        type: 'servicePage',
        document: {
          ...template,
          title: 'Window Washing',
          navLabel: 'Window washing',
          headline: 'Streak-free windows, inside and out',
          slug: { _type: 'slug', current: 'window-washing' },
        },
      },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const publicAnswer = await request.get('/services/window-washing', { headers: { Host: BRANDS.primary.host } });
    expect(publicAnswer.status()).toBe(404);
    expect(await publicAnswer.text()).not.toContain('Streak-free windows');

    await page.goto(`/api/studio/preview?brand=${BRANDS.primary.key}&path=${encodeURIComponent('/services/window-washing')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Streak-free windows, inside and out');
    await expect(page.getByRole('status').filter({ hasText: 'Preview of unpublished changes' })).toBeVisible();
    // The public still gets 404, also right after the preview rendered it.
    expect((await request.get('/services/window-washing', { headers: { Host: BRANDS.primary.host } })).status()).toBe(404);

    await page.request.get('/api/studio/preview?exit=1', { maxRedirects: 0 });
    const { draft } = (await (await page.request.get(`/api/studio/documents/${id}`)).json()) as { draft: { _rev: string } };
    expect((await page.request.delete(`/api/studio/documents/${id}?ifRevision=${draft._rev}`, { headers })).status()).toBe(200);
  });

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
    await expect(page.getByRole('status').filter({ hasText: 'Preview of unpublished changes' })).toBeVisible();

    // Visitors still see the published wording.
    expect(await html(request, BRANDS.primary.host, landing)).toContain('>Pet-Friendly Maid Service</h1>');

    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/studio$/);
    await page.goto('/studio/adGroupWording/adGroup.160934276358');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft discarded.' })).toBeVisible();
  });
});
