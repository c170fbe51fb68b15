/** The slot page's stylesheet (injected once; builds on the shell's --vx-* variables). */
export const SLOT_CSS = `
.sl-game{--sl-frame:#f2c14e;--sl-accent:#fb7185;--sl-deep:#2a0a33;--sl-cell-a:#fffdf6;--sl-cell-b:#e9e2cf;
  width:100%;max-width:max(340px,min(980px,calc((100svh - 330px) * 1.55)));margin:0 auto;padding:12px clamp(8px,2vw,20px) 20px;display:flex;flex-direction:column;gap:12px}
.sl-theme-jade-fortune{--sl-frame:#d4af37;--sl-accent:#10b981;--sl-deep:#05291e;--sl-cell-a:#f5fff9;--sl-cell-b:#d8efe2}
.sl-theme-ocean-treasure{--sl-frame:#7dd3fc;--sl-accent:#2dd4bf;--sl-deep:#06263f;--sl-cell-a:#f3fbff;--sl-cell-b:#d3e9f5}
.sl-theme-golden-pharaoh{--sl-frame:#e9b949;--sl-accent:#f59e0b;--sl-deep:#2a1503;--sl-cell-a:#fff8e6;--sl-cell-b:#e6cf97}
.sl-theme-dragon-pearl{--sl-frame:#22d3ee;--sl-accent:#d946ef;--sl-deep:#14052b;--sl-cell-a:#1d0b3a;--sl-cell-b:#07020f;--sl-hit:#5ef6ff}
.sl-theme-wild-safari{--sl-frame:#fbbf24;--sl-accent:#f97316;--sl-deep:#3a1206;--sl-cell-a:#fffaf0;--sl-cell-b:#eed9b0}
.sl-sprite{position:absolute;width:0;height:0;overflow:hidden}
.sl-cabinet{position:relative;border-radius:22px;padding:clamp(10px,2vw,18px);
  background:radial-gradient(120% 80% at 50% 0%,color-mix(in srgb,var(--sl-accent) 35%,transparent),transparent 60%),
  linear-gradient(180deg,var(--sl-deep),#07070c);border:2px solid color-mix(in srgb,var(--sl-frame) 70%,transparent);
  box-shadow:0 20px 60px rgba(0,0,0,.6),inset 0 0 0 6px rgba(0,0,0,.35),inset 0 0 40px color-mix(in srgb,var(--sl-accent) 25%,transparent)}
.sl-marquee{display:flex;align-items:center;justify-content:space-between;gap:10px;margin:0 4px 10px}
.sl-logo{margin:0;font:900 clamp(20px,4vw,32px)/1.1 Georgia,'Times New Roman',serif;letter-spacing:.06em;text-transform:uppercase;
  background:linear-gradient(180deg,#fff6c2,var(--sl-frame) 60%,#9a6a12);-webkit-background-clip:text;background-clip:text;color:transparent;
  filter:drop-shadow(0 2px 0 rgba(0,0,0,.6))}
.sl-rtp{font-size:12px;color:var(--vx-muted);border:1px solid var(--vx-line);border-radius:999px;padding:3px 10px;white-space:nowrap}
.sl-window{position:relative;display:grid;grid-template-columns:repeat(5,1fr);gap:clamp(3px,.8vw,8px);aspect-ratio:5/3.05;
  padding:clamp(4px,1vw,10px);border-radius:16px;background:linear-gradient(180deg,#1b1b24,#09090f);
  border:3px solid var(--sl-frame);box-shadow:inset 0 8px 24px rgba(0,0,0,.8),0 0 0 4px rgba(0,0,0,.5),0 0 26px color-mix(in srgb,var(--sl-frame) 35%,transparent)}
.sl-reel{position:relative;overflow:hidden;border-radius:10px;background:linear-gradient(180deg,var(--sl-cell-b),var(--sl-cell-a) 18%,var(--sl-cell-a) 82%,var(--sl-cell-b))}
.sl-reel::after{content:'';position:absolute;inset:0;pointer-events:none;background:linear-gradient(180deg,rgba(0,0,0,.35),transparent 16%,transparent 84%,rgba(0,0,0,.35))}
.sl-strip{display:flex;flex-direction:column;will-change:transform}
.sl-cell{flex:none;height:calc(100% / var(--sl-cells,3));display:grid;place-items:center;position:relative}
.sl-reel .sl-strip{height:calc(100% * var(--sl-cells,3) / 3)}
.sl-cell svg{width:84%;height:84%;filter:drop-shadow(0 3px 3px rgba(0,0,0,.35));transition:transform .25s}
.sl-spinning .sl-cell svg{filter:blur(1.4px) drop-shadow(0 3px 3px rgba(0,0,0,.35))}
.sl-cell.sl-hit::before{content:'';position:absolute;inset:4%;border-radius:12px;border:3px solid var(--sl-hit,#ffe39a);
  box-shadow:0 0 18px var(--sl-hit,#ffe39a),inset 0 0 14px color-mix(in srgb,var(--sl-hit,#ffe39a) 60%,transparent);animation:sl-glow 1s ease-in-out infinite alternate}
.sl-cell.sl-hit svg{animation:sl-bounce .9s ease-in-out infinite alternate}
.sl-dim .sl-cell:not(.sl-hit) svg{opacity:.38;filter:grayscale(.6)}
@keyframes sl-glow{from{opacity:.65}to{opacity:1}}
@keyframes sl-bounce{from{transform:scale(1)}to{transform:scale(1.1)}}
.sl-lines{position:absolute;inset:clamp(4px,1vw,10px);width:calc(100% - 2*clamp(4px,1vw,10px));height:calc(100% - 2*clamp(4px,1vw,10px));pointer-events:none;overflow:visible}
.sl-lines polyline{fill:none;stroke-width:7;stroke-linecap:round;stroke-linejoin:round;filter:drop-shadow(0 0 6px currentColor);opacity:.92}
.sl-banner{position:absolute;inset:0;display:grid;place-items:center;pointer-events:none;z-index:3}
.sl-banner>div{text-align:center;padding:14px 28px;border-radius:18px;background:rgba(5,5,10,.82);border:2px solid var(--sl-frame);
  box-shadow:0 0 40px color-mix(in srgb,var(--sl-frame) 50%,transparent);animation:sl-pop .35s cubic-bezier(.2,1.6,.4,1)}
.sl-banner strong{display:block;font:900 clamp(26px,6vw,54px)/1.1 Georgia,serif;letter-spacing:.04em;text-transform:uppercase;
  background:linear-gradient(180deg,#fff6c2,var(--sl-frame) 55%,#9a6a12);-webkit-background-clip:text;background-clip:text;color:transparent}
.sl-banner span{display:block;margin-top:4px;font-weight:700;font-size:clamp(15px,2.6vw,22px);color:#fff}
@keyframes sl-pop{from{transform:scale(.6);opacity:0}to{transform:scale(1);opacity:1}}
.sl-status{min-height:48px;display:flex;align-items:center;justify-content:center;gap:10px;padding:6px 12px;margin-top:10px;border-radius:12px;
  background:rgba(0,0,0,.45);border:1px solid var(--vx-line);text-align:center;font-weight:600}
.sl-status svg{width:34px;height:34px;flex:none}
.sl-status .sl-amount{color:var(--vx-win)}
.sl-free{display:flex;align-items:center;justify-content:center;gap:10px;flex-wrap:wrap;padding:6px 12px;border-radius:999px;margin:10px auto 0;width:max-content;max-width:100%;
  background:linear-gradient(90deg,color-mix(in srgb,var(--sl-accent) 60%,#000),color-mix(in srgb,var(--sl-accent) 30%,#000));border:1px solid var(--sl-frame);font-weight:700}
.sl-free b{color:#fff6c2}
.sl-controls{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:12px;padding:12px;border-radius:18px;background:var(--vx-panel);border:1px solid var(--vx-line);box-shadow:var(--vx-shadow)}
.sl-bet{display:flex;align-items:center;gap:8px;justify-self:start}
.sl-bet-box{display:flex;flex-direction:column;align-items:center;min-width:110px}
.sl-label{font-size:11px;text-transform:uppercase;letter-spacing:.08em;color:var(--vx-muted)}
.sl-value{font-size:18px;font-weight:800;color:var(--vx-gold-2);font-variant-numeric:tabular-nums}
.sl-sub{font-size:11px;color:var(--vx-muted);white-space:nowrap}
.sl-round{width:44px;height:44px;padding:0;border-radius:50%;font-size:22px;line-height:1}
.sl-win-box{display:flex;flex-direction:column;align-items:flex-end;justify-self:end;min-width:120px}
.sl-win-box .sl-value{color:var(--vx-win)}
.sl-center{display:flex;align-items:center;gap:12px}
.sl-spin{width:clamp(84px,14vw,104px);height:clamp(84px,14vw,104px);border-radius:50%;font-size:18px;font-weight:900;letter-spacing:.06em;text-transform:uppercase;
  border:3px solid #fff3c4;box-shadow:0 0 0 4px rgba(0,0,0,.5),0 8px 24px color-mix(in srgb,var(--sl-frame) 45%,transparent),inset 0 2px 0 rgba(255,255,255,.6)}
.sl-spin[aria-busy='true']{animation:sl-spinbtn 1s linear infinite}
@keyframes sl-spinbtn{to{filter:hue-rotate(30deg) brightness(1.1)}}
.sl-auto[aria-pressed='true']{background:linear-gradient(180deg,#5eead4,#0d9488);color:#032b27;border-color:#0f766e}
.sl-hint{text-align:center;font-size:12px;color:var(--vx-muted)}
.sl-help h3{margin:18px 0 8px;font-size:15px;color:var(--vx-gold-2);text-transform:uppercase;letter-spacing:.06em}
.sl-help p{margin:6px 0;color:var(--vx-text)}
.sl-pays{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px}
.sl-pay{display:flex;align-items:center;gap:8px;padding:8px;border-radius:10px;background:rgba(255,255,255,.04);border:1px solid var(--vx-line)}
.sl-pay svg{width:48px;height:48px;flex:none}
.sl-pay dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:0 8px;font-size:12px}
.sl-pay dt{color:var(--vx-muted)}
.sl-pay dd{margin:0;font-weight:700;font-variant-numeric:tabular-nums}
.sl-pay em{display:block;font-style:normal;font-size:11px;font-weight:800;color:var(--vx-gold)}
.sl-line-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(78px,1fr));gap:8px}
.sl-line-card{display:flex;flex-direction:column;align-items:center;gap:2px;font-size:11px;color:var(--vx-muted)}
.sl-line-card svg{width:70px;height:42px;background:rgba(0,0,0,.35);border-radius:6px;border:1px solid var(--vx-line)}
@media (max-width:620px){.sl-controls{grid-template-columns:1fr 1fr;grid-template-areas:'bet win' 'center center'}
  .sl-bet{grid-area:bet}.sl-win-box{grid-area:win}.sl-center{grid-area:center;justify-self:center}.sl-rtp{display:none}}
@media (prefers-reduced-motion:reduce){.sl-cell.sl-hit svg,.sl-cell.sl-hit::before,.sl-spin[aria-busy='true'],.sl-banner>div{animation:none}}
`;
