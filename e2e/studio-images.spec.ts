import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInToStudio, studioHeaders } from './studioSession';
import { BRANDS, brandUrl } from './support';

// Changes a brand's hero image, so it runs once (desktop project) and puts back what it changes.
const brand = BRANDS.second;
const ALT = 'A freshly mopped kitchen floor in morning light';
const NOT_IMAGE = 'This file is not a JPEG, PNG, WebP or AVIF image.';
const TOO_LARGE = 'Images can be at most 10 MB.';

/** A 4:3 photograph-like JPEG, unlike any seed picture. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 214, g: 180, b: 92 } } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1200"><circle cx="800" cy="600" r="400" fill="#1f6f5c"/></svg>') }])
    .jpeg({ quality: 80 })
    .toBuffer();
/** A Linux program renamed to look like a photo. */
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(64 * 1024)]);
const twentyMegabytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20 * 1024 * 1024)]);

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published. The site is updating now.' })).toBeVisible({ timeout: 20_000 });
}

async function openBrand(page: Page) {
  await page.goto('/studio');
  await page.getByRole('link', { name: 'Brand', exact: true }).click();
  await page.getByLabel('Search').fill(brand.appName);
  await page.getByRole('link', { name: new RegExp(brand.appName) }).click();
  await expect(page.getByLabel('Hero image', { exact: true })).toBeVisible();
}

/** The brand's landing page as the server renders it. */
const landingHtml = async (page: Page) => (await page.request.get('/', { headers: { Host: brand.host } })).text();

test.describe('studio image upload', () => {
  test.beforeEach(async ({ page }) => {
    await signInToStudio(page, 'admin');
  });

  test('an uploaded JPEG with alternative text becomes the hero, served by the image optimizer as AVIF or WebP', async ({ page }) => {
    await openBrand(page);
    const hero = page.getByLabel('Hero image', { exact: true });
    const seedAsset = await hero.inputValue();
    const seedAlt = await page.getByLabel('Alternative text', { exact: true }).inputValue();

    await page.getByLabel(/^Upload image for Hero image/).setInputFiles({ name: 'Kitchen floor.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(hero).toHaveValue(/^image-[0-9a-f]{40}-1600x1200-jpg$/);
    const thumbnail = page.getByRole('img', { name: 'Chosen image: Kitchen floor.jpg' });
    await expect(thumbnail).toBeVisible();
    const fileUrl = (await thumbnail.getAttribute('src')) as string;
    expect(fileUrl).toMatch(/^\/api\/assets\/[0-9a-f]{40}-1600x1200\.jpg$/);

    // Publishing is refused until the picture is described.
    await page.getByLabel('Alternative text', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Describe the picture in the alternative text')).toBeVisible();
    // The refused publish saved the draft: wait for the editor to load its revision before the next change.
    await expect(page.getByTestId('document-status')).toHaveText('Unpublished changes');
    await page.getByLabel('Alternative text', { exact: true }).fill(ALT);
    await publish(page);

    try {
      // The landing page shows it through /_next/image, with the alternative text.
      await expect.poll(() => landingHtml(page), { timeout: 10_000 }).toContain(`/_next/image?url=${encodeURIComponent(fileUrl)}`);
      const optimised = page.waitForResponse((r) => r.url().includes(`/_next/image?url=${encodeURIComponent(fileUrl)}`));
      await page.goto(brandUrl(brand.host, '/'));
      const img = page.getByRole('img', { name: ALT });
      await expect(img).toBeVisible();
      expect(new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname).toBe('/_next/image');
      expect((await optimised).status()).toBe(200);
      expect((await optimised).headers()['content-type']).toMatch(/^image\/(avif|webp)$/);

      // The stored file itself: its type, never sniffed, cached for good.
      const original = await page.request.get(fileUrl);
      expect(original.headers()).toMatchObject({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect((await page.request.get('/api/assets/..%2F..%2Fcontent%2Flive.ndjson')).status()).toBe(404);
    } finally {
      await openBrand(page);
      await page.getByLabel('Hero image', { exact: true }).selectOption(seedAsset);
      await page.getByLabel('Alternative text', { exact: true }).fill(seedAlt);
      await publish(page);
      await expect.poll(() => landingHtml(page), { timeout: 10_000 }).not.toContain(encodeURIComponent('/api/assets/'));
    }
  });

  test('a renamed program and a 20 MB file are refused with a clear message', async ({ page }) => {
    await openBrand(page);
    const hero = page.getByLabel('Hero image', { exact: true });
    const before = await hero.inputValue();
    const upload = page.getByLabel(/^Upload image for Hero image/);

    await upload.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: elf });
    await expect(page.getByRole('alert').filter({ hasText: NOT_IMAGE })).toBeVisible();
    await upload.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: twentyMegabytes() });
    await expect(page.getByRole('alert').filter({ hasText: TOO_LARGE })).toBeVisible();
    await expect(hero).toHaveValue(before);

    // The server refuses them itself, whatever the browser checked first.
    const headers = { ...(await studioHeaders(page.request)), 'content-type': 'image/jpeg', 'x-filename': 'photo.jpg' };
    const program = await page.request.post('/api/studio/assets', { headers, data: elf });
    expect(program.status()).toBe(415);
    expect(await program.json()).toEqual({ error: NOT_IMAGE });
    const huge = await page.request.post('/api/studio/assets', { headers, data: twentyMegabytes() });
    expect(huge.status()).toBe(413);
    expect(await huge.json()).toEqual({ error: TOO_LARGE });
  });
});
