import { expect, test } from '@playwright/test';
import { BRANDS, brandUrl } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

test('the consent banner asks first, and nothing third-party loads before or after a refusal', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!['www.tidy-nest.com', 'localhost', '127.0.0.1'].includes(host)) thirdParty.push(request.url());
  });
  await page.goto(brandUrl(BRANDS.second.host, '/deal'));
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe('necessary');

  // A whole purchase journey without consent stays first-party.
  await page.getByLabel('Your zipcode').fill('60614');
  await page.getByRole('button', { name: 'Check prices' }).click();
  await expect(page.getByTestId('member-rate')).toBeVisible();
  await page.reload();
  await expect(banner).toBeHidden();
  expect(thirdParty).toEqual([]);
});
