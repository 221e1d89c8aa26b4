import { expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freshTestCard } from '../server/payments/testing/testCards';
import { signInLink, type Mail } from './mailbox';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Ports of the extra servers some specs start, at fixed offsets from E2E_PORT,
 * so runs with different E2E_PORT on one machine never collide.
 */
export const sidePort = (offset: number) => PORT + offset;

export const BRANDS = {
  primary: { key: 'sparkle-clean', host: 'www.sparkle-clean.com', appName: 'Sparkle Clean' },
  second: { key: 'tidy-nest', host: 'www.tidy-nest.com', appName: 'Tidy Nest' },
  third: { key: 'bright-maids', host: 'bright-maids.com', appName: 'Bright Maids' },
  fallback: { key: 'local', host: 'localhost', appName: 'Sparkle Clean Staging' },
} as const;

/** A browser URL on a brand host; Chromium maps every host to loopback (playwright.config.ts). */
export const brandUrl = (host: string, pathname: string) => `http://${host}:${PORT}${pathname}`;

type SeedDoc = { _id: string; _type: string; [key: string]: unknown };

/** The committed seed dataset: the content the fresh e2e server starts from. */
export const seed: SeedDoc[] = readFileSync(path.join(process.cwd(), 'content', 'seed.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SeedDoc);

export const SPEC_ROUTES = [
  '/',
  '/login',
  '/apply',
  '/help/',
  '/help',
  '/help/ticket/',
  '/customer/choosedate/',
  '/hub/',
  '/hub/category/cleaning',
  '/reviews/',
  '/vs',
  '/terms-of-service/',
  '/privacy-policy/',
  '/membership-agreement',
  '/about',
  '/privacy/optout/',
  '/deal',
  '/services/house-cleaning',
  '/services/deep-cleaning',
  '/services/maid-services',
  '/services/room-cleaning',
  '/services/one-time-cleaning',
  '/services/same-day-cleaning',
  '/services/moving-cleaning',
  '/services/housekeeping-services',
  '/services/apartment-cleaning',
  '/us/',
  '/us/ca/',
  '/us/il/chicago/',
  '/us/or/portland/',
  '/cached-deal',
];

/** The stand-in third-party providers (e2e/tag-server.mjs). */
export const TAGS_ORIGIN = `http://tags.example.net:${Number(process.env.E2E_TAGS_PORT ?? 3199)}`;
const TAGS_LOG = `http://127.0.0.1:${Number(process.env.E2E_TAGS_PORT ?? 3199)}/log`;

export interface TagHit {
  at: number;
  endpoint: string;
  body: Record<string, unknown> & { source?: string; command?: string; args?: unknown[] };
}

/** Everything the stand-in providers have received so far. */
export async function tagHits(): Promise<TagHit[]> {
  return (await (await fetch(TAGS_LOG)).json()) as TagHit[];
}

export async function setExperimentScriptDelay(ms: number): Promise<void> {
  await fetch(TAGS_LOG.replace('/log', '/control'), { method: 'POST', body: JSON.stringify({ experimentDelayMs: ms }) });
}

/**
 * The whole voucher journey from a deals page already open: zipcode, the
 * default option, terms, email, a card that succeeds, and payment. Returns
 * the voucher code from the survey page it lands on.
 */
export async function buyDefaultVoucher(page: Page, contact: { email: string; phone?: string; firstName?: string; lastName?: string }): Promise<string> {
  await page.getByLabel('Your zipcode').fill('60614');
  await page.getByRole('button', { name: 'Check prices' }).click();
  await expect(page.getByTestId('member-rate')).toBeVisible();
  await page.getByTestId('continue-to-checkout').click();
  await page.getByRole('button', { name: 'Accept terms and continue' }).click();
  await page.getByLabel('Email').fill(contact.email);
  await page.getByRole('button', { name: 'See my price' }).click();
  // A card of its own: one card buys one first cleaning, as one mailbox does.
  await page.getByLabel('Card number').fill(freshTestCard());
  await page.getByLabel('Expiration (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  if (contact.firstName) await page.getByLabel('First name (optional)').fill(contact.firstName);
  if (contact.lastName) await page.getByLabel('Last name (optional)').fill(contact.lastName);
  await page.getByLabel('Phone').fill(contact.phone ?? '3125550147');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/survey\?code=HC-/);
  return new URL(page.url()).searchParams.get('code') ?? '';
}

/** The date choices of a booking form (its placeholder aside). */
export const dateOptions = (page: Page) => page.getByLabel('Date', { exact: true }).locator('option:not([value=""])');

/** Books the account's first voucher: the second date offered, 8–11am in the home's zone. */
export async function bookFirstCleaning(page: Page): Promise<void> {
  await page.getByTestId('voucher').getByRole('link', { name: 'Choose a date' }).click();
  await page.getByLabel('Date', { exact: true }).selectOption((await dateOptions(page).nth(1).getAttribute('value'))!);
  await page.getByRole('radio', { name: /^8–11am C[SD]T$/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your cleaning is booked' })).toBeVisible();
}

/**
 * Follows a mail's sign-in link into the account. The link names the brand's own domain; `at` turns its path into the
 * test server's address for that brand (the server answers for it by Host).
 */
export async function openAccountFrom(page: Page, mail: Mail, at: (pathname: string) => string): Promise<void> {
  const link = new URL(signInLink(mail));
  await page.goto(at(link.pathname + link.search));
  await page.getByRole('button', { name: 'Continue to my account' }).click();
  await expect(page).toHaveURL(/\/customer$/);
}

/** A raw HTTP request to a local server (any Host header, any source address on loopback). */
export function rawRequest(
  port: number,
  pathname: string,
  options: { host?: string; body?: string; headers?: Record<string, string>; method?: string; localAddress?: string } = {},
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? (options.body ? 'POST' : 'GET'),
        localAddress: options.localAddress,
        headers: { host: options.host ?? 'www.tidy-nest.com', ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * Another production server from the same build (e2e.mjs built it), on its own
 * port and data directory with the seed content, for tests that need a
 * different configuration. Stop it with `child.kill()`.
 */
export async function startAppServer(
  port: number,
  env: Record<string, string>,
  options: { projectDir?: string; keepData?: boolean } = {},
): Promise<{ child: ChildProcess; dataDir: string; stop(): void }> {
  const dataDir = path.resolve('.data', `e2e-server-${port}`);
  // A restart (keepData) serves the data its last run left: the database, content and gateway ledger.
  if (!options.keepData) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(path.join(dataDir, 'content'), { recursive: true });
    cpSync(path.join('content', 'seed.ndjson'), path.join(dataDir, 'content', 'dataset.ndjson'));
  }
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  // The production server serves the build in its working directory (another release's, for some specs).
  const child = spawn(process.execPath, [path.resolve('server', 'runtime', 'serve.mjs')], {
    cwd: options.projectDir,
    stdio: ['ignore', log, log],
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: String(port) },
  });
  // Whatever happens to the test (a timeout interrupts it anywhere), the server ends with the test run.
  process.once('exit', () => child.kill('SIGTERM'));
  try {
    await expect
      .poll(async () => (await rawRequest(port, '/api/health').catch(() => ({ status: 0 }))).status, { timeout: 60_000, intervals: [250] })
      .toBeGreaterThan(0);
  } catch (error) {
    // A server that never answered is stopped at once.
    child.kill('SIGTERM');
    throw error;
  }
  return { child, dataDir, stop: () => void child.kill('SIGTERM') };
}
