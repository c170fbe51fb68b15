import { el, ShellError, startShell } from '../../../client/shell.ts';
import type { SpriteId } from '../fish-sprites.ts';
import type { FishInfo } from '../fish.routes.ts';
import { fishTexts } from './fish-texts.ts';
import { renderFishHelp } from './fish-help.ts';
import { createScene, type ShotTarget } from './fish-scene.ts';
import { installFishStyles } from './fish-style.ts';

/** The fish game page: canvas scene, bet selector, fire button, stats; every shot is one bet. */

interface ShotAnswer {
  captured: boolean;
  multiplier: number;
  payout: string;
  balance: string;
  fishType: string;
}

const PALETTES: Record<string, { top: string; bottom: string }> = {
  'ocean-king': { top: '#0b6a9c', bottom: '#03162e' },
  'fish-hunter': { top: '#3a2a7a', bottom: '#080a22' },
};

const shell = await startShell();
shell.addTexts(fishTexts);
installFishStyles();
const { t } = shell;
const language = shell.session.language;

let info: FishInfo;
try {
  info = await shell.api<FishInfo>('fish/info');
} catch (err) {
  shell.root.replaceChildren(
    el('p', { class: 'vx-error-text', role: 'alert' }, err instanceof Error ? err.message : t('unknownError')),
  );
  throw err;
}

const fishName = (type: string): string => {
  const fish = info.fish.find((f) => f.type === type);
  return fish ? (fish.names[language as keyof typeof fish.names] ?? fish.names.en) : type;
};

let betIndex = 0;
let shots = 0;
const bet = () => BigInt(info.betLevels[betIndex] ?? info.betLevels[0] ?? '0');

const canvas = el('canvas', { class: 'fx-canvas', role: 'img', 'aria-label': t('fishCanvas'), tabindex: 0 });
const targetLabel = el('div', { class: 'fx-target', 'aria-live': 'polite' });
const stage = el('div', { class: 'fx-stage' }, canvas, targetLabel);
const betValue = el('output', { class: 'fx-bet-value', 'aria-live': 'polite' });
const betDown = el('button', { type: 'button', class: 'vx-btn fx-bet-btn', 'aria-label': t('fishBetDown') }, '−');
const betUp = el('button', { type: 'button', class: 'vx-btn fx-bet-btn', 'aria-label': t('fishBetUp') }, '+');
const fireButton = el('button', { type: 'button', class: 'vx-btn vx-btn-primary fx-fire' }, t('fishFire'));
const lastWin = el('strong', {}, shell.money(0n));
const shotCount = el('strong', {}, '0');
shell.root.replaceChildren(
  el(
    'div',
    { class: 'fx-game' },
    stage,
    el(
      'div',
      { class: 'fx-hud vx-panel' },
      el('div', { class: 'fx-bet' }, el('span', { class: 'fx-bet-label' }, t('fishBet')), betDown, betValue, betUp),
      fireButton,
      el('div', { class: 'fx-stat fx-win' }, el('span', { class: 'fx-stat-label' }, t('fishLastWin')), lastWin),
      el('div', { class: 'fx-stat' }, el('span', { class: 'fx-stat-label' }, t('fishShots')), shotCount),
    ),
  ),
);

async function shoot(target: ShotTarget) {
  targetLabel.textContent = t('fishTargeted', { fish: fishName(target.type), multiplier: target.multiplier });
  shell.sound.play('bet');
  try {
    const answer = await shell.api<ShotAnswer>('fish/shoot', { fishType: target.type, bet: bet().toString() });
    shots += 1;
    shotCount.textContent = String(shots);
    shell.setBalance(answer.balance);
    if (!answer.captured) return { captured: false, winText: '', big: false };
    const amount = shell.money(answer.payout);
    lastWin.textContent = amount;
    const big = answer.multiplier >= 50;
    shell.sound.play('win');
    shell.toast(
      big
        ? t('fishBigWin', { fish: fishName(answer.fishType), multiplier: answer.multiplier, amount })
        : t('fishCaught', { fish: fishName(answer.fishType), amount }),
      'win',
    );
    return { captured: true, winText: `+${amount}`, big };
  } catch (err) {
    shell.toast(err instanceof ShellError || err instanceof Error ? err.message : t('unknownError'), 'error');
    return null;
  }
}

const scene = createScene({
  canvas,
  fish: info.fish.map((fish) => ({ ...fish, type: fish.type as SpriteId })),
  palette: PALETTES[info.gameId] ?? { top: '#0b6a9c', bottom: '#03162e' },
  shoot,
  onNoTarget: () => shell.toast(t('fishNoTarget'), 'info'),
});

function setBet(index: number): void {
  betIndex = Math.min(info.betLevels.length - 1, Math.max(0, index));
  betValue.textContent = shell.money(bet());
  betDown.disabled = betIndex === 0;
  betUp.disabled = betIndex === info.betLevels.length - 1;
  scene.setLevel(betIndex);
}
setBet(0);

betDown.addEventListener('click', () => setBet(betIndex - 1));
betUp.addEventListener('click', () => setBet(betIndex + 1));
fireButton.addEventListener('click', () => scene.fire());

const resize = () => {
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = Math.max(320, Math.round(stage.clientWidth * ratio));
  canvas.height = Math.round((canvas.width * 9) / 16);
};
new ResizeObserver(resize).observe(stage);
resize();

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.closest('button, input, select, textarea, a, dialog') !== null || target.isContentEditable);

window.addEventListener('keydown', (event) => {
  if (document.querySelector('dialog[open]')) return;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    event.preventDefault();
    if (!event.repeat) scene.turn(event.key === 'ArrowLeft' ? -1 : 1);
  } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    event.preventDefault();
    setBet(betIndex + (event.key === 'ArrowUp' ? 1 : -1));
  } else if ((event.key === ' ' || event.code === 'Space') && !typing(event.target)) {
    event.preventDefault();
    scene.fire();
  }
});
window.addEventListener('keyup', (event) => {
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') scene.turn(0);
});
window.addEventListener('blur', () => scene.turn(0));

shell.onHelp(() => renderFishHelp(shell, info));
canvas.focus();
