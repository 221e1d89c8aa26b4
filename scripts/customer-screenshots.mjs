#!/usr/bin/env node
/**
 * Screenshots of what a customer sees from an ad to their account, at 375 px
 * and 1280 px, into docs/screenshots/: the landing page of ad group
 * 152718340741 ($10 off), checkout steps 1 and 3 at that price, the booking
 * screen in the home's local time, and the account. Starts its own server
 * (after `npm run build`) with an SMTP mailbox for the receipt's sign-in link:
 *   node --import tsx scripts/customer-screenshots.mjs [port] [outDir]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { signInLink } from '../e2e/mailbox.ts';
import { freshTestCard } from '../server/payments/testing/testCards.ts';
import { launchChromium, shootPage, startScreenshotServer } from './screenshotServer.mjs';

const port = Number(process.argv[2] ?? 3270);
const outDir = process.argv[3] ?? path.join('docs', 'screenshots');
const host = `http://www.sparkle-clean.com:${port}`;
const WIDTHS = [
  { name: '375', viewport: { width: 375, height: 812 }, isMobile: true, deviceScaleFactor: 1 },
  { name: '1280', viewport: { width: 1280, height: 900 }, isMobile: false, deviceScaleFactor: 1 },
];

mkdirSync(outDir, { recursive: true });
const { mailbox, stop } = await startScreenshotServer({ port, name: 'customer-screenshots' });
const shoot = (page, name) => shootPage(page, path.join(outDir, `${name}.png`));

const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ ...width, storageState: 'e2e/consent-given.json' });
    const page = await context.newPage();
    await page.goto(`${host}/deal?adgroupid=152718340741`);
    await shoot(page, `offer-landing-152718340741-${width.name}`);
    await page.getByTestId('continue-to-checkout').click();
    await page.getByRole('button', { name: 'Accept terms and continue' }).waitFor();
    await shoot(page, `offer-checkout-1-${width.name}`);
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    const email = `screens-${width.name}-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Zipcode').fill('60614');
    await page.getByRole('button', { name: 'See my price' }).click();
    await page.getByLabel('Card number').waitFor();
    await shoot(page, `offer-checkout-3-${width.name}`);
    await page.getByLabel('Card number').fill(freshTestCard());
    await page.getByLabel('Expiration (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Phone').fill('3125550147');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/survey\?code=HC-/);
    // The link names the brand's own domain; this server answers for it on its port.
    const link = new URL(signInLink(await mailbox.waitFor(email, /receipt/)));
    await page.goto(`${host}${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Continue to my account' }).click();
    await page.getByTestId('voucher').waitFor();
    await shoot(page, `account-${width.name}`);
    await page.getByRole('link', { name: 'Choose a date' }).click();
    const dates = page.getByLabel('Date', { exact: true }).locator('option:not([value=""])');
    await page.getByLabel('Date', { exact: true }).selectOption((await dates.nth(2).getAttribute('value')) ?? '');
    await shoot(page, `booking-${width.name}`);
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
process.exit(0);
