import { expect, test } from '@playwright/test';
import { demoData } from './demo-data.ts';
import { announcements, gameMenus, skipPopups } from './helpers.ts';

for (const theme of ['dark', 'light'] as const) {
  test(`home shows server vendors and banners in the ${theme} theme`, async ({ page, request }) => {
    const menus = await gameMenus(request);
    const vendor = menus.flatMap((m) => m.vendors)[0];
    const banner = (await announcements(request)).find((a) => a.type === 'B' && a.title === demoData.bannerTitle);
    expect(vendor, 'game_menus has a vendor').toBeDefined();
    expect(banner, `the seeded banner "${demoData.bannerTitle}"`).toBeDefined();

    await skipPopups(page, request);
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByText(vendor?.displayName ?? '').first()).toBeVisible();
    await expect(page.getByTestId('banner-carousel').getByText(demoData.bannerTitle)).toBeVisible();
  });
}

test('the theme toggle switches and remembers the theme', async ({ page, request }) => {
  await skipPopups(page, request);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a popup announcement shows once per session', async ({ page, request }) => {
  const popup = (await announcements(request)).find((a) => a.type === 'PU' && a.title === demoData.popupTitle);
  expect(popup, `the seeded popup announcement "${demoData.popupTitle}"`).toBeDefined();
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: demoData.popupTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
