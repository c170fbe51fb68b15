/** Styles of the sports page (added once as a <style> element; uses the shell's CSS variables). */
export const sportsCss = `
.sp-layout { display: grid; gap: 16px; grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr); align-items: start; }
@media (max-width: 820px) { .sp-layout { grid-template-columns: 1fr; } }
.sp-card { background: var(--vx-panel); border: 1px solid var(--vx-line); border-radius: var(--vx-radius); padding: 16px; box-shadow: var(--vx-shadow); }
.sp-status { display: flex; justify-content: space-between; align-items: center; gap: 8px; margin-bottom: 12px; }
.sp-phase { font-weight: 700; letter-spacing: .04em; text-transform: uppercase; font-size: 13px; padding: 4px 10px; border-radius: 999px; background: var(--vx-panel-2); }
.sp-phase-betting { color: var(--vx-gold-2); }
.sp-phase-drawing { color: #fff; background: var(--vx-red); animation: sp-blink 1.2s infinite; }
.sp-phase-settled { color: var(--vx-win); }
@keyframes sp-blink { 50% { opacity: .65; } }
.sp-count { font-family: var(--vx-mono); font-size: 20px; color: var(--vx-gold); }
.sp-match { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 12px; text-align: center; }
.sp-team { display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; }
.sp-crest { width: 56px; height: 56px; border-radius: 50%; display: grid; place-items: center; font-weight: 800; color: #fff; border: 3px solid rgba(255,255,255,.7); text-shadow: 0 1px 2px #000; }
.sp-team-name { font-weight: 700; font-size: 16px; overflow-wrap: anywhere; }
.sp-rating { color: var(--vx-muted); font-size: 12px; }
.sp-score { font-family: var(--vx-mono); font-size: 40px; font-weight: 800; min-width: 120px; padding: 6px 12px; border-radius: var(--vx-radius-sm); background: #05080f; border: 1px solid var(--vx-line); }
.sp-score.sp-bump { animation: sp-bump .5s; }
@keyframes sp-bump { 30% { transform: scale(1.15); color: var(--vx-gold-2); } }
.sp-clock { color: var(--vx-muted); font-size: 13px; margin-top: 4px; min-height: 18px; }
.sp-maps { display: flex; gap: 6px; justify-content: center; flex-wrap: wrap; margin-top: 10px; }
.sp-map { font-size: 12px; padding: 3px 8px; border-radius: 999px; background: var(--vx-panel-2); color: var(--vx-muted); }
.sp-map-won-home, .sp-map-won-away { color: #fff; }
.sp-feed { list-style: none; margin: 12px 0 0; padding: 0; max-height: 150px; overflow: auto; font-size: 13px; display: flex; flex-direction: column-reverse; gap: 4px; }
.sp-feed li { display: flex; gap: 8px; padding: 4px 8px; border-radius: 6px; background: rgba(255,255,255,.04); }
.sp-badge { font-size: 11px; font-weight: 800; color: #fff; padding: 1px 8px; border-radius: 999px; text-shadow: 0 1px 1px #000; }
.sp-feed-t { font-family: var(--vx-mono); color: var(--vx-gold); min-width: 44px; }
.sp-markets { display: grid; gap: 12px; margin-top: 16px; }
.sp-market-name { font-size: 13px; color: var(--vx-muted); margin-bottom: 6px; }
.sp-prices { display: grid; grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); gap: 8px; }
.sp-price { display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 10px 8px; border-radius: var(--vx-radius-sm); border: 1px solid var(--vx-line); background: var(--vx-bg-2); color: var(--vx-text); cursor: pointer; font: inherit; }
.sp-price:hover:not(:disabled) { border-color: var(--vx-gold); }
.sp-price:focus-visible { outline: none; box-shadow: var(--vx-focus); }
.sp-price[aria-pressed="true"] { background: linear-gradient(180deg, var(--vx-gold-2), var(--vx-gold)); color: #1a1204; border-color: var(--vx-gold); }
.sp-price:disabled { opacity: .5; cursor: not-allowed; }
.sp-price-label { font-size: 12px; }
.sp-price-odds { font-family: var(--vx-mono); font-size: 18px; font-weight: 800; }
.sp-slip h2, .sp-side h2 { font-size: 16px; margin: 0 0 10px; }
.sp-slip-pick { font-weight: 700; margin-bottom: 8px; }
.sp-chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; align-items: center; }
.sp-chip { font: inherit; font-size: 13px; font-weight: 700; padding: 7px 12px; border-radius: 999px; border: 2px dashed rgba(255,255,255,.55); background: radial-gradient(circle, #b91c1c 55%, #7f1d1d); color: #fff; cursor: pointer; }
.sp-chip:hover { filter: brightness(1.15); }
.sp-chip:focus-visible { outline: none; box-shadow: var(--vx-focus); }
.sp-stake { font-family: var(--vx-mono); font-size: 22px; margin: 4px 0; }
.sp-return { color: var(--vx-muted); font-size: 13px; margin-bottom: 10px; }
.sp-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; font-size: 13px; }
.sp-list li { display: flex; justify-content: space-between; gap: 8px; padding: 6px 8px; border-radius: 6px; background: rgba(255,255,255,.04); }
.sp-side { display: grid; gap: 16px; }
.sp-stats { color: var(--vx-muted); font-size: 12px; margin-top: 8px; }
`;
