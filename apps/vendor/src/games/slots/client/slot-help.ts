import { el } from '../../../client/shell.ts';
import type { SlotInfo } from '../slots.routes.ts';
import { symbolIcon } from './slot-reels.ts';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** A payline as a small 5×3 diagram. */
function lineDiagram(rows: number[], index: number): HTMLElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 50 30');
  svg.setAttribute('aria-hidden', 'true');
  for (let r = 0; r < 5; r++) {
    for (let row = 0; row < 3; row++) {
      const dot = document.createElementNS(ns, 'rect');
      dot.setAttribute('x', String(r * 10 + 1.5));
      dot.setAttribute('y', String(row * 10 + 1.5));
      dot.setAttribute('width', '7');
      dot.setAttribute('height', '7');
      dot.setAttribute('rx', '1.5');
      dot.setAttribute('fill', rows[r] === row ? '#f2c14e' : 'rgba(255,255,255,.12)');
      svg.append(dot);
    }
  }
  const poly = document.createElementNS(ns, 'polyline');
  poly.setAttribute('points', rows.map((row, r) => `${r * 10 + 5},${row * 10 + 5}`).join(' '));
  poly.setAttribute('fill', 'none');
  poly.setAttribute('stroke', '#ffe39a');
  poly.setAttribute('stroke-width', '1.2');
  svg.append(poly);
  return el('div', { class: 'sl-line-card' }, svg, String(index + 1));
}

/** The help dialog's content: paytable at the current bet, rules, paylines and the RTP. */
export function renderHelp(info: SlotInfo, lineBet: bigint, t: T, money: (minor: bigint) => string): HTMLElement {
  const pays = info.symbols
    .filter((s) => s.kind !== 'scatter')
    .slice()
    .reverse()
    .map((s) =>
      el(
        'div',
        { class: 'sl-pay' },
        symbolIcon(s.id, s.kind === 'wild' ? t('slotWild') : s.id),
        el(
          'div',
          {},
          s.kind === 'wild' ? el('em', {}, t('slotWild')) : null,
          el(
            'dl',
            {},
            ...[5, 4, 3].flatMap((n) => [
              el('dt', {}, `${n}×`),
              el('dd', {}, money(BigInt(s.pays[n - 3] ?? 0) * lineBet)),
            ]),
          ),
        ),
      ),
    );
  const scatter = info.symbols.find((s) => s.kind === 'scatter');
  if (scatter && info.scatterPays) {
    const [p3, p4, p5] = info.scatterPays;
    pays.push(
      el(
        'div',
        { class: 'sl-pay' },
        symbolIcon(scatter.id, t('slotScatter')),
        el(
          'div',
          {},
          el('em', {}, t('slotScatter')),
          el('span', { class: 'sl-sub' }, t('slotScatterPays', { p3: p3 ?? 0, p4: p4 ?? 0, p5: p5 ?? 0 })),
        ),
      ),
    );
  }
  const rules = [t('slotRuleLines', { lines: info.lines.length })];
  if (info.symbols.some((s) => s.kind === 'wild')) rules.push(t('slotRuleWild'));
  if (scatter) rules.push(t('slotRuleScatter'));
  if (info.freeSpins) {
    const [a3, a4, a5] = info.freeSpins.awards;
    rules.push(t('slotRuleFree', { a3: a3 ?? 0, a4: a4 ?? 0, a5: a5 ?? 0, m: info.freeSpins.multiplier }));
    rules.push(t(info.freeSpins.retrigger ? 'slotRuleRetrigger' : 'slotRuleNoRetrigger'));
    if (info.freeReelsDiffer) rules.push(t('slotRuleFreeReels'));
  }
  rules.push(t('slotMalfunction'));
  return el(
    'div',
    { class: 'sl-help' },
    el('h3', {}, t('slotPaytable')),
    el('p', { class: 'vx-muted' }, t('slotPaysLineBet', { amount: money(lineBet) })),
    el('div', { class: 'sl-pays' }, ...pays),
    el('h3', {}, t('slotRules')),
    ...rules.map((r) => el('p', {}, r)),
    el('h3', {}, t('slotPaylines')),
    el('div', { class: 'sl-line-list' }, ...info.lines.map((rows, i) => lineDiagram(rows, i))),
    el('h3', {}, t('slotRtp', { rtp: info.rtp.toFixed(2) })),
    el('p', { class: 'vx-muted' }, t('slotRtpNote')),
  );
}
