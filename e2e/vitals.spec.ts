import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInToStudio } from './studioSession';
import { BRANDS, brandUrl } from './support';

// Visitors who have not answered the consent banner yet.
test.use({ storageState: { cookies: [], origins: [] } });

const host = BRANDS.second.host;

/** An ad-group id no wording has, new on every run, so each run's figures are its own. */
const freshAdGroup = () => `9${Date.now().toString().slice(-11)}`;

type SpeedRow = { brandKey: string; pageType: string; adGroupId: string | null; metrics: Record<string, { p75: number; samples: number }> };
type CoverageRow = { adGroupId: string; visits: number; wording: unknown };

/**
 * What the studio shows for the ad group. Read from the server, not from the browser's requests: a beacon sent
 * as the page unloads reaches the server but not Playwright's request events.
 */
async function speedOf(studio: APIRequestContext, adGroup: string): Promise<SpeedRow | undefined> {
  const answer = await studio.get(`/api/studio/field-speed?brand=${BRANDS.second.key}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { rows: SpeedRow[] }).rows.find((r) => r.adGroupId === adGroup);
}
async function coverageOf(studio: APIRequestContext, adGroup: string): Promise<CoverageRow | undefined> {
  const answer = await studio.get('/api/studio/ad-groups/coverage');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { rows: CoverageRow[] }).rows.find((r) => r.adGroupId === adGroup);
}

test('with consent to analytics, a landing page view sends its Core Web Vitals when left, and the studio shows them', async ({ page, request }) => {
  await signInToStudio(request, 'analyst');
  const adGroup = freshAdGroup();
  await page.goto(brandUrl(host, `/deal?adgroupid=${adGroup}`));
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
  // The reporter is a chunk of its own, fetched once the visitor has accepted.
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).click();
  expect(await speedOf(request, adGroup)).toBeUndefined();

  // Leaving the page (pagehide) sends what was measured, in one beacon.
  await page.goto(brandUrl(host, '/reviews/'));
  await expect
    .poll(async () => Object.keys((await speedOf(request, adGroup))?.metrics ?? {}).sort(), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
  const row = (await speedOf(request, adGroup))!;
  expect(row).toMatchObject({ brandKey: BRANDS.second.key, pageType: 'deal' });
  for (const metric of Object.values(row.metrics)) expect(metric).toEqual({ p75: expect.any(Number), samples: 1 });
  expect(row.metrics.LCP!.p75).toBeGreaterThan(0);

  // The id has no wording: the ad-group coverage lists it with its visit (once the page's events batch has arrived).
  await expect.poll(async () => coverageOf(request, adGroup), { timeout: 10_000 }).toMatchObject({ visits: 1, wording: null });
});

test('without consent to analytics, no Core Web Vitals are sent, but the visit counts in the coverage', async ({ page, request }) => {
  await signInToStudio(request, 'analyst');
  const adGroup = freshAdGroup();
  await page.goto(brandUrl(host, `/deal?adgroupid=${adGroup}`));
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Only necessary' }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).click();
  await page.goto(brandUrl(host, '/reviews/'));
  // First-party events are part of running the site (docs/decisions.md): the visit arrives; the vitals never do.
  await expect.poll(async () => (await coverageOf(request, adGroup))?.visits, { timeout: 10_000 }).toBe(1);
  expect(await speedOf(request, adGroup)).toBeUndefined();
});
