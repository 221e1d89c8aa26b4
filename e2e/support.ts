import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

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
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiration (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  if (contact.firstName) await page.getByLabel('First name (optional)').fill(contact.firstName);
  if (contact.lastName) await page.getByLabel('Last name (optional)').fill(contact.lastName);
  await page.getByLabel('Phone').fill(contact.phone ?? '3125550147');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/survey\?code=HC-/);
  return new URL(page.url()).searchParams.get('code') ?? '';
}
