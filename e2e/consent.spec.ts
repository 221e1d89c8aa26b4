import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { BRANDS, brandUrl, buyDefaultVoucher, tagHits, TAGS_ORIGIN } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

const host = BRANDS.second.host;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Requests that leave for any origin other than the brand's own. */
function watchThirdParty(page: Page): string[] {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['www.tidy-nest.com', 'localhost', '127.0.0.1'].includes(url.hostname)) thirdParty.push(request.url());
  });
  return thirdParty;
}

test('the consent banner asks first, and with consent declined a whole purchase makes no third-party request', async ({ page }) => {
  const thirdParty = watchThirdParty(page);
  await page.goto(brandUrl(host, '/deal'));
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe('necessary');

  const email = `declined-${Date.now()}@example.com`;
  const code = await buyDefaultVoucher(page, { email });
  expect(code).toMatch(/^HC-/);
  await page.reload();
  await expect(banner).toBeHidden();
  // Beacons are sent on page hide too: give them the chance to show up.
  await page.waitForTimeout(500);
  expect(thirdParty).toEqual([]);
  expect(JSON.stringify(await tagHits())).not.toContain(code);
});

test('with consent, the purchase reaches the ad, order and affiliate partners as spec §3 payloads, hashed', async ({ page }) => {
  const thirdParty = watchThirdParty(page);
  await page.goto(brandUrl(host, '/deal'));
  // Nothing third-party before the answer.
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();

  const email = `Consented.${Date.now()}@Example.com`;
  const code = await buyDefaultVoucher(page, { email: `  ${email} `, phone: '(312) 555-0147', firstName: 'Jane', lastName: 'Doe' });
  const mine = async () => (await tagHits()).filter((hit) => JSON.stringify(hit.body).includes(code));
  await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
  const hits = await mine();
  const hashedEmail = sha256(email.toLowerCase());

  const ad = hits.filter((h) => h.endpoint === 'ad').map((h) => h.body);
  expect(ad).toContainEqual({ event: 'purchase', orderId: code, value: expect.any(Number), currency: 'USD' });
  const conversion = ad.find((b) => b.event === 'conversion');
  expect(conversion).toEqual({
    event: 'conversion',
    hashedEmail,
    hashedPhone: sha256('+13125550147'),
    zipcode: '60614',
    firstName: sha256('jane'),
    lastName: sha256('doe'),
    voucherCode: code,
    value: expect.any(Number),
    currency: 'USD',
  });

  const order = hits.filter((h) => h.endpoint === 'order').map((h) => h.body);
  expect(order.find((b) => b.event === 'order')).toMatchObject({
    orderId: code,
    code,
    country: 'USA',
    currency: 'USD',
    city: 'Chicago',
    state: 'IL',
    voucherHours: 3,
    email: hashedEmail,
    isNewCustomer: true,
  });
  expect(order.find((b) => b.event === 'conversion_tracking')).toMatchObject({
    voucherCode: code,
    details: '3 hour voucher',
    hours: 3,
    email: hashedEmail,
    zipcode: '60614',
    firstName: sha256('jane'),
    lastName: sha256('doe'),
    isNewCustomer: true,
  });

  const affiliate = hits.find((h) => h.body.source === 'affiliate' && h.body.command === 'trackConversion');
  expect(affiliate?.body.args?.[1]).toMatchObject({
    orderId: code,
    hours: 3,
    customerEmail: hashedEmail,
    profileId: 'e2e-profile',
    items: [{ category: 'Voucher', sku: 'voucher-3h', name: '3 hour voucher', quantity: 1 }],
    currency: 'USD',
    promoCode: '',
    discount: 0,
  });

  // No partner ever sees the plain email, phone or names.
  const everything = JSON.stringify(await tagHits());
  expect(everything.toLowerCase()).not.toContain(email.toLowerCase());
  expect(everything).not.toMatch(/5550147|"Jane"|"Doe"/);
  // The page-level tags came after consent: affiliate identify (after its late tracker), the social pixel, page views.
  const all = await tagHits();
  expect(all.some((h) => h.body.source === 'affiliate' && h.body.command === 'identify')).toBe(true);
  expect(all.some((h) => h.body.source === 'social-video')).toBe(true);
  expect(all.some((h) => h.body.source === 'web-analytics' && h.body.command === 'pageview')).toBe(true);
  expect(thirdParty.every((url) => url.startsWith(TAGS_ORIGIN))).toBe(true);
});

test('agent sessions send nothing to partners even with consent', async ({ page, context }) => {
  await context.addCookies([
    { name: 'consent', value: 'all', url: brandUrl(host, '/') },
    { name: 'ha-agent', value: '1', url: brandUrl(host, '/') },
  ]);
  const thirdParty = watchThirdParty(page);
  await page.goto(brandUrl(host, '/deal'));
  const code = await buyDefaultVoucher(page, { email: `agent-${Date.now()}@example.com` });
  await page.waitForTimeout(1000);
  expect(thirdParty).toEqual([]);
  expect(JSON.stringify(await tagHits())).not.toContain(code);
});
