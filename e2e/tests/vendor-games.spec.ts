import { expect, test, type Page } from '@playwright/test';
import { dismissAfterLogin, fundByDeposit, registerInPopup, skipPopups, waitForCatalogue } from './helpers.ts';
import {
  bettingWindow,
  playSlot,
  byVendorAndName,
  closeGame,
  gameDocument,
  launch,
  markToastsSeen,
  minorOf,
  usd,
  type Played,
} from './vendor-play.ts';

/**
 * The demo vendor's games played through the portal as a player plays them: a slot spin (Nova Slots),
 * a baccarat round (Lotus Live), a sports bet settled after its match (Nova Sports) and a bingo game
 * (YB Bingo). Each game's result is read from the game page, checked against the game's rules, and
 * found in the betting record with its stake and payout; the header balance adds up.
 * Round timings come from playwright.config.ts (ROUND_BETTING_MS 5 s, RESULT 2.5 s, SETTLE 1 s).
 */

const uniqueUsername = () => `vg${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
const START = 10_000n;

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
        const failed = document.querySelector('.vx-toast-error:not([data-seen])')?.textContent;
        if (failed) return { failed, round: '', mine: '' };
        if (!spotEl?.classList.contains('rt-has-bet')) return null;
        const index = document.querySelector('[data-testid="round-index"]')?.textContent ?? '';
        return { failed: '', round: index, mine: spotEl.querySelector('.rt-spot-mine')?.textContent ?? '' };
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    const bet = (await placed.jsonValue())!;
    // Only a window that closed under the click is tried again; any other refusal fails here.
    if (!/closed/i.test(bet.failed)) {
      expect(bet.failed).toBe('');
      expect(bet.mine).toBe('Your bet $5.00');
      round = bet.round;
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
        const failed = document.querySelector('.vx-toast-error:not([data-seen])')?.textContent;
        if (failed) return { failed, mine: '' };
        const mine = document.querySelector('[data-testid="sp-my-bets"] li')?.textContent ?? '';
        return /Waiting for the result/.test(mine) ? { failed: '', mine } : null;
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    const bet = (await placed.jsonValue())!;
    if (!/closed/i.test(bet.failed)) {
      expect(bet.failed).toBe('');
      expect(bet.mine).toContain(`@ ${price} · ${usd(stake)}`);
      odds = price;
    }
  }
  expect(odds).toMatch(/^\d+\.\d{2}$/);

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
        const failed = document.querySelector('.vx-toast-error:not([data-seen])')?.textContent;
        if (failed) return { failed };
        const toasts = Array.from(document.querySelectorAll('.vx-toast:not([data-seen])'));
        return toasts.some((t) => t.textContent === 'Cards bought: 1') ? { failed: '' } : null;
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    const { failed } = (await bought.jsonValue())!;
    if (!/closed/i.test(failed)) {
      expect(failed).toBe('');
      stake = total;
    }
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
        win: document.querySelector<HTMLElement>('[data-testid="bg-win"]:not([hidden])')?.textContent ?? null,
      };
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const { feet, win } = (await settled.jsonValue())!;
  const payout = feet.reduce((sum, foot) => sum + (foot ? minorOf(foot) : 0n), 0n);
  // The win is told inline at the top of the play area (a toast would cover the side column).
  expect(win).toBe(payout > 0n ? `You won ${usd(payout)}!` : null);
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
  const total = (label: string) =>
    page
      .getByTestId('br-totals')
      .locator('.br-total')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(total('Bets')).toHaveText(String(played.length));
  await expect(total('Stake')).toHaveText(usd(played.reduce((sum, b) => sum + b.stake, 0n)));
  await expect(total('Payout')).toHaveText(usd(played.reduce((sum, b) => sum + b.payout, 0n)));
  await expect(header).toHaveText(usd(balance));
});
