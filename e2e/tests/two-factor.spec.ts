import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dismissAfterLogin, PASSWORD, registerInPopup, skipPopups } from './helpers.ts';

const uniqueUsername = () => `tfa${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const totpCode = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('a member turns on the authenticator app; a sign-in from a new IP asks for its code and completes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const username = uniqueUsername();
  await skipPopups(page, request);
  await registerInPopup(page, request, username);
  await dismissAfterLogin(page);

  // Security centre: turn on the authenticator app with the manual key.
  await page.goto('/?mc=securityCenter');
  const centre = page.getByTestId('mc-security');
  const totpRow = centre.getByTestId('sc-row-totp');
  await expect(totpRow).toContainText('Off');
  await totpRow.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByTestId('sc-totp-dialog');
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.getByTestId('sc-totp-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('6-digit code').fill(totpCode(secret, -1));
  await dialog.getByTestId('sc-totp-submit').click();
  await expect(dialog).toBeHidden();
  await expect(totpRow).toContainText('On');
  await expect(centre.getByTestId('sc-trusted-ips')).toContainText('127.0.0.1');

  // Close the member centre and sign out.
  await page.getByRole('button', { name: 'Close the member centre' }).click();
  await expect(centre).toBeHidden();
  await page.getByTestId('account-name').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();

  // Sign in from another IP: the authenticator code is asked for, then the login completes.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' } });
  const other = await elsewhere.newPage();
  await skipPopups(other, request);
  await other.goto('/login');
  const form = other.getByRole('dialog', { name: 'Log in' }).getByTestId('login-form');
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  const step = other.getByTestId('two-factor-step');
  await expect(step).toBeVisible();
  await expect(step).toContainText('Authenticator app');
  await step.getByRole('textbox', { name: /^Verification code/ }).fill('000000');
  await step.getByTestId('tfa-submit').click();
  await expect(step.getByTestId('tfa-error')).toBeVisible();
  await step.getByRole('textbox', { name: /^Verification code/ }).fill(totpCode(secret, 1));
  await step.getByTestId('tfa-submit').click();
  await expect(step).toBeHidden();
  await dismissAfterLogin(other);
  await expect(other.getByTestId('account-name')).toContainText(username);
  await elsewhere.close();
});
