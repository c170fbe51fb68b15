import { el, ShellError, startShell } from '../../../client/shell.ts';
import type { SlotInfo } from '../slots.routes.ts';
import type { SpinResultJson } from '../spin.ts';
import { renderHelp } from './slot-help.ts';
import { Reels, symbolIcon, symbolSprite, type Highlight } from './slot-reels.ts';
import { SLOT_CSS } from './slot-styles.ts';
import { slotTexts } from './slot-texts.ts';

interface SpinAnswer {
  roundId: string;
  result: SpinResultJson;
  balance: string;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

type Outcome = Omit<SpinResultJson, 'gameId' | 'lineBet' | 'totalBet' | 'freeSpins' | 'totalWin'>;

const AUTO_SPINS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const shell = await startShell();
shell.addTexts(slotTexts);
const { t } = shell;
document.head.append(el('style', {}, SLOT_CSS));

let loaded: SlotInfo;
try {
  loaded = await shell.api<SlotInfo>('slot/info');
} catch (err) {
  const message = err instanceof Error ? err.message : t('unknownError');
  shell.root.replaceChildren(el('p', { class: 'vx-error-text', role: 'alert' }, message));
  throw err;
}
const info = loaded;
const levels = info.betLevels.map((b) => BigInt(b));
let betIndex = Math.min(2, levels.length - 1);
const bet = () => levels[betIndex] ?? 0n;
const lineBet = () => bet() / BigInt(info.lines.length);

let busy = false;
let speed = 1;
let autoLeft = 0;
let cycle: ReturnType<typeof setInterval> | undefined;

// Layout
const windowEl = el('div', { class: 'sl-window' });
const banner = el('div', { class: 'sl-banner', hidden: true, 'aria-live': 'assertive' });
const status = el('div', { class: 'sl-status', role: 'status', 'aria-live': 'polite' }, t('slotSpinHint'));
const freeBar = el('div', { class: 'sl-free', hidden: true });
const betValue = el('span', { class: 'sl-value', 'data-testid': 'slot-bet' });
const betSub = el('span', { class: 'sl-sub' });
const winValue = el('span', { class: 'sl-value', 'data-testid': 'slot-win' }, shell.money(0n));
const down = el('button', { type: 'button', class: 'vx-btn sl-round', 'aria-label': t('slotBetDown') }, '−');
const up = el('button', { type: 'button', class: 'vx-btn sl-round', 'aria-label': t('slotBetUp') }, '+');
const spinBtn = el(
  'button',
  { type: 'button', class: 'vx-btn vx-btn-primary sl-spin', 'aria-keyshortcuts': 'Space', 'data-testid': 'slot-spin' },
  t('slotSpin'),
);
const autoBtn = el('button', { type: 'button', class: 'vx-btn sl-auto', 'aria-pressed': 'false' }, t('slotAuto'));

const startGrid = info.strips.map((strip) => strip.slice(0, 3));
const reels = new Reels(windowEl, startGrid);
windowEl.append(banner);

shell.root.append(
  el(
    'div',
    { class: `sl-game sl-theme-${info.gameId}` },
    symbolSprite(info.symbols.map((s) => s.id)),
    el(
      'section',
      { class: 'sl-cabinet', 'aria-label': shell.session.gameName },
      el(
        'div',
        { class: 'sl-marquee' },
        el('h2', { class: 'sl-logo' }, shell.session.gameName),
        el('span', { class: 'sl-rtp' }, t('slotRtp', { rtp: info.rtp.toFixed(2) })),
      ),
      windowEl,
      freeBar,
      status,
    ),
    el(
      'div',
      { class: 'sl-controls' },
      el(
        'div',
        { class: 'sl-bet' },
        down,
        el('div', { class: 'sl-bet-box' }, el('span', { class: 'sl-label' }, t('slotBet')), betValue, betSub),
        up,
      ),
      el('div', { class: 'sl-center' }, autoBtn, spinBtn),
      el('div', { class: 'sl-win-box' }, el('span', { class: 'sl-label' }, t('slotWin')), winValue),
    ),
    el('p', { class: 'sl-hint' }, t('slotSpinHint')),
  ),
);

function renderBet(): void {
  betValue.textContent = shell.money(bet());
  betSub.textContent = t('slotLineBet', { lines: info.lines.length, amount: shell.money(lineBet()) });
  down.disabled = busy || betIndex === 0;
  up.disabled = busy || betIndex === levels.length - 1;
}

function setBusy(on: boolean): void {
  busy = on;
  spinBtn.setAttribute('aria-busy', String(on));
  renderBet();
}

function renderAuto(): void {
  autoBtn.setAttribute('aria-pressed', String(autoLeft > 0));
  autoBtn.textContent = autoLeft > 0 ? t('slotAutoLeft', { n: autoLeft }) : t('slotAuto');
}

function showBanner(title: string, line = ''): void {
  banner.replaceChildren(el('div', {}, el('strong', {}, title), line ? el('span', {}, line) : null));
  banner.hidden = false;
}

function stopCycle(): void {
  if (cycle) clearInterval(cycle);
  cycle = undefined;
}

/** The winning cells and lines of one outcome (all of them, or just one line win). */
function highlightOf(outcome: Outcome, only?: number): Highlight {
  const cells: [number, number][] = [];
  const lines: Highlight['lines'] = [];
  outcome.lineWins.forEach((win, i) => {
    if (only !== undefined && only !== i) return;
    const rows = info.lines[win.line] ?? [];
    lines.push({ index: win.line, rows });
    for (let r = 0; r < win.count; r++) cells.push([r, rows[r] ?? 0]);
  });
  const scatterId = info.symbols.find((s) => s.kind === 'scatter')?.id;
  if (only === undefined && scatterId && (BigInt(outcome.scatterWin) > 0n || outcome.awarded > 0)) {
    outcome.grid.forEach((column, r) => column.forEach((s, row) => s === scatterId && cells.push([r, row])));
  }
  return { cells, lines };
}

function statusOfLine(outcome: Outcome, i: number): void {
  const win = outcome.lineWins[i];
  if (!win) return;
  status.replaceChildren(
    symbolIcon(win.symbol),
    el('span', {}, t('slotLineWin', { line: win.line + 1, count: win.count, amount: shell.money(win.win) })),
  );
}

/** Shows an outcome's wins, then (when idle) cycles through its line wins one by one. */
async function presentWins(outcome: Outcome, keepCycling: boolean): Promise<void> {
  const win = BigInt(outcome.win);
  if (win === 0n) return;
  reels.highlight(highlightOf(outcome));
  const parts: (Node | string)[] = [
    el('span', {}, t('slotYouWon', { amount: '' })),
    el('span', { class: 'sl-amount' }, shell.money(win)),
  ];
  if (BigInt(outcome.scatterWin) > 0n) {
    parts.push(
      el(
        'span',
        { class: 'vx-muted' },
        ` · ${t('slotScatterWin', { count: outcome.scatterCount, amount: shell.money(outcome.scatterWin) })}`,
      ),
    );
  }
  status.replaceChildren(...parts);
  shell.sound.play('win');
  await sleep(1100 * speed);
  if (!keepCycling || outcome.lineWins.length === 0) return;
  let i = 0;
  const step = () => {
    reels.highlight(highlightOf(outcome, i));
    statusOfLine(outcome, i);
    i = (i + 1) % outcome.lineWins.length;
  };
  step();
  stopCycle();
  cycle = setInterval(step, 1400);
}

async function playFreeSpins(result: SpinResultJson): Promise<void> {
  const free = result.freeSpins;
  if (!free) return;
  let total = free.awarded;
  showBanner(t('slotFreeSpinsAwarded', { n: free.awarded }), t('slotFreeSpinsMultiplier', { m: free.multiplier }));
  await sleep(1800 * speed);
  banner.hidden = true;
  let won = 0n;
  const strips = info.freeStrips ?? info.strips;
  for (const [i, spin] of free.spins.entries()) {
    freeBar.hidden = false;
    freeBar.replaceChildren(
      el('span', {}, t('slotFreeSpinOf', { n: i + 1, total })),
      el('b', {}, `×${free.multiplier}`),
      el('span', {}, shell.money(won)),
    );
    reels.clear();
    await reels.spin(spin.grid, spin.stops, strips, speed);
    won += BigInt(spin.win);
    winValue.textContent = shell.money(BigInt(result.win) + won);
    await presentWins(spin, false);
    if (spin.awarded > 0) {
      total += spin.awarded;
      showBanner(t('slotRetrigger', { n: spin.awarded }));
      await sleep(1400 * speed);
      banner.hidden = true;
    }
    await sleep(250 * speed);
  }
  freeBar.hidden = true;
  showBanner(t('slotFreeSpinsTotal', { amount: '' }), shell.money(free.total));
  await sleep(2000 * speed);
  banner.hidden = true;
}

async function spin(): Promise<void> {
  if (busy) {
    speed = 0.35;
    return;
  }
  setBusy(true);
  stopCycle();
  reels.clear();
  banner.hidden = true;
  status.textContent = t('slotGoodLuck');
  winValue.textContent = shell.money(0n);
  shell.sound.play('bet');
  let answer: SpinAnswer;
  try {
    answer = await shell.api<SpinAnswer>('slot/spin', { bet: bet().toString() });
  } catch (err) {
    autoLeft = 0;
    renderAuto();
    status.textContent = err instanceof ShellError ? err.message : t('unknownError');
    shell.toast(err instanceof Error ? err.message : t('unknownError'), 'error');
    setBusy(false);
    return;
  }
  const { result } = answer;
  const totalWin = BigInt(result.totalWin);
  shell.setBalance(BigInt(answer.balance) - totalWin);
  await reels.spin(result.grid, result.stops, info.strips, speed);
  winValue.textContent = shell.money(result.win);
  if (result.freeSpins) {
    await presentWins(result, false);
    await playFreeSpins(result);
    reels.show(result.grid);
  }
  shell.setBalance(answer.balance);
  winValue.textContent = shell.money(totalWin);
  if (totalWin === 0n) {
    status.textContent = t('slotNoWin');
  } else {
    const times = Number(totalWin / bet());
    if (times >= 15) {
      showBanner(t(times >= 50 ? 'slotMegaWin' : 'slotBigWin'), shell.money(totalWin));
      setTimeout(() => (banner.hidden = true), 2600 * speed);
    }
    shell.toast(t('slotYouWon', { amount: shell.money(totalWin) }), 'win');
    if (result.freeSpins) status.textContent = t('slotYouWon', { amount: shell.money(totalWin) });
    else await presentWins(result, autoLeft === 0);
  }
  speed = 1;
  setBusy(false);
  if (autoLeft > 0) {
    autoLeft -= 1;
    renderAuto();
    if (autoLeft > 0) setTimeout(() => void spin(), 450);
  }
}

down.addEventListener('click', () => {
  if (busy || betIndex === 0) return;
  betIndex -= 1;
  renderBet();
});
up.addEventListener('click', () => {
  if (busy || betIndex >= levels.length - 1) return;
  betIndex += 1;
  renderBet();
});
spinBtn.addEventListener('click', () => void spin());
autoBtn.addEventListener('click', () => {
  autoLeft = autoLeft > 0 ? 0 : AUTO_SPINS;
  renderAuto();
  if (autoLeft > 0 && !busy) void spin();
});
document.addEventListener('keydown', (event) => {
  if (event.code !== 'Space' && event.key !== ' ') return;
  const target = event.target as HTMLElement | null;
  if (
    target?.closest('button, input, select, textarea, a, [contenteditable]') ||
    document.querySelector('dialog[open]')
  )
    return;
  event.preventDefault();
  void spin();
});
shell.onHelp(() => renderHelp(info, lineBet(), t, (minor) => shell.money(minor)));

renderBet();
renderAuto();
