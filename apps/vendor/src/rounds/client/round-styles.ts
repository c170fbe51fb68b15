/** The look shared by the round tables (on top of the shell's vx-* styles and variables). */
export const ROUND_CSS = `
.rt-table { display: grid; gap: 14px; }
.rt-status { display: flex; align-items: center; gap: 14px; padding: 10px 16px; flex-wrap: wrap; }
.rt-ring-wrap { position: relative; width: 64px; height: 64px; flex: none; }
.rt-ring { width: 64px; height: 64px; transform: rotate(-90deg); }
.rt-ring-track { fill: rgba(0,0,0,.35); stroke: rgba(255,255,255,.08); stroke-width: 6; }
.rt-ring-arc { fill: none; stroke: var(--vx-green); stroke-width: 6; stroke-linecap: round; transition: stroke .3s; }
.rt-status[data-phase='drawing'] .rt-ring-arc { stroke: var(--vx-gold); }
.rt-status[data-phase='settled'] .rt-ring-arc { stroke: var(--vx-accent); }
.rt-hurry .rt-ring-arc { stroke: var(--vx-red); }
.rt-hurry .rt-ring-text { color: var(--vx-red); animation: rt-beat 1s infinite; }
.rt-ring-text { position: absolute; inset: 0; display: grid; place-items: center; font-size: 20px; }
.rt-status-text { display: flex; flex-direction: column; min-width: 0; flex: 1 1 auto; }
.rt-phase { font-size: 20px; letter-spacing: .02em; color: var(--vx-gold-2); }
.rt-limits { font-size: 13px; }
.rt-stage {
  position: relative; border-radius: 24px; padding: 18px; overflow: hidden;
  background: radial-gradient(ellipse at 50% 20%, #1d6b50, var(--vx-felt) 60%, #06140f);
  border: 2px solid rgba(242,193,78,.35);
  box-shadow: inset 0 0 60px rgba(0,0,0,.55), var(--vx-shadow);
}
.rt-spots { display: grid; gap: 10px; }
.rt-spot {
  position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px;
  min-height: 92px; padding: 10px 8px; border-radius: 16px; cursor: pointer; color: var(--vx-text);
  border: 2px solid rgba(255,255,255,.18); background: rgba(0,0,0,.28);
  transition: transform .12s, box-shadow .2s, background .2s, opacity .2s;
}
.rt-spot:hover:not(:disabled) { transform: translateY(-2px); box-shadow: 0 8px 22px rgba(0,0,0,.45); }
.rt-spot:disabled { cursor: default; opacity: .75; }
.rt-spot-label { font: 700 20px/1.1 Georgia, serif; letter-spacing: .08em; text-transform: uppercase; }
.rt-spot-pays { font-size: 13px; color: var(--vx-gold-2); }
.rt-spot-mine { font-size: 13px; font-weight: 700; color: #fff; min-height: 1.2em; }
.rt-spot-total { font-size: 12px; min-height: 1.2em; }
.rt-has-bet { box-shadow: 0 0 0 2px var(--vx-gold) inset; }
.rt-spot-win { animation: rt-glow 1.2s ease-in-out infinite alternate; border-color: var(--vx-gold-2); }
.rt-spot-lose { opacity: .5; }
.rt-blue { background: linear-gradient(180deg, rgba(31,111,235,.55), rgba(12,40,100,.7)); border-color: #5aa9ff; }
.rt-red { background: linear-gradient(180deg, rgba(200,16,46,.55), rgba(90,8,20,.7)); border-color: #ff6b6b; }
.rt-green { background: linear-gradient(180deg, rgba(47,191,113,.45), rgba(10,70,40,.7)); border-color: #5ee39b; }
.rt-small { min-height: 70px; }
.rt-small .rt-spot-label { font-size: 15px; }
.rt-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; justify-content: space-between; }
.rt-chips { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.rt-chips-label { font-size: 13px; margin-right: 4px; }
.rt-chip {
  background: radial-gradient(circle, var(--chip) 55%, rgba(0,0,0,.35) 56%, var(--chip) 62%);
  font-weight: 800; font-size: 13px; color: #fff; text-shadow: 0 1px 2px rgba(0,0,0,.7);
  cursor: pointer; transition: transform .12s;
}
.rt-chip[aria-checked='true'] { transform: translateY(-4px); }
.rt-cards { display: flex; justify-content: center; gap: 8px; min-height: 112px; perspective: 600px; }
.rt-card { width: 74px; height: 104px; flex: none; filter: drop-shadow(0 4px 6px rgba(0,0,0,.5)); }
.rt-card-slot { width: 74px; height: 104px; border-radius: 8px; border: 2px dashed rgba(255,255,255,.15); flex: none; }
.rt-deal { animation: rt-deal .45s cubic-bezier(.2,.8,.3,1) both; }
.rt-third { transform: rotate(90deg); margin: 0 14px; }
.rt-third.rt-deal { animation-name: rt-deal-side; }
.rt-score {
  display: inline-grid; place-items: center; min-width: 44px; height: 44px; padding: 0 8px; border-radius: 22px;
  font: 800 24px/1 var(--vx-font); background: rgba(0,0,0,.45); border: 2px solid rgba(255,255,255,.25);
}
.rt-history { display: flex; flex-direction: column; gap: 8px; }
.rt-history h2 { font-size: 15px; margin: 0; color: var(--vx-gold-2); }
.rt-beads { display: grid; grid-template-rows: repeat(6, 26px); grid-auto-flow: column; grid-auto-columns: 26px; gap: 4px; overflow-x: auto; padding-bottom: 4px; }
.rt-bead {
  width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; position: relative;
  font: 700 12px/1 var(--vx-font); color: #fff; box-shadow: inset 0 -2px 0 rgba(0,0,0,.3);
}
.rt-bead-pp::before, .rt-bead-bp::after { content: ''; position: absolute; width: 7px; height: 7px; border-radius: 50%; border: 1px solid #fff; }
.rt-bead-pp::before { left: -1px; top: -1px; background: #1f6feb; }
.rt-bead-bp::after { right: -1px; bottom: -1px; background: #c8102e; }
.rt-counts { display: flex; flex-wrap: wrap; gap: 12px; font-size: 13px; }
.rt-fair { font-size: 12px; margin: 0; overflow-wrap: anywhere; }
.rt-hash { font-family: var(--vx-mono); font-size: 11px; }
.rt-verify { color: var(--vx-gold-2); }
.rt-banner {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%) scale(.6); opacity: 0; pointer-events: none;
  padding: 12px 26px; border-radius: 40px; font: 800 26px/1.1 Georgia, serif; letter-spacing: .06em; white-space: nowrap;
  background: rgba(0,0,0,.72); border: 2px solid var(--vx-gold); color: var(--vx-gold-2); transition: all .35s;
  z-index: 3;
}
.rt-banner.rt-show { opacity: 1; transform: translate(-50%, -50%) scale(1); }
@keyframes rt-deal { from { transform: translate(0, -160px) rotateY(180deg) scale(.6); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes rt-deal-side { from { transform: translate(0, -160px) rotate(0deg) scale(.6); opacity: 0; } to { transform: rotate(90deg); opacity: 1; } }
@keyframes rt-glow { from { box-shadow: 0 0 8px rgba(242,193,78,.4); } to { box-shadow: 0 0 26px rgba(255,227,154,.95); } }
@keyframes rt-beat { 50% { transform: scale(1.15); } }
@media (max-width: 640px) {
  .rt-card, .rt-card-slot { width: 52px; height: 73px; }
  .rt-cards { min-height: 80px; gap: 4px; }
  .rt-third { margin: 0 8px; }
  .rt-spot { min-height: 74px; }
  .rt-spot-label { font-size: 16px; }
  .rt-banner { font-size: 18px; }
}
`;
