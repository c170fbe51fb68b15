import type { GameGroup, GameItem, GameTag, GameType } from '@portal/contract';
import { GAME_TAGS } from '@portal/contract/constants';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { errorTextKey } from '../../lib/errors.ts';
import { useGameList } from '../../lib/games/games-queries.ts';
import { GameCard } from './game-card.tsx';
import './game-grid.css';

/** The search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface GameGridProps {
  /** One vendor's games, or all games of a category. */
  vendor?: string;
  gameType?: GameType;
  /** The vendor's game groups (tabs); none for a category-wide grid. */
  groups?: readonly GameGroup[];
  onPlay: (game: GameItem) => void;
  /** Node id of the game being launched. */
  launching?: string | null;
  showVendor?: boolean;
  title?: string;
  /** Render nothing when the catalogue has no game here at all (before any filter). */
  hideWhenEmpty?: boolean;
  compact?: boolean;
}

/**
 * A game grid: group tabs, a debounced server-side search, tag chips, server-side pages ("load
 * more"), skeletons while loading and designed empty and error states.
 */
export function GameGrid({
  vendor,
  gameType,
  groups = [],
  onPlay,
  launching = null,
  showVendor = false,
  title,
  hideWhenEmpty = false,
  compact = false,
}: GameGridProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [group, setGroup] = useState('');
  const [tag, setTag] = useState<GameTag | ''>('');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = Boolean(group || tag || name);
  const query = useGameList({
    vendor,
    gameType,
    groupCode: group || undefined,
    tag: tag || undefined,
    name: name || undefined,
  });
  const pages = query.data?.pages ?? [];
  const games = pages.flatMap((page) => page.list);
  const total = pages[0]?.total ?? 0;

  if (hideWhenEmpty && !filtered && query.isSuccess && !query.isPlaceholderData && total === 0) return null;

  return (
    <section className={`game-grid${compact ? ' game-grid--compact' : ''}`} data-testid="game-grid">
      {title ? <h2 className="game-grid__title">{title}</h2> : null}
      <div className="game-grid__toolbar">
        <label className="game-grid__search" htmlFor={searchId}>
          <span className="visually-hidden">{t('games.search_label')}</span>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('games.search_placeholder')}
            maxLength={60}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="game-search"
          />
        </label>
        <div className="game-grid__chips" role="group" aria-label={t('games.tags_label')}>
          {GAME_TAGS.map((value) => (
            <button
              key={value}
              type="button"
              className={`chip${tag === value ? ' chip--on' : ''}`}
              aria-pressed={tag === value}
              onClick={() => setTag(tag === value ? '' : value)}
              data-testid={`game-tag-${value}`}
            >
              {t(`games.tag.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {groups.length > 1 ? (
        <div className="game-grid__groups" role="group" aria-label={t('games.groups_label')}>
          {[{ gameGroupCode: '', labelName: t('games.all_games'), gameMenus: -1 }, ...groups].map((entry) => (
            <button
              key={entry.gameGroupCode || 'all'}
              type="button"
              className={`game-grid__group${group === entry.gameGroupCode ? ' is-active' : ''}`}
              aria-pressed={group === entry.gameGroupCode}
              onClick={() => setGroup(entry.gameGroupCode)}
              data-testid={`game-group-${entry.gameGroupCode || 'all'}`}
            >
              {entry.labelName}
              {entry.gameMenus >= 0 ? <span className="game-grid__count">{entry.gameMenus}</span> : null}
            </button>
          ))}
        </div>
      ) : null}

      {query.isError && games.length === 0 ? (
        <EmptyState
          compact
          text={t(errorTextKey(query.error))}
          action={
            <button type="button" className="btn btn--primary btn--sm" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : query.isPending ? (
        <div className="game-grid__list" aria-busy="true" data-testid="game-grid-loading">
          <Skeleton className="game-grid__skeleton" count={compact ? 8 : 12} />
        </div>
      ) : games.length === 0 ? (
        <EmptyState compact text={filtered ? t('games.no_match') : t('games.no_games')} />
      ) : (
        <>
          <ul className={`game-grid__list${query.isPlaceholderData ? ' is-stale' : ''}`} aria-busy={query.isFetching}>
            {games.map((game) => (
              <li key={game.nodeId}>
                <GameCard game={game} onPlay={onPlay} launching={launching === game.nodeId} showVendor={showVendor} />
              </li>
            ))}
          </ul>
          <div className="game-grid__more">
            <span className="game-grid__shown" aria-live="polite">
              {t('games.shown', { shown: games.length, total, count: total })}
            </span>
            {query.hasNextPage ? (
              <button
                type="button"
                className="btn btn--outline btn--sm"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                data-testid="game-load-more"
              >
                {query.isFetchingNextPage ? <Spinner /> : null}
                {t('games.load_more')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
