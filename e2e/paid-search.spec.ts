import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BRANDS, brandUrl, setExperimentScriptDelay, tagHits, TAGS_ORIGIN } from './support';

// Desktop only: behaviour of the page before its first paint, not of the layout.
const host = BRANDS.second.host;

test.use({ storageState: { cookies: [], origins: [] } });

async function consent(context: BrowserContext, value: 'all' | 'necessary') {
  await context.addCookies([{ name: 'consent', value, url: brandUrl(host, '/') }]);
}

const visibility = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).visibility);
const experimentLoads = async (since: number) => (await tagHits()).filter((h) => h.body.source === 'experiment' && h.at >= since);

test.afterEach(async () => setExperimentScriptDelay(300));

test('a paid-search visit is hidden until the external experiment script has run, then shown', async ({ page, context }) => {
  await consent(context, 'all');
  await setExperimentScriptDelay(1500);
  const since = Date.now();
  await page.goto(brandUrl(host, '/deal?utm_source=goo'), { waitUntil: 'domcontentloaded' });
  expect(await visibility(page)).toBe('hidden');
  await expect.poll(() => visibility(page), { timeout: 3_500 }).toBe('visible');
  const loads = await experimentLoads(since);
  expect(loads).toHaveLength(1);
  // The script ran while the page was still hidden.
  expect(loads[0]?.body.visibility).toBe('hidden');
  expect((await tagHits()).some((h) => h.body.source === 'bot-detection' && h.at >= since)).toBe(true);
});

test('the page is revealed after 4 s when the experiment script is slower than that', async ({ page, context }) => {
  await consent(context, 'all');
  await setExperimentScriptDelay(8000);
  const since = Date.now();
  await page.goto(brandUrl(host, '/?utm_source=goo'), { waitUntil: 'domcontentloaded' });
  expect(await visibility(page)).toBe('hidden');
  await page.waitForTimeout(2000);
  expect(await visibility(page)).toBe('hidden');
  await expect.poll(() => visibility(page), { timeout: 4_000 }).toBe('visible');
  expect(await experimentLoads(since)).toHaveLength(0);
});

test('other traffic, and paid search without advertising consent, never load those scripts or hide the page', async ({ page, context }) => {
  const tagRequests = (p: Page) => {
    const urls: string[] = [];
    p.on('request', (r) => r.url().startsWith(TAGS_ORIGIN) && urls.push(r.url()));
    return urls;
  };
  await consent(context, 'all');
  const first = tagRequests(page);
  await page.goto(brandUrl(host, '/deal?utm_source=fb'), { waitUntil: 'domcontentloaded' });
  expect(await visibility(page)).toBe('visible');
  await page.waitForLoadState('networkidle');
  expect(first.filter((u) => /experiment|bot/.test(u))).toEqual([]);
  // A fresh page, so beacons the first one sends as it goes away are not counted against the second.
  await page.close();

  await context.clearCookies();
  await consent(context, 'necessary');
  const second = await context.newPage();
  const requested = tagRequests(second);
  await second.goto(brandUrl(host, '/deal?utm_source=goo'), { waitUntil: 'domcontentloaded' });
  expect(await visibility(second)).toBe('visible');
  await second.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});
