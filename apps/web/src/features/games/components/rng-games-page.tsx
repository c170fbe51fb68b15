import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { paths } from '../../../config/paths.ts';
import { errorTextKey } from '../../../lib/errors.ts';
import { useGameMenus } from '../../../lib/queries.ts';
import { VendorNote } from './vendor-note.tsx';
import './games.css';

/** /rngGames?page=CODE: a game hall with one tab per RNG vendor (and bingo's YB). */
export default function RngGamesPage() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const [params, setParams] = useSearchParams();
  const data = menus.data;
  const tabs = (data?.categories ?? []).filter((c) => c.key === 'RNG' || c.key === 'BINGO').flatMap((c) => c.vendors);
  const requested = params.get('page');
  const active =
    tabs.find((v) => v.vassalage === requested) ?? (requested ? undefined : (data?.currentGame ?? tabs[0]));

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
      {tabs.length === 0 || !active ? (
        <EmptyState
          text={tabs.length === 0 ? t('games.no_vendors') : t('games.vendor_unknown', { vendor: requested ?? '' })}
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
              <Tabs.Trigger key={vendor.vassalage} value={vendor.vassalage} className="hall__tab">
                <FallbackImage src={vendor.iconUrl} alt="" width={28} height={28} />
                <span>{vendor.displayName}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={active.vassalage} className="hall__panel">
            <VendorNote vendor={active} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
