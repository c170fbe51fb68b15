/** The fish game's styles (added to the page once; the shell's variables give the common look). */
const css = `
.fx-game { display: grid; gap: 12px; }
.fx-stage { position: relative; width: 100%; max-width: calc((100vh - var(--vx-bar-h, 60px) - 150px) * 16 / 9); min-width: min(100%, 320px);
  margin: 0 auto; aspect-ratio: 16 / 9; border-radius: var(--vx-radius, 14px); overflow: hidden;
  border: 2px solid var(--vx-line, rgba(242, 193, 78, 0.22)); box-shadow: var(--vx-shadow), inset 0 0 60px rgba(0, 0, 0, 0.5); }
.fx-canvas { display: block; width: 100%; height: 100%; cursor: crosshair; touch-action: none; outline: none; }
.fx-canvas:focus-visible { box-shadow: inset var(--vx-focus); }
.fx-target { position: absolute; left: 12px; top: 10px; padding: 4px 10px; border-radius: 999px; font-size: 13px;
  background: rgba(5, 10, 25, 0.6); color: var(--vx-gold-2, #ffe39a); pointer-events: none; }
.fx-target:empty { display: none; }
.fx-hud { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 12px 20px; padding: 10px 16px; }
.fx-bet { display: flex; align-items: center; gap: 8px; }
.fx-bet-label, .fx-stat-label { color: var(--vx-muted, #a6adbf); font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; }
.fx-bet-value { min-width: 6.5em; text-align: center; font-weight: 700; font-size: 18px; color: var(--vx-gold-2, #ffe39a);
  font-variant-numeric: tabular-nums; }
.fx-bet-btn { width: 40px; height: 40px; border-radius: 50%; font-size: 22px; line-height: 1; padding: 0; }
.fx-fire { min-width: 140px; min-height: 52px; border-radius: 999px; font-size: 18px; font-weight: 800; letter-spacing: 0.06em; }
.fx-stat { display: grid; text-align: center; min-width: 6em; }
.fx-stat strong { font-variant-numeric: tabular-nums; }
.fx-win strong { color: var(--vx-win, #3ee089); }
.fx-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.fx-help p { margin: 0 0 10px; line-height: 1.5; }
.fx-paytable { width: 100%; border-collapse: collapse; margin: 8px 0 12px; }
.fx-paytable th, .fx-paytable td { padding: 6px 8px; border-bottom: 1px solid var(--vx-line, rgba(242, 193, 78, 0.22)); text-align: left; }
.fx-paytable td:nth-child(3), .fx-paytable td:nth-child(4), .fx-paytable th:nth-child(3), .fx-paytable th:nth-child(4) { text-align: right;
  font-variant-numeric: tabular-nums; }
.fx-paytable svg { width: 64px; height: 40px; display: block; }
.fx-boss { margin-inline-start: 6px; padding: 1px 6px; border-radius: 6px; font-size: 11px; background: var(--vx-gold, #f2c14e); color: #2a1a00; }
@media (max-width: 640px) {
  .vx-root { padding: 8px; }
  .fx-hud { gap: 8px 12px; padding: 8px; }
  .fx-fire { min-width: 110px; min-height: 46px; }
  .fx-paytable td:nth-child(4), .fx-paytable th:nth-child(4) { display: none; }
}
`;

export function installFishStyles(): void {
  if (document.getElementById('fx-styles')) return;
  const style = document.createElement('style');
  style.id = 'fx-styles';
  style.textContent = css;
  document.head.append(style);
}
