#!/usr/bin/env node
/**
 * Screenshots of the studio's Ad-group coverage and Field speed screens at
 * 1280 px, as a marketer sees them, into docs/screenshots/. Starts its own
 * server on a fresh data directory (after a build), then sends it the traffic
 * browsers would: landing events with known and unknown ad groups, two real
 * purchases, and Core Web Vitals beacons from many visitors (each from its own
 * loopback address, as the limits count per client).
 *   node --import tsx scripts/traffic-screenshots.mjs [port] [outDir]
 * Run it with the environment the build was made with (scripts/e2e.mjs sets
 * the third-party tag variables), or it builds again.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { studioSignInLink } from '../e2e/mailbox.ts';
import { buyDefaultVoucher, rawRequest } from '../e2e/support.ts';
import { launchChromium, shootPage, startScreenshotServer } from './screenshotServer.mjs';

const port = Number(process.argv[2] ?? 3270);
const outDir = process.argv[3] ?? path.join('docs', 'screenshots');
const base = `http://localhost:${port}`;
const viewport = { width: 1280, height: 900 };
const HOSTS = { 'tidy-nest': 'www.tidy-nest.com', 'sparkle-clean': 'www.sparkle-clean.com', 'bright-maids': 'bright-maids.com' };

mkdirSync(outDir, { recursive: true });
const { mailbox, dataDir, stop } = await startScreenshotServer({
  port,
  name: 'traffic-screenshots',
  env: { STUDIO_SIGNINS_PER_MINUTE: '100', EVENT_VISITORS_PER_CLIENT_PER_HOUR: '100000' },
});

let client = 0;
/** The next visitor's own loopback address (127.0.1.x …). */
const nextAddress = () => {
  client += 1;
  return `127.0.${1 + Math.floor(client / 250)}.${1 + (client % 250)}`;
};

/** `count` landing visits of new visitors from `adGroupId` on a brand, as the tracker reports them. */
async function visits(brand, adGroupId, count) {
  for (let i = 0; i < count; i += 1) {
    const sid = `shot-${brand}-${adGroupId}-${i}`.slice(0, 64);
    const body = JSON.stringify({ context: { sid, adGroupId, path: '/' }, events: [{ name: 'publicweb.landing_page.loaded' }] });
    const answer = await rawRequest(port, '/api/events', { host: HOSTS[brand], body, localAddress: nextAddress() });
    if (answer.status !== 204) throw new Error(`events: ${answer.status} ${answer.text}`);
  }
}

/** Beacons around `typical` readings (ms; CLS ×10,000), spread so the 75th percentile lands near `typical` × 1.1. */
async function beacons(brand, pageType, adGroupId, typical, count) {
  for (let i = 0; i < count; i += 1) {
    const spread = 0.7 + (0.5 * i) / count;
    const metrics = Object.entries(typical).map(([name, value]) => ({ name, value: Math.round(value * spread) }));
    const answer = await rawRequest(port, '/api/vitals', {
      host: HOSTS[brand],
      body: JSON.stringify({ pageType, adGroupId, metrics }),
      localAddress: nextAddress(),
    });
    if (answer.status !== 204) throw new Error(`vitals: ${answer.status} ${answer.text}`);
  }
}

async function signInByLink(page, email) {
  const read = mailbox.mails.length;
  await page.request.post(`${base}/api/studio/session`, { data: { email } });
  const link = studioSignInLink(await mailbox.waitFor(email, /content studio sign-in link/, 15_000, read));
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByRole('navigation', { name: 'Studio sections' }).waitFor();
}

async function shoot(page, name) {
  await page.getByRole('table').waitFor();
  await shootPage(page, path.join(outDir, `${name}.png`));
}

const browser = await launchChromium();
try {
  await visits('tidy-nest', '987654321098', 41);
  await visits('bright-maids', '987654321098', 9);
  await visits('sparkle-clean', '552201873366', 23);
  await visits('tidy-nest', '148203961127', 64);
  await visits('sparkle-clean', '148203961247', 18);
  await visits('bright-maids', '771093456120', 6);

  // Two purchases from the known ad group, through the real checkout.
  for (const n of [1, 2]) {
    const buyer = await (await browser.newContext({ viewport })).newPage();
    await buyer.context().addCookies([{ name: 'consent', value: 'necessary', url: `http://www.tidy-nest.com:${port}/` }]);
    await buyer.goto(`http://www.tidy-nest.com:${port}/?adgroupid=148203961127`);
    await buyDefaultVoucher(buyer, { email: `shot-buyer-${n}-${Date.now()}@example.com` });
    await buyer.context().close();
  }

  await beacons('tidy-nest', 'home', null, { LCP: 1700, INP: 120, CLS: 300, TTFB: 420 }, 40);
  await beacons('tidy-nest', 'home', '148203961127', { LCP: 2100, INP: 160, CLS: 500, TTFB: 510 }, 30);
  await beacons('tidy-nest', 'deal', '987654321098', { LCP: 3300, INP: 240, CLS: 1300, TTFB: 900 }, 24);
  await beacons('sparkle-clean', 'home', null, { LCP: 1500, INP: 90, CLS: 100, TTFB: 380 }, 36);
  await beacons('sparkle-clean', 'cached-deal', '552201873366', { LCP: 4600, INP: 560, CLS: 2800, TTFB: 1900 }, 12);
  await beacons('bright-maids', 'deal', null, { LCP: 2600, INP: 190, CLS: 800, TTFB: 700 }, 15);

  const admin = await apiRequest.newContext({ baseURL: base });
  const token = readFileSync(path.join(dataDir, 'studio-token'), 'utf8').trim();
  await admin.post('/api/studio/session', { data: { token, email: 'lead@example.com' } });
  const csrf = (await admin.storageState()).cookies.find((c) => c.name === 'studio_csrf')?.value ?? '';
  await admin.post('/api/studio/people', { data: { email: 'maya@example.com', role: 'marketer' }, headers: { 'x-studio-csrf': csrf } });
  // Wording begun for one unknown id, not yet published.
  await admin.post('/api/studio/documents', {
    data: { type: 'adGroupWording', document: { adGroupId: '552201873366', title: 'Same-Day House Cleaning', family: 'same-day-cleaners' } },
    headers: { 'x-studio-csrf': csrf },
  });
  await admin.dispose();

  const marketer = await (await browser.newContext({ viewport })).newPage();
  await signInByLink(marketer, 'maya@example.com');
  await marketer.goto(`${base}/studio/ad-groups`);
  await shoot(marketer, 'adgroup-coverage-1280');
  await marketer.goto(`${base}/studio/field-speed`);
  await shoot(marketer, 'field-speed-1280');
  await marketer.context().close();
} finally {
  await browser.close();
  stop();
}
process.exit(0);
