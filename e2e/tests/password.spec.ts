import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SmtpCapture } from '../../apps/server/src/modules/mail/smtp-capture.ts';
import { adminPut } from './admin.ts';
import { encrypted, skipPopups, solveBotCheck } from './helpers.ts';

const operator = () => ({ 'x-operator-key': process.env.E2E_OPERATOR_KEY ?? '' });
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** A member with an e-mail address, registered through the real API (captcha from the dev endpoint). */
async function registerWithEmail(request: APIRequestContext, username: string, email: string, password: string) {
  const { captchaId } = (await (await request.get('/api/wps/captcha')).json()).value;
  const { answer } = (await (await request.get(`/api/dev/captcha?captchaId=${captchaId}`)).json()).value;
  const payload = {
    username,
    password,
    confirmPassword: password,
    email,
    captchaId,
    captcha: answer,
    adultConfirmed: true,
    termsAccepted: true,
    altcha: await solveBotCheck(request),
  };
  const res = await request.put('/api/wps/member/register', { data: await encrypted(request, payload) });
  expect((await res.json()).success).toBe(true);
}

async function logInInPopup(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

let smtp: SmtpCapture;
test.beforeAll(async () => {
  smtp = await SmtpCapture.start(Number(process.env.E2E_SMTP_PORT ?? 2602));
});
test.afterAll(async () => smtp.close());

test('forgot password by e-mail: the mailed link sets a new password, which then logs in', async ({
  page,
  request,
}) => {
  const username = uniqueName('mail');
  const email = `${username}@mail.example`;
  await registerWithEmail(request, username, email, 'Secret123');
  await skipPopups(page, request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('login-form').getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByTestId('forgot-email-form');
  await forgot.getByRole('textbox', { name: /^Username/ }).fill(username);
  await forgot.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('forgot-email-sent')).toContainText(email);
  await page.getByTestId('forgot-modal').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('forgot-modal')).toBeHidden();

  const mail = await smtp.waitFor(email);
  const link = /(http:\/\/\S+\/resetPassword\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link, 'the mail carries the reset link').toBeTruthy();
  await page.goto(link ?? '/');
  const reset = page.getByTestId('reset-password-form');
  await reset.getByLabel(/^New password/).fill('Renewed456');
  await reset.getByLabel(/^Confirm new password/).fill('Renewed456');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
  await page.getByRole('button', { name: 'Log in now' }).click();
  await expect(page).toHaveURL(/\/$/);
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByLabel(/^Password/).fill('Renewed456');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-name')).toContainText(username);

  // The link was used up.
  await page.goto(link ?? '/');
  const again = page.getByTestId('reset-password-form');
  await again.getByLabel(/^New password/).fill('Another789');
  await again.getByLabel(/^Confirm new password/).fill('Another789');
  await again.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-error')).toContainText('already been used');
});

test('an operator-created account must change its default password first, then lands on /', async ({
  page,
  request,
}) => {
  const username = uniqueName('dflt');
  const created = await request.post('/api/admin/members', {
    headers: operator(),
    data: { username, password: 'Default123' },
  });
  expect((await created.json()).value).toMatchObject({ username, mustChangePassword: true });
  await skipPopups(page, request);
  await page.goto('/promotions');
  await logInInPopup(page, username, 'Default123');
  const modal = page.getByTestId('change-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel(/^Current password/)).toHaveCount(0);
  await modal.getByLabel(/^New password/).fill('Chosen456');
  await modal.getByLabel(/^Confirm new password/).fill('Chosen456');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal.getByTestId('change-password-done')).toHaveText('Your password has been changed.');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-name')).toContainText(username);

  const login = await request.post('/api/wps/session/login', {
    data: await encrypted(request, {
      type: 'username',
      username,
      password: 'Chosen456',
      altcha: await solveBotCheck(request),
    }),
  });
  expect((await login.json()).value).toMatchObject({ passwordExpired: false });
});

test('free play opens a trial account; actions needing a real account say so', async ({ page, request }) => {
  const state = (await (await request.get('/api/admin/system/state', { headers: operator() })).json()).value as {
    modules: { moduleId: string; enabled: string }[];
  };
  const before = state.modules.find((m) => m.moduleId === 'FREEPLAY3')?.enabled ?? '0';
  await adminPut(request, 'module', { moduleId: 'FREEPLAY3', enabled: '1' });
  try {
    await skipPopups(page, request);
    await page.goto('/promotions');
    await page.getByTestId('free-play-header').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-name')).toContainText('trial');

    // The member centre is for real accounts: the notice with its confirm button.
    await page.getByTestId('account-name').click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    const notice = page.getByTestId('need-real-account');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();

    // The server refuses the trial account too (change password is a real-account action).
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
    const change = await request.post('/api/wps/member/password', {
      headers: { 'x-session-token': token ?? '' },
      data: await encrypted(request, { newPassword: 'Trial1234', confirmNewPassword: 'Trial1234' }),
    });
    expect((await change.json()).code).toBe('in_need_true_account');
  } finally {
    await adminPut(request, 'module', { moduleId: 'FREEPLAY3', enabled: before });
  }
});
