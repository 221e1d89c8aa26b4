#!/usr/bin/env node
/**
 * Full-page screenshots of the paid-traffic pages, an unserved state, the reviews
 * and contact pages, and the three checkout steps
 * at 375 px and 1280 px, on the primary brand's host, into docs/screenshots/
 * (linked from the README). Runs against a server already started with
 * `npm start` (PORT, default 3000):  node scripts/screenshots.mjs [port] [outDir]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, shootPage } from './screenshotServer.mjs';

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const outDir = process.argv[3] ?? path.join('docs', 'screenshots');
const host = `http://www.sparkle-clean.com:${port}`;
const WIDTHS = [
  { name: '375', viewport: { width: 375, height: 812 }, isMobile: true, deviceScaleFactor: 1 },
  { name: '1280', viewport: { width: 1280, height: 900 }, isMobile: false, deviceScaleFactor: 1 },
];
const PAGES = [
  ['home', '/'],
  ['deal', '/deal?adgroupid=148203961127'],
  ['service', '/services/deep-cleaning'],
  ['city', '/us/il/chicago'],
  ['unserved-state', '/us/wy'],
  ['reviews', '/reviews'],
  ['contact', '/help/ticket'],
];

const shoot = (page, name) => shootPage(page, path.join(outDir, `${name}.png`));

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    // Visitors who already answered the consent banner, as most do after their first page.
    const context = await browser.newContext({ ...width, storageState: 'e2e/consent-given.json' });
    const page = await context.newPage();
    for (const [name, pathname] of PAGES) {
      await page.goto(`${host}${pathname}`);
      await shoot(page, `${name}-${width.name}`);
    }
    await page.goto(`${host}/deal`);
    await page.getByLabel('Your zipcode').fill('60614');
    await page.getByRole('button', { name: 'Check prices' }).click();
    await page.getByTestId('member-rate').waitFor();
    await shoot(page, `deal-prices-${width.name}`);
    await page.goto(`${host}/checkout?pre_hours=3`);
    await page.getByRole('button', { name: 'Accept terms and continue' }).waitFor();
    await shoot(page, `checkout-1-${width.name}`);
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    await page.getByLabel('Email').fill(`screens-${Date.now()}@example.com`);
    await page.getByLabel('Zipcode').fill('60614');
    await shoot(page, `checkout-2-${width.name}`);
    await page.getByRole('button', { name: 'See my price' }).click();
    await page.getByLabel('Card number').waitFor();
    await shoot(page, `checkout-3-${width.name}`);
    await context.close();
  }
} finally {
  await browser.close();
}
