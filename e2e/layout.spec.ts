import { expect, test } from '@playwright/test';
import { BRANDS, brandUrl } from './support';

test.describe('layout in the browser', () => {
  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto(brandUrl(BRANDS.second.host, '/'));
    // Start typing once the page has loaded and hydrated, as a keyboard user would.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('a campaign’s discount lowers the banner and option prices in the first HTML, floored at $1', async ({ page, context }) => {
    await page.goto(brandUrl(BRANDS.primary.host, '/deal?utm_campaign=spring-clean'));
    await expect(page.getByRole('complementary', { name: 'Current offer' })).toHaveText('Limited Time Offer: Get Your Home Cleaned For $14!');
    await expect(page.getByTestId('price-3')).toHaveText('$14');
    await expect(page.getByTestId('price-2')).toHaveText('$4');
    await page.goto(brandUrl(BRANDS.primary.host, '/deal?utm_campaign=deep-discount'));
    await expect(page.getByTestId('price-2')).toHaveText('$1');
    await expect(page.getByTestId('price-6')).toHaveText('$19');
    // The campaign runs on one brand only; an ended campaign and a bare discount grant nothing.
    for (const [host, query] of [
      [BRANDS.second.host, '?utm_campaign=deep-discount'],
      [BRANDS.primary.host, '?utm_campaign=summer-2025'],
      [BRANDS.primary.host, '?discount=bogus'],
    ] as const) {
      await context.clearCookies();
      await page.goto(brandUrl(host, `/deal${query}`));
      await expect(page.getByTestId('price-3'), `${host}${query}`).toHaveText('$19');
    }
  });

  test('client-side navigation stays on the brand', async ({ page }) => {
    await page.goto(brandUrl(BRANDS.second.host, '/'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByTestId('continue-to-checkout').click();
    await expect(page).toHaveURL(brandUrl(BRANDS.second.host, '/checkout?pre_hours=3'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 3: Terms');
    await expect(page.getByRole('img', { name: 'Tidy Nest' }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('footer links are plain links to the brand’s pages', async ({ page }) => {
    await page.goto(brandUrl(BRANDS.second.host, '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chicago, IL' }).click();
    await expect(page).toHaveURL(brandUrl(BRANDS.second.host, '/us/il/chicago'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('House cleaning in Chicago');
    await expect(page.getByRole('img', { name: 'Tidy Nest' }).first()).toBeVisible();
  });
});

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('the Cleaning service dropdown lists the services and navigates', async ({ page }) => {
    await page.goto(brandUrl(BRANDS.primary.host, '/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Cleaning service' }).click();
    await expect(nav.getByRole('link')).toHaveCount(9 + 4);
    await nav.getByRole('link', { name: 'Deep cleaning' }).click();
    await expect(page).toHaveURL(/\/services\/deep-cleaning$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deep cleaning for the spots everyday cleans miss');
    await expect(page.getByRole('complementary', { name: 'Current offer' })).toHaveText('Deep Cleaning Starting At $19');
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile only');

  test('works by keyboard: opens, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto(brandUrl(BRANDS.second.host, '/'));
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tidy Nest menu' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes on the backdrop and when a link is chosen', async ({ page }) => {
    await page.goto(brandUrl(BRANDS.second.host, '/'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 10, y: 300 } });
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
  });
});
