import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminPut } from './admin.ts';
import { captchaAnswer, dismissAfterLogin, PASSWORD, skipPopups } from './helpers.ts';

const SMS_MODULES = ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'MOBILEVERCODELOGIN3'] as const;

/** A Vietnamese mobile number nobody has used yet in this run (the visitor's default dialing code is +84). */
const uniqueNumber = () => `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** The newest code the development SMS gateway kept for a number (ALLOW_DEV_ENDPOINTS, never in production). */
async function codeFromOutbox(request: APIRequestContext, mobileKey: string, notBefore = 0): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms?mobileNum=${encodeURIComponent(mobileKey)}`);
      const messages = ((await res.json()) as { value: { body: string; sentAt: string }[] }).value;
      const newest = messages.find((m) => Date.parse(m.sentAt) >= notBefore);
      found = newest ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? '') : '';
      return found;
    })
    .toMatch(/^\d{6}$/);
  return found;
}

let before: Record<string, '0' | '1'> = {};

test.beforeAll(async ({ request }) => {
  const state = await request.get('/api/admin/system/state', {
    headers: { 'x-operator-key': process.env.E2E_OPERATOR_KEY ?? '' },
  });
  const modules = ((await state.json()) as { value: { modules: { moduleId: string; enabled: '0' | '1' }[] } }).value
    .modules;
  before = Object.fromEntries(modules.map((m) => [m.moduleId, m.enabled]));
  for (const moduleId of SMS_MODULES) await adminPut(request, 'module', { moduleId, enabled: '1' });
});

test.afterAll(async ({ request }) => {
  // Leave the modules as this file found them.
  for (const moduleId of SMS_MODULES) {
    await adminPut(request, 'module', { moduleId, enabled: before[moduleId] ?? '0' });
  }
});

test('register by mobile number with the SMS code, then log in with an SMS code', async ({
  page,
  browser,
  request,
}) => {
  const number = uniqueNumber();
  const mobileKey = `+84${number}`;
  await skipPopups(page, request);
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const form = dialog.getByTestId('mobile-register-form');
  await form.getByLabel(/^Mobile number/).fill(number);
  const sentAt = Date.now() - 1000;
  await form.getByTestId('sms-send').click();
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  await expect(form.getByTestId('sms-send')).toHaveText(/Again in \d+ s/);
  await form.getByLabel(/^SMS code/).fill(await codeFromOutbox(request, mobileKey, sentAt));
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(PASSWORD);
  await form.getByRole('textbox', { name: /^Captcha/ }).fill(await captchaAnswer(request, form));
  await form.getByLabel('I confirm that I am 18 years of age or older').check();
  await form.getByLabel(/I have read and agree/).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await dismissAfterLogin(page);
  await expect(page.getByTestId('account-name')).toContainText(`m84${number}`);

  // A new visitor logs in to the same account with an SMS code.
  const other = await browser.newPage();
  await skipPopups(other, request);
  await other.goto('/login');
  const login = other.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'SMS code' }).click();
  const smsForm = login.getByTestId('sms-login-form');
  await smsForm.getByLabel(/^Mobile number/).fill(`0${number}`);
  const loginSentAt = Date.now() - 1000;
  await smsForm.getByTestId('sms-send').click();
  await expect(smsForm.getByText(/We sent you a code/)).toBeVisible();
  await smsForm.getByLabel(/^SMS code/).fill(await codeFromOutbox(request, mobileKey, loginSentAt));
  await smsForm.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await dismissAfterLogin(other);
  await expect(other.getByTestId('account-name')).toContainText(`m84${number}`);
  await other.close();
});

test('a failed code request shows the warning dialog', async ({ page, request }) => {
  await skipPopups(page, request);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'SMS code' }).click();
  const smsForm = login.getByTestId('sms-login-form');
  await smsForm.getByLabel(/^Mobile number/).fill('12');
  await smsForm.getByTestId('sms-send').click();
  await expect(smsForm.getByText('Please enter a valid mobile number.')).toBeVisible();

  // Switched off by the operator after the popup opened: the server refuses, the dialog says so.
  await adminPut(request, 'module', { moduleId: 'MOBILEVERCODELOGIN3', enabled: '0' });
  try {
    await smsForm.getByLabel(/^Mobile number/).fill(uniqueNumber());
    await page.waitForTimeout(1100);
    await smsForm.getByTestId('sms-send').click();
    const warning = page.getByTestId('sms-send-failed');
    await expect(warning).toContainText('This feature is not available right now.');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
  } finally {
    await adminPut(request, 'module', { moduleId: 'MOBILEVERCODELOGIN3', enabled: '1' });
  }
});
