import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freshTestCard } from '../server/payments/testing/testCards';
import { BRANDS, brandUrl } from './support';

const host = BRANDS.primary.host;
const url = (p: string) => brandUrl(host, p);

function chargeCount(): number {
  const file = path.join(process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e'), 'test-gateway', 'ledger.json');
  try {
    return Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { charges: object }).charges).length;
  } catch {
    return 0;
  }
}

let emailSeq = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${(emailSeq += 1)}@example.com`;

async function passTermsAndEmail(page: Page, zipcode = '43206') {
  await expect(page.getByRole('heading', { level: 1, name: 'Step 1 of 3: Terms' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept terms and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Step 2 of 3: Email' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('buyer'));
  await page.getByLabel('Zipcode').fill(zipcode);
  await page.getByRole('button', { name: 'See my price' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Payment' })).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Phone').fill('(614) 555-0100');
}

test.describe('purchase journeys', () => {
  test('voucher: landing → zipcode prices → 3-step checkout → survey', async ({ page }) => {
    await page.goto(url('/?adgroupid=148203961127'));
    await page.getByLabel('Your zipcode').fill('43206');
    await page.getByRole('button', { name: 'Check prices' }).click();
    await expect(page.getByTestId('member-rate')).toHaveText('$39/hour');
    await expect(page.getByTestId('nonmember-rate')).toHaveText('$79/hour');
    await expect(page.getByTestId('sales-tax')).toHaveText('5.75%');
    await expect(page.getByTestId('with-tax-4')).toHaveText('$41.24');

    await page.locator('label').filter({ hasText: 'Two Bedroom' }).click();
    await page.getByTestId('continue-to-checkout').click();
    await expect(page).toHaveURL(/\/checkout\?pre_hours=4/);
    await expect(page.getByRole('radio', { name: /Two Bedroom/ })).toBeChecked();
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    // The zipcode checked on the landing page is carried over.
    await expect(page.getByLabel('Zipcode')).toHaveValue('43206');
    await page.getByLabel('Email').fill(uniqueEmail('voucher'));
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByTestId('order-total')).toHaveText('$41.24');

    const before = chargeCount();
    // Typed with spaces, as printed on the card.
    await fillCard(page, freshTestCard().replace(/(\d{4})(?=\d)/g, '$1 '));
    await page.getByRole('button', { name: 'Pay $41.24' }).click();
    await expect(page).toHaveURL(/\/survey\?code=HC-/);
    expect(chargeCount()).toBe(before + 1);
    await expect(page.getByTestId('voucher-code')).toHaveText(/^HC-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await page.getByRole('radio', { name: 'TikTok' }).check();
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for telling us!' })).toBeVisible();
  });

  test('membership: free first cleaning with a subscription, then its survey', async ({ page }) => {
    await page.goto(url('/deal'));
    await page.getByRole('link', { name: 'Or get your first cleaning free with a membership' }).click();
    await expect(page.getByRole('radio', { name: /First Cleaning Free/ })).toBeChecked();
    await expect(page.getByText('Your first cleaning comes with a Forever Clean subscription at $59/month (taxes may apply).')).toBeVisible();
    await passTermsAndEmail(page, '60614');
    await expect(page.getByTestId('order-total')).toHaveText('$0');
    await fillCard(page, freshTestCard());
    await page.getByRole('button', { name: 'Start my membership' }).click();
    await expect(page).toHaveURL(/\/survey\?code=HC-.*kind=subscription/);
    await expect(page.getByRole('radio', { name: 'Streaming TV or podcast ad' })).toBeVisible();
  });

  test('a declined card shows the alert without the request id and charges nothing', async ({ page }) => {
    await page.goto(url('/checkout?pre_hours=3'));
    await passTermsAndEmail(page);
    const before = chargeCount();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    const alert = page.getByRole('alertdialog', { name: 'Payment not completed' });
    await expect(alert).toContainText('Your card was declined.');
    await expect(alert).not.toContainText('req_');
    await alert.getByRole('button', { name: 'Ok, got it' }).click();
    await expect(alert).toBeHidden();
    expect(chargeCount()).toBe(before);
    await expect(page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Payment' })).toBeVisible();

    await page.getByLabel('Card number').fill(freshTestCard());
    await page.getByRole('button', { name: /^Pay / }).dblclick();
    await expect(page).toHaveURL(/\/survey\?code=HC-/);
    expect(chargeCount()).toBe(before + 1);
  });
});

test.describe('checkout steps and fields', () => {
  test('step guards: direct URLs land on the right earlier step without a reload', async ({ page }) => {
    await page.goto(url('/checkout?step=abc'));
    await expect(page.getByRole('heading', { level: 1, name: 'Step 1 of 3: Terms' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.goto(url('/checkout?step=3'));
    await expect(page.getByRole('heading', { level: 1, name: 'Step 1 of 3: Terms' })).toBeVisible();
    await expect(page).toHaveURL(/step=1/);

    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    await expect(page).toHaveURL(url('/checkout?step=2'));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    // Step 3 without email and zipcode goes back to step 2, changing the URL in place.
    await page.evaluate(() => {
      const next = new URL(window.location.href);
      next.searchParams.set('step', '3');
      (window as unknown as { next: { router: { push(u: string): Promise<boolean> } } }).next.router.push(next.pathname + next.search);
    });
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('heading', { level: 1, name: 'Step 2 of 3: Email' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);

    await page.getByLabel('Email').fill(uniqueEmail('guard'));
    await page.getByLabel('Zipcode').fill('43206');
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Payment' })).toBeVisible();
    await page.getByLabel('Card number').fill(freshTestCard());
    // Progress survives a reload; card data does not.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Payment' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('4242');
  });

  test('pre_hours presets an offered option, anything else the 3-hour default', async ({ page }) => {
    await page.goto(url('/checkout?pre_hours=6'));
    await expect(page.getByRole('radio', { name: /Home Clean/ })).toBeChecked();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(url('/checkout?pre_hours=5'));
    await expect(page.getByRole('radio', { name: /One Bedroom/ })).toBeChecked();
  });

  test('hours chosen later win over hours remembered in the session', async ({ page }) => {
    await page.goto(url('/checkout?pre_hours=4'));
    await expect(page.getByRole('radio', { name: /Two Bedroom/ })).toBeChecked();
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Step 2 of 3: Email' })).toBeVisible();
    // Applied on arrival, pre_hours does not travel on: a reload cannot undo a later choice.
    await expect(page).not.toHaveURL(/pre_hours/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('radio', { name: /Touch Up/ }).check();
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    await page.getByLabel('Email').fill(uniqueEmail('stale'));
    await page.getByLabel('Zipcode').fill('60614');
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByTestId('order-total')).toHaveText('$9');
    await page.reload();
    await expect(page.getByTestId('order-total')).toHaveText('$9');

    // A new choice on a landing page (pre_hours) wins over the 2 hours remembered, and the old quote goes.
    await page.goto(url('/checkout?pre_hours=6&step=3'));
    await expect(page.getByRole('heading', { level: 1, name: 'Step 2 of 3: Email' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: /Home Clean/ })).toBeChecked();
  });

  test('remembered hours the plan does not offer fall back to the first option and are reported', async ({ page }) => {
    await page.goto(url('/checkout'));
    await expect(page.getByRole('radio', { name: /One Bedroom/ })).toBeChecked();
    await page.evaluate(() => {
      const saved = JSON.parse(sessionStorage.getItem('checkout:v1') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('checkout:v1', JSON.stringify({ ...saved, plan: 'voucher', hours: 5 }));
    });
    const report = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST');
    await page.reload();
    expect((await report).postDataJSON()).toMatchObject({ message: 'No selected voucher found', context: { hours: 5 } });
    await expect(page.getByRole('radio', { name: /Touch Up/ })).toBeChecked();
  });

  test('a campaign’s discount carries into the checkout price with the visit, not the URL', async ({ page }) => {
    // A slow network: the visit's cookies arrive after the visitor has clicked on, and the click waits for them.
    await page.route('**/api/visit', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(url('/deal?utm_campaign=spring-clean'));
    await expect(page.getByTestId('price-3')).toHaveText('$14');
    await page.getByTestId('continue-to-checkout').click();
    await expect(page).toHaveURL(/\/checkout\?pre_hours=3$/);
    await expect(page.getByTestId('price-3')).toHaveText('$14');
    await passTermsAndEmail(page, '60614');
    await expect(page.getByTestId('order-total')).toHaveText('$14');
    await expect(page.getByText('Discount: Spring clean')).toBeVisible();
  });

  test('a discount the landing does not grant changes no price, on the page or at checkout', async ({ page }) => {
    await page.goto(url('/deal?discount=18'));
    await expect(page.getByTestId('price-3')).toHaveText('$19');
    await page.goto(url('/checkout?pre_hours=3&discount=18'));
    await expect(page.getByTestId('price-3')).toHaveText('$19');
    await passTermsAndEmail(page, '60614');
    await expect(page.getByTestId('order-total')).toHaveText('$19');
  });

  test('every spec §5 message appears for its rule', async ({ page }) => {
    await page.goto(url('/checkout'));
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Enter a 5-digit zipcode')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Zipcode').fill('12a45');
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByText('Enter a valid 5-digit zipcode')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('messages'));
    await page.getByLabel('Zipcode').fill('99501');
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByText(/We don’t serve Anchorage, AK yet/)).toBeVisible();
    await page.getByLabel('Zipcode').fill('43206');
    await page.getByRole('button', { name: 'See my price' }).click();

    const pay = page.getByRole('button', { name: /^Pay / });
    await pay.click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Enter expiration date as MM/YY')).toBeVisible();
    await expect(page.getByText("Enter your card's security code")).toBeVisible();
    await expect(page.getByText('Enter a valid 10-digit phone number')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Card number').fill('4242 4242 4242');
    await page.getByLabel('Expiration (MM/YY)').fill('01/20');
    await page.getByLabel('Security code').fill('12');
    await pay.click();
    await expect(page.getByText('The card number is not correct')).toBeVisible();
    await expect(page.getByText('This card is no longer valid. Please try another form of payment.')).toBeVisible();
    await expect(page.getByText('Please use at least 3 characters')).toBeVisible();
    await page.getByLabel('Security code').fill('12a');
    await pay.click();
    await expect(page.getByText('Invalid security code')).toBeVisible();
  });
});

test.describe('other screens', () => {
  test('deals home: reviews sort and page, Ohio rule, location', async ({ page }) => {
    await page.goto(url('/?state_override=oh'));
    await expect(page.getByTestId('ohio-note')).toBeVisible();
    // The estimated location loads on the visitor's first sign of intent.
    await page.getByLabel('Your zipcode').focus();
    await expect(page.getByTestId('nearby-cleaners')).toContainText(', OH');
    const reviews = page.getByTestId('review-list').getByRole('listitem');
    await expect(reviews).toHaveCount(6);
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(reviews).toHaveCount(12);
    await page.getByLabel('Sort by').selectOption('RATING_LOWEST');
    await expect(reviews).toHaveCount(6);
    await expect(reviews.first().getByLabel('1 out of 5 stars')).toBeVisible();
  });

  test('waitlist: email form joins once', async ({ page }) => {
    await page.goto(url('/waitlist'));
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('wait'));
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('You’re on the list. We’ll email you as soon as vouchers are available.')).toBeVisible();
  });

  test('referral: known code shows the host; unknown code gets a friendly page', async ({ page }) => {
    await page.goto(url('/referral/maria-g7q2'));
    await expect(page.getByTestId('referral-host')).toHaveText('Maria G. invited you! Your first cleaning is waiting at the member price.');
    expect((await page.context().cookies()).find((c) => c.name === 'referral_id')?.value).toBe('MARIA-G7Q2');
    const unknown = await page.goto(url('/referral/NOT-A-CODE'));
    expect(unknown?.status()).toBe(200);
    await expect(page.getByText('This invitation link isn’t valid any more, but the first-cleaning deal is still open to you.')).toBeVisible();
  });

  test('survey without a purchase explains itself', async ({ page }) => {
    await page.goto(url('/survey'));
    await expect(page.getByText('This survey opens after a purchase. Ready to book your first cleaning?')).toBeVisible();
  });
});
