import { expect, test } from '@playwright/test';
import { captchaAnswer, dismissAfterLogin, PASSWORD, registerInPopup, skipPopups } from './helpers.ts';

const uniqueUsername = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

test('register by username in the popup and land logged in', async ({ page, request }) => {
  const username = uniqueUsername();
  await skipPopups(page, request);
  await registerInPopup(page, request, username);
  await expect(page).toHaveURL(/\/$/);
  await dismissAfterLogin(page);
  await expect(page.getByTestId('account-name')).toContainText(username);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('account'))).toBe(username);

  // The session survives a reload: member info is fetched at start with the stored token.
  await page.reload();
  await expect(page.getByTestId('account-name')).toContainText(username);
});

test('a wrong password brings the captcha; the right password with the captcha logs in', async ({
  page,
  browser,
  request,
}) => {
  const username = uniqueUsername();
  const setup = await browser.newPage();
  await skipPopups(setup, request);
  await registerInPopup(setup, request, username);
  await setup.close();

  await skipPopups(page, request);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const form = dialog.getByTestId('login-form');
  await form.getByRole('textbox', { name: /^Username/ }).fill(`  ${username}  `);
  const captchaBox = form.getByTestId('captcha-box');
  for (let attempt = 0; attempt < 3 && !(await captchaBox.isVisible()); attempt += 1) {
    await form.getByLabel(/^Password/).fill('WrongPass1');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByTestId('login-error')).toBeVisible();
  }
  await expect(captchaBox).toBeVisible();
  await expect(captchaBox.getByRole('img', { name: 'Captcha picture' })).toBeVisible();

  await form.getByLabel(/^Password/).fill(PASSWORD);
  await captchaBox.getByRole('textbox').fill(await captchaAnswer(request, captchaBox));
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await dismissAfterLogin(page);
  await expect(page.getByTestId('account-name')).toContainText(username);
});

test('sign-out asks for confirmation, and the old token is refused afterwards', async ({ page, request }) => {
  const username = uniqueUsername();
  await skipPopups(page, request);
  await registerInPopup(page, request, username);
  await dismissAfterLogin(page);
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const info = await page.request.get('/api/wps/member/info', { headers: { 'x-session-token': token ?? '' } });
  expect(((await info.json()) as { value: { account: string } }).value.account).toBe(username);

  // The member centre opens over the page with the real account.
  await page.getByTestId('account-name').click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const centre = page.getByTestId('member-centre');
  await expect(centre).toBeVisible();
  await expect(page).toHaveURL(/[?&]mc=securityCenter/);
  await expect(centre.getByTestId('mc-account')).toHaveText(username);
  await centre.getByRole('button', { name: 'Close the member centre' }).click();
  await expect(centre).toBeHidden();

  await page.getByTestId('account-name').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByTestId('sign-out-dialog');
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('account-name')).toBeVisible();

  await page.getByTestId('account-name').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();

  const refused = await page.request.get('/api/wps/member/info', { headers: { 'x-session-token': token ?? '' } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { success: boolean }).success).toBe(false);
});
