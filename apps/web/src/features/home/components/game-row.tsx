import type { GameItem } from '@portal/contract';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { GameCard } from '../../../components/games/game-card.tsx';
import './game-row.css';

interface GameRowProps {
  id: string;
  title: string;
  icon?: ReactNode;
  games: readonly GameItem[] | undefined;
  loading: boolean;
  onPlay: (game: GameItem) => void;
  launching: string | null;
}

/** A titled, horizontally scrolling row of game cards (popular, recent, favourites); hidden when empty. */
export function GameRow({ id, title, icon, games, loading, onPlay, launching }: GameRowProps) {
  if (!loading && (!games || games.length === 0)) return null;
  return (
    <section className="game-row" aria-labelledby={`row-${id}`} data-testid={`row-${id}`}>
      <h2 id={`row-${id}`} className="lane__title game-row__title">
        {icon}
        {title}
      </h2>
      {loading ? (
        <div className="game-row__list" aria-busy="true">
          <Skeleton className="game-row__skeleton" count={6} />
        </div>
      ) : (
        <ul className="game-row__list">
          {(games ?? []).map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} onPlay={onPlay} launching={launching === game.nodeId} showVendor />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
