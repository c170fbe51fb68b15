import { currencyExponent } from '../../../client/money.ts';
import { el, ShellError, startShell } from '../../../client/shell.ts';
import type { RoundState } from '../../../rounds/round-types.ts';
import type { MatchSummary } from '../sports-game.ts';
import type { Market, MatchMeta, MatchResult, Pick, SportsSelection, Team } from '../sports-types.ts';
import { createMatchBoard } from './match-board.ts';
import { buildReplay, type Replay } from './match-replay.ts';
import { chipValues, clock, openRoundFeed } from './round-feed.ts';
import { sportsCss } from './sports-styles.ts';
import { sportsTexts } from './sports-texts.ts';

const shell = await startShell();
const { t } = shell;
shell.addTexts(sportsTexts);
const gameId = shell.session.gameId;
const chips = chipValues(currencyExponent(shell.session.currency, shell.session.language));

document.head.append(el('style', {}, sportsCss));

const signed = (line: number): string => (line > 0 ? `+${line}` : line < 0 ? `−${Math.abs(line)}` : '0');

function pickLabel(meta: MatchMeta, market: Market | SportsSelection['market'], pick: Pick, line?: number): string {
  const id = typeof market === 'string' ? market : market.id;
  const team = pick === 'home' ? meta.home.short : pick === 'away' ? meta.away.short : t('draw');
  if (id !== 'handicap') return team;
  const homeLine = typeof market === 'string' ? (line ?? 0) : (market.line ?? 0);
  return `${team} ${signed(pick === 'home' ? homeLine : -homeLine)}`;
}

// ---- layout
const phaseEl = el('span', { class: 'sp-phase', 'data-testid': 'sp-phase' }, t('connecting'));
const countEl = el('span', { class: 'sp-count', 'aria-live': 'off' });
const crest = (): HTMLElement => el('div', { class: 'sp-crest', 'aria-hidden': 'true' });
const homeCrest = crest();
const awayCrest = crest();
const homeName = el('div', { class: 'sp-team-name' });
const awayName = el('div', { class: 'sp-team-name' });
const homeRating = el('div', { class: 'sp-rating' });
const awayRating = el('div', { class: 'sp-rating' });
const board = createMatchBoard(t);
const { scoreEl, clockEl, mapsEl, feedEl } = board;
const marketsEl = el('div', { class: 'sp-markets' });
const statsEl = el('div', { class: 'sp-stats' });
const slipEl = el('div', { class: 'sp-card sp-slip' });
const myBetsEl = el('ul', { class: 'sp-list', 'data-testid': 'sp-my-bets' });
const resultsEl = el('ul', { class: 'sp-list', 'data-testid': 'sp-results' });

shell.root.append(
  el(
    'div',
    { class: 'sp-layout' },
    el(
      'section',
      { class: 'sp-card' },
      el('div', { class: 'sp-status' }, phaseEl, countEl),
      el(
        'div',
        { class: 'sp-match' },
        el('div', { class: 'sp-team' }, homeCrest, homeName, homeRating),
        el('div', {}, scoreEl, clockEl),
        el('div', { class: 'sp-team' }, awayCrest, awayName, awayRating),
      ),
      mapsEl,
      feedEl,
      marketsEl,
      statsEl,
    ),
    el(
      'aside',
      { class: 'sp-side' },
      slipEl,
      el('section', { class: 'sp-card' }, el('h2', {}, t('myBets')), myBetsEl),
      el('section', { class: 'sp-card' }, el('h2', {}, t('results')), resultsEl),
    ),
  ),
);

shell.onHelp(() =>
  el(
    'div',
    {},
    el('h3', {}, t('helpTitle')),
    el('p', {}, t('helpRounds')),
    el('p', {}, t('helpOdds')),
    el('p', {}, t('helpHandicap')),
    el('p', { class: 'vx-muted' }, t('helpMargin', { winner: 6, handicap: 5 })),
  ),
);

// ---- state
let state: RoundState | null = null;
let meta: MatchMeta | null = null;
let replay: Replay | null = null;
let selection: { market: Market; pick: Pick } | null = null;
let stake = chips[1] ?? 100n;
let placing = false;
const celebrated = new Set<string>();

function showTeam(team: Team, crestEl: HTMLElement, nameEl: HTMLElement, ratingEl: HTMLElement): void {
  crestEl.style.background = team.colour;
  crestEl.textContent = team.short;
  nameEl.textContent = team.name;
  ratingEl.textContent = `★ ${team.rating}`;
}

function renderMarkets(): void {
  if (!meta) return;
  const open = state?.phase === 'betting';
  marketsEl.replaceChildren(
    ...meta.markets.map((market) =>
      el(
        'div',
        { role: 'group', 'aria-label': t(market.id) },
        el(
          'div',
          { class: 'sp-market-name' },
          market.id === 'handicap' ? `${t('handicap')} ${signed(market.line ?? 0)}` : t(market.id),
        ),
        el(
          'div',
          { class: 'sp-prices' },
          ...market.picks.map((price) => {
            const pressed = selection?.market.id === market.id && selection.pick === price.pick;
            const button = el(
              'button',
              {
                type: 'button',
                class: 'sp-price',
                'aria-pressed': pressed ? 'true' : 'false',
                disabled: !open,
                'data-testid': `sp-price-${market.id}-${price.pick}`,
              },
              el('span', { class: 'sp-price-label' }, pickLabel(meta as MatchMeta, market, price.pick)),
              el('span', { class: 'sp-price-odds' }, price.odds),
            );
            button.addEventListener('click', () => {
              selection = pressed ? null : { market, pick: price.pick };
              renderMarkets();
              renderSlip();
            });
            return button;
          }),
        ),
      ),
    ),
  );
}

function renderSlip(): void {
  const price = selection?.market.picks.find((p) => p.pick === selection?.pick);
  if (!meta || !selection || !price) {
    slipEl.replaceChildren(el('h2', {}, t('betSlip')), el('p', { class: 'vx-muted' }, t('pickPrompt')));
    return;
  }
  const open = state?.phase === 'betting';
  const chipButtons = chips.map((value) => {
    const chip = el('button', { type: 'button', class: 'sp-chip' }, `+${shell.money(value)}`);
    chip.addEventListener('click', () => {
      stake += value;
      renderSlip();
    });
    return chip;
  });
  const clear = el('button', { type: 'button', class: 'vx-btn vx-btn-ghost' }, t('clear'));
  clear.addEventListener('click', () => {
    stake = 0n;
    renderSlip();
  });
  const place = el(
    'button',
    {
      type: 'button',
      class: 'vx-btn vx-btn-primary',
      disabled: !open || placing || stake <= 0n,
      'data-testid': 'sp-place',
    },
    t('placeBet'),
  );
  place.addEventListener(
    'click',
    () => void placeBet(selection?.market.id ?? '1x2', selection?.pick ?? 'home', price.odds),
  );
  slipEl.replaceChildren(
    el('h2', {}, t('betSlip')),
    el('div', { class: 'sp-slip-pick' }, `${pickLabel(meta, selection.market, selection.pick)} @ ${price.odds}`),
    el('div', { class: 'vx-muted' }, t('stake')),
    el('div', { class: 'sp-stake', 'data-testid': 'sp-stake' }, shell.money(stake)),
    el('div', { class: 'sp-chips' }, ...chipButtons, clear),
    el('div', { class: 'sp-return' }, `${t('potential')}: ${shell.money((stake * BigInt(price.odds100)) / 100n)}`),
    open ? place : el('p', { class: 'vx-muted' }, t('bettingClosed')),
  );
}

async function placeBet(market: string, pick: Pick, odds: string): Promise<void> {
  if (!meta || placing) return;
  placing = true;
  renderSlip();
  try {
    const answer = await shell.api<{ balance: string }>(`rounds/${gameId}/bet`, {
      market,
      pick,
      amount: stake.toString(),
    });
    shell.setBalance(answer.balance);
    shell.toast(
      t('placed', { pick: pickLabel(meta, market as SportsSelection['market'], pick, selection?.market.line), odds }),
      'info',
    );
  } catch (error) {
    shell.toast(error instanceof ShellError || error instanceof Error ? error.message : String(error), 'error');
  } finally {
    placing = false;
    renderSlip();
  }
}

function renderMyBets(): void {
  if (!state || !meta) return;
  const bets = state.myBets;
  if (bets.length === 0) {
    myBetsEl.replaceChildren(el('li', { class: 'vx-muted' }, t('noBets')));
    return;
  }
  myBetsEl.replaceChildren(
    ...bets.map((bet) => {
      const sel = bet.selection as SportsSelection;
      const outcome =
        bet.payout === null
          ? t('pending')
          : BigInt(bet.payout) > 0n
            ? t('won', { amount: shell.money(bet.payout) })
            : t('lost');
      return el(
        'li',
        {},
        el(
          'span',
          {},
          `${pickLabel(meta as MatchMeta, sel.market, sel.pick, sel.line)} @ ${(sel.odds100 / 100).toFixed(2)} · ${shell.money(bet.amount)}`,
        ),
        el('span', { class: bet.payout && BigInt(bet.payout) > 0n ? 'vx-win-text' : 'vx-muted' }, outcome),
      );
    }),
  );
}

function renderResults(): void {
  const rows = (state?.history ?? []).slice(0, 12);
  if (rows.length === 0) {
    resultsEl.replaceChildren(el('li', { class: 'vx-muted' }, t('noResults')));
    return;
  }
  resultsEl.replaceChildren(
    ...rows.map((row) => {
      const s = row.summary as MatchSummary;
      return el(
        'li',
        {},
        el('span', {}, `${s.home} – ${s.away}`),
        el('strong', {}, `${s.score[0]}–${s.score[1]}${s.overtimes ? ` ${t('overtime')}` : ''}`),
      );
    }),
  );
}

function onState(next: RoundState): void {
  const newRound = next.roundId !== state?.roundId;
  state = next;
  meta = next.meta as MatchMeta;
  if (newRound) {
    selection = null;
    replay = null;
    showTeam(meta.home, homeCrest, homeName, homeRating);
    showTeam(meta.away, awayCrest, awayName, awayRating);
    board.reset();
  }
  if (next.result && !replay) replay = buildReplay(meta, next.result as MatchResult);
  if (next.phase === 'settled' && replay) board.render(meta, next.result as MatchResult, replay, 1, next.roundId);
  phaseEl.className = `sp-phase sp-phase-${next.phase}`;
  phaseEl.textContent = next.phase === 'betting' ? t('open') : next.phase === 'drawing' ? t('live') : t('fullTime');
  statsEl.textContent = t('bets', { n: next.stats.bets, players: next.stats.players });
  renderMarkets();
  renderSlip();
  renderMyBets();
  renderResults();
  if (next.phase === 'settled') {
    const won = next.myBets.filter((b) => b.payout !== null && BigInt(b.payout) > 0n && !celebrated.has(b.betId));
    for (const b of won) celebrated.add(b.betId);
    const total = won.reduce((sum, b) => sum + BigInt(b.payout ?? '0'), 0n);
    if (total > 0n) shell.toast(t('youWon', { amount: shell.money(total) }), 'win');
    if (next.myBets.length > 0) void shell.refreshBalance().catch(() => undefined);
  }
}

const feed = openRoundFeed(gameId, shell.session.id, onState, () => {
  phaseEl.textContent = t('connecting');
});

function tick(): void {
  if (state) {
    const left = feed.remaining(state);
    countEl.textContent =
      state.phase === 'betting'
        ? t('kickoffIn', { time: clock(left) })
        : state.phase === 'settled'
          ? t('nextMatch', { time: clock(left) })
          : '';
    // The match is replayed over the first 90 % of the result phase, then shown final.
    if (state.phase === 'drawing' && replay && meta)
      board.render(
        meta,
        state.result as MatchResult,
        replay,
        (1 - left / Math.max(1, state.timings.resultMs)) / 0.9,
        state.roundId,
      );
  }
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);
