import { expect, test } from '@playwright/test';
import { skipPopups } from './helpers.ts';

test('switching to 中文 changes the texts and survives a reload', async ({ page, request }) => {
  await skipPopups(page, request);
  await page.goto('/');
  const header = page.locator('header.site-header');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();

  await expect(header.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(header.getByRole('button', { name: '注册' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => window.localStorage.getItem('hisLang'))).toBe('zh-CN');

  await page.reload();
  await expect(header.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('Arabic flips the page to right-to-left', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'ar'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('home-page')).toBeVisible();
});
