import { expect, test } from '@playwright/test';
import { demoData } from './demo-data.ts';
import { gameMenus, skipPopups } from './helpers.ts';

test('/agentHome without a session token redirects to /agent', async ({ page }) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { name: 'Agent sign-in' })).toBeVisible();
  await expect(page.locator('header.site-header')).toHaveCount(0);
});

test('/register opens the register popup over home', async ({ page }) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Username' })).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeAttached();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await page.getByTestId('not-found-page').getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('hovering a game type opens its vendor dropdown and choosing an RNG vendor opens its game hall', async ({
  page,
  request,
}) => {
  const rng = (await gameMenus(request)).find((m) => m.gameCategory === 'RNG');
  const vendor = rng?.vendors.find((v) => v.vassalage !== 'YB');
  expect(vendor, 'an RNG vendor').toBeDefined();

  await skipPopups(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByTestId('game-nav-RNG').hover();
  const dropdown = page.getByTestId('game-nav-dropdown-RNG');
  await expect(dropdown).toBeVisible();
  await dropdown.getByRole('link', { name: vendor?.displayName ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`/rngGames\\?page=${vendor?.vassalage ?? ''}$`));
  await expect(page.getByRole('heading', { name: `${vendor?.displayName ?? ''} game hall` })).toBeVisible();

  await page.mouse.move(5, 600);
  await expect(dropdown).toBeHidden();
});

test('a category page lists the vendors of its category', async ({ page, request }) => {
  const { vassalage, displayName } = demoData.liveVendor;
  const live = (await gameMenus(request)).find((m) => m.gameCategory === 'LIVE');
  expect(
    live?.vendors.map((v) => v.vassalage),
    `the seeded live vendor ${vassalage}`,
  ).toContain(vassalage);
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'Live Casino', level: 1 })).toBeVisible();
  await expect(page.getByTestId(`vendor-card-${vassalage}`)).toContainText(displayName);
  // Starting a game needs a login (SPEC §2): a visitor gets the login popup.
  await page.getByTestId(`vendor-card-${vassalage}`).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});
