/** Styles of the bingo page (added once as a <style> element; uses the shell's CSS variables). */
export const bingoCss = `
.bg-layout { display: grid; gap: 16px; grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr); align-items: start; }
@media (max-width: 860px) { .bg-layout { grid-template-columns: 1fr; } }
.bg-card { background: var(--vx-panel); border: 1px solid var(--vx-line); border-radius: var(--vx-radius); padding: 16px; box-shadow: var(--vx-shadow); }
.bg-card h2 { font-size: 16px; margin: 0 0 10px; }
.bg-status { display: flex; justify-content: space-between; align-items: center; gap: 8px; flex-wrap: wrap; margin-bottom: 12px; }
.bg-phase { font-weight: 700; text-transform: uppercase; letter-spacing: .04em; font-size: 13px; padding: 4px 10px; border-radius: 999px; background: var(--vx-panel-2); }
.bg-phase-drawing { background: var(--vx-red); color: #fff; }
.bg-phase-settled { color: var(--vx-win); }
.bg-win { margin: 0 0 12px; padding: 8px 12px; border-radius: var(--vx-radius-sm); border-left: 4px solid var(--vx-win); background: var(--vx-panel-2); color: var(--vx-gold-2); font-weight: 700; }
.bg-win[hidden] { display: none; }
.bg-count { font-family: var(--vx-mono); font-size: 20px; color: var(--vx-gold); }
.bg-last { display: flex; align-items: center; gap: 14px; margin-bottom: 12px; }
.bg-ball { --c: #64748b; flex: none; width: 64px; height: 64px; border-radius: 50%; display: grid; place-items: center; background: var(--c); font-weight: 800; color: #0f172a; box-shadow: inset -6px -8px 14px rgba(0,0,0,.35), 0 6px 18px rgba(0,0,0,.5); }
.bg-ball span { background: #fff; border-radius: 50%; width: 40px; height: 40px; display: grid; place-items: center; font-size: 15px; line-height: 1; }
.bg-ball.bg-pop { animation: bg-pop .45s; }
@keyframes bg-pop { 0% { transform: scale(.3) rotate(-90deg); } 70% { transform: scale(1.12); } }
.bg-board { display: grid; grid-template-columns: 28px repeat(15, minmax(0, 1fr)); gap: 3px; font-size: 11px; font-family: var(--vx-mono); }
.bg-board-head { font-weight: 800; display: grid; place-items: center; border-radius: 4px; color: #fff; }
.bg-board-n { display: grid; place-items: center; aspect-ratio: 1; border-radius: 4px; background: rgba(255,255,255,.05); color: var(--vx-muted); }
.bg-board-n.bg-on { background: var(--vx-gold); color: #1a1204; font-weight: 800; }
.bg-cards { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); }
.bg-ticket { background: #f8fafc; color: #0f172a; border-radius: 10px; padding: 8px; border: 3px solid transparent; }
.bg-ticket.bg-won { border-color: var(--vx-win); box-shadow: 0 0 18px rgba(62, 224, 137, .45); }
.bg-grid { display: grid; grid-template-columns: repeat(5, 1fr); gap: 3px; }
.bg-h { text-align: center; font-weight: 900; color: #fff; border-radius: 4px; padding: 2px 0; }
.bg-cell { position: relative; aspect-ratio: 1; display: grid; place-items: center; font-weight: 700; border-radius: 5px; background: #e2e8f0; font-size: 15px; }
.bg-cell.bg-daub::after { content: ''; position: absolute; inset: 12%; border-radius: 50%; background: rgba(244, 63, 94, .72); }
.bg-cell.bg-hit { background: #fde68a; }
.bg-cell span { position: relative; z-index: 1; }
.bg-ticket-foot { margin-top: 6px; font-size: 12px; font-weight: 700; min-height: 16px; color: #15803d; }
.bg-options { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0 12px; }
.bg-option { font: inherit; font-size: 14px; font-weight: 700; min-width: 44px; padding: 8px 12px; border-radius: var(--vx-radius-sm); border: 1px solid var(--vx-line); background: var(--vx-bg-2); color: var(--vx-text); cursor: pointer; }
.bg-option:hover { border-color: var(--vx-gold); }
.bg-option:focus-visible { outline: none; box-shadow: var(--vx-focus); }
.bg-option[aria-pressed="true"] { background: linear-gradient(180deg, var(--vx-gold-2), var(--vx-gold)); color: #1a1204; border-color: var(--vx-gold); }
.bg-side { display: grid; gap: 16px; }
.bg-pay { width: 100%; border-collapse: collapse; font-size: 13px; }
.bg-pay td { padding: 4px 6px; border-bottom: 1px solid var(--vx-line); }
.bg-pay td:last-child { text-align: right; font-family: var(--vx-mono); color: var(--vx-gold); }
.bg-history { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; font-size: 12px; font-family: var(--vx-mono); }
.bg-history li { padding: 6px 8px; border-radius: 6px; background: rgba(255,255,255,.04); overflow-wrap: anywhere; }
.bg-stats { color: var(--vx-muted); font-size: 12px; margin-top: 8px; }
`;
