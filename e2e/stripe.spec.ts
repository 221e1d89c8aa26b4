import { expect, test, type Page } from '@playwright/test';
import { freshTestCard } from '../server/payments/testing/testCards';
import { sidePort, startAppServer } from './support';

/**
 * Checkout on a Stripe-configured site: a second server from the same build,
 * with Stripe keys, talks to the Stripe stand-in (e2e/stripe-server.ts) on
 * its own origin. The card goes into Stripe's frame and only to Stripe.
 */
const PORT = sidePort(211);
const STRIPE_ORIGIN = `http://stripe.example.net:${Number(process.env.E2E_STRIPE_PORT ?? 3198)}`;
const SITE = `http://www.sparkle-clean.com:${PORT}`;

interface StripeLog {
  charges: { id: string; intent: string; amount: number; last4: string }[];
  received: { method: string; path: string; body: string }[];
}
const stripeLog = async (): Promise<StripeLog> =>
  (await (await fetch(`${STRIPE_ORIGIN}/__log`.replace('stripe.example.net', '127.0.0.1'))).json()) as StripeLog;

let server: Awaited<ReturnType<typeof startAppServer>>;
test.beforeAll(async () => {
  server = await startAppServer(PORT, {
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    // The server reaches the stand-in directly; browsers reach it by its own name.
    STRIPE_API_BASE: STRIPE_ORIGIN.replace('stripe.example.net', '127.0.0.1'),
  });
});
test.afterAll(() => server?.stop());

async function toPayment(page: Page, email: string) {
  await page.goto(`${SITE}/checkout?pre_hours=3`);
  await page.getByRole('button', { name: 'Accept terms and continue' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Zipcode').fill('60614');
  await page.getByRole('button', { name: 'See my price' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Payment' })).toBeVisible();
}

async function enterCard(page: Page, number: string, expiry = '12/39', cvc = '123') {
  const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill(expiry);
  await frame.getByLabel('Security code').fill(cvc);
}

test('a purchase goes through Stripe Elements; the card never reaches the site', async ({ page }) => {
  const toSite: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(PORT)) toSite.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  const before = (await stripeLog()).charges.length;
  await toPayment(page, `stripe-${Date.now()}@example.com`);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const card = freshTestCard();
  await enterCard(page, card);
  await page.getByLabel('Phone').fill('3125550147');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/survey\?code=HC-/);

  const log = await stripeLog();
  expect(log.charges.slice(before)).toEqual([expect.objectContaining({ amount: 1900, last4: card.slice(-4) })]);
  // The card went to Stripe's origin (the frame's own request), never to the site's.
  expect(log.received.some((r) => r.path === '/v1/payment_methods' && r.body.includes(card))).toBe(true);
  // The card is kept under a Customer, so the membership's later periods can be charged to it.
  const created = log.received.filter((r) => r.path === '/v1/payment_intents').at(-1);
  expect(new URLSearchParams(created?.body).get('setup_future_usage')).toBe('off_session');
  expect(new URLSearchParams(created?.body).get('customer')).toMatch(/^cus_/);
  expect(toSite.length).toBeGreaterThan(0);
  for (const request of toSite) expect(request).not.toContain(card);
});

test('a lost answer from Stripe, then a retry: exactly one charge', async ({ page }) => {
  await toPayment(page, `stripe-retry-${Date.now()}@example.com`);
  await enterCard(page, freshTestCard());
  await page.getByLabel('Phone').fill('3125550147');
  await fetch(`${STRIPE_ORIGIN.replace('stripe.example.net', '127.0.0.1')}/__control/lose-next-confirm`, { method: 'POST' });
  const before = (await stripeLog()).charges.length;
  await page.getByRole('button', { name: /^Pay / }).click();
  const alert = page.getByRole('alertdialog', { name: 'Payment not completed' });
  await expect(alert).toContainText('We could not confirm your payment. Please try again: you will not be charged twice.');
  await alert.getByRole('button', { name: 'Ok, got it' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/survey\?code=HC-/);
  expect((await stripeLog()).charges.length - before).toBe(1);
});

test('Stripe’s card messages appear in the spec §5 words; a declined card can be replaced', async ({ page }) => {
  await toPayment(page, `stripe-decline-${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('3125550147');
  await enterCard(page, freshTestCard(), '01/20');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('This card is no longer valid. Please try another form of payment.')).toBeVisible();

  await enterCard(page, '4000000000000002');
  await page.getByRole('button', { name: /^Pay / }).click();
  const alert = page.getByRole('alertdialog', { name: 'Payment not completed' });
  await expect(alert).toContainText('Your card was declined.');
  await expect(alert).not.toContainText('req_');
  await alert.getByRole('button', { name: 'Ok, got it' }).click();

  // 3-D Secure: the bank asks the customer to confirm, then the payment completes.
  await enterCard(page, '4000002500003155');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/survey\?code=HC-/);
});
