import type { GameItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useStartGame, launchingNode } from '../../game-launch/index.ts';
import { useFavouriteGames, useHotGames, useMemberId, useRecentGames } from '../../../lib/games/games-queries.ts';
import { GameRow } from './game-row.tsx';

const Icon = ({ d }: { d: string }) => (
  <svg className="lane__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Home's game rows: popular games for everyone; recent and favourite games for a signed-in player. */
export function PlayerGames() {
  const { t } = useTranslation();
  const member = useMemberId();
  const hot = useHotGames();
  const recent = useRecentGames();
  const favourites = useFavouriteGames();
  const { start, pending } = useStartGame();
  const play = (game: GameItem) => void start({ game });
  const launching = launchingNode(pending);
  return (
    <>
      {member ? (
        <>
          <GameRow
            id="recent"
            title={t('home.recent_games')}
            icon={<Icon d="M12 7v5l3 2M21 12a9 9 0 1 1-3-6.7M21 4v4h-4" />}
            games={recent.data?.list}
            loading={recent.isPending}
            onPlay={play}
            launching={launching}
          />
          <GameRow
            id="favourites"
            title={t('home.favourite_games')}
            icon={
              <Icon d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
            }
            games={favourites.data?.list}
            loading={favourites.isPending}
            onPlay={play}
            launching={launching}
          />
        </>
      ) : null}
      <GameRow
        id="popular"
        title={t('home.popular_games')}
        icon={<Icon d="M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-6 1-9z" />}
        games={hot.data?.list}
        loading={hot.isPending}
        onPlay={play}
        launching={launching}
      />
    </>
  );
}
