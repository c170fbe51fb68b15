/** Helpers of vendor-games.spec.ts: money as the pages show it, launching a game, waits inside its frame. */
import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** "$1,234.56" from minor units (USD, the demo brand's currency). */
export function usd(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const v = minor < 0n ? -minor : minor;
  const whole = (v / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${whole}.${(v % 100n).toString().padStart(2, '0')}`;
}

/** Minor units of the first "$1,234.56" in a text. */
export function minorOf(text: string | null): bigint {
  const m = /\$([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!m) throw new Error(`no amount in "${text}"`);
  return BigInt(`${m[1]!.replace(/,/g, '')}${m[2]}`);
}

export interface Played {
  vendor: string;
  game: string;
  stake: bigint;
  payout: bigint;
}

/** Opens a category or hall page and starts the game whose card `pick` chooses; answers the game frame. */
export async function launch(page: Page, path: string, pick: (cards: Locator) => Locator) {
  await page.goto(path);
  const card = pick(page.locator('[data-testid^="game-card-"]'));
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = ((await card.locator('.game-card__name').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(/\/game\?vendor=/);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  return { frame: page.frameLocator('[data-testid="game-iframe"]'), name };
}

/** The game page's document (for waits that must see a short-lived phase at every frame). */
export async function gameDocument(page: Page): Promise<Frame> {
  const frame = await (await page.getByTestId('game-iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the game iframe has no document');
  return frame;
}

/** Marks the toasts on show, so a wait below looks only at the ones that come after. */
export const markToastsSeen = (doc: Frame) =>
  doc.evaluate(() => document.querySelectorAll('.vx-toast').forEach((t) => t.setAttribute('data-seen', '')));

export async function closeGame(page: Page, frame: FrameLocator, balance: bigint) {
  // The game's own balance (from the portal's wallet) shows the money after the game.
  await expect(frame.locator('#vx-balance')).toHaveText(usd(balance), { timeout: 15_000 });
  await page.getByTestId('game-close').click();
  await expect(page).not.toHaveURL(/\/game\?/);
}

export const byVendorAndName = (page: Page, vendor: string, name: RegExp) => (cards: Locator) =>
  cards
    .filter({ has: page.locator('.game-card__vendor', { hasText: vendor }) })
    .filter({ has: page.locator('.game-card__name', { hasText: name }) });

/** Seconds left in a countdown text such as "7", "Kick-off in 0:07" or "Draw in 0:07". */
export const secondsIn = (text: string | null) => {
  const m = /(?:(\d+):)?(\d+)\s*$/.exec(text ?? '');
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2]) : 0;
};

/** Waits for a betting window with at least 2 s left (a window about to close is left to the next round). */
export async function bettingWindow(isOpen: () => Promise<boolean>, countdown: Locator) {
  await expect
    .poll(async () => (await isOpen()) && secondsIn(await countdown.textContent()) >= 2, {
      timeout: 40_000,
      intervals: [100],
    })
    .toBe(true);
}

/** One spin at Nova Slots: stake and win as the cabinet shows them. */
export async function playSlot(page: Page): Promise<Played> {
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
      const failed = document.querySelector('.vx-toast-error:not([data-seen])')?.textContent;
      if (failed) return `refused: ${failed}`;
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
