import { el, type Shell } from '../../../client/shell.ts';
import { spriteSvg } from '../fish-sprite-kit.ts';
import { SPRITES } from '../fish-sprites.ts';
import type { FishInfo } from '../fish.routes.ts';

/** The help dialog: how to play, keys, the paytable (fish, multiplier, capture chance) and the RTP. */

function icon(type: keyof typeof SPRITES, id: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '-62 -40 124 80');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML = spriteSvg(SPRITES[type], id);
  return svg;
}

const percent = (numerator: number, denominator: number, language: string): string =>
  `${((numerator / denominator) * 100).toLocaleString(language, { maximumFractionDigits: 2 })}%`;

export function renderFishHelp(shell: Shell, info: FishInfo): HTMLElement {
  const { t } = shell;
  const language = shell.session.language;
  const rows = info.fish.map((fish, i) =>
    el(
      'tr',
      {},
      el('td', {}, icon(fish.type as keyof typeof SPRITES, `help-fish-${i}`)),
      el(
        'th',
        { scope: 'row' },
        fish.names[language as keyof typeof fish.names] ?? fish.names.en,
        fish.boss ? el('span', { class: 'fx-boss' }, t('fishBoss')) : null,
      ),
      el('td', {}, `${fish.multiplier}×`),
      el('td', {}, `${percent(fish.numerator, info.denominator, language)} (${fish.numerator}/${info.denominator})`),
    ),
  );
  return el(
    'div',
    { class: 'fx-help' },
    el('p', {}, t('fishHowTo')),
    el('p', { class: 'vx-muted' }, t('fishKeys')),
    el('h3', {}, t('fishPaytable')),
    el(
      'table',
      { class: 'fx-paytable' },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', { scope: 'col' }, el('span', { class: 'fx-sr-only' }, t('fishColFish'))),
          el('th', { scope: 'col' }, t('fishColFish')),
          el('th', { scope: 'col' }, t('fishColPays')),
          el('th', { scope: 'col' }, t('fishColChance')),
        ),
      ),
      el('tbody', {}, ...rows),
    ),
    el('p', {}, t('fishRtp', { rtp: info.rtp.toLocaleString(language), fraction: info.rtpFraction })),
    el('p', { class: 'vx-muted' }, t('fishFair', { denominator: info.denominator })),
  );
}
