import { expect, test } from '@playwright/test';
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
let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${(seq += 1)}@example.com`;

test.describe('customer sign-in and account', () => {
  test('purchase → receipt with a sign-in link by SMTP → customer area lists the voucher → sign-out ends the session', async ({ page, context }) => {
    const email = uniqueEmail('customer');
    await page.goto(brandUrl(host, '/'));
    const code = await buyDefaultVoucher(page, { email });

    const receipt = await mailbox.waitFor(email, /receipt/);
    expect(receipt.subject).toContain(code);
    expect(receipt.body).toContain('Total paid: $');
    const link = signInLink(receipt);
    // The link points to the site the customer bought on.
    expect(new URL(link).host).toBe(`${host}:${new URL(page.url()).port}`);

    await page.goto(link);
    await page.getByRole('button', { name: 'Continue to my account' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    const voucher = page.getByTestId('voucher');
    await expect(voucher).toContainText(code);
    await expect(voucher).toContainText('3-hour cleaning voucher');
    await expect(voucher).toContainText('Not booked yet');
    await expect(page.getByRole('heading', { name: 'Your Forever Clean membership' })).toBeVisible();
    await expect(page.getByText('Billing starts after your first cleaning')).toBeVisible();

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
    await page.goto(signInLink(mail));
    await page.getByRole('button', { name: 'Continue to my account' }).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    expect(mailbox.mails.filter((m) => m.to.startsWith('stranger-'))).toEqual([]);
  });

  test('a second first cleaning with the same email is refused at step 2, before any card, with sign-in offered', async ({ page }) => {
    const email = uniqueEmail('twice');
    await page.goto(brandUrl(host, '/'));
    await buyDefaultVoucher(page, { email });
    await page.goto(brandUrl(host, '/checkout'));
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Zipcode').fill('60614');
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'for new clients only' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in with a one-time link' }).click();
    await expect(page).toHaveURL(/\/login\?email=/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });
});
