import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { paths } from '../../../config/paths.ts';
import { errorTextKey } from '../../../lib/errors.ts';
import { useGameMenus } from '../../../lib/queries.ts';
import { useStartGame, launchingNode } from '../../game-launch/index.ts';
import { useGameGroups } from '../../../lib/games/games-queries.ts';
import { GameGrid } from '../../../components/games/game-grid.tsx';
import './games.css';

/**
 * /rngGames?page=CODE: the tabbed game hall (SPEC §2). The tabs are the vendors of the chosen
 * vendor's category (slots, or bingo for YB); the page query holds the vendor code; the title is
 * the tab's name with the 'game hall' suffix; the panel is the vendor's game grid.
 */
export default function RngGamesPage() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const [params, setParams] = useSearchParams();
  const data = menus.data;
  const halls = (data?.categories ?? []).filter((c) => c.key === 'RNG' || c.key === 'BINGO');
  const requested = params.get('page')?.toUpperCase() ?? null;
  const owner = requested
    ? halls.find((c) => c.vendors.some((v) => v.vassalage.toUpperCase() === requested))
    : halls.find((c) => c.key === 'RNG');
  const tabs = owner?.vendors ?? [];
  const active = requested ? tabs.find((v) => v.vassalage.toUpperCase() === requested) : (data?.currentGame ?? tabs[0]);
  const groups = useGameGroups(active?.vassalage);
  const { start, pending } = useStartGame();

  if (menus.isPending) {
    return (
      <div className="page" aria-busy="true">
        <Skeleton className="hall-skeleton-title" />
        <Skeleton className="hall-skeleton-tabs" />
      </div>
    );
  }
  if (menus.isError) return <EmptyState text={t(errorTextKey(menus.error))} />;

  const title = active ? t('pages.rngGames.hall_title', { vendor: active.displayName }) : t('pages.rngGames.title');
  return (
    <div className="page" data-testid="rng-games-page">
      <h1 className="page__title">{title}</h1>
      {!active ? (
        <EmptyState
          text={
            halls.length === 0 ? t('games.no_vendors') : t('games.vendor_unknown', { vendor: params.get('page') ?? '' })
          }
          action={
            <Link className="btn btn--primary" to={paths.root.href()}>
              {t('common.back_home')}
            </Link>
          }
        />
      ) : (
        <Tabs.Root value={active.vassalage} onValueChange={(value) => setParams({ page: value })} className="hall">
          <Tabs.List className="hall__tabs" aria-label={t('pages.rngGames.tabs_label')}>
            {tabs.map((vendor) => (
              <Tabs.Trigger
                key={vendor.vassalage}
                value={vendor.vassalage}
                className="hall__tab"
                data-testid={`hall-tab-${vendor.vassalage}`}
              >
                <FallbackImage src={vendor.iconUrl} alt="" width={28} height={28} />
                <span>{vendor.displayName}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={active.vassalage} className="hall__panel">
            {active.maintenance ? (
              <EmptyState compact text={t('games.vendor_maintenance', { vendor: active.displayName })} />
            ) : (
              <GameGrid
                key={active.vassalage}
                vendor={active.vassalage}
                groups={groups.data?.groups ?? []}
                launching={launchingNode(pending)}
                onPlay={(game) => void start({ game })}
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
