import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminCall } from './admin.ts';
import { dismissAfterLogin, registerInPopup, skipPopups } from './helpers.ts';

const uniqueUsername = () => `wal${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
const PAY_PASSWORD = '135790';
const BALANCE_PATH = '/api/wps/v2/wallets/balance';

/** The header's balance amount (the live one every page shares). */
const headerBalance = (page: Page) => page.getByTestId('header-balance-amount');

/**
 * Opens a member-centre page and waits for its root: from its menu while the panel is open (the
 * same document, so the balance socket stays up), else by the deep link `/?mc=<page>`.
 */
async function openCentre(page: Page, mc: string, testId: string) {
  if (await page.getByTestId('member-centre').isVisible()) await page.getByTestId(`mc-menu-${mc}`).click();
  else await page.goto(`/?mc=${mc}`);
  await expect(page).toHaveURL(new RegExp(`[?&]mc=${mc}\\b`));
  await expect(page.getByTestId(testId)).toBeVisible();
}

/** A seamless game vendor of the demo brand (docs/vendor-wallet-api.md). */
const VENDOR = 'NSL';

/** A signed call of the seamless vendor wallet API, as the vendor's server makes it. */
async function vendorCall(request: APIRequestContext, secret: string, op: 'debit' | 'credit', body: object) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
  const res = await request.post(`/api/vendor/wallet/${op}`, {
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': VENDOR,
      'x-timestamp': timestamp,
      'x-signature': signature,
    },
    data: raw,
  });
  const answer = (await res.json()) as { success: boolean; value: { balance: string } };
  if (!answer.success) throw new Error(`vendor ${op} failed: ${res.status()} ${JSON.stringify(answer)}`);
  return answer.value;
}

test('wallet end to end: bank deposit approved live, a game round, withdrawal paid and received, transfer to a game wallet and back, records and profit', async ({
  page,
  request,
}) => {
  // Many pages and a live game round in one story: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const username = uniqueUsername();
  const balanceGets: string[] = [];
  const pushed: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes(BALANCE_PATH)) balanceGets.push(r.url());
  });
  page.on('websocket', (ws) => ws.on('framereceived', (f) => pushed.push(String(f.payload))));

  /** Runs `action` elsewhere (operator, vendor) and sees the header show `text` pushed over the socket. */
  const pushedToHeader = async (action: () => Promise<unknown>, text: string, minor: string) => {
    const gets = balanceGets.length;
    const frames = pushed.length;
    await action();
    await expect(headerBalance(page)).toHaveText(text);
    expect(balanceGets.length, 'no balance request: the new balance came over the socket').toBe(gets);
    const balances = pushed
      .slice(frames)
      .map((p) => JSON.parse(p) as { type: string; value?: { sumBalance: string } })
      .filter((m) => m.type === 'balance');
    expect(balances.map((m) => m.value?.sumBalance)).toContain(minor);
  };

  await skipPopups(page, request);
  await registerInPopup(page, request, username);
  await dismissAfterLogin(page);
  await expect(headerBalance(page)).toHaveText('$0.00');
  expect(balanceGets.length, 'balance requests are seen, so "none" below means something').toBeGreaterThan(0);

  // ── Deposit by bank transfer ────────────────────────────────────────────────────────────────
  await openCentre(page, 'depositv2', 'dp-page');
  await page.getByTestId('dp-channel-BANK_TRANSFER').click();
  await expect(page.getByTestId('dp-channel-BANK_TRANSFER')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('dp-bank')).toContainText('0123 4567 8901');
  await page.getByTestId('dp-amount').fill('500.00');
  await page.getByTestId('dp-reference').fill(`E2E ${username}`);
  await page.getByTestId('dp-submit').click();
  const notice = page.getByTestId('dp-notice');
  await expect(notice).toContainText(/Deposit D\d{8}[A-Z0-9]{6} of \$500\.00 submitted/);
  const depositNo = /D\d{8}[A-Z0-9]{6}/.exec((await notice.textContent()) ?? '')![0];
  const depositRow = page.getByTestId(`dp-order-${depositNo}`);
  await expect(depositRow).toContainText('$500.00');
  await expect(depositRow).toContainText('Pending');
  await expect(headerBalance(page)).toHaveText('$0.00');

  // The operator approves; the header shows the new balance without a reload or a balance request.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await pushedToHeader(
    async () => {
      const approved = await adminCall(request, 'POST', `/deposits/${depositNo}/approve`, { note: 'e2e' });
      expect(approved).toMatchObject({ status: 'credited', username, amount: '50000' });
    },
    '$500.00',
    '50000',
  );
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // The deposit page looks again when it is opened: the order is credited.
  await openCentre(page, 'securityCenter', 'sc-protection');
  await openCentre(page, 'depositv2', 'dp-page');
  await expect(depositRow).toContainText('Credited');

  // ── A game round at a seamless vendor: bet 500.00, win 525.00 (the turnover the withdrawal needs) ──
  const { secret } = await adminCall<{ secret: string }>(request, 'POST', `/vendors/${VENDOR}/wallet-key`);
  const memberToken = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const session = await request.post('/api/dev/vendor-session', { data: { token: memberToken, vendor: VENDOR } });
  expect(session.ok(), 'the development route opens a vendor session (ALLOW_DEV_ENDPOINTS)').toBe(true);
  const { token, playerId } = ((await session.json()) as { value: { token: string; playerId: string } }).value;
  const round = { roundId: `r-${randomBytes(6).toString('hex')}`, gameCode: 'jade-fortune' }; // a Nova Slots title of the catalogue
  const debitTxId = `bet-${randomBytes(6).toString('hex')}`;
  await pushedToHeader(
    async () => {
      const bet = { token, playerId, txId: debitTxId, ...round, amount: '50000' };
      expect(await vendorCall(request, secret, 'debit', bet)).toMatchObject({ balance: '0' });
    },
    '$0.00',
    '0',
  );
  await pushedToHeader(
    async () => {
      const win = { playerId, txId: `win-${randomBytes(6).toString('hex')}`, debitTxId, ...round, amount: '52500' };
      expect(await vendorCall(request, secret, 'credit', win)).toMatchObject({ balance: '52500' });
    },
    '$525.00',
    '52500',
  );

  // ── Payment password in the security centre ─────────────────────────────────────────────────
  await openCentre(page, 'securityCenter', 'sc-protection');
  const paymentRow = page.getByTestId('sc-row-payment');
  await expect(paymentRow).toContainText('Not set');
  await paymentRow.getByRole('button', { name: 'Set up' }).click();
  const ppDialog = page.getByTestId('sc-payment-dialog');
  await ppDialog.getByLabel('New payment password', { exact: true }).fill(PAY_PASSWORD);
  await ppDialog.getByLabel('Repeat the new payment password', { exact: true }).fill(PAY_PASSWORD);
  await ppDialog.getByRole('button', { name: 'Save' }).click();
  await expect(ppDialog).toBeHidden();
  await expect(paymentRow).toContainText('Set');
  await expect(paymentRow).not.toContainText('Not set');

  // ── Withdraw: bind a card, request, operator approves and pays, member confirms ─────────────
  await openCentre(page, 'withdraw', 'wd-page');
  await expect(page.getByTestId('wd-pp-notice')).toHaveCount(0);
  await expect(page.getByTestId('wd-balance')).toHaveText('$525.00');
  await expect(page.getByTestId('wd-turnover')).toContainText('Turnover requirement met.');
  await page.getByTestId('wd-add-card').click();
  const cardForm = page.getByTestId('wd-card-form');
  await cardForm.getByLabel('Bank', { exact: true }).fill('Vietcombank');
  await cardForm.getByLabel('Account number').fill('0123456789');
  await cardForm.getByLabel('Account holder name').fill('Wallet Tester');
  await cardForm.getByLabel('Payment password').fill(PAY_PASSWORD);
  await page.getByTestId('wd-card-submit').click();
  await expect(cardForm).toBeHidden();
  const cards = page.getByTestId('wd-cards');
  await expect(cards).toContainText('Vietcombank');
  await expect(cards).toContainText('6789');
  await expect(cards).not.toContainText('0123456789');
  await expect(cards).toContainText('Wallet Tester');

  await page.getByTestId('wd-amount').fill('120.00');
  await page.getByTestId('wd-password').fill(PAY_PASSWORD);
  await page.getByTestId('wd-submit').click();
  const order = page.getByTestId('wd-order').first();
  await expect(order).toHaveAttribute('data-status', 'pending');
  await expect(order).toContainText('$120.00');
  await expect(page.getByTestId('wd-balance')).toHaveText('$405.00');
  await expect(headerBalance(page)).toHaveText('$405.00');
  const withdrawNo = /W\d{8,24}/.exec((await order.textContent()) ?? '')![0];

  await adminCall(request, 'POST', `/withdrawals/${withdrawNo}/approve`, { note: 'ok' });
  const paid = await adminCall<{ status: string; username: string; amount: string }>(
    request,
    'POST',
    `/withdrawals/${withdrawNo}/pay`,
    { note: 'sent' },
  );
  expect(paid).toMatchObject({ status: 'paid', username, amount: '12000' });

  // The withdraw page looks again when it is opened: leave it and come back.
  await openCentre(page, 'securityCenter', 'sc-protection');
  await openCentre(page, 'withdraw', 'wd-page');
  await expect(order).toHaveAttribute('data-status', 'paid');
  await expect(order).toContainText('Paid out');
  await expect(order.getByTestId('wd-confirm')).toContainText('Counts as received in');
  await order.getByTestId('wd-received').click();
  await expect(order).toHaveAttribute('data-status', 'received');
  await expect(order.getByTestId('wd-confirm')).toHaveCount(0);
  for (const step of ['pending', 'approved', 'paid', 'received']) {
    await expect(order.locator(`.wd-step--${step}`)).toHaveClass(/is-done/);
  }
  await expect(headerBalance(page)).toHaveText('$405.00');

  // ── Transfer main → Royal Live and back ─────────────────────────────────────────────────────
  await openCentre(page, 'transferFund', 'tf-page');
  await expect(page.getByTestId('tf-total')).toHaveText('$405.00');
  await expect(page.getByTestId('tf-wallet-MAIN')).toContainText('$405.00');
  await expect(page.getByTestId('tf-wallet-RYL')).toContainText('$0.00');
  await page.getByTestId('tf-from').selectOption('MAIN');
  await page.getByTestId('tf-to').selectOption('RYL');
  await page.getByTestId('tf-amount').fill('50.00');
  await page.getByTestId('tf-submit').click();
  await expect(page.getByTestId('tf-notice')).toHaveText('$50.00 transferred to Royal Live.');
  await expect(page.getByTestId('tf-wallet-MAIN')).toContainText('$355.00');
  await expect(page.getByTestId('tf-wallet-RYL')).toContainText('$50.00');
  await expect(page.getByTestId('tf-total')).toHaveText('$405.00');
  await expect(headerBalance(page)).toHaveText('$405.00');

  await page.getByTestId('tf-swap').click();
  await expect(page.getByTestId('tf-from')).toHaveValue('RYL');
  await expect(page.getByTestId('tf-to')).toHaveValue('MAIN');
  await page.getByTestId('tf-amount').fill('50.00');
  await page.getByTestId('tf-submit').click();
  await expect(page.getByTestId('tf-notice')).toHaveText('$50.00 transferred to Main wallet.');
  await expect(page.getByTestId('tf-wallet-MAIN')).toContainText('$405.00');
  await expect(page.getByTestId('tf-wallet-RYL')).toContainText('$0.00');

  // ── Account record ──────────────────────────────────────────────────────────────────────────
  await openCentre(page, 'transactionHistory', 'rc-transactions');
  const rows = page.getByTestId('rc-row');
  const row = (type: string, amount: string) =>
    rows.filter({ has: page.locator('.rk-cell--head', { hasText: type }) }).filter({ hasText: amount });
  await expect(row('Deposit', '+$500.00')).toContainText(depositNo);
  await expect(row('Withdrawal (on hold)', '-$120.00')).toContainText(withdrawNo);
  await expect(row('Transfer to game wallet', '-$50.00')).toContainText('Main wallet');
  await expect(row('Transfer to game wallet', '+$50.00')).toContainText('RYL');
  await expect(row('Transfer from game wallet', '-$50.00')).toContainText('RYL');
  await expect(row('Transfer from game wallet', '+$50.00')).toContainText('Main wallet');
  await expect(row('Bet', '-$500.00')).toContainText(round.roundId);
  await expect(row('Win', '+$525.00')).toContainText(round.roundId);
  await expect(rows).toHaveCount(8);
  const summary = page.getByTestId('rc-summary');
  await expect(summary).toContainText('8 records');
  // Moves between one's own wallets are listed but are not money in or out: deposit and win in,
  // withdrawal and bet out.
  await expect(summary).toContainText('Money in +$1,025.00');
  await expect(summary).toContainText('Money out -$620.00');
  // Newest first: the last transfer's main-wallet side, with the balance after it.
  await expect(rows.first()).toContainText('$405.00');

  await page.getByTestId('rc-type').selectOption('deposit');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+$500.00');

  // ── Profit and loss: the round's stake, payout and profit, by day and by vendor ─────────────
  await openCentre(page, 'personalProfit', 'rc-profit');
  await expect(page.getByTestId('rc-tile-stake')).toContainText('$500.00');
  await expect(page.getByTestId('rc-tile-payout')).toContainText('$525.00');
  await expect(page.getByTestId('rc-tile-profit')).toContainText('+$25.00');
  const byVendor = page.getByTestId('rc-vendor-table').locator('tbody tr');
  await expect(byVendor).toHaveCount(1);
  await expect(byVendor).toContainText('Nova Slots'); // the vendor's name, not its code
  await expect(byVendor).toContainText('$500.00');
  await expect(byVendor).toContainText('$525.00');
  await expect(byVendor).toContainText('+$25.00');
  await page.getByTestId('rc-range-today').click();
  await expect(page.getByTestId('rc-range-today')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('rc-chart-toggle').click();
  const byDay = page.getByTestId('rc-day-table').locator('tbody tr');
  await expect(byDay).toHaveCount(1);
  await expect(byDay).toContainText('+$25.00');
  await expect(page.getByTestId('rc-tile-profit')).toContainText('+$25.00');

  // ── Betting record: the round under the catalogue's name of its game, not the game's code ────
  await openCentre(page, 'personalHistoryCopy', 'br-page');
  const bets = page.getByTestId('br-row');
  await expect(bets).toHaveCount(1);
  await expect(bets.first()).toContainText('Jade Fortune');
  await expect(bets.first()).toContainText('Nova Slots');
  await expect(bets.first()).toContainText(round.roundId);
  await expect(bets.first()).toContainText('+$25.00');

  // Everything after the deposit happened in one document: no page was reloaded.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
