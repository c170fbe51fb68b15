import { expect, test } from '@playwright/test';
import { setBlockedCountries, setMaintenance } from './admin.ts';
import { apiValue } from './helpers.ts';

/** The web re-checks the status every 30 s (and on focus). */
const STATUS_POLL = 45_000;

test.describe('maintenance', () => {
  test.afterEach(async ({ request }) => {
    await setMaintenance(request, false);
  });

  test('appears when switched on and disappears when switched off, without a reload', async ({ page, request }) => {
    test.setTimeout(150_000);
    await setMaintenance(request, true, 'Back at 04:00 UTC');
    await page.goto('/');
    const maintenance = page.getByTestId('maintenance-page');
    await expect(maintenance).toBeVisible();
    await expect(maintenance.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(page.getByTestId('maintenance-message')).toHaveText('Back at 04:00 UTC');
    await maintenance.getByRole('button', { name: 'Contact customer service' }).click();
    await expect(maintenance.getByRole('link').first()).toBeVisible();

    await setMaintenance(request, false);
    await expect(page.getByTestId('home-page')).toBeVisible({ timeout: STATUS_POLL });
    await expect(maintenance).toBeHidden();

    await setMaintenance(request, true);
    await expect(page.getByTestId('maintenance-page')).toBeVisible({ timeout: STATUS_POLL });
  });
});

test.describe('region block', () => {
  const ip = '1.0.1.1';

  test.afterEach(async ({ request }) => {
    await setBlockedCountries(request, []);
  });

  test('shows the visitor IP and country code when the country is blocked', async ({ browser, request }) => {
    const location = await apiValue<{ ip: string; countryCode: string | null }>(request, '/wps/system/location', {
      'x-forwarded-for': ip,
    });
    expect(location.ip).toBe(ip);
    expect(location.countryCode).toMatch(/^[A-Z]{2}$/);
    await setBlockedCountries(request, [location.countryCode ?? '']);

    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const blocked = page.getByTestId('region-blocked-page');
      await expect(blocked).toBeVisible();
      await expect(blocked.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
      await expect(page.getByTestId('visitor-ip')).toHaveText(ip);
      await expect(page.getByTestId('visitor-country')).toHaveText(location.countryCode ?? '');
      await expect(blocked.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
