import { el, startShell } from '../../../client/shell.ts';
import { connectRound } from '../../../rounds/client/round-client.ts';
import {
  createChipRack,
  createFairLine,
  createOutcomeNotifier,
  createSpot,
  createStatusBar,
  everyFrame,
  setupRoundPage,
  myStakes,
  placeFromSpot,
  type SpotView,
} from '../../../rounds/client/round-ui.ts';
import type { RoundState } from '../../../rounds/round-types.ts';
import type { BaccaratSummary } from '../baccarat.module.ts';
import type { BaccaratResult, BaccaratSpot } from '../baccarat-rules.ts';
import { BACCARAT_TEXTS } from './baccarat-texts.ts';
import { createCardRow, dealOrder } from './baccarat-cards.ts';

const shell = await startShell();
shell.addTexts(BACCARAT_TEXTS);
setupRoundPage(
  shell,
  `
.bc-hands { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.bc-hand { display: flex; flex-direction: column; align-items: center; gap: 10px; }
.bc-hand-head { display: flex; align-items: center; gap: 10px; font: 700 18px Georgia, serif; letter-spacing: .1em; }
.bc-player .bc-hand-head { color: #8cc4ff; } .bc-banker .bc-hand-head { color: #ff9b9b; }
.bc-spots-top { grid-template-columns: 1fr 1.2fr 1fr; }
.bc-spots-main { grid-template-columns: 1fr 1fr; }
.bc-bead-P { background: #1f6feb; } .bc-bead-B { background: #c8102e; } .bc-bead-T { background: #2fbf71; }
`,
);

const gameId = shell.session.gameId;
const SPOTS: { spot: BaccaratSpot; label: string; pays: string; cls: string }[] = [
  { spot: 'player-pair', label: 'spotPlayerPair', pays: '11:1', cls: 'rt-blue rt-small' },
  { spot: 'tie', label: 'spotTie', pays: '8:1', cls: 'rt-green rt-small' },
  { spot: 'banker-pair', label: 'spotBankerPair', pays: '11:1', cls: 'rt-red rt-small' },
  { spot: 'player', label: 'spotPlayer', pays: '1:1', cls: 'rt-blue' },
  { spot: 'banker', label: 'spotBanker', pays: '0.95:1', cls: 'rt-red' },
];

const status = createStatusBar(shell);
const fair = createFairLine(shell);
const notify = createOutcomeNotifier(shell);
const playerRow = createCardRow();
const bankerRow = createCardRow();
const playerScore = el('span', { class: 'rt-score', 'aria-label': shell.t('spotPlayer') }, '0');
const bankerScore = el('span', { class: 'rt-score', 'aria-label': shell.t('spotBanker') }, '0');
const banner = el('div', { class: 'rt-banner', role: 'status' });
const stage = el(
  'section',
  { class: 'rt-stage', 'aria-label': shell.session.gameName },
  el(
    'div',
    { class: 'bc-hands' },
    el(
      'div',
      { class: 'bc-hand bc-player' },
      el('div', { class: 'bc-hand-head' }, shell.t('spotPlayer'), playerScore),
      playerRow.node,
    ),
    el(
      'div',
      { class: 'bc-hand bc-banker' },
      el('div', { class: 'bc-hand-head' }, shell.t('spotBanker'), bankerScore),
      bankerRow.node,
    ),
  ),
  banner,
);

let chips: ReturnType<typeof createChipRack> | null = null;
const chipSlot = el('div');
const rebet = el('button', { type: 'button', class: 'vx-btn vx-btn-ghost', disabled: true }, shell.t('rebet'));
let lastBets: { spot: BaccaratSpot; amount: string }[] = [];

const connection = connectRound(shell, gameId, render);
const spots = new Map<BaccaratSpot, SpotView>();
for (const s of SPOTS) {
  spots.set(
    s.spot,
    createSpot(shell, {
      label: shell.t(s.label),
      pays: shell.t('pays', { ratio: s.pays }),
      className: s.cls,
      testId: `bc-spot-${s.spot}`,
      onBet: () => {
        if (!chips) return;
        void placeFromSpot(shell, connection, { spot: s.spot, amount: chips.value().toString() }, shell.t(s.label));
      },
    }),
  );
}
rebet.addEventListener('click', () => {
  for (const bet of lastBets) {
    const label = shell.t(SPOTS.find((s) => s.spot === bet.spot)?.label ?? bet.spot);
    void placeFromSpot(shell, connection, { spot: bet.spot, amount: bet.amount }, label);
  }
});

const beads = el('div', { class: 'rt-beads', role: 'list', 'aria-label': shell.t('history') });
const counts = el('div', { class: 'rt-counts' });
shell.root.append(
  el(
    'div',
    { class: 'rt-table' },
    status.node,
    stage,
    el('div', { class: 'rt-spots bc-spots-top' }, ...SPOTS.slice(0, 3).map((s) => spots.get(s.spot)!.node)),
    el('div', { class: 'rt-spots bc-spots-main' }, ...SPOTS.slice(3).map((s) => spots.get(s.spot)!.node)),
    el('div', { class: 'rt-controls vx-panel' }, chipSlot, rebet),
    el('section', { class: 'rt-history vx-panel' }, el('h2', {}, shell.t('history')), counts, beads),
    fair.node,
  ),
);

shell.onHelp(() =>
  el(
    'div',
    {},
    el('p', {}, shell.t('rulesBaccarat')),
    el(
      'table',
      { class: 'vx-table' },
      el('tbody', {}, ...SPOTS.map((s) => el('tr', {}, el('td', {}, shell.t(s.label)), el('td', {}, s.pays)))),
    ),
    el('p', { class: 'vx-muted' }, shell.t('rulesPush')),
    el('p', { class: 'vx-muted' }, shell.t('helpRounds')),
  ),
);

let historyKey = '';
function renderHistory(state: RoundState): void {
  const key = state.history[0]?.roundId ?? '';
  if (key === historyKey) return;
  historyKey = key;
  const items = state.history.slice(0, 60).reverse();
  const tally = { P: 0, B: 0, T: 0 };
  beads.replaceChildren(
    ...items.map((h) => {
      const s = h.summary as BaccaratSummary;
      tally[s.w] += 1;
      const cls = `rt-bead bc-bead-${s.w}${s.pp ? ' rt-bead-pp' : ''}${s.bp ? ' rt-bead-bp' : ''}`;
      const label = `${shell.t('round', { index: h.index })}: ${s.p}–${s.b}`;
      return el(
        'span',
        { class: cls, role: 'listitem', title: label, 'aria-label': label },
        String(s.w === 'B' ? s.b : s.p),
      );
    }),
  );
  beads.scrollLeft = beads.scrollWidth;
  counts.replaceChildren(
    el('span', {}, `${shell.t('spotPlayer')} ${tally.P}`),
    el('span', {}, `${shell.t('spotBanker')} ${tally.B}`),
    el('span', {}, `${shell.t('spotTie')} ${tally.T}`),
  );
}

function render(state: RoundState): void {
  status.update(state);
  fair.update(state);
  renderHistory(state);
  if (!chips) {
    chips = createChipRack(shell, BigInt(state.limits.minBet), BigInt(state.limits.maxBet));
    chipSlot.replaceChildren(chips.node);
  }
  const mine = myStakes(state, (sel) => String(sel));
  const open = state.phase === 'betting';
  for (const [spot, view] of spots) {
    const side = state.stats.sides[spot];
    view.update(mine.get(spot) ?? 0n, side?.players ?? 0, BigInt(side?.staked ?? '0'), open);
  }
  if (state.phase === 'settled' && state.myBets.length > 0) {
    lastBets = state.myBets.map((b) => ({ spot: b.selection as BaccaratSpot, amount: b.amount }));
  }
  rebet.disabled = !open || lastBets.length === 0 || state.myBets.length > 0;
  notify(state);
}

/** Deals the cards of the result one by one over the drawing phase, then shows the winner. */
let shownRound = '';
everyFrame(connection, (state, remaining) => {
  status.tick(state, remaining);
  if (shownRound !== state.roundId) {
    shownRound = state.roundId;
    playerRow.reset();
    bankerRow.reset();
    banner.classList.remove('rt-show');
    playerScore.textContent = bankerScore.textContent = '0';
    for (const view of spots.values()) view.mark(null);
  }
  const result = state.result as BaccaratResult | null;
  if (!result || state.phase === 'betting') return;
  const order = dealOrder(result);
  const elapsed = state.phase === 'drawing' ? state.timings.resultMs - remaining : Number.POSITIVE_INFINITY;
  const step = Math.min(900, (state.timings.resultMs * 0.8) / (order.length + 1));
  const dealt = Math.min(order.length, Math.floor(elapsed / step) + 1);
  playerRow.show(result.player, order.slice(0, dealt).filter((c) => c.side === 'player').length);
  bankerRow.show(result.banker, order.slice(0, dealt).filter((c) => c.side === 'banker').length);
  // A card counts in the score once its deal animation (0.45 s) has landed.
  const landed = order.slice(0, Math.max(0, Math.min(order.length, Math.floor((elapsed - 450) / step) + 1)));
  playerScore.textContent = String(playerRow.total(landed.filter((c) => c.side === 'player').length));
  bankerScore.textContent = String(bankerRow.total(landed.filter((c) => c.side === 'banker').length));
  if (dealt === order.length && elapsed >= step * (order.length + 1) && !banner.classList.contains('rt-show')) {
    banner.textContent = shell.t(
      result.winner === 'tie' ? 'winnerTie' : result.winner === 'player' ? 'winnerPlayer' : 'winnerBanker',
    );
    banner.classList.add('rt-show');
    const wins: Record<BaccaratSpot, boolean> = {
      player: result.winner === 'player',
      banker: result.winner === 'banker',
      tie: result.winner === 'tie',
      'player-pair': result.playerPair,
      'banker-pair': result.bankerPair,
    };
    for (const [spot, view] of spots) view.mark(wins[spot]);
  }
});
