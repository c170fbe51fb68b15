import { el } from './dom.ts';

/** The answer of POST /api/fair/seeds and /api/fair/client-seed (src/fair/fair-seeds.ts). */
export interface SeedState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  previous?: { serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number | null };
}

interface FairnessDeps {
  t(key: string, vars?: Record<string, string | number>): string;
  api<T>(path: string, body?: unknown): Promise<T>;
  toast(text: string, kind?: 'info' | 'error' | 'win'): void;
  gameId: string;
  language: string;
}

const field = (label: string, value: string | Node, mono = true) =>
  el(
    'div',
    { class: 'vx-field' },
    el('span', { class: 'vx-field-label' }, label),
    el(mono ? 'code' : 'span', { class: 'vx-field-value' }, value),
  );

function verifyLink(deps: FairnessDeps, state: SeedState): HTMLAnchorElement {
  const query = new URLSearchParams({ game: deps.gameId, lang: deps.language });
  const prev = state.previous;
  if (prev) {
    query.set('serverSeed', prev.serverSeed);
    query.set('hash', prev.serverSeedHash);
    query.set('clientSeed', prev.clientSeed);
    if (prev.lastNonce !== null) query.set('nonce', String(prev.lastNonce));
  }
  return el(
    'a',
    { class: 'vx-btn vx-btn-ghost', href: `/verify?${query}`, target: '_blank', rel: 'noopener' },
    deps.t('verify'),
  );
}

/** Fills `body` with the player's seeds, the client-seed form, the revealed previous pair and the verify link. */
export async function renderFairness(body: HTMLElement, deps: FairnessDeps): Promise<void> {
  const { t } = deps;
  body.replaceChildren(el('p', { class: 'vx-muted' }, t('loading')));
  let state: SeedState;
  try {
    state = await deps.api<SeedState>('/api/fair/seeds', {});
  } catch (err) {
    body.replaceChildren(
      el('p', { class: 'vx-error-text', role: 'alert' }, err instanceof Error ? err.message : t('unknownError')),
    );
    return;
  }
  const input = el('input', {
    id: 'vx-client-seed',
    class: 'vx-input',
    value: state.clientSeed,
    maxlength: 64,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const form = el(
    'form',
    { class: 'vx-seed-form' },
    el('label', { for: 'vx-client-seed', class: 'vx-field-label' }, t('clientSeed')),
    el(
      'div',
      { class: 'vx-row' },
      input,
      el('button', { type: 'submit', class: 'vx-btn vx-btn-primary' }, t('change')),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const seed = input.value.trim();
    if (!/^[\x20-\x7e]{1,64}$/.test(seed)) {
      deps.toast(t('clientSeedInvalid'), 'error');
      input.focus();
      return;
    }
    deps.api<SeedState>('/api/fair/client-seed', { clientSeed: seed }).then(
      () => {
        deps.toast(t('clientSeedChanged'), 'info');
        void renderFairness(body, deps);
      },
      (err: unknown) => deps.toast(err instanceof Error ? err.message : t('unknownError'), 'error'),
    );
  });
  const prev = state.previous;
  body.replaceChildren(
    el(
      'div',
      {},
      el('p', { class: 'vx-muted' }, t('fairnessIntro')),
      field(t('serverSeedHash'), state.serverSeedHash),
      form,
      field(t('nextNonce'), String(state.nonce)),
      prev
        ? el(
            'section',
            { class: 'vx-previous' },
            el('h3', {}, t('previousPair')),
            field(t('serverSeed'), prev.serverSeed),
            field(t('serverSeedHash'), prev.serverSeedHash),
            field(t('clientSeed'), prev.clientSeed),
            field(t('lastNonce'), prev.lastNonce === null ? '—' : String(prev.lastNonce)),
          )
        : null,
      el(
        'div',
        { class: 'vx-row vx-verify' },
        el('span', { class: 'vx-muted' }, t('verifyHint')),
        verifyLink(deps, state),
      ),
    ),
  );
}
