import { el, ShellError, startShell } from '../../../client/shell.ts';
import type { RoundState } from '../../../rounds/round-types.ts';
import { clock, openRoundFeed } from '../../sports/client/round-feed.ts';
import type { BingoMeta, BingoResult, BingoSelection } from '../bingo-game.ts';
import { BALL_LIMIT, FREE_CELL, MAX_CARDS, PAYTABLE, bestPrize, daubed } from '../bingo-rules.ts';
import { bingoCss } from './bingo-styles.ts';
import { bingoTexts } from './bingo-texts.ts';

const shell = await startShell();
const { t } = shell;
shell.addTexts(bingoTexts);
const gameId = shell.session.gameId;
document.head.append(el('style', {}, bingoCss));

const LETTERS = ['B', 'I', 'N', 'G', 'O'];
const COLOURS = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7'];
const column = (ball: number): number => Math.floor((ball - 1) / 15);
const RTP = '95.79';

// ---- layout
const phaseEl = el('span', { class: 'bg-phase', 'data-testid': 'bg-phase' }, t('connecting'));
const countEl = el('span', { class: 'bg-count' });
const lastBallEl = el(
  'div',
  { class: 'bg-ball', 'aria-live': 'polite', 'aria-label': t('lastBall') },
  el('span', {}, '–'),
);
const ballCountEl = el('div', { class: 'vx-muted' });
const boardCells = new Map<number, HTMLElement>();
const board = el('div', { class: 'bg-board', role: 'grid', 'aria-label': t('calledBalls') });
LETTERS.forEach((letter, c) => {
  const head = el('div', { class: 'bg-board-head' }, letter);
  head.style.background = COLOURS[c] ?? '';
  board.append(head);
  for (let i = 1; i <= 15; i += 1) {
    const n = c * 15 + i;
    const cell = el('div', { class: 'bg-board-n', role: 'gridcell' }, String(n));
    boardCells.set(n, cell);
    board.append(cell);
  }
});
const cardsEl = el('div', { class: 'bg-cards', 'data-testid': 'bg-cards' });
const buyEl = el('section', { class: 'bg-card' });
const statsEl = el('div', { class: 'bg-stats' });
/**
 * The round's win, inline at the top of the play area: a toast at the bottom of the page would
 * cover the side column (previous draws) on every screen size.
 */
const winEl = el('p', { class: 'bg-win', role: 'status', 'data-testid': 'bg-win', hidden: true });
const historyEl = el('ul', { class: 'bg-history' });
const paytable = el(
  'table',
  { class: 'bg-pay' },
  el('tbody', {}, ...PAYTABLE.map((p) => el('tr', {}, el('td', {}, t(p.id)), el('td', {}, `× ${p.multiplier}`)))),
);

shell.root.append(
  el(
    'div',
    { class: 'bg-layout' },
    el(
      'div',
      { class: 'bg-side' },
      el(
        'section',
        { class: 'bg-card' },
        el('div', { class: 'bg-status' }, phaseEl, countEl),
        winEl,
        el('div', { class: 'bg-last' }, lastBallEl, el('div', {}, el('h2', {}, t('calledBalls')), ballCountEl)),
        board,
        statsEl,
      ),
      el('section', { class: 'bg-card' }, el('h2', {}, t('myCards')), cardsEl),
    ),
    el(
      'aside',
      { class: 'bg-side' },
      buyEl,
      el(
        'section',
        { class: 'bg-card' },
        el('h2', {}, t('paytable')),
        paytable,
        el('p', { class: 'vx-muted' }, t('rtp', { rtp: RTP })),
      ),
      el('section', { class: 'bg-card' }, el('h2', {}, t('previous')), historyEl),
    ),
  ),
);

shell.onHelp(() =>
  el(
    'div',
    {},
    el('p', {}, t('helpRules', { balls: BALL_LIMIT })),
    el('p', {}, t('helpFair')),
    paytable.cloneNode(true),
    el('p', { class: 'vx-muted' }, t('rtp', { rtp: RTP })),
  ),
);

// ---- state
let state: RoundState | null = null;
let price: string | null = null;
let count = 1;
let buying = false;
let shownBalls = -1;
const celebrated = new Set<string>();

function option(label: string, pressed: boolean, onClick: () => void): HTMLButtonElement {
  const button = el(
    'button',
    { type: 'button', class: 'bg-option', 'aria-pressed': pressed ? 'true' : 'false' },
    label,
  );
  button.addEventListener('click', onClick);
  return button;
}

function renderBuy(): void {
  const meta = state?.meta as BingoMeta | undefined;
  if (!meta) return;
  price ??= meta.cardPrices[1] ?? meta.cardPrices[0] ?? null;
  const open = state?.phase === 'betting';
  const buy = el(
    'button',
    { type: 'button', class: 'vx-btn vx-btn-primary', disabled: !open || buying || !price, 'data-testid': 'bg-buy' },
    t('buy', { count, price: shell.money(price ?? '0') }),
  );
  buy.addEventListener('click', () => void buyCards());
  buyEl.replaceChildren(
    el('h2', {}, t('buyCards')),
    el('div', { class: 'vx-muted' }, t('cardPrice')),
    el(
      'div',
      { class: 'bg-options', role: 'group' },
      ...meta.cardPrices.map((p) => option(shell.money(p), p === price, () => ((price = p), renderBuy()))),
    ),
    el('div', { class: 'vx-muted' }, t('cards')),
    el(
      'div',
      { class: 'bg-options', role: 'group' },
      ...Array.from({ length: MAX_CARDS }, (_, i) =>
        option(String(i + 1), i + 1 === count, () => ((count = i + 1), renderBuy())),
      ),
    ),
    el('p', { 'data-testid': 'bg-total' }, t('total', { amount: shell.money(BigInt(price ?? '0') * BigInt(count)) })),
    open ? buy : el('p', { class: 'vx-muted' }, t('bettingClosed')),
  );
}

async function buyCards(): Promise<void> {
  if (buying || !price) return;
  buying = true;
  renderBuy();
  try {
    const answer = await shell.api<{ balance: string; cards: number[][] }>('bingo/buy', { gameId, price, count });
    shell.setBalance(answer.balance);
    shell.toast(t('bought', { count: answer.cards.length }), 'info');
  } catch (error) {
    shell.toast(error instanceof ShellError || error instanceof Error ? error.message : String(error), 'error');
  } finally {
    buying = false;
    renderBuy();
  }
}

function ticket(cells: number[], balls: number[], cardPrice: bigint): HTMLElement {
  const marks = daubed(cells, balls);
  const best = balls.length > 0 ? bestPrize(marks) : null;
  const hit = new Set(best?.cells ?? []);
  const grid = el('div', { class: 'bg-grid' });
  LETTERS.forEach((letter, c) => {
    const head = el('div', { class: 'bg-h' }, letter);
    head.style.background = COLOURS[c] ?? '';
    grid.append(head);
  });
  cells.forEach((n, i) => {
    const cls = `bg-cell${marks[i] ? ' bg-daub' : ''}${hit.has(i) ? ' bg-hit' : ''}`;
    grid.append(
      el(
        'div',
        { class: cls, 'aria-label': i === FREE_CELL ? 'free' : `${LETTERS[i % 5]} ${n}${marks[i] ? ' ✓' : ''}` },
        el('span', {}, i === FREE_CELL ? '★' : String(n)),
      ),
    );
  });
  const foot = best
    ? t('cardWin', { pattern: t(best.prize.id), amount: shell.money(cardPrice * BigInt(best.prize.multiplier)) })
    : '';
  return el('div', { class: `bg-ticket${best ? ' bg-won' : ''}` }, grid, el('div', { class: 'bg-ticket-foot' }, foot));
}

function renderBalls(balls: number[]): void {
  if (balls.length === shownBalls) return;
  shownBalls = balls.length;
  const called = new Set(balls);
  for (const [n, cell] of boardCells) cell.classList.toggle('bg-on', called.has(n));
  const last = balls.at(-1);
  lastBallEl.replaceChildren(el('span', {}, last ? `${LETTERS[column(last)]}${last}` : '–'));
  lastBallEl.style.setProperty('--c', last ? (COLOURS[column(last)] ?? '') : '#64748b');
  lastBallEl.classList.remove('bg-pop');
  void lastBallEl.offsetWidth;
  if (last) lastBallEl.classList.add('bg-pop');
  ballCountEl.textContent = t('ballOf', { n: balls.length, total: BALL_LIMIT });
  const bets = state?.myBets ?? [];
  if (bets.length === 0) {
    cardsEl.replaceChildren(el('p', { class: 'vx-muted' }, t('noCards')));
    return;
  }
  cardsEl.replaceChildren(
    ...bets.flatMap((bet) => {
      const sel = bet.selection as BingoSelection;
      return sel.cards.map((cells) => ticket(cells, balls, BigInt(sel.price)));
    }),
  );
}

/** The balls to show now: none while buying, a growing prefix while drawing, all once settled. */
function visibleBalls(): number[] {
  if (!state?.result) return [];
  const balls = (state.result as BingoResult).balls;
  if (state.phase !== 'drawing') return balls;
  const elapsed = 1 - feed.remaining(state) / Math.max(1, state.timings.resultMs);
  return balls.slice(0, Math.min(balls.length, Math.floor((elapsed / 0.9) * balls.length)));
}

function onState(next: RoundState): void {
  state = next;
  shownBalls = -1;
  phaseEl.className = `bg-phase bg-phase-${next.phase}`;
  phaseEl.textContent = next.phase === 'betting' ? t('open') : next.phase === 'drawing' ? t('drawing') : t('roundOver');
  // The last round's win stays up until the next one opens.
  if (next.phase === 'betting') winEl.hidden = true;
  statsEl.textContent = t('players', { players: next.stats.players, cards: next.stats.bets });
  renderBuy();
  renderBalls(visibleBalls());
  historyEl.replaceChildren(
    ...(next.history.length === 0
      ? [el('li', { class: 'vx-muted' }, t('noResults'))]
      : next.history
          .slice(0, 8)
          .map((h) =>
            el('li', {}, `#${h.index} · ${((h.summary as BingoResult).balls ?? []).slice(0, 12).join(' ')} …`),
          )),
  );
  if (next.phase === 'settled') {
    const won = next.myBets.filter((b) => b.payout !== null && BigInt(b.payout) > 0n && !celebrated.has(b.betId));
    for (const b of won) celebrated.add(b.betId);
    const total = won.reduce((sum, b) => sum + BigInt(b.payout ?? '0'), 0n);
    if (total > 0n) {
      winEl.textContent = t('youWon', { amount: shell.money(total) });
      winEl.hidden = false;
    }
    if (next.myBets.length > 0) void shell.refreshBalance().catch(() => undefined);
  }
}

const feed = openRoundFeed(gameId, shell.session.id, onState, () => {
  phaseEl.textContent = t('connecting');
});

function tick(): void {
  if (state) {
    const left = feed.remaining(state);
    countEl.textContent =
      state.phase === 'betting'
        ? t('drawIn', { time: clock(left) })
        : state.phase === 'settled'
          ? t('nextIn', { time: clock(left) })
          : '';
    if (state.phase === 'drawing') renderBalls(visibleBalls());
  }
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);
