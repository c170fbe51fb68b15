import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { skipPopups } from './helpers.ts';

const operator = () => ({ 'x-operator-key': process.env.E2E_OPERATOR_KEY ?? '' });
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** An account opened by the operator (default password, must change it at first login). */
async function createAccount(request: APIRequestContext, username: string, customerType: 1 | 3, password: string) {
  const res = await request.post('/api/admin/members', {
    headers: operator(),
    data: { username, customerType, password },
  });
  expect((await res.json()).success).toBe(true);
}

test('the agent page refuses a member account with error_not_agent', async ({ page, request }) => {
  const username = uniqueName('mbr');
  await createAccount(request, username, 3, 'Member123');
  await skipPopups(page, request);
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-page').getByTestId('login-form');
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByLabel(/^Password/).fill('Member123');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByTestId('login-error')).toHaveText(
    'This account is not an agent account and cannot log in to the agent site.',
  );
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await expect(page).toHaveURL(/\/agent$/);
});

test('an agent signs in on the agent page, changes the default password and lands on /agentHome', async ({
  page,
  request,
}) => {
  const username = uniqueName('agt');
  await createAccount(request, username, 1, 'Agent1234');
  await skipPopups(page, request);
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-page').getByTestId('login-form');
  await expect(form.getByRole('button', { name: /register/i })).toHaveCount(0);
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByLabel(/^Password/).fill('Agent1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('change-modal');
  await modal.getByLabel(/^New password/).fill('Agent5678');
  await modal.getByLabel(/^Confirm new password/).fill('Agent5678');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal.getByTestId('change-password-done')).toHaveText('Your password has been changed.');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByRole('heading', { name: 'Agent centre' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    source: window.localStorage.getItem('source'),
    account: window.sessionStorage.getItem('account'),
  }));
  expect(stored).toEqual({ source: 'agent', account: username });
  // Signed in, the agent entrance itself forwards to the agent centre.
  await page.goto('/agent');
  await expect(page).toHaveURL(/\/agentHome$/);
});
