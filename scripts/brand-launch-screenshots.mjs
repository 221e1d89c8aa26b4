#!/usr/bin/env node
/**
 * A brand launch through the studio, timed step by step, with screenshots of
 * the clone dialog and the launch checklist at 1280 px into docs/screenshots/.
 * Starts its own server on a fresh data directory (after `npm run build`):
 *   node --import tsx scripts/brand-launch-screenshots.mjs [port] [outDir]
 */
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import sharp from 'sharp';
import { freshTestCard } from '../server/payments/testing/testCards.ts';
import { launchChromium, startScreenshotServer } from './screenshotServer.mjs';

const port = Number(process.argv[2] ?? 3270);
const outDir = process.argv[3] ?? path.join('docs', 'screenshots');
const base = `http://localhost:${port}`;
mkdirSync(outDir, { recursive: true });
const { dataDir, stop } = await startScreenshotServer({ port, name: 'brand-launch-screenshots' });

// The new brand's logo, ready before the launch starts (a PNG of at least 200 px each way, as the studio takes).
const logo = path.join(os.tmpdir(), 'fresh-home-logo.png');
await sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="200" viewBox="0 0 200 40"><rect width="200" height="40" rx="6" fill="#125e8a"/><text x="100" y="26" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">Fresh Home</text></svg>',
  ),
)
  .png()
  .toFile(logo);

/** The page at 1280 px down to `until`'s bottom (the editor below it is long), palette-compressed like the other screenshots. */
async function shootView(page, file, until) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = until ? await until.boundingBox() : null;
  const clip = box ? { x: 0, y: 0, width: 1280, height: Math.ceil(box.y + box.height + 24) } : undefined;
  await sharp(await page.screenshot({ fullPage: !!clip, clip }))
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(file);
  console.log(`  ${path.basename(file)}`);
}

const browser = await launchChromium();
const steps = [];
let last = Date.now();
const step = (name) => {
  const now = Date.now();
  steps.push([name, (now - last) / 1000]);
  last = now;
};
try {
  const admin = await apiRequest.newContext({ baseURL: base });
  const token = readFileSync(path.join(dataDir, 'studio-token'), 'utf8').trim();
  await admin.post('/api/studio/session', { data: { token, email: 'lead@example.com' } });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await admin.storageState() });
  const page = await context.newPage();

  await page.goto(`${base}/studio/brand/brand.sparkle-clean`);
  await page.getByTestId('launch-checklist').getByText('required checks pass').waitFor();
  last = Date.now();
  await page.getByRole('button', { name: 'Clone brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clone brand' });
  await dialog.getByLabel('New key').fill('fresh-home');
  await dialog.getByLabel('App name').fill('Fresh Home');
  await dialog.getByLabel('Domain').fill('fresh-home.com');
  await shootView(page, path.join(outDir, 'brand-clone-1280.png'));
  await dialog.getByRole('button', { name: 'Create drafts' }).click();
  await page.getByRole('heading', { level: 1, name: 'Fresh Home' }).waitFor();
  step('clone sparkle-clean as fresh-home');

  const checklist = page.getByTestId('launch-checklist');
  await checklist.getByTestId('check-support').waitFor();
  const logoChoice = page.getByLabel('Logo', { exact: true });
  const sourceLogo = await logoChoice.inputValue();
  await page.getByLabel('Upload image for Logo').setInputFiles(logo);
  // The upload selects the new picture when it is stored.
  for (let tries = 0; (await logoChoice.inputValue()) === sourceLogo; tries += 1) {
    if (tries > 100) throw new Error(`the logo upload was not selected: ${await page.getByRole('alert').allTextContents()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await page.getByLabel('Support email', { exact: true }).fill('help@fresh-home.com');
  await page.getByLabel('Support phone', { exact: true }).fill('+1-800-555-0199');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await checklist.locator('[data-testid="check-support"][data-status="pass"]').waitFor();
  step('upload the logo, add support email and phone, save');

  const [preview] = await Promise.all([page.waitForEvent('popup'), checklist.getByRole('link', { name: 'Open preview address' }).click()]);
  await preview.getByRole('status').filter({ hasText: 'Preview of unpublished changes' }).waitFor();
  step('open the preview address');

  // A test-mode purchase on the preview address, as the checklist asks.
  await preview.getByLabel('Your zipcode').fill('60614');
  await preview.getByRole('button', { name: 'Check prices' }).click();
  await preview.getByTestId('continue-to-checkout').click();
  await preview.getByRole('button', { name: 'Accept terms and continue' }).click();
  await preview.getByLabel('Email').fill('launch-test@fresh-home.com');
  await preview.getByRole('button', { name: 'See my price' }).click();
  await preview.getByLabel('Card number').fill(freshTestCard());
  await preview.getByLabel('Expiration (MM/YY)').fill('12/39');
  await preview.getByLabel('Security code').fill('123');
  await preview.getByLabel('Phone').fill('3125550147');
  await preview.getByRole('button', { name: /^Pay / }).click();
  await preview.waitForURL(/\/survey\?code=HC-/);
  await preview.close();
  await checklist.getByRole('button', { name: 'Check again' }).click();
  await checklist.locator('[data-testid="check-purchase"][data-status="pass"]').waitFor();
  step('buy a voucher with a test card on the preview address');
  await shootView(page, path.join(outDir, 'brand-checklist-1280.png'), checklist);
  last = Date.now();

  await checklist.getByRole('button', { name: 'Publish brand' }).click();
  await page.getByRole('status').filter({ hasText: 'Published. The site is updating now.' }).waitFor();
  const visitor = await apiRequest.newContext({ baseURL: base });
  for (;;) {
    if ((await (await visitor.get('/', { headers: { Host: 'www.fresh-home.com' } })).text()).includes('alt="Fresh Home"')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  step('publish and wait for www.fresh-home.com');
} finally {
  await browser.close();
  stop();
}
const total = steps.reduce((sum, [, s]) => sum + s, 0);
for (const [name, seconds] of steps) console.log(`${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log(`${total.toFixed(1).padStart(6)} s  in all (machine-driven; a person reads and types on top)`);
