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
  svgFromMarkup,
} from '../../../rounds/client/round-ui.ts';
import type { RoundState } from '../../../rounds/round-types.ts';
import { roosterPath } from '../cockfight-art.ts';
import type { CockfightMeta, CockfightResult, CockfightSide, Fighter } from '../cockfight-rules.ts';
import { ARENA_CSS, arenaMarkup } from './cockfight-arena.ts';
import { COCKFIGHT_TEXTS } from './cockfight-texts.ts';

const shell = await startShell();
shell.addTexts(COCKFIGHT_TEXTS);
setupRoundPage(shell, ARENA_CSS);

const gameId = shell.session.gameId;
const SIDES: { side: CockfightSide; label: string; cls: string }[] = [
  { side: 'meron', label: 'spotMeron', cls: 'rt-red' },
  { side: 'draw', label: 'spotDraw', cls: 'rt-green' },
  { side: 'wala', label: 'spotWala', cls: 'rt-blue' },
];
const ratio = (hundredths: number) => `${(hundredths / 100).toFixed(2)}:1`;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

const status = createStatusBar(shell);
const fair = createFairLine(shell);
const notify = createOutcomeNotifier(shell);
const arena = svgFromMarkup('0 0 400 230', arenaMarkup(roosterPath), 'cf-arena');
const banner = el('div', { class: 'rt-banner', role: 'status' });
const fighterCard = (corner: 'meron' | 'wala') => {
  const name = el('strong', { class: 'cf-name' });
  const facts = el('dl', { class: 'cf-facts' });
  return {
    node: el(
      'div',
      { class: `cf-fighter cf-${corner} vx-panel` },
      el('span', { class: 'cf-corner' }, shell.t(`spot${cap(corner)}`)),
      name,
      facts,
    ),
    name,
    facts,
  };
};
const meronCard = fighterCard('meron');
const walaCard = fighterCard('wala');
const stage = el('section', { class: 'rt-stage cf-stage', 'aria-label': shell.session.gameName }, arena, banner);

let chips: ReturnType<typeof createChipRack> | null = null;
const chipSlot = el('div');
const connection = connectRound(shell, gameId, render);
const spots = new Map<CockfightSide, SpotView & { setPays(text: string): void }>();
for (const s of SIDES) {
  const view = createSpot(shell, {
    label: shell.t(s.label),
    pays: '',
    className: s.cls,
    onBet: () => {
      if (chips)
        void placeFromSpot(shell, connection, { spot: s.side, amount: chips.value().toString() }, shell.t(s.label));
    },
  });
  const pays = view.node.querySelector('.rt-spot-pays')!;
  spots.set(s.side, { ...view, setPays: (text) => (pays.textContent = text) });
}

const beads = el('div', { class: 'rt-beads', role: 'list', 'aria-label': shell.t('history') });
shell.root.append(
  el(
    'div',
    { class: 'rt-table' },
    status.node,
    el('div', { class: 'cf-main' }, meronCard.node, stage, walaCard.node),
    el('div', { class: 'rt-spots cf-spots' }, ...SIDES.map((s) => spots.get(s.side)!.node)),
    el('div', { class: 'rt-controls vx-panel' }, chipSlot),
    el('section', { class: 'rt-history vx-panel' }, el('h2', {}, shell.t('history')), beads),
    fair.node,
  ),
);
shell.onHelp(() =>
  el(
    'div',
    {},
    el('p', {}, shell.t('rulesCockfight')),
    el('p', {}, shell.t('rulesChances')),
    el('p', { class: 'vx-muted' }, shell.t('helpRounds')),
  ),
);

function showFighter(card: ReturnType<typeof fighterCard>, f: Fighter, chance: number, odds: number): void {
  card.name.textContent = f.name;
  const row = (label: string, value: string) => [el('dt', {}, label), el('dd', {}, value)];
  card.facts.replaceChildren(
    ...row(shell.t('rating'), String(f.rating)),
    ...row(shell.t('weight'), `${(f.weightGrams / 1000).toFixed(2)} kg`),
    ...row(shell.t('record'), `${f.wins}–${f.losses}`),
    ...row(shell.t('winChance'), `${(chance / 100).toFixed(2)}%`),
    ...row(shell.t('odds'), ratio(odds)),
  );
}

let metaRound = '';
let historyKey = '';
function render(state: RoundState): void {
  status.update(state);
  fair.update(state);
  if (!chips) {
    chips = createChipRack(shell, BigInt(state.limits.minBet), BigInt(state.limits.maxBet));
    chipSlot.replaceChildren(chips.node);
  }
  const meta = state.meta as CockfightMeta;
  if (metaRound !== state.roundId) {
    metaRound = state.roundId;
    showFighter(meronCard, meta.meron, meta.chances.meron, meta.ratios.meron);
    showFighter(walaCard, meta.wala, meta.chances.wala, meta.ratios.wala);
    for (const s of SIDES) spots.get(s.side)!.setPays(shell.t('pays', { ratio: ratio(meta.ratios[s.side]) }));
  }
  const mine = myStakes(state, (sel) => String(sel));
  for (const [side, view] of spots) {
    const totals = state.stats.sides[side];
    view.update(mine.get(side) ?? 0n, totals?.players ?? 0, BigInt(totals?.staked ?? '0'), state.phase === 'betting');
  }
  const key = state.history[0]?.roundId ?? '';
  if (key !== historyKey) {
    historyKey = key;
    beads.replaceChildren(
      ...state.history
        .slice(0, 60)
        .reverse()
        .map((h) => {
          const s = h.summary as { winner: CockfightSide; meron: string; wala: string };
          const label = `${shell.t('fight')} ${h.index}: ${s.meron} – ${s.wala}, ${shell.t(`winner${cap(s.winner)}`)}`;
          const letter = shell.t(`spot${cap(s.winner)}`).slice(0, 1);
          return el(
            'span',
            { class: `rt-bead cf-bead-${s.winner}`, role: 'listitem', title: label, 'aria-label': label },
            letter,
          );
        }),
    );
    beads.scrollLeft = beads.scrollWidth;
  }
  notify(state);
}

/** The fight plays over most of the drawing phase; the outcome shows for its last part. */
let shownRound = '';
everyFrame(connection, (state, remaining) => {
  status.tick(state, remaining);
  if (shownRound !== state.roundId) {
    shownRound = state.roundId;
    arena.setAttribute('class', 'cf-arena');
    banner.classList.remove('rt-show');
    for (const view of spots.values()) view.mark(null);
  }
  const result = state.result as CockfightResult | null;
  if (!result || state.phase === 'betting') return;
  const elapsed = state.phase === 'drawing' ? state.timings.resultMs - remaining : Number.POSITIVE_INFINITY;
  const fightMs = state.timings.resultMs * 0.65;
  const stage = elapsed < fightMs ? 'cf-arena cf-fighting' : `cf-arena cf-over cf-won-${result.winner}`;
  if (arena.getAttribute('class') !== stage) arena.setAttribute('class', stage);
  if (elapsed >= fightMs && !banner.classList.contains('rt-show')) {
    banner.textContent = shell.t(`winner${cap(result.winner)}`);
    banner.classList.add('rt-show');
    for (const [side, view] of spots) view.mark(side === result.winner);
  }
});
