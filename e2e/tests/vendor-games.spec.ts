import { expect, test, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { dismissAfterLogin, fundByDeposit, registerInPopup, skipPopups, waitForCatalogue } from './helpers.ts';

/**
 * The demo vendor's games played through the portal as a player plays them: a slot spin (Nova Slots),
 * a baccarat round (Lotus Live), a sports bet settled after its match (Nova Sports) and a bingo game
 * (YB Bingo). Each game's result is read from the game page, checked against the game's rules, and
 * found in the betting record with its stake and payout; the header balance adds up.
 * Round timings come from playwright.config.ts (ROUND_BETTING_MS 5 s, RESULT 2.5 s, SETTLE 1 s).
 */

const uniqueUsername = () => `vg${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
const START = 10_000n;

/** "$1,234.56" from minor units (USD, the demo brand's currency). */
function usd(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const v = minor < 0n ? -minor : minor;
  const whole = (v / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${whole}.${(v % 100n).toString().padStart(2, '0')}`;
}

/** Minor units of the first "$1,234.56" in a text. */
function minorOf(text: string | null): bigint {
  const m = /\$([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!m) throw new Error(`no amount in "${text}"`);
  return BigInt(`${m[1]!.replace(/,/g, '')}${m[2]}`);
}

interface Played {
  vendor: string;
  game: string;
  stake: bigint;
  payout: bigint;
}

/** Opens a category or hall page and starts the game whose card `pick` chooses; answers the game frame. */
async function launch(page: Page, path: string, pick: (cards: Locator) => Locator) {
  await page.goto(path);
  const card = pick(page.locator('[data-testid^="game-card-"]'));
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = ((await card.locator('.game-card__name').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(/\/game\?vendor=/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return { frame: page.frameLocator('[data-testid="game-iframe"]'), name };
}

/** The game page's document (for waits that must see a short-lived phase at every frame). */
async function gameDocument(page: Page): Promise<Frame> {
  const frame = await (await page.getByTestId('game-iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the game iframe has no document');
  return frame;
}

/** Marks the toasts on show, so a wait below looks only at the ones that come after. */
const markToastsSeen = (doc: Frame) =>
  doc.evaluate(() => document.querySelectorAll('.vx-toast').forEach((t) => t.setAttribute('data-seen', '')));

async function closeGame(page: Page, frame: FrameLocator, balance: bigint) {
  // The game's own balance (from the portal's wallet) shows the money after the game.
  await expect(frame.locator('#vx-balance')).toHaveText(usd(balance), { timeout: 15_000 });
  await page.getByTestId('game-close').click();
  await expect(page).not.toHaveURL(/\/game\?/);
}

const byVendorAndName = (page: Page, vendor: string, name: RegExp) => (cards: Locator) =>
  cards
    .filter({ has: page.locator('.game-card__vendor', { hasText: vendor }) })
    .filter({ has: page.locator('.game-card__name', { hasText: name }) });

/** One spin at Nova Slots: stake and win as the cabinet shows them. */
async function playSlot(page: Page): Promise<Played> {
  const { frame, name } = await launch(page, '/rngGames?page=NSL', (cards) => cards.first());
  const spin = frame.getByTestId('slot-spin');
  await expect(frame.getByTestId('slot-bet')).toHaveText(/\$\d/, { timeout: 30_000 });
  const stake = minorOf(await frame.getByTestId('slot-bet').textContent());
  const doc = await gameDocument(page);
  await markToastsSeen(doc);
  // What the cabinet says when the spin (free spins included) is over: a win toast, or "No win this time".
  const said = doc.waitForFunction(
    () => {
      const won = Array.from(document.querySelectorAll('.vx-toast:not([data-seen])'))
        .map((t) => t.textContent ?? '')
        .find((t) => t.startsWith('You won'));
      if (won) return won;
      const status = document.querySelector('.sl-status')?.textContent ?? '';
      const busy = document.querySelector('[data-testid="slot-spin"]')?.getAttribute('aria-busy');
      return busy === 'false' && status.includes('No win') ? status : null;
    },
    undefined,
    { polling: 'raf', timeout: 90_000 },
  );
  await spin.click();
  const message = String(await (await said).jsonValue());
  await expect(spin).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  const payout = minorOf(await frame.getByTestId('slot-win').textContent());
  expect(message).toBe(payout === 0n ? 'No win this time' : `You won ${usd(payout)}`);
  return { vendor: 'Nova Slots', game: name, stake, payout };
}

/** Seconds left in a countdown text such as "7", "Kick-off in 0:07" or "Draw in 0:07". */
const secondsIn = (text: string | null) => {
  const m = /(?:(\d+):)?(\d+)\s*$/.exec(text ?? '');
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2]) : 0;
};

/** Waits for a betting window with at least 2 s left (a window about to close is left to the next round). */
async function bettingWindow(isOpen: () => Promise<boolean>, countdown: Locator) {
  await expect
    .poll(async () => (await isOpen()) && secondsIn(await countdown.textContent()) >= 2, {
      timeout: 40_000,
      intervals: [100],
    })
    .toBe(true);
}

/** A round at Lotus Live's Baccarat A: $5.00 on Player, the coup read from the result history. */
async function playBaccarat(page: Page): Promise<Played> {
  const { frame, name } = await launch(page, '/live', byVendorAndName(page, 'Lotus Live', /^Baccarat A$/));
  const status = frame.getByTestId('round-status');
  const spot = frame.getByTestId('bc-spot-player');
  await frame.getByRole('radio', { name: '$5.00' }).click({ timeout: 30_000 });
  const doc = await gameDocument(page);

  let round = '';
  for (let attempt = 0; attempt < 3 && !round; attempt++) {
    await bettingWindow(
      async () => (await status.getAttribute('data-phase')) === 'betting',
      frame.locator('.vx-countdown'),
    );
    await markToastsSeen(doc);
    await spot.click();
    // The round the stake landed in (read together with the stake, in one frame).
    const placed = await doc.waitForFunction(
      () => {
        const spotEl = document.querySelector('[data-testid="bc-spot-player"]');
        const refused = Array.from(document.querySelectorAll('.vx-toast-error:not([data-seen])')).some((t) =>
          /closed/i.test(t.textContent ?? ''),
        );
        if (refused) return 'refused';
        if (!spotEl?.classList.contains('rt-has-bet')) return null;
        const index = document.querySelector('[data-testid="round-index"]')?.textContent ?? '';
        return `${index}|${spotEl.querySelector('.rt-spot-mine')?.textContent ?? ''}`;
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    const [index, mine] = String(await placed.jsonValue()).split('|');
    if (index !== 'refused') {
      round = index ?? '';
      expect(mine).toBe('Your bet $5.00');
    }
  }
  expect(round).toMatch(/^Round #\d+$/);

  // The outcome toast of the settled round (shown for a few seconds) and the bead it leaves in the history.
  const toast = await doc.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('.vx-toast'))
        .map((t) => t.textContent ?? '')
        .find((t) => /You won|Stake returned|No win this round/.test(t)) ?? null,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const outcome = String(await toast.jsonValue());
  const bead = frame.getByRole('listitem', { name: `${round}:` });
  await expect(bead).toHaveCount(1);
  const winner = /bc-bead-([PBT])/.exec((await bead.getAttribute('class')) ?? '')?.[1];
  const stake = 500n;
  // Player pays 1:1; a tie returns the stake; a banker win loses it.
  const payout = winner === 'P' ? 2n * stake : winner === 'T' ? stake : 0n;
  expect(winner).toBeDefined();
  if (winner === 'P') expect(outcome).toBe(`You won ${usd(payout)}!`);
  else if (winner === 'T') expect(outcome).toBe(`Stake returned: ${usd(stake)}`);
  else expect(outcome).toBe('No win this round');
  return { vendor: 'Lotus Live', game: name, stake, payout };
}

/** The home side at 1X2 in Nova Sports' Premier Football, settled from the final score. */
async function playSports(page: Page): Promise<Played> {
  const { frame, name } = await launch(page, '/sports', byVendorAndName(page, 'Nova Sports', /^Premier Football$/));
  const phase = frame.getByTestId('sp-phase');
  const home = frame.getByTestId('sp-price-1x2-home');
  const myBets = frame.getByTestId('sp-my-bets');
  const doc = await gameDocument(page);

  let odds = '';
  let stake = 0n;
  for (let attempt = 0; attempt < 3 && !odds; attempt++) {
    await bettingWindow(
      async () => /sp-phase-betting/.test((await phase.getAttribute('class')) ?? ''),
      frame.locator('.sp-count'),
    );
    await home.click();
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    const price = ((await home.locator('.sp-price-odds').textContent()) ?? '').trim();
    stake = minorOf(await frame.getByTestId('sp-stake').textContent());
    await markToastsSeen(doc);
    await frame.getByTestId('sp-place').click();
    const placed = await doc.waitForFunction(
      () => {
        const refused = Array.from(document.querySelectorAll('.vx-toast-error:not([data-seen])')).some((t) =>
          /closed/i.test(t.textContent ?? ''),
        );
        if (refused) return 'refused';
        return /Waiting for the result/.test(document.querySelector('[data-testid="sp-my-bets"]')?.textContent ?? '')
          ? 'placed'
          : null;
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    if ((await placed.jsonValue()) === 'placed') odds = price;
  }
  expect(odds).toMatch(/^\d+\.\d{2}$/);
  await expect(myBets).toContainText(`@ ${odds} · ${usd(stake)}`);

  // Full time: the final score and the bet's outcome, seen while the match is settled.
  const settled = await doc.waitForFunction(
    () => {
      if (!document.querySelector('[data-testid="sp-phase"]')?.classList.contains('sp-phase-settled')) return null;
      const outcome = document.querySelector('[data-testid="sp-my-bets"] li span:last-child')?.textContent ?? '';
      if (!/Won|Lost/.test(outcome)) return null;
      return { outcome, score: document.querySelector('[data-testid="sp-score"]')?.textContent ?? '' };
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const { outcome, score } = (await settled.jsonValue())!;
  const goals = /^(\d+) – (\d+)$/.exec(score);
  expect(goals, `final score "${score}"`).not.toBeNull();
  const homeWon = Number(goals![1]) > Number(goals![2]);
  const payout = homeWon ? (stake * BigInt(odds.replace('.', ''))) / 100n : 0n;
  expect(outcome).toBe(homeWon ? `Won ${usd(payout)}` : 'Lost');
  return { vendor: 'Nova Sports', game: name, stake, payout };
}

/** One card at YB Bingo 75: bought while buying is open, paid by its best pattern after the draw. */
async function playBingo(page: Page): Promise<Played> {
  const { frame, name } = await launch(page, '/rngGames?page=YB', (cards) => cards.first());
  const phase = frame.getByTestId('bg-phase');
  const doc = await gameDocument(page);

  let stake = 0n;
  for (let attempt = 0; attempt < 3 && !stake; attempt++) {
    await bettingWindow(
      async () => /bg-phase-betting/.test((await phase.getAttribute('class')) ?? ''),
      frame.locator('.bg-count'),
    );
    const total = minorOf(await frame.getByTestId('bg-total').textContent());
    await markToastsSeen(doc);
    await frame.getByTestId('bg-buy').click();
    const bought = await doc.waitForFunction(
      () => {
        const toasts = Array.from(document.querySelectorAll('.vx-toast:not([data-seen])')).map(
          (t) => t.textContent ?? '',
        );
        if (toasts.some((t) => /closed/i.test(t))) return 'refused';
        return toasts.some((t) => t.startsWith('Cards bought: 1')) ? 'bought' : null;
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    if ((await bought.jsonValue()) === 'bought') stake = total;
  }
  expect(stake).toBeGreaterThan(0n);
  await expect(frame.getByTestId('bg-cards').locator('.bg-ticket')).toHaveCount(1);

  // The draw is over: the card shows its best pattern and prize (nothing when it completed none).
  const settled = await doc.waitForFunction(
    () => {
      if (!document.querySelector('[data-testid="bg-phase"]')?.classList.contains('bg-phase-settled')) return null;
      const tickets = Array.from(document.querySelectorAll('[data-testid="bg-cards"] .bg-ticket'));
      if (tickets.length === 0) return null;
      return {
        feet: tickets.map((t) => t.querySelector('.bg-ticket-foot')?.textContent ?? ''),
        toasts: Array.from(document.querySelectorAll('.vx-toast')).map((t) => t.textContent ?? ''),
      };
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const { feet, toasts } = (await settled.jsonValue())!;
  const payout = feet.reduce((sum, foot) => sum + (foot ? minorOf(foot) : 0n), 0n);
  if (payout > 0n) expect(toasts).toContain(`You won ${usd(payout)}!`);
  return { vendor: 'YB Bingo', game: name, stake, payout };
}

test('vendor games through the portal: a slot spin, a baccarat round, a sports bet and a bingo game, each in the betting record', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await waitForCatalogue(request, 'RNG');
  await waitForCatalogue(request, 'BINGO');
  await skipPopups(page, request);
  await registerInPopup(page, request, uniqueUsername());
  await dismissAfterLogin(page);
  await fundByDeposit(page, request, String(START));
  const header = page.getByTestId('header-balance-amount');
  await expect(header).toHaveText(usd(START));

  let balance = START;
  const played: Played[] = [];
  for (const play of [playSlot, playBaccarat, playSports, playBingo]) {
    const bet = await test.step(play.name, async () => {
      const result = await play(page);
      balance += result.payout - result.stake;
      await closeGame(page, page.frameLocator('[data-testid="game-iframe"]'), balance);
      return result;
    });
    played.push(bet);
    test.info().annotations.push({
      type: 'played',
      description: `${bet.vendor} ${bet.game}: stake ${usd(bet.stake)}, payout ${usd(bet.payout)}`,
    });
  }

  // The header adds it up: the starting balance, less the stakes, plus the payouts.
  await expect(header).toHaveText(usd(balance));

  // The betting record lists each bet with its vendor, stake and payout.
  await page.goto('/?mc=personalHistoryCopy');
  await expect(page.getByTestId('br-page')).toBeVisible();
  const rows = page.getByTestId('br-row');
  await expect(rows).toHaveCount(played.length);
  for (const bet of played) {
    const row = rows.filter({ has: page.locator('.br-game__vendor', { hasText: bet.vendor }) });
    await expect(row, bet.vendor).toHaveCount(1);
    await expect(row.locator('.br-game strong')).toHaveText(bet.game);
    await expect(row.locator('td[data-label="Stake"]')).toHaveText(usd(bet.stake));
    await expect(row.locator('td[data-label="Payout"]')).toHaveText(usd(bet.payout));
    await expect(row.locator('.br-status')).toHaveText('Settled');
  }
  const totals = page.getByTestId('br-totals');
  await expect(totals).toContainText(String(played.length));
  await expect(header).toHaveText(usd(balance));
});
