import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminCall } from './admin.ts';
import { dismissAfterLogin, recordTableLayout, registerInPopup, skipPopups } from './helpers.ts';
import { minorOf, usd } from './vendor-play.ts';

const uniqueUsername = () => `gm${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
/** A seamless slots vendor of the demo brand. */
const VENDOR = 'NSL';

/** Funds the signed-in member: a bank deposit the operator approves (the real deposit flow). */
async function fund(page: Page, request: APIRequestContext, minor: string) {
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const res = await request.post('/api/wps/v2/deposit/orders', {
    headers: { 'x-session-token': token ?? '' },
    data: { channel: 'BANK_TRANSFER', amount: minor, requestId: randomUUID(), reference: 'e2e games' },
  });
  const order = (await res.json()) as { success: boolean; value: { orderNo: string } };
  expect(order.success, JSON.stringify(order)).toBe(true);
  await adminCall(request, 'POST', `/deposits/${order.value.orderNo}/approve`, { note: 'e2e games' });
}

test('games: category, hall by URL, search, favourite, launch, one round, close, betting record', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A fresh server imports the vendors' catalogues in the background: wait until games are listed.
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/wps/relay/GCSGAME_gameList?gameType=FISH');
        return ((await res.json()) as { value?: { total?: number } }).value?.total ?? 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await skipPopups(page, request);

  // Browse a category: its vendors and its games.
  await page.goto('/fish');
  await expect(page.getByRole('heading', { name: 'Fishing', level: 1 })).toBeVisible();
  await expect(page.getByTestId('vendor-card-OCK')).toBeVisible();
  await expect(page.getByTestId('game-grid').locator('[data-testid^="game-card-"]').first()).toBeVisible();

  // Open a game hall tab by URL; search on the server.
  await page.goto(`/rngGames?page=${VENDOR}`);
  await expect(page.getByRole('heading', { name: 'Nova Slots game hall' })).toBeVisible();
  await expect(page.getByTestId(`hall-tab-${VENDOR}`)).toHaveAttribute('data-state', 'active');
  const cards = page.locator('[data-testid^="game-card-"]');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  const firstName = (await cards.first().locator('.game-card__name').textContent()) ?? '';
  await page.getByTestId('game-search').fill(firstName.slice(0, 4));
  await expect(cards.first()).toContainText(firstName);
  await page.getByTestId('game-search').fill('no such game at all');
  await expect(page.getByText('No games match your search. Try another name or filter.')).toBeVisible();
  await page.getByTestId('game-search').fill('');
  await expect(cards).toHaveCount(total);

  // Logged out: the heart and the game both ask for the login popup.
  await cards.first().locator('.fav-btn').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await cards
    .first()
    .getByRole('button', { name: `Play ${firstName}` })
    .click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  // Sign up (logs in), fund the wallet.
  const username = uniqueUsername();
  await registerInPopup(page, request, username);
  await dismissAfterLogin(page);
  await fund(page, request, '5000');

  // A VASSALAGE vendor's game popup is a link: it survives a reload and closes back to the page.
  await page.goto('/fish');
  await page.getByTestId('vendor-card-OCK').click();
  await expect(page.getByTestId('game-popup')).toBeVisible();
  await expect(page).toHaveURL(/\/fish\?gp=OCK$/);
  await page.reload();
  await expect(page.getByTestId('game-popup')).toBeVisible();
  await expect(page.getByTestId('game-popup').locator('[data-testid^="game-card-"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-popup')).toBeHidden();
  await expect(page).toHaveURL(/\/fish$/);
  await page.goto(`/rngGames?page=${VENDOR}`);
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$50.00');

  // Favourite: a loader while the call runs, the heart flips, and it survives a reload.
  const heart = cards.first().locator('.fav-btn');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('[data-testid^="game-card-"]').first().locator('.fav-btn')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Launch the slot into /game, play one round inside the iframe, close it.
  await cards
    .first()
    .getByRole('button', { name: `Play ${firstName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/game\\?vendor=${VENDOR}&game=\\d+`));
  await expect(page.getByRole('heading', { name: firstName })).toBeVisible();
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  const spin = frame.getByTestId('slot-spin');
  await spin.click();
  // The round is over when the cabinet is idle again; a win can equal the stake, so the balance the
  // header shows is the one the round left: $50.00 − stake + win. The game bar shows none of its own.
  await expect(spin).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const stake = minorOf(await frame.getByTestId('slot-bet').textContent());
  const win = minorOf(await frame.getByTestId('slot-win').textContent());
  await expect(page.getByTestId('header-balance-amount')).toHaveText(usd(5_000n - stake + win));
  await expect(page.getByTestId('game-balance')).toHaveCount(0);
  await page.getByTestId('game-close').click();
  await expect(page).toHaveURL(new RegExp(`/rngGames\\?page=${VENDOR}$`));

  // The bet is in the betting record.
  await page.goto('/?mc=personalHistoryCopy');
  await expect(page.getByTestId('br-page')).toBeVisible();
  const row = page.getByTestId('br-row').first();
  await expect(row).toContainText(firstName);
  await expect(page.getByTestId('br-totals')).toContainText('1');

  // It never scrolls sideways: a table where the member centre's column holds it, cards where not.
  for (const [width, cards] of [
    [1024, true],
    [1440, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(async () => {
      const layout = await recordTableLayout(page.getByTestId('br-table'));
      expect(layout, `${width} px`).toMatchObject({ overflow: 0, cards });
    }).toPass();
  }
});
