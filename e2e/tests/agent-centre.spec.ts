import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminCall } from './admin.ts';
import { dismissAfterLogin, fundByDeposit, skipPopups, waitForCatalogue } from './helpers.ts';
import { closeGame, playSlot, usd } from './vendor-play.ts';

/**
 * The agent centre's story (issue 28): the operator grants a top agent a daily-salary line; the agent
 * signs in on /agent, opens a sub-agent and a player in the register centre and offers the sub-agent
 * a daily salary, which it accepts when it signs in; the sub-agent opens its own player; both players
 * play; the settlement clock passes the day; both agents read the settled amounts in my income and
 * find them in their balances.
 */

const uniqueName = (prefix: string) => `${prefix}${(Date.now() % 1e8).toString(36)}${randomBytes(2).toString('hex')}`;
const START = 10_000n;
/** Rates in parts per million: the platform pays the top agent 10 %, it passes 5 % to its sub-agent. */
const TOP_RATE = 100_000n;
const SUB_RATE = 50_000n;

async function openAs(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Signs in on /agent with a default password and changes it; lands on the agent centre. */
async function agentSignIn(page: Page, username: string, password: string) {
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-page').getByTestId('login-form');
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('change-modal');
  await modal.getByLabel(/^New password/).fill(`${password}x`);
  await modal.getByLabel(/^Confirm new password/).fill(`${password}x`);
  await modal.getByRole('button', { name: 'Change password' }).click();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

/** Register centre: opens a sub-agent (2) or a player (3) directly below the signed-in agent. */
async function createDownline(page: Page, username: string, type: 2 | 3) {
  await page.goto('/agentHome?page=agentRegister');
  const form = page.getByTestId('ag-create-form');
  await form.getByTestId(`ag-create-type-${type}`).click();
  await form.getByTestId('ag-create-username').fill(username);
  await form.getByTestId('ag-create-password').fill('Start1234');
  await form.getByTestId('ag-create-confirm').fill('Start1234');
  await form.getByTestId('ag-create-submit').click();
  await expect(form.getByTestId('ag-create-done')).toContainText(username);
}

/** A player opened by an agent signs in on the site, changes its default password, funds and spins once. */
async function playerPlays(page: Page, request: Parameters<typeof fundByDeposit>[1], username: string) {
  await skipPopups(page, request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByLabel(/^Password/).fill('Start1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('change-modal');
  await modal.getByLabel(/^New password/).fill('Played1234');
  await modal.getByLabel(/^Confirm new password/).fill('Played1234');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await modal.getByRole('button', { name: 'OK' }).click();
  await dismissAfterLogin(page);
  await fundByDeposit(page, request, String(START));
  const spin = await playSlot(page);
  await closeGame(page, page.frameLocator('[data-testid="game-iframe"]'), START - spin.stake + spin.payout);
  return spin.stake;
}

/** 03:00 tomorrow in the platform zone (Asia/Ho_Chi_Minh, UTC+7): today's daily window has closed. */
function tomorrowAtThree(): string {
  const offset = 7 * 3_600_000;
  const local = new Date(Date.now() + offset);
  const nextMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - offset;
  return new Date(nextMidnight + 3 * 3_600_000).toISOString();
}

test('a daily salary from offer to income: two agents, their players, one settled day', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await waitForCatalogue(request, 'RNG');
  const [top, sub, p1, p2] = ['agTop', 'agSub', 'agPa', 'agPb'].map(uniqueName) as [string, string, string, string];
  await adminCall(request, 'POST', '/members', { username: top, customerType: 1, password: 'Agent1234' });
  await adminCall(request, 'PUT', `/agents/${top}/line`, {
    terms: { kind: 'daily', category: 'CONS', tiers: [{ minValidBet: '0', minActive: 0, rate: Number(TOP_RATE) }] },
  });

  await test.step('the top agent opens a sub-agent and a player, and offers the sub-agent 5 %', async () => {
    await skipPopups(page, request);
    await agentSignIn(page, top, 'Agent1234');
    await createDownline(page, sub, 2);
    await createDownline(page, p1, 3);
    await page.goto('/agentHome?page=agentDailySalary');
    await expect(page.getByTestId('ct-page-daily')).toBeVisible();
    await page.getByTestId('ct-downline-pick').selectOption(sub);
    await page.getByTestId('ct-offer-open').click();
    await page.getByTestId('ct-tier-rate-0').fill('5');
    await page.getByTestId('ct-offer-send').click();
    await expect(page.getByTestId('ct-offer-sent')).toBeVisible();
  });

  const subPage = await openAs(browser, baseURL);
  await test.step('the sub-agent signs in, accepts the offer and opens its own player', async () => {
    await skipPopups(subPage, request);
    await agentSignIn(subPage, sub, 'Start1234');
    const dialog = subPage.getByTestId('ct-request-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('5 %');
    await dialog.getByTestId('ct-accept').click();
    await expect(dialog).toBeHidden();
    await createDownline(subPage, p2, 3);
  });

  const stakes = await test.step('both players play a slot spin', async () => {
    const one = await playerPlays(await openAs(browser, baseURL), request, p1);
    const two = await playerPlays(await openAs(browser, baseURL), request, p2);
    return { one, two };
  });

  await test.step('the day settles: each agent reads its salary in my income and its balance', async () => {
    const settled = await request.post('/api/dev/agents/settle', { data: { at: tomorrowAtThree() } });
    expect((await settled.json()).value.settled).toBeGreaterThanOrEqual(1);
    const subGross = (stakes.two * SUB_RATE) / 1_000_000n;
    const topGross = ((stakes.one + stakes.two) * TOP_RATE) / 1_000_000n;
    const topNet = topGross - subGross;

    await page.goto('/agentHome?page=agentIncome');
    const mine = page.getByTestId('ag-income');
    await expect(mine).toContainText(usd(topGross));
    await expect(mine).toContainText(usd(subGross));
    await expect(mine).toContainText(usd(topNet));
    await expect(page.getByTestId('ag-header')).toContainText(usd(topNet));

    await subPage.goto('/agentHome?page=agentIncome');
    const theirs = subPage.getByTestId('ag-income');
    await expect(theirs).toContainText(usd(subGross));
    await expect(subPage.getByTestId('ag-header')).toContainText(usd(subGross));
  });
});
