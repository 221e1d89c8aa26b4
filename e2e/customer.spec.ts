import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freshTestCard } from '../server/payments/testing/testCards';
import { BRANDS, brandUrl, buyDefaultVoucher } from './support';
import { signInLink, startMailbox } from './mailbox';

// After the purchase: the receipt and the sign-in link arrive through a real SMTP server,
// the link signs in once, the customer area lists the voucher, and signing out ends the session.

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const host = BRANDS.second.host;
/** An emailed link (to the brand's own site) opened on the test server instead. */
const onTestServer = (link: string) => brandUrl(host, new URL(link).pathname + new URL(link).search);

/** Fees charged by the test gateway, oldest first: late changes by default, or those whose key starts with `prefix`. */
function feeCharges(prefix = 'booking-change:'): number[] {
  const file = path.join(process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e'), 'test-gateway', 'ledger.json');
  const ledger = JSON.parse(readFileSync(file, 'utf8')) as { charges: Record<string, { paymentKey: string; amountCents: number; createdAt: string }> };
  return Object.values(ledger.charges)
    .filter((c) => c.paymentKey.startsWith(prefix))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((c) => c.amountCents);
}
let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${(seq += 1)}@example.com`;

test.describe('customer sign-in and account', () => {
  test('purchase → receipt with a sign-in link by SMTP → customer area lists the voucher → sign-out ends the session', async ({ page, context }) => {
    const email = uniqueEmail('customer');
    await page.goto(brandUrl(host, '/'));
    const code = await buyDefaultVoucher(page, { email });
    // The purchase confirmation offers the sign-in link (in the receipt, and a fresh one from /login).
    await expect(page.getByTestId('book-offer').getByRole('link', { name: 'Get a new sign-in link' })).toHaveAttribute('href', '/login');

    const receipt = await mailbox.waitFor(email, /receipt/);
    expect(receipt.subject).toContain(code);
    expect(receipt.body).toContain('Total paid: $');
    // The link points to the brand's configured site (its base URL in content), whatever Host the purchase came with;
    // here it is followed on the test server.
    expect(new URL(signInLink(receipt)).origin).toBe('https://www.tidy-nest.com');
    const link = onTestServer(signInLink(receipt));

    await page.goto(link);
    await page.getByRole('button', { name: 'Continue to my account' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    const voucher = page.getByTestId('voucher');
    await expect(voucher).toContainText(code);
    await expect(voucher).toContainText('3-hour cleaning voucher');
    await expect(voucher).toContainText('Not booked yet');
    await expect(voucher).toContainText('$19');
    await expect(page.getByRole('heading', { name: 'Your Forever Clean membership' })).toBeVisible();
    await expect(page.getByText('Billing starts after your first cleaning', { exact: true })).toBeVisible();

    // Redeem = book: a date and a window from real availability, then a confirmation email.
    await voucher.getByRole('link', { name: 'Choose a date' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a date for your 3-hour cleaning' })).toBeVisible();
    const dates = page.getByLabel('Date', { exact: true }).locator('option:not([value=""])');
    await expect(dates).toHaveCount(30);
    const date = await dates.nth(2).getAttribute('value');
    await page.getByLabel('Date', { exact: true }).selectOption(date!);
    // Times are the home's local time (60614: Chicago), with the zone.
    await expect(page.getByText(/times are your home’s local time \(C[SD]T\)/)).toBeVisible();
    await page.getByRole('radio', { name: /^11am–2pm C[SD]T$/ }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your cleaning is booked' })).toBeVisible();
    await expect(page.getByTestId('booked')).toHaveText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2} · 11am–2pm C[SD]T$/);
    const when = (await page.getByTestId('booked').textContent())!;
    const confirmation = await mailbox.waitFor(email, /Your cleaning is booked/);
    expect(confirmation.subject).toBe(`Your cleaning is booked: ${when}`);
    expect(confirmation.body).toContain(`When: ${when}`);
    // No ISO date for a person to read (the calendar links' addresses are for calendars).
    expect(`${confirmation.subject} ${confirmation.body}`.replace(/https?:\/\/\S+/g, '')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page.getByTestId('voucher')).toContainText('Booked');
    await expect(page.getByTestId('booking')).toHaveText(when);

    // Reschedule to tomorrow morning, then cancel: the fee (if the cleaning is now within 24 hours) is shown first and charged once.
    await page.getByRole('link', { name: 'Reschedule or cancel' }).click();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByTestId('change-fee')).toHaveText('Changing or cancelling now is free.');
    const tomorrow = await page.getByLabel('Date', { exact: true }).locator('option:not([value=""])').first().getAttribute('value');
    await page.getByLabel('Date', { exact: true }).selectOption(tomorrow!);
    await page.getByRole('radio', { name: /^8–11am C[SD]T$/ }).check();
    await page.getByRole('button', { name: 'Confirm new time' }).click();
    await expect(page.getByTestId('booked')).toContainText('8–11am');
    const moved = (await page.getByTestId('booked').textContent())!;
    expect((await mailbox.waitFor(email, /Your cleaning has moved/)).body).toContain(`When: ${moved}`);

    // Tomorrow 8am in Chicago is within 24 hours or not depending on the hour now: the fee shown says which.
    const feesBefore = feeCharges();
    await page.getByRole('button', { name: 'Cancel cleaning' }).click();
    await expect(page.getByTestId('change-fee')).toHaveText(/^Changing or cancelling now (is free|costs a \$40 late-change fee)\.$/);
    const late = ((await page.getByTestId('change-fee').textContent()) ?? '').includes('$40');
    // A double click: one cancellation, at most one fee.
    await page.getByRole('button', { name: late ? 'Cancel and pay $40' : 'Cancel free of charge' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Your cleaning is cancelled' })).toBeVisible();
    await mailbox.waitFor(email, /Your cleaning is cancelled/);
    expect(feeCharges().slice(feesBefore.length)).toEqual(late ? [4000] : []);
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page.getByTestId('voucher')).toContainText('Not booked yet');

    // Cancelling the membership before its discounted first cleaning took place: no fee; that cleaning is voided and refunded.
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(page.getByRole('meter', { name: '0 of 6 paid months' })).toBeVisible();
    await expect(page.getByTestId('membership-fee')).toHaveText(
      new RegExp(
        `^Your first cleaning has not taken place yet, so cancelling now costs nothing\\. Your unused first cleaning \\(voucher ${code}\\) will be voided and the \\$\\d+(\\.\\d{2})? you paid for it refunded to your card\\.$`,
      ),
    );
    const membershipCharges = feeCharges('membership:').length;
    await page.getByRole('button', { name: 'Cancel membership free of charge' }).click();
    await expect(page.getByText(/^Your membership is cancelled, free of charge\. Your unused first cleaning .* is refunded to your card\.$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Forever Clean membership' })).toContainText('Cancelled');
    await expect(page.getByTestId('voucher')).toContainText('Voided');
    expect(feeCharges('membership:')).toHaveLength(membershipCharges);
    expect((await mailbox.waitFor(email, /membership is cancelled/)).body).toContain('so no fee was charged');

    const session = (await context.cookies()).find((c) => c.name === 'customer_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // The same link a second time is refused.
    const other = await context.browser()!.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await second.getByRole('button', { name: 'Continue to my account' }).click();
    await expect(second.getByText('This sign-in link has expired or was already used.')).toBeVisible();
    await other.close();

    // Signing out ends the session on the server: the old cookie, put back, signs nobody in.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await context.addCookies([{ ...session!, expires: -1 }]);
    await page.goto(brandUrl(host, '/customer'));
    await expect(page.getByRole('heading', { name: 'You’re not signed in' })).toBeVisible();
  });

  test('/login sends a fresh link to a customer and the same answer for anyone else', async ({ page }) => {
    const email = uniqueEmail('returning');
    await page.goto(brandUrl(host, '/'));
    await buyDefaultVoucher(page, { email });
    await mailbox.waitFor(email, /receipt/);

    for (const address of [email, uniqueEmail('stranger')]) {
      await page.goto(brandUrl(host, '/login'));
      await page.getByLabel('Email').fill(address);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await expect(page.getByText(`If ${address} has bought from us, a sign-in link is on its way.`)).toBeVisible();
    }
    const mail = await mailbox.waitFor(email, /sign-in link/);
    await page.goto(onTestServer(signInLink(mail)));
    await page.getByRole('button', { name: 'Continue to my account' }).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    expect(mailbox.mails.filter((m) => m.to.startsWith('stranger-'))).toEqual([]);
  });

  test('a second first cleaning for the same mailbox is refused at payment, nothing charged, with sign-in offered', async ({ page }) => {
    const email = uniqueEmail('twice');
    await page.goto(brandUrl(host, '/'));
    await buyDefaultVoucher(page, { email });
    await page.goto(brandUrl(host, '/checkout'));
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    // The same mailbox with a +tag: step 2 quotes it as it would anyone (it tells nobody who is a customer).
    const [local, domain] = email.split('@');
    await page.getByLabel('Email').fill(`${local}+again@${domain}`);
    await page.getByLabel('Zipcode').fill('60614');
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Step 3 of 3: Payment' })).toBeVisible();
    const intent = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('checkout:v1') ?? '{}') as { quote?: { intent?: string } }).quote?.intent ?? '',
    );
    expect(intent).toMatch(/^pi_/);
    await page.getByLabel('Card number').fill(freshTestCard());
    await page.getByLabel('Expiration (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Phone').fill('3125550147');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(/for new clients only/)).toBeVisible();
    expect(feeCharges(intent)).toEqual([]);
    await expect(page).toHaveURL(/\/checkout/);
    await page.getByRole('link', { name: 'Sign in with a one-time link' }).click();
    await expect(page).toHaveURL(/\/login\?email=/);
    await expect(page.getByLabel('Email')).toHaveValue(`${local}+again@${domain}`);
  });
});

test('a visitor who is not signed in redeems with the code and the email it was bought with; anyone else’s email finds nothing', async ({ page }) => {
  const email = uniqueEmail('visitor');
  await page.goto(brandUrl(host, '/'));
  const code = await buyDefaultVoucher(page, { email });
  await page.goto(brandUrl(host, `/customer/choosedate/?code=${code}`));
  await page.getByLabel('Email').fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Show available dates' }).click();
  await expect(page.getByText('We couldn’t find that voucher.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Show available dates' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Choose a date', { exact: true }).last()).toBeVisible();
  const date = await page.getByLabel('Date', { exact: true }).locator('option:not([value=""])').first().getAttribute('value');
  await page.getByLabel('Date', { exact: true }).selectOption(date!);
  await page.getByRole('radio', { name: /^8–11am / }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByTestId('booked')).toContainText('8–11am');
  await mailbox.waitFor(email, /Your cleaning is booked/);
  // Changing it can charge the card on file: that takes the owner's sign-in, not the code and email.
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByText('Sign in to reschedule or cancel this cleaning.')).toBeVisible();
});
