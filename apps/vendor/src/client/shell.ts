/**
 * The browser shell every game page shares (see docs in apps/vendor/README.md):
 *
 *   import { startShell } from '../../../client/shell.ts';
 *   const shell = await startShell();
 *
 * It reads the session the page embeds, wires the header (balance, sound, fairness, help, exit),
 * and gives the game translation, money formatting, the JSON API, toasts and dialogs.
 */
import type { GameKind } from '../games/game-module.ts';
import { el, openDialog } from './dom.ts';
import { renderFairness } from './fairness-dialog.ts';
import { fill, GAME_LANGUAGES, pickLanguage, shellTexts, type GameLanguage, type Texts } from './i18n.ts';
import { formatMinor } from './money.ts';
import { createSound, type ShellSound } from './sound.ts';

export { el } from './dom.ts';
export type { ShellSound, SoundName } from './sound.ts';

export interface ShellSession {
  id: string;
  gameId: string;
  /** The game's name in the session's language. */
  gameName: string;
  kind: GameKind;
  vendorCode: string;
  /** en, zh-CN, vi or th. */
  language: GameLanguage;
  currency: string;
  nickname: string;
  demo: boolean;
}

/** A refused or failed API call; `message` is ready to show (translated for the wallet refusals). */
export class ShellError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    /** The balance the answer carried (insufficient funds), when it had one. */
    readonly balance: bigint | null = null,
  ) {
    super(message);
    this.name = 'ShellError';
  }
}

export type ToastKind = 'info' | 'error' | 'win';

export interface Shell {
  session: ShellSession;
  /** `<main id="game-root">`: render the game here. */
  root: HTMLElement;
  t(key: string, vars?: Record<string, string | number>): string;
  addTexts(texts: Partial<Record<string, Texts>>): void;
  /** POST JSON to `/api/play/<path>` (or to `path` itself when it starts with `/api/`). */
  api<T>(path: string, body?: unknown): Promise<T>;
  money(minor: string | bigint): string;
  setBalance(minor: string | bigint): void;
  refreshBalance(): Promise<void>;
  toast(text: string, kind?: ToastKind): void;
  onHelp(render: () => HTMLElement): void;
  sound: ShellSound;
}

/** API error codes with a translated message of their own. */
const errorTexts: Record<string, string> = {
  insufficient_funds: 'insufficientFunds',
  session_closed: 'sessionClosed',
  session_invalid: 'sessionClosed',
  wallet_timeout: 'walletTimeout',
  wallet_error: 'walletError',
  validation_failed: 'validationFailed',
  network_error: 'networkError',
};

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the game page has no #${id}`);
  return node as T;
}

function readSession(): ShellSession & { portalOrigins: string[] } {
  const data = JSON.parse(byId('vx-session').textContent ?? '{}') as ShellSession & { portalOrigins?: string[] };
  return { ...data, language: pickLanguage(data.language), portalOrigins: data.portalOrigins ?? [] };
}

let started: Promise<Shell> | undefined;

/** Starts the shell once per page (later calls answer the same shell). */
export function startShell(): Promise<Shell> {
  started ??= Promise.resolve().then(createShell);
  return started;
}

function createShell(): Shell {
  const { portalOrigins, ...session } = readSession();
  const root = byId<HTMLElement>('game-root');
  const dialog = byId<HTMLDialogElement>('vx-dialog');
  const toasts = byId<HTMLElement>('vx-toasts');
  const balanceEl = byId<HTMLElement>('vx-balance');
  const texts: Record<string, Texts> = Object.fromEntries(GAME_LANGUAGES.map((l) => [l, { ...shellTexts[l] }]));
  let helpRender: (() => HTMLElement) | null = null;

  const t = (key: string, vars?: Record<string, string | number>) =>
    fill(texts[session.language]?.[key] ?? texts.en?.[key] ?? key, vars, session.language);

  // A modal dialog sits in the top layer: while one is open, toasts show inside it to stay visible.
  const placeToasts = () => {
    const host = dialog.open ? dialog : document.body;
    if (toasts.parentElement !== host) host.append(toasts);
  };
  dialog.addEventListener('close', placeToasts);

  const toast = (text: string, kind: ToastKind = 'info') => {
    placeToasts();
    const item = el('div', { class: `vx-toast vx-toast-${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text);
    toasts.append(item);
    while (toasts.children.length > 4) toasts.firstElementChild?.remove();
    setTimeout(() => item.classList.add('vx-toast-out'), kind === 'error' ? 5200 : 3200);
    setTimeout(() => item.remove(), kind === 'error' ? 5600 : 3600);
  };

  const setBalance = (minor: string | bigint) => {
    balanceEl.textContent = formatMinor(minor, session.currency, session.language);
    balanceEl.classList.remove('vx-pulse');
    void balanceEl.offsetWidth;
    balanceEl.classList.add('vx-pulse');
  };

  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const url = path.startsWith('/api/') ? path : `/api/play/${path.replace(/^\/+/, '')}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-game-session': session.id },
        body: JSON.stringify(body ?? {}),
      });
    } catch {
      throw new ShellError('network_error', t('networkError'));
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok) return answer as T;
    const code = typeof answer?.code === 'string' ? answer.code : 'unknown_error';
    const balance = typeof answer?.balance === 'string' && /^\d+$/.test(answer.balance) ? BigInt(answer.balance) : null;
    if (balance !== null) setBalance(balance);
    if (code === 'session_closed' || code === 'session_invalid') document.body.classList.add('vx-session-closed');
    const key = errorTexts[code];
    const message = key ? t(key) : typeof answer?.message === 'string' ? answer.message : t('unknownError');
    throw new ShellError(code, message, response.status, balance);
  };

  const refreshBalance = async () => {
    const { balance } = await api<{ balance: string }>('balance');
    setBalance(balance);
  };

  const soundBtn = byId<HTMLButtonElement>('vx-sound');
  const sound = createSound((on) => {
    soundBtn.setAttribute('aria-pressed', String(on));
    soundBtn.title = t(on ? 'soundOn' : 'soundOff');
    soundBtn.setAttribute('aria-label', soundBtn.title);
    soundBtn.classList.toggle('vx-on', on);
  });
  soundBtn.addEventListener('click', () => sound.setEnabled(!sound.enabled));

  byId('vx-fair').addEventListener('click', () => {
    const body = el('div', { class: 'vx-fairness' });
    openDialog(dialog, t('fairnessTitle'), body, t('close'));
    void renderFairness(body, { t, api, toast, gameId: session.gameId, language: session.language });
  });
  byId('vx-help').addEventListener('click', () => {
    const body = helpRender ? helpRender() : el('p', { class: 'vx-muted' }, t('noHelp'));
    openDialog(dialog, t('helpTitle'), body, t('close'));
  });
  byId('vx-exit').addEventListener('click', () => {
    if (window.parent !== window) {
      for (const origin of portalOrigins) window.parent.postMessage({ type: 'vendor:exit' }, origin);
    } else {
      window.close();
    }
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  root.replaceChildren();
  const shell: Shell = {
    session,
    root,
    t,
    addTexts(more) {
      for (const [language, values] of Object.entries(more)) {
        if (values) texts[language] = { ...(texts[language] ?? {}), ...values };
      }
    },
    api,
    money: (minor) => formatMinor(minor, session.currency, session.language),
    setBalance,
    refreshBalance,
    toast,
    onHelp(render) {
      helpRender = render;
    },
    sound,
  };
  refreshBalance().catch((err: unknown) => {
    balanceEl.textContent = '—';
    toast(err instanceof Error ? err.message : t('unknownError'), 'error');
  });
  return shell;
}
