import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedPlanRows } from '../db/seed/plans';
import { applyLandingDiscount } from '../lib/rules/discount';
import { PLAN_BY_GROUP } from '../lib/rules/offeredPlans';
import { salesTaxCents } from '../lib/rules/salesTax';
import { startMailbox } from './mailbox';
import { qaGroupsCookie } from './studioSession';
import { freshTestCard } from '../server/payments/testing/testCards';
import { BRANDS, brandUrl, openAccountFrom, PORT, rawRequest } from './support';

/**
 * One price from the ad to the receipt. For every brand × ad group × campaign × pricing group, the first HTML of
 * the landing page states each option's price as the plan and the grant decide it; a sample of the matrix (every
 * group and every hours option once, the brands, ad groups and campaigns taken in turn) is then quoted and charged
 * over HTTP, and one journey per group goes through the browser: after hydration, checkout step 1, step 3, the
 * charge, the receipt email and the account all state the same price.
 */

const ZIPCODE = '43206';
/** Ohio's sales tax (db/seed/regions.ts), in basis points. */
const TAX_BP = 575;

const AD_GROUPS = [
  { id: '152718340741', discountCents: 1000 },
  { id: '148203961127', discountCents: 0 },
  { id: '160934275518', discountCents: 0 },
];
const CAMPAIGNS = [null, { id: 'spring-clean', discountCents: 500 }];
const HOSTS = [BRANDS.primary.host, BRANDS.second.host, BRANDS.third.host];
const GROUPS: { qa: string | null; planKey: string }[] = [
  { qa: null, planKey: 'CCF_1' },
  ...PLAN_BY_GROUP.map(([experiment, group, planKey]) => ({ qa: `${experiment}=${group}`, planKey })),
];

const { plans, options } = seedPlanRows();
const optionsOf = (planKey: string) => options.filter((o) => o.planKey === planKey);
const monthlyOf = (planKey: string) => plans.find((p) => p.key === planKey)!.forevercleanMonthlyCents;
/** A running campaign wins over the ad group's own discount (lib/rules/discount.ts). */
const grantOf = (adGroup: (typeof AD_GROUPS)[number], campaign: (typeof CAMPAIGNS)[number]) => campaign?.discountCents ?? adGroup.discountCents;
const usd = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

const qaCookies = new Map<string, string>();
/** QA groups are minted for one brand: one cookie per groups and host. */
async function qaCookie(groups: string | null, host: string): Promise<string> {
  if (!groups) return '';
  const key = `${groups} ${host}`;
  if (!qaCookies.has(key)) qaCookies.set(key, `fe_qa=${await qaGroupsCookie(groups, host)}`);
  return qaCookies.get(key)!;
}

const landingPath = (adGroup: string, campaign: string | null) => `/deal?adgroupid=${adGroup}${campaign ? `&utm_campaign=${campaign}` : ''}`;

/** Each option's price as the HTML states it. */
const htmlPrices = (html: string) =>
  new Map([...html.matchAll(/data-testid="price-(\d+)">\$([\d.]+)</g)].map((m) => [Number(m[1]), Math.round(Number(m[2]) * 100)]));

/** Requests from several loopback addresses: each client's limits count its own work. */
let client = 0;
const nextAddress = () => `127.0.${40 + ((client += 1) % 50)}.${1 + (client % 200)}`;

function chargedCents(intent: string): number | null {
  const file = path.join(process.env.E2E_DATA_DIR ?? path.join('.data', 'e2e'), 'test-gateway', 'ledger.json');
  const ledger = JSON.parse(readFileSync(file, 'utf8')) as { charges: Record<string, { amountCents: number }> };
  return ledger.charges[intent]?.amountCents ?? null;
}

test.describe('one price from the ad to the receipt', () => {
  test('the first HTML of every brand × ad group × campaign × pricing group states the plan’s prices less the grant', async () => {
    test.setTimeout(300_000);
    let checked = 0;
    for (const host of HOSTS) {
      for (const adGroup of AD_GROUPS) {
        for (const campaign of CAMPAIGNS) {
          for (const group of GROUPS) {
            const page = await rawRequest(PORT, landingPath(adGroup.id, campaign?.id ?? null), {
              host,
              headers: { cookie: await qaCookie(group.qa, host) },
              localAddress: nextAddress(),
            });
            expect(page.status).toBe(200);
            const prices = htmlPrices(page.text);
            const label = `${host} ${adGroup.id} ${campaign?.id ?? '-'} ${group.qa ?? 'control'}`;
            const expected = new Map(optionsOf(group.planKey).map((o) => [o.numHours, applyLandingDiscount(o.priceCents, grantOf(adGroup, campaign))]));
            expect(prices, label).toEqual(expected);
            // The footer terms state this plan's membership, not another's.
            expect(page.text, label).toContain(`The membership is charged at ${usd(monthlyOf(group.planKey))}/month`);
            checked += expected.size;
          }
        }
      }
    }
    // 3 brands × 3 ad groups × 2 campaign cases × 13 plans, every hours option of each.
    expect(checked).toBe(HOSTS.length * AD_GROUPS.length * CAMPAIGNS.length * GROUPS.reduce((n, g) => n + optionsOf(g.planKey).length, 0));
  });

  test('a sample of the matrix is quoted and charged at that price, the visit carrying the offer', async () => {
    test.setTimeout(300_000);
    let turn = 0;
    for (const group of GROUPS) {
      for (const option of optionsOf(group.planKey)) {
        turn += 1;
        const host = HOSTS[turn % HOSTS.length]!;
        const adGroup = AD_GROUPS[turn % AD_GROUPS.length]!;
        const campaign = CAMPAIGNS[Math.floor(turn / 3) % CAMPAIGNS.length]!;
        const address = nextAddress();
        const qa = await qaCookie(group.qa, host);
        const landing = await rawRequest(PORT, landingPath(adGroup.id, campaign?.id ?? null), { host, headers: { cookie: qa }, localAddress: address });
        const shown = htmlPrices(landing.text).get(option.numHours)!;
        // A first visit's page sets no cookie: as the loaded page does, the visit is established next, from the same client.
        const established = qa
          ? landing
          : await rawRequest(PORT, '/api/visit', {
              host,
              body: JSON.stringify({ path: landingPath(adGroup.id, campaign?.id ?? null) }),
              localAddress: address,
              headers: { 'content-type': 'application/json' },
            });
        const setCookies = ([] as string[]).concat(established.headers['set-cookie'] ?? []);
        expect(setCookies.some((c) => c.startsWith('offer='))).toBe(true);
        const cookie = [qa, ...setCookies.map((c) => c.split(';')[0])].filter(Boolean).join('; ');
        const gql = async <T>(query: string, variables: Record<string, unknown>) =>
          JSON.parse(
            (
              await rawRequest(PORT, '/api/graphql', {
                host,
                headers: { cookie, origin: `http://${host}:${PORT}` },
                body: JSON.stringify({ query, variables }),
                localAddress: address,
              })
            ).text,
          ) as { data: T };
        const email = `matrix-${turn}-${Date.now()}@example.com`;
        // The browser names no campaign or discount: the visit's offer decides.
        const quote = (
          await gql<{ voucherPriceAndIntent: { intent: string; price: number; priceBeforeSalesTax: number; summary: { total: number } } }>(
            `query ($o: PricingPlanKey!, $h: Float!, $z: String!, $e: String) { voucherPriceAndIntent(voucherOption: $o, numHours: $h, zipcode: $z, email: $e) { ... on VoucherPriceQuote { intent price priceBeforeSalesTax summary { total } } } }`,
            { o: group.planKey, h: option.numHours, z: ZIPCODE, e: email },
          )
        ).data.voucherPriceAndIntent;
        const label = `${host} ${adGroup.id} ${campaign?.id ?? '-'} ${group.qa ?? 'control'} ${option.numHours}h`;
        expect(Math.round(quote.priceBeforeSalesTax * 100), label).toBe(shown);
        const total = shown + salesTaxCents(shown, TAX_BP);
        expect(Math.round(quote.price * 100), label).toBe(total);
        expect(Math.round(quote.summary.total * 100), label).toBe(total);
        const token = JSON.parse(
          (
            await rawRequest(PORT, '/api/payments/test-tokens', {
              host,
              body: JSON.stringify({ ccNumber: freshTestCard(), ccExpiration: '12/39', cvc: '123' }),
              localAddress: address,
            })
          ).text,
        ) as { token: string };
        const subscription = plans.find((p) => p.key === group.planKey)!.isSubscription;
        const field = subscription ? 'purchaseSubscription' : 'purchaseVoucher';
        const bought = (
          await gql<Record<string, { success: boolean; message: string | null }>>(
            `mutation ($input: VoucherPurchaseInput!) { ${field}(input: $input) { success message } }`,
            { input: { intent: quote.intent, paymentToken: token.token, hours: option.numHours, email, zipcode: ZIPCODE, phone: '6145550100' } },
          )
        ).data[field]!;
        expect(bought, label).toMatchObject({ success: true });
        expect(chargedCents(quote.intent) ?? 0, label).toBe(total);
      }
    }
    expect(turn).toBe(GROUPS.reduce((n, g) => n + optionsOf(g.planKey).length, 0));
  });
});

test.describe('one price through the browser', () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  test.beforeAll(async () => {
    mailbox = await startMailbox();
  });
  test.afterAll(async () => mailbox?.close());

  /** Landing → checkout → payment → receipt → account, checking the one price at each step. */
  async function journey(
    page: Page,
    {
      host,
      adGroup,
      campaign,
      group,
      hours,
    }: { host: string; adGroup: (typeof AD_GROUPS)[number]; campaign: (typeof CAMPAIGNS)[number]; group: (typeof GROUPS)[number]; hours: number },
  ) {
    const qa = await qaCookie(group.qa, host);
    if (qa) await page.context().addCookies([{ name: 'fe_qa', value: qa.slice('fe_qa='.length), url: brandUrl(host, '/') }]);
    const option = optionsOf(group.planKey).find((o) => o.numHours === hours)!;
    const price = applyLandingDiscount(option.priceCents, grantOf(adGroup, campaign));
    const total = price + salesTaxCents(price, TAX_BP);

    const response = await page.goto(brandUrl(host, landingPath(adGroup.id, campaign?.id ?? null)));
    expect(htmlPrices(await response!.text()).get(hours)).toBe(price);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId(`price-${hours}`)).toHaveText(usd(price));
    await page.getByRole('radio', { name: new RegExp(option.name) }).check();
    await page.getByTestId('continue-to-checkout').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Step 1 of 3: Terms' })).toBeVisible();
    await expect(page.getByTestId(`price-${hours}`)).toHaveText(usd(price));
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    const email = `journey-${group.planKey.toLowerCase()}-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Zipcode').fill(ZIPCODE);
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByTestId('order-total')).toHaveText(usd(total));
    const intent = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('checkout:v1') ?? '{}') as { quote?: { intent?: string } }).quote?.intent ?? '',
    );
    // A free first cleaning keeps the card for the membership that follows.
    await page.getByLabel('Card number').fill(freshTestCard());
    await page.getByLabel('Expiration (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Phone').fill('6145550100');
    await page.getByRole('button', { name: total > 0 ? `Pay ${usd(total)}` : 'Start my membership' }).click();
    await expect(page).toHaveURL(/\/survey\?code=HC-/);
    expect(chargedCents(intent) ?? 0).toBe(total);

    const receipt = await mailbox.waitFor(email, /receipt/);
    expect(receipt.body).toContain(`Total paid: ${usd(total)}`);
    expect(receipt.body).toContain(`Then, Forever Clean membership: ${usd(monthlyOf(group.planKey))}/month`);
    await openAccountFrom(page, receipt, (pathname) => brandUrl(host, pathname));
    await expect(page.getByTestId('voucher').getByTestId('order-total')).toHaveText(usd(total));
    await expect(page.getByTestId('voucher').getByTestId('order-membership')).toContainText(`${usd(monthlyOf(group.planKey))}/month`);
  }

  for (const [index, group] of GROUPS.entries()) {
    test(`${group.qa ?? 'control'}: the page, checkout, the charge, the receipt and the account agree`, async ({ page }) => {
      test.setTimeout(60_000);
      const hoursOffered = optionsOf(group.planKey).map((o) => o.numHours);
      await journey(page, {
        host: HOSTS[index % HOSTS.length]!,
        adGroup: AD_GROUPS[index % AD_GROUPS.length]!,
        campaign: CAMPAIGNS[Math.floor(index / 3) % CAMPAIGNS.length]!,
        group,
        hours: hoursOffered[index % hoursOffered.length]!,
      });
    });
  }

  test('Continue pressed as soon as the page can be clicked still checks out at the granted price', async ({ page }) => {
    // The page's scripts arrive only after the click: it is the browser's own link, and the visit is not established.
    let clicked!: () => void;
    const afterClick = new Promise<void>((resolve) => (clicked = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await afterClick;
      await route.continue();
    });
    await page.goto(brandUrl(BRANDS.primary.host, landingPath('152718340741', null)), { waitUntil: 'commit' });
    await page.getByTestId('continue-to-checkout').click();
    clicked();
    await expect(page.getByRole('heading', { level: 1, name: 'Step 1 of 3: Terms' })).toBeVisible();
    await expect(page.getByTestId('price-3')).toHaveText('$9');
    await page.getByRole('button', { name: 'Accept terms and continue' }).click();
    await page.getByLabel('Email').fill(`quick-${Date.now()}@example.com`);
    await page.getByLabel('Zipcode').fill(ZIPCODE);
    await page.getByRole('button', { name: 'See my price' }).click();
    await expect(page.getByTestId('order-total')).toHaveText(usd(900 + salesTaxCents(900, TAX_BP)));
    await expect(page.getByText('Discount: Afternoon Cleaning offer')).toBeVisible();
  });
});
