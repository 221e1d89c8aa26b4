import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { qaGroupsCookie } from './studioSession';
import { freshTestCard } from '../server/payments/testing/testCards';
import { BRANDS, brandUrl } from './support';

// Spec §3, §9: each pricing experiment group is offered its own seeded plan. QA testers
// pin a group with the fe_qa cookie the studio issues; the server decides the plan from it, shows its terms
// and prices in checkout, and charges that plan's price.

const host = BRANDS.second.host;
const url = (p: string) => brandUrl(host, p);

function chargedCents(intent: string): number | null {
  const file = path.join(process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e'), 'test-gateway', 'ledger.json');
  const ledger = JSON.parse(readFileSync(file, 'utf8')) as { charges: Record<string, { amountCents: number }> };
  return ledger.charges[intent]?.amountCents ?? null;
}

async function pinGroup(page: Page, experiment: string, group: string) {
  await page.context().addCookies([{ name: 'fe_qa', value: await qaGroupsCookie(`${experiment}=${group}`, host), url: url('/') }]);
}

const GROUPS: { experiment: string; group: string; price3: string; term: string; noTwoHour?: boolean }[] = [
  { experiment: 'first_cleaning_free_v1', group: 'variant', price3: '$0', term: 'Your first cleaning comes with a Forever Clean subscription at $59/month' },
  { experiment: 'lower_etf_higher_fc_charge_v2', group: 'per_hour_25', price3: '$19', term: 'your first cleaning is charged at $25 per hour' },
  { experiment: 'lower_etf_higher_fc_charge_v2', group: 'per_hour_35', price3: '$19', term: 'your first cleaning is charged at $35 per hour' },
  { experiment: 'convert_enabled', group: 'quarterly', price3: '$19', term: '$49/month, billed $147 every 3 months' },
  { experiment: 'convert_enabled', group: 'biannual', price3: '$19', term: '$49/month, billed $294 every 6 months' },
  { experiment: 'nonmember_pricing', group: 'ten_off', price3: '$9', term: 'membership at $39/month' },
  { experiment: 'nonmember_pricing', group: 'first_month_free', price3: '$19', term: 'Your first month is free; billing starts after that.' },
  { experiment: 'pricing', group: 'monthly_19', price3: '$19', term: 'membership at $19/month' },
  { experiment: 'pricing', group: 'monthly_39', price3: '$19', term: 'membership at $39/month' },
  { experiment: 'pricing', group: 'monthly_49', price3: '$19', term: 'membership at $49/month' },
  { experiment: 'pricing', group: 'monthly_59', price3: '$19', term: 'membership at $59/month' },
  { experiment: 'pricing', group: 'no_two_hour', price3: '$19', term: 'membership at $49/month', noTwoHour: true },
];

test.describe('pricing experiment groups', () => {
  for (const { experiment, group, price3, term, noTwoHour } of GROUPS) {
    test(`${experiment}=${group} sees its plan’s prices and terms in checkout`, async ({ page }) => {
      await pinGroup(page, experiment, group);
      await page.goto(url('/checkout'));
      await expect(page.getByRole('heading', { level: 1, name: 'Step 1 of 3: Terms' })).toBeVisible();
      await expect(page.getByTestId('price-3')).toHaveText(price3);
      await expect(page.getByRole('region', { name: 'Membership terms' })).toContainText(term);
      await expect(page.getByTestId('price-2')).toHaveCount(noTwoHour || experiment === 'first_cleaning_free_v1' ? 0 : 1);
    });
  }

  test('a group is charged its own plan’s price, decided by the server', async ({ page }) => {
    await pinGroup(page, 'nonmember_pricing', 'ten_off');
    const leads: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events') && r.method() === 'POST') {
        for (const e of (JSON.parse(r.postData() ?? '{}') as { events: { name: string; properties?: Record<string, unknown> }[] }).events)
          if (e.name === 'publicweb.lead') leads.push(e.properties ?? {});
      }
    });
    await page.goto(url('/checkout?pre_hours=3'));
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    await page.getByLabel('Email').fill(`ten-off-${Date.now()}-${test.info().project.name}@example.com`);
    await page.getByLabel('Zipcode').fill('60614');
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByTestId('order-total')).toHaveText('$9');
    const intent = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('checkout:v1') ?? '{}') as { quote?: { intent?: string } }).quote?.intent ?? '',
    );
    expect(intent).toMatch(/^pi_/);
    await page.getByLabel('Card number').fill(freshTestCard());
    await page.getByLabel('Expiration (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Phone').fill('3125550147');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/survey\?code=HC-/);
    expect(chargedCents(intent)).toBe(900);
    await expect.poll(() => leads.length).toBeGreaterThan(0);
    expect(leads[0]).toMatchObject({ plan: 'FOREVERCLEAN_39_1_6_99_10OFF', hours: 3 });
  });
});
