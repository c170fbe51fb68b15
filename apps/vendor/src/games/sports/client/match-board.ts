import { el } from '../../../client/shell.ts';
import type { MatchMeta, MatchResult } from '../sports-types.ts';
import { replayAt, type Replay } from './match-replay.ts';
import { clock } from './round-feed.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The scoreboard of a match: score, clock, maps won and the feed of notable events, drawn from a replay. */
export function createMatchBoard(t: Translate) {
  const scoreEl = el('div', { class: 'sp-score', 'aria-live': 'polite', 'data-testid': 'sp-score' }, '–');
  const clockEl = el('div', { class: 'sp-clock' });
  const mapsEl = el('div', { class: 'sp-maps' });
  const feedEl = el('ul', { class: 'sp-feed', 'aria-label': t('live') });
  let drawn = '';

  /** Shows the replay at `fraction` (0…1; ≥ 1 is the final picture); redraws only when something changed. */
  function render(meta: MatchMeta, result: MatchResult, replay: Replay, fraction: number, roundId: string): void {
    const view = replayAt(meta, replay, fraction);
    const done = fraction >= 1;
    const key = `${roundId}:${view.shown.length}:${done}:${view.clock}`;
    if (key === drawn) return;
    drawn = key;
    const text = `${view.score.home} – ${view.score.away}`;
    if (scoreEl.textContent !== text) {
      scoreEl.textContent = text;
      scoreEl.classList.remove('sp-bump');
      void scoreEl.offsetWidth;
      scoreEl.classList.add('sp-bump');
    }
    clockEl.textContent = done
      ? meta.sport === 'football' && result.halfTime
        ? t('halfTime', { score: `${result.halfTime.home}–${result.halfTime.away}` })
        : result.overtimes
          ? t('overtime')
          : ''
      : view.mapScore
        ? `${t('map', { n: view.map ?? 1 })} · ${view.mapScore.home}–${view.mapScore.away}`
        : view.clock;
    mapsEl.replaceChildren(
      ...(result.maps ?? [])
        .filter((m) => done || view.shown.some((e) => e.type === 'map' && e.map === m.map))
        .map((m) => {
          const chip = el(
            'span',
            { class: `sp-map sp-map-won-${m.winner}` },
            `${t('map', { n: m.map })} ${m.home}–${m.away}`,
          );
          chip.style.background = (m.winner === 'home' ? meta.home.colour : meta.away.colour) ?? '';
          return chip;
        }),
    );
    const notable = view.shown.filter(
      (e) => e.type === 'goal' || e.type === 'map' || (e.type === 'points' && e.value === 3),
    );
    feedEl.replaceChildren(
      ...notable.slice(-8).map((e) => {
        const team = e.side === 'home' ? meta.home.name : meta.away.name;
        const badge = el(
          'span',
          { class: 'sp-badge' },
          e.type === 'goal' ? t('goal') : e.type === 'map' ? t('map', { n: e.value }) : '+3',
        );
        badge.style.background = (e.side === 'home' ? meta.home.colour : meta.away.colour) ?? '';
        const time = e.type === 'goal' ? `${Math.round(e.at / 60)}'` : clock(e.at * 1000);
        return el('li', {}, el('span', { class: 'sp-feed-t' }, time), badge, el('span', {}, team ?? ''));
      }),
    );
  }

  function reset(): void {
    drawn = '';
    scoreEl.textContent = '–';
    clockEl.textContent = '';
    mapsEl.replaceChildren();
    feedEl.replaceChildren();
  }

  return { scoreEl, clockEl, mapsEl, feedEl, render, reset };
}
