import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { qaGroupsCookie, signInToStudio, type StudioRole } from './studioSession';
import { BRANDS, brandUrl, buyDefaultVoucher, TAGS_ORIGIN } from './support';

// Desktop project only: a purchase that the funnel must count once.
const host = BRANDS.second.host;
const AD_GROUP = '160934275998';

/** The funnel is read as an analyst (its read-only role); the inbox is an editor's. */
async function studioRequest(request: APIRequestContext, role: StudioRole = 'analyst') {
  await signInToStudio(request, role);
}

test('funnel events fire once each, and the studio funnel shows the purchase under its brand and ad group', async ({ page, request, context }) => {
  // A QA tester pinned to the membership-model control group: the purchase also counts in that experiment's funnel.
  await context.addCookies([{ name: 'fe_qa', value: await qaGroupsCookie('membership_model_v1=control', host), url: brandUrl(host, '/') }]);
  const events: { name: string; properties?: Record<string, unknown> }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events') && r.method() === 'POST') events.push(...(JSON.parse(r.postData() ?? '{}') as { events: typeof events }).events);
  });

  await page.goto(brandUrl(host, `/?adgroupid=${AD_GROUP}`));
  const code = await buyDefaultVoucher(page, { email: `funnel-${Date.now()}@example.com` });

  const expected = [
    'publicweb.landing_page.loaded',
    'publicweb.first_cleaning_free_v1_cohort.checked',
    'publicweb.load.dhj',
    'publicweb.zipcode_submit',
    'publicweb.add_to_cart',
    'publicweb.accept_membership',
    'publicweb.lead',
    'publicweb.submit_payment',
    'publicweb.payment_success',
    'publicweb.deal_purchase',
  ];
  await expect.poll(() => expected.every((name) => events.some((e) => e.name === name)), { timeout: 8_000 }).toBe(true);
  for (const name of expected)
    expect(
      events.filter((e) => e.name === name),
      name,
    ).toHaveLength(1);
  // Each with its exact payload.
  const payload = (name: string) => events.find((e) => e.name === name)?.properties ?? {};
  expect(payload('publicweb.first_cleaning_free_v1_cohort.checked')).toEqual({ cohorts: 'membership_model_v1=control' });
  expect(payload('publicweb.load.dhj')).toEqual({ ms: expect.any(Number) });
  expect(payload('publicweb.zipcode_submit')).toEqual({ zipcode: '60614', supported: true });
  expect(payload('publicweb.add_to_cart')).toEqual({ hours: 3 });
  expect(payload('publicweb.accept_membership')).toEqual({ plan: 'CCF_1', hours: 3 });
  expect(payload('publicweb.lead')).toEqual({ plan: 'CCF_1', hours: 3, price: expect.any(Number) });
  expect(payload('publicweb.submit_payment')).toEqual(payload('publicweb.lead'));
  const purchase = { plan: 'CCF_1', hours: 3, price: payload('publicweb.lead').price, tax: expect.any(Number), code, isNewCustomer: true };
  expect(payload('publicweb.payment_success')).toEqual(purchase);
  expect(payload('publicweb.deal_purchase')).toEqual(purchase);

  await studioRequest(request);
  type Steps = { label: string; sessions: number }[];
  type Stats = { visitors: number; conversions: number; rateInterval: unknown; difference: unknown };
  const { funnel, experiments, filters, total } = (await (await request.get('/api/studio/funnel')).json()) as {
    funnel: { brandKey: string; adGroupId: string | null; adGroupName: string; adGroupKind: string; rawAdGroupIds: string[]; steps: Steps }[];
    experiments: { experimentId: string; group: string; steps: Steps; stats: Stats }[];
    filters: { brandKey: string | null; from: string; to: string };
    total: Steps;
  };
  // The last 30 days, today (UTC) included, unless the address asks for other days.
  const today = new Date().toISOString().slice(0, 10);
  expect(filters).toEqual({ brandKey: null, from: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10), to: today });
  const control = experiments.find((e) => e.experimentId === 'membership_model_v1' && e.group === 'control');
  expect(control?.steps.find((s) => s.label === 'Purchase')?.sessions).toBeGreaterThanOrEqual(1);
  expect(control?.stats.conversions).toBe(control?.steps.at(-1)?.sessions);
  // No step ever exceeds the one before, in any table.
  for (const steps of [total, ...funnel.map((r) => r.steps), ...experiments.map((r) => r.steps)]) {
    for (let i = 1; i < steps.length; i += 1) expect(steps[i]!.sessions).toBeLessThanOrEqual(steps[i - 1]!.sessions);
  }
  const row = funnel.find((r) => r.brandKey === 'tidy-nest' && r.adGroupId === AD_GROUP);
  expect(row).toMatchObject({ adGroupKind: 'named', adGroupName: 'Top-Rated Maid Service in Your City', rawAdGroupIds: [AD_GROUP] });
  expect(row?.steps.map((s) => [s.label, s.sessions])).toEqual([
    ['Visitors', 1],
    ['Zipcode', 1],
    ['Lead', 1],
    ['Payment', 1],
    ['Purchase', 1],
  ]);
  const refused = await request.get('/api/studio/funnel?from=11/01/2026');
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ error: 'from must be a date like 2026-11-01.' });
  expect((await request.get(`/api/studio/funnel?from=${today}&to=2020-01-01`)).status()).toBe(400);
  const csvResponse = await request.get(`/api/studio/funnel.csv?brand=tidy-nest&from=${filters.from}&to=${today}`);
  expect(csvResponse.headers()['content-type']).toMatch(/^text\/csv/);
  expect(csvResponse.headers()['content-disposition']).toMatch(/^attachment; filename="funnel-tidy-nest-/);

  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto('/studio/funnel');
  await expect(page.getByTestId(`funnel-tidy-nest-${AD_GROUP}`)).toContainText('tidy-nest');
  await expect(page.getByTestId('experiment-membership_model_v1-control')).toContainText('control');
  await expect(page.getByRole('img', { name: /^Funnel for All brands, / })).toBeVisible();

  // Filtering changes the address, so the view can be shared.
  const form = page.getByRole('form', { name: 'Funnel filters' });
  await form.getByLabel('Brand').selectOption({ label: 'Tidy Nest' });
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/funnel\\?brand=tidy-nest&from=${filters.from}&to=${today}$`));
  await expect(page.getByRole('img', { name: `Funnel for Tidy Nest, ${filters.from} to ${today}` })).toBeVisible();
  const tableRow = page.getByTestId(`funnel-tidy-nest-${AD_GROUP}`);
  await expect(tableRow).toContainText('Top-Rated Maid Service in Your City');
  await expect(tableRow).toContainText(AD_GROUP);
  await expect(page.getByRole('table', { name: /Funnel by brand and ad group/ })).toBeVisible();

  // The CSV carries the numbers the table shows.
  const shown = (await tableRow.locator('td').allInnerTexts()).slice(1, 6).map((text) => Number.parseInt(text.replaceAll(',', ''), 10));
  expect(shown).toEqual([1, 1, 1, 1, 1]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`funnel-tidy-nest-${filters.from}-to-${today}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  const line = csv.split('\r\n').find((l) => l.startsWith(`Ad groups,tidy-nest,Top-Rated Maid Service in Your City,${AD_GROUP},`));
  expect(line?.split(',').slice(8, 13).map(Number)).toEqual(shown);

  // A range before any visit: the empty state, and the address keeps the range.
  await form.getByLabel('From').fill('2020-01-01');
  await form.getByLabel('To (inclusive)').fill('2020-01-31');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?brand=tidy-nest&from=2020-01-01&to=2020-01-31$/);
  await expect(page.getByText('No visits in this range.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Funnel for/ })).toHaveCount(0);
  // A shared link opens the same view.
  await page.reload();
  await expect(page.getByText('No visits in this range.')).toBeVisible();
  await expect(form.getByLabel('From')).toHaveValue('2020-01-01');
});

test('the membership-model variant is in the first HTML; visitors get a stable id and their cohort', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });
  const first = await request.get('/deal', { headers: { Host: host } });
  // A first visit's page sets no cookie; once loaded, it establishes the visit.
  expect(first.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie')).toBe(false);
  const established = await request.post('/api/visit', { headers: { Host: host }, data: { path: '/deal' } });
  expect(established.status()).toBe(200);
  const cookies = established
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  expect(cookies.some((c) => /^sid=v[0-9a-f]{23}[A-Za-z0-9_-]{16};/.test(c))).toBe(true);
  // No experiment runs unless its share is configured, so nobody is in a cohort yet.
  expect(cookies.some((c) => /^fecohorts=/.test(c))).toBe(false);

  // A QA override counts only as the studio issued it: written by the visitor, it changes nothing.
  const forged = await request.get('/', { headers: { Host: host, Cookie: 'fe_qa=membership_model_v1=variant' } });
  expect(forged.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('fecohorts='))).toBe(false);
  expect(await forged.text()).not.toContain('membership-offer');

  const variant = await request.get('/', { headers: { Host: host, Cookie: `fe_qa=${await qaGroupsCookie('membership_model_v1=variant', host)}` } });
  const qaCookies = variant
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  expect(qaCookies.some((c) => /^fecohorts=membership_model_v1%3Dvariant;/.test(c))).toBe(true);
  const variantHtml = await variant.text();
  expect(variantHtml).toContain('Limited time offer: Get your first cleaning free!');
  expect(variantHtml).toContain('data-testid="membership-offer"');
  const control = await (
    await request.get('/', { headers: { Host: host, Cookie: `fe_qa=${await qaGroupsCookie('membership_model_v1=control', host)}` } })
  ).text();
  expect(control).toContain('Limited Time Offer: Get Your Home Cleaned For $19!');
  expect(control).not.toContain('membership-offer');
  await request.dispose();
});

test('the studio issues QA overrides to signed-in people only, and refuses groups that do not exist', async ({ playwright }) => {
  const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(`/api/studio/qa-groups?groups=${encodeURIComponent('pricing=monthly_19')}`, { maxRedirects: 0 })).status()).toBe(401);
  await anonymous.dispose();

  const studio = await playwright.request.newContext({ baseURL });
  await signInToStudio(studio, 'marketer');
  const typo = await studio.get(`/api/studio/qa-groups?groups=${encodeURIComponent('pricing=monthly_18')}`, { maxRedirects: 0 });
  expect(typo.status()).toBe(400);
  expect(((await typo.json()) as { error: string }).error).toContain('not known: pricing=monthly_18');
  const pinned = await studio.get(`/api/studio/qa-groups?groups=${encodeURIComponent('pricing=monthly_39')}&path=${encodeURIComponent('/checkout')}`, {
    maxRedirects: 0,
  });
  expect(pinned.status()).toBe(307);
  expect(pinned.headers().location).toBe('/checkout');
  // Sealed (nobody can read or change the groups), for a day at most.
  expect(pinned.headers()['set-cookie']).toMatch(/^fe_qa=[\w-]{40,}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(pinned.headers()['set-cookie']).not.toContain('monthly_39');
  const exit = await studio.get('/api/studio/qa-groups?exit=1', { maxRedirects: 0 });
  expect(exit.headers()['set-cookie']).toMatch(/^fe_qa=; Max-Age=0; Path=\/;/);
  await studio.dispose();
});

test('the reskinned landing page is its own static variant, in the first HTML', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });
  const html = async (groups: string, path = '/') =>
    (await request.get(path, { headers: { Host: host, Cookie: `fe_qa=${await qaGroupsCookie(groups, host)}` } })).text();
  expect(await html('reskinned_landing_v1=variant')).toContain('data-skin="reskin"');
  expect(await html('reskinned_landing_v1=control')).toContain('data-skin="classic"');
  expect(await html('reskinned_landing_v1=variant', `/deal?adgroupid=${AD_GROUP}`)).toContain('data-skin="reskin"');
  await request.dispose();
});

test('deals_performance_v2 runs only on real brands; its variant loads the deals data once the page is idle, control waits for intent', async ({
  page,
  context,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });
  const pinned = `fe_qa=${await qaGroupsCookie('deals_performance_v2=variant', host)}`;
  const cohortsOn = async (hostName: string) =>
    (await request.get('/', { headers: { Host: hostName, Cookie: pinned } }))
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value)
      .join('\n');
  expect(await cohortsOn(host)).toContain('fecohorts=deals_performance_v2%3Dvariant');
  // The local development brand has no production or staging app: not evaluated, whatever QA asks.
  expect(await cohortsOn('localhost')).not.toContain('deals_performance_v2');
  await request.dispose();

  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/graphql') && r.method() === 'POST') {
      const body = JSON.parse(r.postData() ?? '{}') as { operationName: string; variables: Record<string, unknown> };
      operations.push({ name: body.operationName, variables: body.variables });
    }
  });
  // Control: the reviews are in the page; nothing is asked of the API until the visitor shows intent.
  await context.addCookies([{ name: 'fe_qa', value: await qaGroupsCookie('deals_performance_v2=control', host), url: brandUrl(host, '/') }]);
  await page.goto(brandUrl(host, '/deal'));
  await expect(page.getByTestId('review-list').getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(operations).toEqual([]);
  await page.getByLabel('Your zipcode').focus();
  await expect.poll(() => operations.find((o) => o.name === 'DealsHome')?.variables.withReviews).toBe(false);

  // Variant: the deals data arrives without any interaction.
  operations.length = 0;
  await context.addCookies([{ name: 'fe_qa', value: await qaGroupsCookie('deals_performance_v2=variant', host), url: brandUrl(host, '/') }]);
  await page.goto(brandUrl(host, '/deal'));
  await expect.poll(() => operations.map((o) => o.name)).toContain('DealsHome');
  await expect(page.getByTestId('nearby-cleaners')).not.toContainText('Enter your zipcode to see prices');
  expect(operations.some((o) => o.name === 'FetchMoreReviews')).toBe(false);
});

test('a failing tracker and failing partners never break checkout', async ({ page, context }) => {
  // With advertising consent, so every partner is in play: the sink is down, every partner answers 500, and sendBeacon itself throws.
  await context.addCookies([{ name: 'consent', value: 'all', url: brandUrl(host, '/') }]);
  await page.route('**/api/events', (route) => route.abort());
  await page.route(`${TAGS_ORIGIN}/**`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.addInitScript(() => {
    navigator.sendBeacon = () => {
      throw new Error('beacon broken');
    };
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(brandUrl(host, '/deal'));
  await buyDefaultVoucher(page, { email: `broken-tracker-${Date.now()}@example.com` });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a referred purchase is credited to its referrer in the studio funnel', async ({ page, request }) => {
  await page.goto(brandUrl(host, '/referral/MARIA-G7Q2'));
  await expect(page.getByTestId('referral-host')).toBeVisible();
  await page.goto(brandUrl(host, '/deal'));
  await buyDefaultVoucher(page, { email: `referred-${Date.now()}@example.com` });

  await studioRequest(request);
  type Row = { code: string; hostName: string; purchasesCredited: number; steps: { label: string; sessions: number }[] };
  const { referrals } = (await (await request.get('/api/studio/funnel')).json()) as { referrals: Row[] };
  const maria = referrals.find((r) => r.code === 'MARIA-G7Q2');
  expect(maria).toMatchObject({ hostName: 'Maria G.' });
  expect(maria?.purchasesCredited).toBeGreaterThanOrEqual(1);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/studio/funnel')).json()) as { referrals: Row[] }).referrals.find((r) => r.code === 'MARIA-G7Q2')?.steps[0]?.sessions ??
        0,
    )
    .toBeGreaterThanOrEqual(1);

  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto('/studio/funnel');
  await expect(page.getByTestId('referral-MARIA-G7Q2')).toContainText('Maria G.');
});

test('a contact-form message lands in the studio inbox, where support closes it', async ({ page, request }) => {
  const message = `Please move my cleaning to next Friday morning (${Date.now()}).`;
  const sent = await request.post('/api/support/tickets', { headers: { Host: host }, data: { email: 'inbox@example.com', topic: 'booking', message } });
  expect(sent.status()).toBe(201);
  const { ticketNumber } = (await sent.json()) as { ticketNumber: number };

  await studioRequest(request, 'editor');
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto('/studio/inbox');
  const ticket = page.getByTestId(`ticket-${ticketNumber}`);
  await expect(ticket).toContainText(message);
  await expect(ticket).toContainText('Booking or rescheduling');
  await expect(ticket).toContainText('tidy-nest');
  await ticket.getByRole('button', { name: 'Close ticket' }).click();
  await expect(ticket).toBeHidden();
  await page.getByRole('button', { name: 'Closed' }).click();
  await expect(page.getByTestId(`ticket-${ticketNumber}`)).toContainText(message);
});
