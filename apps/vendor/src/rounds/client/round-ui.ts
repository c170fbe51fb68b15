import { currencyExponent } from '../../client/money.ts';
import { el, type Shell } from '../../client/shell.ts';
import type { RoundState } from '../round-types.ts';
import { type RoundConnection, verifyUrl } from './round-client.ts';
import { ROUND_CSS } from './round-styles.ts';
import { roundTexts } from './round-texts.ts';

/** Building blocks of the round tables' pages: header strip, countdown ring, chips, bet spots, results. */

const SVG_NS = 'http://www.w3.org/2000/svg';

export function svgEl(tag: string, attrs: Record<string, string | number> = {}): SVGElement {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** An <svg> whose content is trusted markup made by this code (cards, roosters). */
export function svgFromMarkup(viewBox: string, markup: string, className: string): SVGSVGElement {
  const svg = svgEl('svg', { viewBox, class: className, 'aria-hidden': 'true' }) as SVGSVGElement;
  svg.innerHTML = markup;
  return svg;
}

/** Prepares a table page: the shared texts (before any UI asks for them) and styles. */
export function setupRoundPage(shell: Shell, css = ''): void {
  shell.addTexts(roundTexts);
  injectStyles(css);
}

let styled = false;
export function injectStyles(css = ''): void {
  if (!styled) {
    document.head.append(el('style', {}, ROUND_CSS));
    styled = true;
  }
  if (css) document.head.append(el('style', {}, css));
}

/** The phase label, round number, countdown ring and limits of a table. */
export function createStatusBar(shell: Shell) {
  const ring = svgEl('svg', { viewBox: '0 0 64 64', class: 'rt-ring', 'aria-hidden': 'true' });
  const track = svgEl('circle', { cx: 32, cy: 32, r: 28, class: 'rt-ring-track' });
  const arc = svgEl('circle', { cx: 32, cy: 32, r: 28, class: 'rt-ring-arc', pathLength: 100 });
  ring.append(track, arc);
  const seconds = el('span', { class: 'rt-ring-text vx-countdown' }, '–');
  const phase = el('strong', { class: 'rt-phase', role: 'status', 'aria-live': 'polite' }, shell.t('phaseWaiting'));
  const round = el('span', { class: 'vx-muted rt-round', 'data-testid': 'round-index' });
  const limits = el('span', { class: 'vx-muted rt-limits' });
  const node = el(
    'div',
    { class: 'rt-status vx-panel', 'data-testid': 'round-status' },
    el('div', { class: 'rt-ring-wrap' }, ring, seconds),
    el('div', { class: 'rt-status-text' }, phase, round),
    limits,
  );
  let lastPhase = '';
  return {
    node,
    update(state: RoundState) {
      if (state.phase !== lastPhase) {
        lastPhase = state.phase;
        const key = { betting: 'phaseBetting', drawing: 'phaseDrawing', settled: 'phaseSettled' }[state.phase];
        phase.textContent = shell.t(key);
        node.dataset.phase = state.phase;
      }
      round.textContent = shell.t('round', { index: state.index });
      limits.textContent = shell.t('limits', {
        min: shell.money(state.limits.minBet),
        max: shell.money(state.limits.maxBet),
      });
    },
    /** Called every frame with the time left in the phase. */
    tick(state: RoundState, remaining: number) {
      const total = {
        betting: state.timings.bettingMs,
        drawing: state.timings.resultMs,
        settled: state.timings.settleMs,
      }[state.phase];
      const left = total > 0 ? Math.min(1, remaining / total) : 0;
      arc.setAttribute('stroke-dasharray', `${(left * 100).toFixed(2)} 100`);
      seconds.textContent = state.phase === 'betting' ? String(Math.ceil(remaining / 1000)) : '·';
      node.classList.toggle('rt-hurry', state.phase === 'betting' && remaining < 5000);
    },
  };
}

const chipColors = ['#7b8794', '#c8102e', '#1f6feb', '#2fbf71', '#111827', '#8b5cf6', '#f2c14e'];

/** Compact chip label of a value in minor units: 100 → "1", 50000 → "500", 500000 → "5K". */
function chipLabel(minor: bigint, exponent: number): string {
  const major = Number(minor) / 10 ** exponent;
  if (major >= 1_000_000) return `${major / 1_000_000}M`;
  if (major >= 1000) return `${major / 1000}K`;
  return String(major);
}

/** The chip rack: a radio group of chip values (from the table minimum up, within the maximum). */
export function createChipRack(shell: Shell, minBet: bigint, maxBet: bigint) {
  const exponent = currencyExponent(shell.session.currency, shell.session.language);
  const values = [1n, 5n, 10n, 50n, 100n, 500n, 1000n].map((m) => m * minBet).filter((v) => v <= maxBet);
  let selected = values[1] ?? values[0]!;
  const buttons = values.map((value, i) => {
    const button = el(
      'button',
      {
        type: 'button',
        class: 'vx-chip rt-chip',
        role: 'radio',
        'aria-checked': String(value === selected),
        'aria-pressed': String(value === selected),
        'aria-label': shell.money(value),
        style: `--chip:${chipColors[i % chipColors.length]}`,
      },
      chipLabel(value, exponent),
    );
    button.addEventListener('click', () => {
      selected = value;
      for (const b of buttons) {
        const on = b === button;
        b.setAttribute('aria-checked', String(on));
        b.setAttribute('aria-pressed', String(on));
      }
    });
    return button;
  });
  const node = el(
    'div',
    { class: 'rt-chips', role: 'radiogroup', 'aria-label': shell.t('chips') },
    el('span', { class: 'vx-muted rt-chips-label' }, shell.t('chips')),
    ...buttons,
  );
  return { node, value: () => selected };
}

export interface SpotView {
  node: HTMLButtonElement;
  /** Shows the player's stake and the table's totals on the spot. */
  update(mine: bigint, players: number, staked: bigint, open: boolean): void;
  mark(win: boolean | null): void;
}

/** A bet spot: a big button with the side's name, its payout and the stakes on it. */
export function createSpot(
  shell: Shell,
  opts: { label: string; pays: string; className: string; onBet: () => void; testId?: string },
): SpotView {
  const mineEl = el('span', { class: 'rt-spot-mine' });
  const totalEl = el('span', { class: 'rt-spot-total vx-muted' });
  const node = el(
    'button',
    { type: 'button', class: `rt-spot ${opts.className}`, 'data-testid': opts.testId },
    el('span', { class: 'rt-spot-label' }, opts.label),
    el('span', { class: 'rt-spot-pays' }, opts.pays),
    mineEl,
    totalEl,
  );
  node.addEventListener('click', opts.onBet);
  return {
    node,
    update(mine, players, staked, open) {
      node.disabled = !open;
      mineEl.textContent = mine > 0n ? shell.t('yourStake', { amount: shell.money(mine) }) : '';
      node.classList.toggle('rt-has-bet', mine > 0n);
      totalEl.textContent = players > 0 ? shell.t('tableTotals', { players, amount: shell.money(staked) }) : '';
    },
    mark(win) {
      node.classList.toggle('rt-spot-win', win === true);
      node.classList.toggle('rt-spot-lose', win === false);
    },
  };
}

/** Sums the asking player's stakes per side from a state. */
export function myStakes(state: RoundState, sideOf: (selection: unknown) => string): Map<string, bigint> {
  const stakes = new Map<string, bigint>();
  for (const bet of state.myBets) {
    const side = sideOf(bet.selection);
    stakes.set(side, (stakes.get(side) ?? 0n) + BigInt(bet.amount));
  }
  return stakes;
}

/** Announces the player's outcome once per settled round (toast + balance refresh). */
export function createOutcomeNotifier(shell: Shell) {
  let announced = '';
  return (state: RoundState) => {
    if (state.phase !== 'settled' || announced === state.roundId || state.myBets.length === 0) return;
    announced = state.roundId;
    let staked = 0n;
    let paid = 0n;
    for (const bet of state.myBets) {
      staked += BigInt(bet.amount);
      paid += BigInt(bet.payout ?? '0');
    }
    if (paid > staked) shell.toast(shell.t('youWon', { amount: shell.money(paid) }), 'win');
    else if (paid > 0n) shell.toast(shell.t('pushBack', { amount: shell.money(paid) }), 'info');
    else shell.toast(shell.t('youLost'), 'info');
    void shell.refreshBalance().catch(() => undefined);
  };
}

/** The fairness line: the seed hash while playing, the revealed seed and a verify link once settled. */
export function createFairLine(shell: Shell) {
  const node = el('p', { class: 'rt-fair vx-muted' });
  let shown = '';
  return {
    node,
    update(state: RoundState) {
      const key = `${state.roundId}:${state.phase}`;
      if (key === shown) return;
      shown = key;
      const url = verifyUrl(state);
      node.replaceChildren(
        el('span', {}, `${shell.t('seedHash')}: `),
        el('code', { class: 'rt-hash' }, state.seedHash),
        ...(url
          ? [
              el('span', {}, ` · ${shell.t('serverSeed')}: `),
              el('code', { class: 'rt-hash' }, state.serverSeed ?? ''),
              ' ',
              el('a', { href: url, target: '_blank', rel: 'noopener', class: 'rt-verify' }, shell.t('verifyRound')),
            ]
          : []),
      );
    },
  };
}

/** Runs `frame` on every animation frame with the state and the time left in its phase. */
export function everyFrame(connection: RoundConnection, frame: (state: RoundState, remaining: number) => void): void {
  const loop = () => {
    const state = connection.state;
    if (state) frame(state, connection.remaining());
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}

/** Places a bet from a spot click; refusals are shown as toasts (messages come translated from the shell). */
export async function placeFromSpot(
  shell: Shell,
  connection: RoundConnection,
  body: Record<string, unknown>,
  spotName: string,
): Promise<void> {
  try {
    const amount = String(body.amount);
    await connection.bet(body);
    shell.toast(shell.t('betPlaced', { amount: shell.money(amount), spot: spotName }), 'info');
  } catch (error) {
    const code = (error as { code?: string }).code;
    shell.toast(code === 'betting_closed' ? shell.t('bettingClosed') : (error as Error).message, 'error');
  }
}
