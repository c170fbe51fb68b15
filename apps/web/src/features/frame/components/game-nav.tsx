import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { navigationOrder } from '../../../lib/game-menus.ts';
import { useGameMenus } from '../../../lib/queries.ts';
import { GameNavItem } from './game-nav-item.tsx';
import './game-nav.css';

/** Game-type navigation built from the reshaped game menus (cockfight right after RNG). */
export function GameNav() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  return (
    <nav className="game-nav" aria-label={t('nav.game_types')}>
      <ul className="game-nav__list">
        {menus.isPending ? (
          <li className="game-nav__loading">
            <Skeleton className="game-nav__skeleton" count={7} />
          </li>
        ) : (
          navigationOrder(menus.data?.categories ?? []).map((category) => (
            <GameNavItem key={category.key} category={category} />
          ))
        )}
      </ul>
    </nav>
  );
}
