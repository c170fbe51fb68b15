import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { GameModule } from '../games/game-module.ts';
import { bundleClient } from '../pages/assets.ts';
import { embedJson, escapeHtml } from '../pages/html.ts';
import { VERIFY_TEXTS, type VerifyLanguage } from './client/verify-texts.ts';

/** The standalone verify page: HTML from the server, behaviour from the bundled client/verify.ts. */

export interface VerifyGameOption {
  gameId: string;
  name: string;
  kind: string;
}

/** What the page embeds for its script (a JSON data block: no inline script, CSP-friendly). */
export interface VerifyPageData {
  language: VerifyLanguage;
  games: VerifyGameOption[];
}

/** Every title of every module, named in the page language (fallback en). */
export function verifyGames(modules: readonly GameModule[], language: VerifyLanguage): VerifyGameOption[] {
  return modules
    .flatMap((module) => module.titles)
    .map((title) => ({
      gameId: title.gameId,
      kind: title.kind,
      name: title.names[language] ?? title.names.en ?? title.gameId,
    }));
}

const SHIELD =
  '<svg viewBox="0 0 24 24" width="28" height="28"><path fill="currentColor" d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z"/></svg>';

export function renderVerifyPage(data: VerifyPageData): string {
  const texts = VERIFY_TEXTS[data.language];
  return `<!doctype html>
<html lang="${data.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(texts.title)}</title>
<link rel="stylesheet" href="/assets/shell.css">
<link rel="stylesheet" href="/verify/verify.css">
</head>
<body class="verify-body">
<header class="vx-bar verify-bar">
  <div class="vx-title"><span class="verify-logo" aria-hidden="true">${SHIELD}</span><h1>${escapeHtml(texts.title)}</h1></div>
</header>
<main id="verify-root" class="verify-main"><noscript>JavaScript is required to verify results.</noscript></main>
<script type="application/json" id="verify-data">${embedJson(data)}</script>
<script type="module" src="/verify/verify.js"></script>
</body>
</html>`;
}

const clientDir = fileURLToPath(new URL('./client/', import.meta.url));

let script: Promise<string> | null = null;
let css: Promise<string> | null = null;

/** The page script, bundled once per process (esbuild, in memory). */
export function verifyScript(): Promise<string> {
  script ??= bundleClient(`${clientDir}verify.ts`);
  script.catch(() => {
    script = null;
  });
  return script;
}

export function verifyCss(): Promise<string> {
  css ??= readFile(`${clientDir}verify.css`, 'utf8');
  css.catch(() => {
    css = null;
  });
  return css;
}
