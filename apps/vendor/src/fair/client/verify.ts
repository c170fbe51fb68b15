import type { VerifyPageData } from '../verify-page.ts';
import { VERIFY_TEXTS } from './verify-texts.ts';
import { describeOutcome } from './verify-words.ts';

/** The verify page: a form (prefilled from the query string) → POST /api/fair/verify → hash check + outcome. */

type Answer = { serverSeedHash: string; outcome: unknown };

const dataBlock = document.getElementById('verify-data');
const data = JSON.parse(dataBlock?.textContent ?? '{}') as VerifyPageData;
const t = VERIFY_TEXTS[data.language] ?? VERIFY_TEXTS.en;
const query = new URLSearchParams(location.search);
const root = document.getElementById('verify-root') as HTMLElement;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<'className' | 'textContent' | 'id' | 'htmlFor', string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function field(id: string, label: string, input: HTMLInputElement | HTMLSelectElement): HTMLElement {
  input.id = id;
  input.name = id;
  return el('div', { className: 'verify-field' }, el('label', { htmlFor: id, textContent: label }), input);
}

function textInput(value: string, opts: { mono?: boolean; inputMode?: string } = {}): HTMLInputElement {
  const input = el('input');
  input.type = 'text';
  input.value = value;
  input.autocomplete = 'off';
  input.spellcheck = false;
  if (opts.mono) input.classList.add('mono');
  if (opts.inputMode) input.setAttribute('inputmode', opts.inputMode);
  return input;
}

const gameSelect = el('select');
for (const game of data.games ?? []) {
  const option = el('option', { textContent: game.name });
  option.value = game.gameId;
  gameSelect.append(option);
}
const wantedGame = query.get('game') ?? query.get('gameId');
if (wantedGame && (data.games ?? []).some((game) => game.gameId === wantedGame)) gameSelect.value = wantedGame;

const serverSeed = textInput(query.get('serverSeed') ?? '', { mono: true });
const published = textInput(query.get('hash') ?? query.get('serverSeedHash') ?? '', { mono: true });
const clientSeed = textInput(query.get('clientSeed') ?? '', { mono: true });
const nonce = textInput(query.get('nonce') ?? '', { inputMode: 'numeric' });
const submit = el('button', { className: 'verify-submit', textContent: t.verify });
submit.type = 'submit';
const result = el('section', { className: 'verify-result', id: 'verify-result' });
result.setAttribute('aria-live', 'polite');

const form = el(
  'form',
  { className: 'verify-form' },
  field('game', t.game, gameSelect),
  field('serverSeed', t.serverSeed, serverSeed),
  field('serverSeedHash', t.publishedHash, published),
  field('clientSeed', t.clientSeed, clientSeed),
  field('nonce', t.nonce, nonce),
  el('p', { className: 'verify-hint', textContent: t.roundHint }),
  submit,
);
root.append(el('p', { className: 'verify-intro', textContent: t.intro }), form, result);

function copyButton(text: string): HTMLButtonElement {
  const button = el('button', { className: 'verify-copy', textContent: t.copy });
  button.type = 'button';
  button.addEventListener('click', () => {
    void navigator.clipboard?.writeText(text).then(() => {
      button.textContent = t.copied;
      setTimeout(() => (button.textContent = t.copy), 1500);
    });
  });
  return button;
}

function showError(message: string): void {
  result.replaceChildren(el('p', { className: 'verify-error', textContent: message }));
}

function showAnswer(answer: Answer): void {
  const expected = published.value.trim().toLowerCase();
  const matches = expected === answer.serverSeedHash;
  const verdict = !expected ? t.hashNoPublished : matches ? t.hashMatch : t.hashMismatch;
  const verdictClass = !expected ? 'verify-note' : matches ? 'verify-ok' : 'verify-bad';
  const hashCard = el(
    'div',
    { className: 'verify-card' },
    el('h2', { textContent: t.hashCheck }),
    el('div', { className: 'verify-label', textContent: t.computedHash }),
    el('code', { className: 'verify-hash', textContent: answer.serverSeedHash }),
    el('p', { className: verdictClass, textContent: `${expected ? (matches ? '✓ ' : '✗ ') : ''}${verdict}` }),
  );
  const words = el('dl', { className: 'verify-words' });
  for (const line of describeOutcome(answer.outcome, t)) {
    const term = el('dt', { textContent: line.label });
    term.style.paddingInlineStart = `${line.depth * 1.25}rem`;
    words.append(term, el('dd', { textContent: line.value }));
  }
  const json = JSON.stringify(answer.outcome, null, 2);
  const outcomeCard = el(
    'div',
    { className: 'verify-card' },
    el('h2', { textContent: t.outcome }),
    el('h3', { textContent: t.inWords }),
    words,
    el('div', { className: 'verify-json-head' }, el('h3', { textContent: t.asJson }), copyButton(json)),
    el('pre', { className: 'verify-json', textContent: json }),
  );
  result.replaceChildren(hashCard, outcomeCard);
}

async function run(): Promise<void> {
  const n = nonce.value.trim();
  if (!serverSeed.value.trim() || !clientSeed.value || !/^\d{1,10}$/.test(n)) {
    showError(t.errorInvalid);
    return;
  }
  submit.disabled = true;
  result.replaceChildren(el('p', { className: 'verify-note', textContent: t.working }));
  try {
    const response = await fetch('/api/fair/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        gameId: gameSelect.value,
        serverSeed: serverSeed.value.trim(),
        clientSeed: clientSeed.value,
        nonce: Number(n),
      }),
    });
    const body = (await response.json().catch(() => null)) as (Answer & { code?: string; message?: string }) | null;
    if (response.ok && body) showAnswer(body);
    else if (body?.code === 'game_unknown') showError(t.errorGameUnknown);
    else if (body?.code === 'validation_failed') showError(t.errorInvalid);
    else showError(body?.message ? `${t.errorOther} (${body.message})` : t.errorOther);
  } catch {
    showError(t.errorNetwork);
  } finally {
    submit.disabled = false;
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void run();
});

if (serverSeed.value && clientSeed.value && nonce.value) void run();
else (serverSeed.value ? clientSeed : serverSeed).focus();
