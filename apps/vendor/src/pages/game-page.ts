import { shellTexts, type GameLanguage } from '../client/i18n.ts';
import type { GameKind } from '../games/game-module.ts';
import { embedJson, escapeHtml } from './html.ts';

/** What the page embeds for the shell (read by `startShell()`; see src/client/shell.ts). */
export interface EmbeddedSession {
  id: string;
  gameId: string;
  gameName: string;
  kind: GameKind;
  vendorCode: string;
  /** The game language picked for the session (en, zh-CN, vi or th). */
  language: GameLanguage;
  /** The language the portal asked for (may be any of the portal's languages). */
  portalLanguage: string;
  currency: string;
  nickname: string;
  demo: boolean;
  /** Origins of the portal window that frames the page (for the exit message). */
  portalOrigins: string[];
}

const SESSION_ELEMENT_ID = 'vx-session';

const icon = {
  fair: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z"/></svg>',
  help: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 17h-2v-2h2v2Zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3c.4-.4.6-.9.6-1.4a2 2 0 0 0-4 0H8a4 4 0 1 1 8 0c0 .9-.4 1.7-.9 2.3Z"/></svg>',
  exit: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3 1.4 1.4Z"/></svg>',
  sound:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Z"/></svg>',
};

/** The HTML of a launched session's game page: header bar, game root, the kind's bundle. */
export function renderGamePage(session: EmbeddedSession): string {
  const t = shellTexts[session.language];
  const name = escapeHtml(session.gameName);
  return `<!doctype html>
<html lang="${escapeHtml(session.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark">
<title>${name}</title>
<link rel="stylesheet" href="/assets/shell.css">
<link rel="icon" href="/art/${encodeURIComponent(session.gameId)}.svg">
</head>
<body class="vx-kind-${escapeHtml(session.kind)}">
<header class="vx-bar">
  <div class="vx-title">
    <img class="vx-thumb" src="/art/${encodeURIComponent(session.gameId)}.svg" alt="" width="48" height="36">
    <h1>${name}</h1>
    ${session.demo ? `<span class="vx-badge">${escapeHtml(t.demoCredit)}</span>` : ''}
  </div>
  <div class="vx-balance" role="status" aria-live="polite">
    <span class="vx-balance-label">${escapeHtml(t.balance)}</span>
    <strong id="vx-balance" class="vx-balance-value">…</strong>
  </div>
  <nav class="vx-actions" aria-label="${name}">
    <button type="button" id="vx-sound" class="vx-icon-btn" aria-pressed="false" title="${escapeHtml(t.soundOff)}" aria-label="${escapeHtml(t.soundOff)}">${icon.sound}</button>
    <button type="button" id="vx-fair" class="vx-icon-btn" title="${escapeHtml(t.fairness)}">${icon.fair}<span>${escapeHtml(t.fairness)}</span></button>
    <button type="button" id="vx-help" class="vx-icon-btn" title="${escapeHtml(t.help)}">${icon.help}<span>${escapeHtml(t.help)}</span></button>
    <button type="button" id="vx-exit" class="vx-icon-btn vx-exit" title="${escapeHtml(t.exit)}">${icon.exit}<span>${escapeHtml(t.exit)}</span></button>
  </nav>
</header>
<main id="game-root" class="vx-root" tabindex="-1"><p class="vx-loading">${escapeHtml(t.loading)}</p></main>
<div id="vx-toasts" class="vx-toasts" aria-live="assertive"></div>
<dialog id="vx-dialog" class="vx-dialog" aria-labelledby="vx-dialog-title"></dialog>
<script type="application/json" id="${SESSION_ELEMENT_ID}">${embedJson(session)}</script>
<script type="module" src="/assets/${encodeURIComponent(session.kind)}.js"></script>
</body>
</html>
`;
}

/** The friendly page for an unknown (404) or ended (410) session, in the given language. */
export function renderSessionErrorPage(language: GameLanguage, reason: 'unknown' | 'ended'): string {
  const t = shellTexts[language];
  const title = reason === 'unknown' ? t.pageNotFoundTitle : t.pageExpiredTitle;
  const text = reason === 'unknown' ? t.pageNotFoundText : t.pageExpiredText;
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/shell.css">
</head>
<body class="vx-notice-page">
<main class="vx-notice" role="main">
  <div class="vx-notice-icon" aria-hidden="true">${reason === 'unknown' ? '?' : '⏱'}</div>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(text)}</p>
</main>
</body>
</html>
`;
}
