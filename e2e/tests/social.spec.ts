import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../../apps/server/src/test/oidc-test-provider.ts';
import { adminPut } from './admin.ts';
import { dismissAfterLogin, skipPopups } from './helpers.ts';

/**
 * Social sign-in against a REAL OpenID Connect provider (the oidc-provider package) started here,
 * with its own login and consent pages, configured through the operator API like a real brand.
 */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 8304);
const SECRET = `e2e-secret-${Date.now()}`;
const player = `sp${Date.now().toString(36)}`;
let idp: TestOidcProvider;

async function setProvider(request: APIRequestContext, enabled: boolean): Promise<void> {
  const res = await request.put('/api/admin/social/providers/acme', {
    headers: { 'x-operator-key': process.env.E2E_OPERATOR_KEY ?? '' },
    data: { displayName: 'Acme ID', issuer: idp.issuer, clientId: 'portal-e2e', clientSecret: SECRET, enabled },
  });
  if (!res.ok()) throw new Error(`social provider setup failed: ${res.status()} ${await res.text()}`);
}

async function continueWithAcme(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('link', { name: 'Continue with Acme ID' }).click();
}

test.beforeAll(async ({ request }) => {
  const base = process.env.E2E_BASE_URL ?? '';
  idp = await startOidcProvider({
    port: OIDC_PORT,
    clientId: 'portal-e2e',
    clientSecret: SECRET,
    redirectUris: [`${base}/api/wps/session/social/acme/callback`],
    accounts: { [player]: { email: `${player}@mail.example`, email_verified: true, name: 'Social Player' } },
  });
  await setProvider(request, true);
  await adminPut(request, 'module', { moduleId: 'SOCIALLOGIN3', enabled: '1' });
});

test.afterAll(async ({ request }) => {
  await setProvider(request, false).catch(() => {});
  await adminPut(request, 'module', { moduleId: 'SOCIALLOGIN3', enabled: '0' }).catch(() => {});
  await idp?.close();
});

test('sign in with an OpenID Connect provider, sign out, and come back to the same account', async ({
  page,
  request,
}) => {
  await skipPopups(page, request);
  await page.goto('/promotions');
  await continueWithAcme(page);

  // The provider's own pages (a different origin): login, then consent.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(player);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on the portal, on the page the sign-in started from, signed in, the code gone from the URL.
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId('account-name')).toContainText(player);
  await dismissAfterLogin(page);
  const memberId = await page.evaluate(() => window.sessionStorage.getItem('customerId'));
  expect(memberId).toBeTruthy();

  await page.getByTestId('account-name').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Sign-out clears the session keys, the seen-announcements mark with them: reload to set it again.
  await page.reload();

  // The provider still knows the browser: straight back, to the same account.
  await continueWithAcme(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-name')).toContainText(player);
  await dismissAfterLogin(page);
  expect(await page.evaluate(() => window.sessionStorage.getItem('customerId'))).toBe(memberId);
});

test('a cancelled sign-in explains itself and leaves the visitor signed out', async ({ page, request }) => {
  await skipPopups(page, request);
  await page.goto('/');
  await page.context().clearCookies();
  await continueWithAcme(page);
  await page.getByRole('link', { name: /Cancel/ }).click();
  const dialog = page.getByTestId('social-error');
  await expect(dialog).toContainText('The sign-in was cancelled.');
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
});
