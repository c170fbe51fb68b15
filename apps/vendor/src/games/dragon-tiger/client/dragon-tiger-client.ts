import { el, startShell } from '../../../client/shell.ts';
import { cardBack, cardFace } from '../../../rounds/card-svg.ts';
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
  svgFromMarkup,
} from '../../../rounds/client/round-ui.ts';
import type { RoundState } from '../../../rounds/round-types.ts';
import type { Card } from '../../../rounds/shoe.ts';
import type { DragonTigerResult, DragonTigerSpot } from '../dragon-tiger-rules.ts';
import { DRAGON_TIGER_TEXTS } from './dragon-tiger-texts.ts';

const shell = await startShell();
shell.addTexts(DRAGON_TIGER_TEXTS);
setupRoundPage(
  shell,
  `
.dt-stage { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 12px;
  background: linear-gradient(90deg, rgba(120,10,28,.85), rgba(15,59,46,.9) 45%, rgba(15,59,46,.9) 55%, rgba(14,48,110,.85)); }
.dt-side { display: flex; flex-direction: column; align-items: center; gap: 10px; }
.dt-name { font: 800 24px Georgia, serif; letter-spacing: .12em; text-transform: uppercase; }
.dt-dragon .dt-name { color: #ffb3b3; } .dt-tiger .dt-name { color: #b3d4ff; }
.dt-vs { font: 900 30px Georgia, serif; color: var(--vx-gold); text-shadow: 0 2px 10px rgba(0,0,0,.6); }
.dt-card { width: 96px; height: 134px; }
.dt-spots { grid-template-columns: 1fr .8fr 1fr; }
.dt-table-now { display: flex; flex-wrap: wrap; gap: 16px; font-size: 14px; }
.dt-table-now strong { color: var(--vx-gold-2); }
.dt-bead-dragon { background: #c8102e; } .dt-bead-tiger { background: #1f6feb; } .dt-bead-tie { background: #2fbf71; }
@media (max-width: 640px) { .dt-card { width: 70px; height: 98px; } .dt-name { font-size: 18px; } }
`,
);

const gameId = shell.session.gameId;
const SPOTS: { spot: DragonTigerSpot; label: string; pays: string; cls: string }[] = [
  { spot: 'dragon', label: 'spotDragon', pays: '1:1', cls: 'rt-red' },
  { spot: 'tie', label: 'spotTie', pays: '8:1', cls: 'rt-green' },
  { spot: 'tiger', label: 'spotTiger', pays: '1:1', cls: 'rt-blue' },
];
const status = createStatusBar(shell);
const fair = createFairLine(shell);
const notify = createOutcomeNotifier(shell);

const cardSlot = () => el('div', { class: 'dt-card' });
const dragonSlot = cardSlot();
const tigerSlot = cardSlot();
const banner = el('div', { class: 'rt-banner', role: 'status' });
const stage = el(
  'section',
  { class: 'rt-stage dt-stage', 'aria-label': shell.session.gameName },
  el('div', { class: 'dt-side dt-dragon' }, el('span', { class: 'dt-name' }, shell.t('spotDragon')), dragonSlot),
  el('span', { class: 'dt-vs', 'aria-hidden': 'true' }, 'VS'),
  el('div', { class: 'dt-side dt-tiger' }, el('span', { class: 'dt-name' }, shell.t('spotTiger')), tigerSlot),
  banner,
);

const showBack = (slot: HTMLElement) =>
  slot.replaceChildren(svgFromMarkup('0 0 100 140', cardBack(0, 0, 100), 'dt-card'));
const showFace = (slot: HTMLElement, card: Card) => {
  const face = svgFromMarkup('0 0 100 140', cardFace(card, 0, 0, 100), 'dt-card rt-deal');
  face.setAttribute('role', 'img');
  face.removeAttribute('aria-hidden');
  face.setAttribute('aria-label', `${card.rank}${card.suit}`);
  slot.replaceChildren(face);
};

let chips: ReturnType<typeof createChipRack> | null = null;
const chipSlot = el('div');
const connection = connectRound(shell, gameId, render);
const spots = new Map<DragonTigerSpot, SpotView>();
for (const s of SPOTS) {
  spots.set(
    s.spot,
    createSpot(shell, {
      label: shell.t(s.label),
      pays: shell.t('pays', { ratio: s.pays }),
      className: s.cls,
      onBet: () => {
        if (chips)
          void placeFromSpot(shell, connection, { spot: s.spot, amount: chips.value().toString() }, shell.t(s.label));
      },
    }),
  );
}

const tableNow = el('div', { class: 'dt-table-now', role: 'status' });
const beads = el('div', { class: 'rt-beads', role: 'list', 'aria-label': shell.t('history') });
shell.root.append(
  el(
    'div',
    { class: 'rt-table' },
    status.node,
    stage,
    el('div', { class: 'rt-spots dt-spots' }, ...SPOTS.map((s) => spots.get(s.spot)!.node)),
    el('div', { class: 'rt-controls vx-panel' }, chipSlot, tableNow),
    el('section', { class: 'rt-history vx-panel' }, el('h2', {}, shell.t('history')), beads),
    fair.node,
  ),
);
shell.onHelp(() =>
  el(
    'div',
    {},
    el('p', {}, shell.t('rulesDragonTiger')),
    el(
      'table',
      { class: 'vx-table' },
      el('tbody', {}, ...SPOTS.map((s) => el('tr', {}, el('td', {}, shell.t(s.label)), el('td', {}, s.pays)))),
    ),
    el('p', { class: 'vx-muted' }, shell.t('rulesHalf')),
    el('p', { class: 'vx-muted' }, shell.t('helpRounds')),
  ),
);

let historyKey = '';
function render(state: RoundState): void {
  status.update(state);
  fair.update(state);
  if (!chips) {
    chips = createChipRack(shell, BigInt(state.limits.minBet), BigInt(state.limits.maxBet));
    chipSlot.replaceChildren(chips.node);
  }
  const mine = myStakes(state, (sel) => String(sel));
  for (const [spot, view] of spots) {
    const side = state.stats.sides[spot];
    view.update(mine.get(spot) ?? 0n, side?.players ?? 0, BigInt(side?.staked ?? '0'), state.phase === 'betting');
  }
  tableNow.replaceChildren(
    el('span', {}, `${shell.t('tableNow')}: `),
    el('span', {}, `${shell.t('players')} `, el('strong', {}, String(state.stats.players))),
    el('span', {}, `${shell.t('totalStaked')} `, el('strong', {}, shell.money(state.stats.staked))),
  );
  const key = state.history[0]?.roundId ?? '';
  if (key !== historyKey) {
    historyKey = key;
    beads.replaceChildren(
      ...state.history
        .slice(0, 60)
        .reverse()
        .map((h) => {
          const r = h.summary as DragonTigerResult;
          const label = `${shell.t('round', { index: h.index })}: ${shell.t(`spot${r.winner[0]!.toUpperCase()}${r.winner.slice(1)}`)}`;
          const letter = shell.t(`spot${r.winner[0]!.toUpperCase()}${r.winner.slice(1)}`).slice(0, 1);
          return el(
            'span',
            { class: `rt-bead dt-bead-${r.winner}`, role: 'listitem', title: label, 'aria-label': label },
            letter,
          );
        }),
    );
    beads.scrollLeft = beads.scrollWidth;
  }
  notify(state);
}

let shownRound = '';
let revealed = 0;
everyFrame(connection, (state, remaining) => {
  status.tick(state, remaining);
  if (shownRound !== state.roundId) {
    shownRound = state.roundId;
    revealed = 0;
    showBack(dragonSlot);
    showBack(tigerSlot);
    banner.classList.remove('rt-show');
    for (const view of spots.values()) view.mark(null);
  }
  const result = state.result as DragonTigerResult | null;
  if (!result || state.phase === 'betting') return;
  const elapsed = state.phase === 'drawing' ? state.timings.resultMs - remaining : Number.POSITIVE_INFINITY;
  const step = Math.min(1200, state.timings.resultMs / 3);
  const due = Math.min(3, Math.floor(elapsed / step) + 1);
  if (revealed < 1 && due >= 1) showFace(dragonSlot, result.dragon);
  if (revealed < 2 && due >= 2) showFace(tigerSlot, result.tiger);
  if (revealed < 3 && due >= 3) {
    banner.textContent = shell.t(`winner${result.winner[0]!.toUpperCase()}${result.winner.slice(1)}`);
    banner.classList.add('rt-show');
    for (const [spot, view] of spots) view.mark(spot === result.winner);
  }
  revealed = Math.max(revealed, due);
});
