import type { MatchEvent, MatchMeta, MatchResult, Side } from '../sports-types.ts';

/**
 * The replay of a drawn match on one timeline: football and basketball events keep their seconds;
 * esports maps are played one after another (each map's events shifted by the maps before it).
 */
export interface TimedEvent extends MatchEvent {
  at: number;
}

export interface Replay {
  events: TimedEvent[];
  duration: number;
}

export function buildReplay(meta: MatchMeta, result: MatchResult): Replay {
  if (meta.sport === 'football') return { events: result.events.map((e) => ({ ...e, at: e.t })), duration: 90 * 60 };
  if (meta.sport === 'basketball') {
    return {
      events: result.events.map((e) => ({ ...e, at: e.t })),
      duration: 48 * 60 + 5 * 60 * (result.overtimes ?? 0),
    };
  }
  const events: TimedEvent[] = [];
  let offset = 0;
  for (const map of result.maps ?? []) {
    const own = result.events.filter((e) => e.map === map.map);
    for (const e of own) events.push({ ...e, at: offset + e.t });
    offset += Math.max(1, ...own.map((e) => e.t));
  }
  return { events, duration: Math.max(offset, 1) };
}

export interface ReplayView {
  score: Record<Side, number>;
  /** Kills or rounds of the map being played (esports). */
  mapScore: Record<Side, number> | null;
  map: number | null;
  shown: TimedEvent[];
  clock: string;
}

/** What the replay shows at `fraction` (0…1) of its length. */
export function replayAt(meta: MatchMeta, replay: Replay, fraction: number): ReplayView {
  const at = Math.min(1, Math.max(0, fraction)) * replay.duration;
  const shown = replay.events.filter((e) => e.at <= at);
  const score = { home: 0, away: 0 };
  let mapScore: Record<Side, number> | null = null;
  let map: number | null = null;
  for (const e of shown) {
    if (e.type === 'goal' || e.type === 'points' || e.type === 'map') score[e.side] += e.type === 'map' ? 1 : e.value;
    if (e.type === 'kill' || e.type === 'round') {
      if (map !== e.map) mapScore = { home: 0, away: 0 };
      map = e.map ?? null;
      if (mapScore) mapScore[e.side] += 1;
    }
  }
  return { score, mapScore, map, shown, clock: clockText(meta, at, map) };
}

function clockText(meta: MatchMeta, at: number, map: number | null): string {
  if (meta.sport === 'football') return `${Math.min(90, Math.floor(at / 60))}'`;
  if (meta.sport === 'basketball') {
    if (at >= 48 * 60) return `OT ${mmss(Math.max(0, 300 - ((at - 48 * 60) % 300)))}`;
    const quarter = Math.min(4, Math.floor(at / 720) + 1);
    return `Q${quarter} ${mmss(720 - (at % 720))}`;
  }
  return map ? `#${map}` : '';
}

const mmss = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
