#!/usr/bin/env node
/**
 * Screenshots of the studio's screens at 1280 px and at tablet width (820 px),
 * as a marketer, an analyst and an admin see them, into docs/screenshots/;
 * the brand versions of site-wide copy also at phone width (375 px).
 * Starts its own server on a fresh data directory (after `npm run build`),
 * with the browser tests' SMTP mailbox on loopback to receive the sign-in links:
 *   node --import tsx scripts/studio-screenshots.mjs [port] [outDir]
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { studioSignInLink } from '../e2e/mailbox.ts';
import { launchChromium, shootPage, startScreenshotServer } from './screenshotServer.mjs';

const port = Number(process.argv[2] ?? 3260);
const outDir = process.argv[3] ?? path.join('docs', 'screenshots');
const base = `http://localhost:${port}`;
const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 900 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
];
const PHONE = { name: '375', viewport: { width: 375, height: 812 } };

mkdirSync(outDir, { recursive: true });
const { mailbox, dataDir, stop } = await startScreenshotServer({ port, name: 'studio-screenshots', env: { STUDIO_SIGNINS_PER_MINUTE: '100' } });

/** Asks for a sign-in link for `email` and follows it in `page`. */
async function signInByLink(page, email) {
  const read = mailbox.mails.length;
  await page.request.post(`${base}/api/studio/session`, { data: { email } });
  const link = studioSignInLink(await mailbox.waitFor(email, /content studio sign-in link/, 15_000, read));
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByRole('navigation', { name: 'Studio sections' }).waitFor();
}

async function shoot(page, name) {
  await page
    .getByRole('status')
    .filter({ hasText: 'Loading…' })
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await shootPage(page, path.join(outDir, `studio-${name}.png`));
}

const browser = await launchChromium();
try {
  // The first admin, made with the setup token; then a marketer and an analyst.
  const admin = await apiRequest.newContext({ baseURL: base });
  const token = readFileSync(path.join(dataDir, 'studio-token'), 'utf8').trim();
  const first = await browser.newPage({ viewport: WIDTHS[0].viewport });
  await first.goto(`${base}/studio`);
  await first.getByRole('heading', { name: 'Set up the content studio' }).waitFor();
  await shoot(first, 'setup-1280');
  await first.close();
  await admin.post('/api/studio/session', { data: { token, email: 'lead@example.com' } });
  const csrf = (await admin.storageState()).cookies.find((c) => c.name === 'studio_csrf')?.value ?? '';
  for (const [email, role] of [
    ['maya@example.com', 'marketer'],
    ['ari@example.com', 'analyst'],
    ['eddie@example.com', 'editor'],
  ]) {
    await admin.post('/api/studio/people', { data: { email, role }, headers: { 'x-studio-csrf': csrf } });
  }
  await admin.post('/api/studio/schedules', {
    data: { documentId: 'promoBanner', action: 'publish', runAt: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    headers: { 'x-studio-csrf': csrf },
  });

  for (const width of WIDTHS) {
    const signedOut = await browser.newPage({ viewport: width.viewport });
    await signedOut.goto(`${base}/studio`);
    await signedOut.getByRole('heading', { name: 'Sign in to the content studio' }).waitFor();
    await shoot(signedOut, `sign-in-${width.name}`);
    await signedOut.close();

    const marketer = await (await browser.newContext({ viewport: width.viewport })).newPage();
    await signInByLink(marketer, 'maya@example.com');
    await marketer.goto(`${base}/studio/adGroupWording/adGroup.148203961127`);
    // A different wording per width, so each pass has an edit to save.
    await marketer
      .getByLabel('Title', { exact: true })
      .fill(width.name === '1280' ? 'Apartment Cleaning From {price}, This Week Only' : 'Apartment Cleaning From {price}, Book Today');
    await marketer.getByRole('button', { name: 'Save draft' }).click();
    await marketer.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    await shoot(marketer, `editor-marketer-${width.name}`);
    await marketer.goto(`${base}/studio/brand/brand.tidy-nest`);
    await shoot(marketer, `brand-read-only-${width.name}`);
    await marketer.context().close();

    const analyst = await (await browser.newContext({ viewport: width.viewport })).newPage();
    await signInByLink(analyst, 'ari@example.com');
    await analyst.goto(`${base}/studio/funnel`);
    await shoot(analyst, `funnel-analyst-${width.name}`);
    await analyst.context().close();

    const lead = await (await browser.newContext({ viewport: width.viewport })).newPage();
    await signInByLink(lead, 'lead@example.com');
    for (const [name, url] of [
      ['people', '/studio/people'],
      ['changes', '/studio/changes'],
      ['schedules', '/studio/schedules'],
      ['list', '/studio/adGroupWording'],
    ]) {
      await lead.goto(`${base}${url}`);
      await shoot(lead, `${name}-${width.name}`);
    }
    await lead.context().close();
  }

  // Brand versions of the promo banner, as an admin: the shared one before any
  // version, Tidy Nest's own (made once, in the editor at 1280 px), and the
  // shared one listing it; also at phone width.
  const BRAND_WIDTHS = [...WIDTHS, PHONE];
  const leads = [];
  for (const width of BRAND_WIDTHS) {
    const lead = await (await browser.newContext({ viewport: width.viewport })).newPage();
    await signInByLink(lead, 'lead@example.com');
    await lead.goto(`${base}/studio/promoBanner/promoBanner`);
    const versions = lead.getByTestId('brand-versions');
    await versions.getByText('Every brand shows this shared promo banner.').waitFor();
    await versions.scrollIntoViewIfNeeded();
    await shoot(lead, `brand-versions-shared-${width.name}`);
    leads.push(lead);
  }
  const versions = leads[0].getByTestId('brand-versions');
  await versions.getByLabel('Brand').selectOption({ label: 'Tidy Nest' });
  await versions.getByRole('button', { name: 'Make its own version' }).click();
  await leads[0].waitForURL(/\/studio\/promoBanner\/promoBanner\.tidy-nest$/);
  for (const [i, width] of BRAND_WIDTHS.entries()) {
    const lead = leads[i];
    if (i) await lead.goto(`${base}/studio/promoBanner/promoBanner.tidy-nest`);
    await lead.getByTestId('brand-version').waitFor();
    await shoot(lead, `brand-version-own-${width.name}`);
    await lead.goto(`${base}/studio/promoBanner/promoBanner`);
    await lead.getByTestId('brand-versions').getByRole('link', { name: 'Tidy Nest' }).waitFor();
    await lead.getByTestId('brand-versions').scrollIntoViewIfNeeded();
    await shoot(lead, `brand-versions-listed-${width.name}`);
    await lead.context().close();
  }
  await admin.dispose();
} finally {
  await browser.close();
  stop();
}
process.exit(0);
