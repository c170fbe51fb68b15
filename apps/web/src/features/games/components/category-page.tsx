import type { GameType, VendorItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VendorCard } from '../../../components/vendor-card.tsx';
import { paths } from '../../../config/paths.ts';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { categoryIcon, opensHall, vendorHref } from '../../../lib/game-menus.ts';
import { errorTextKey } from '../../../lib/errors.ts';
import { useGameMenus } from '../../../lib/queries.ts';
import { useStartGame, launchingNode } from '../../game-launch/index.ts';
import { GameGrid } from '../../../components/games/game-grid.tsx';
import './games.css';

interface CategoryPageProps {
  /** Categories whose vendors the page lists (the lottery page lists LOTT and ELOTT). */
  categories: readonly GameType[];
  titleKey: string;
}

/**
 * A game category (SPEC §2): its vendors as cards (choosing one starts it: game popup, hall,
 * lottery page or the vendor's lobby in /game), then every game of the category in a grid when
 * the catalogue has games for it.
 */
export function CategoryPage({ categories, titleKey }: CategoryPageProps) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const { start, pending } = useStartGame();
  const groups = (menus.data?.categories ?? []).filter((c) => categories.includes(c.key));
  const vendors = groups.flatMap((c) => c.vendors.map((vendor) => ({ vendor, category: c.key })));
  const first = categories[0];
  const single = categories.length === 1 ? first : undefined;
  const pendingVendor = pending?.split(':')[0];

  const card = (vendor: VendorItem, category: GameType) =>
    opensHall(category) ? (
      <VendorCard vendor={vendor} size="lg" to={vendorHref(category, vendor)} />
    ) : (
      <VendorCard
        vendor={vendor}
        size="lg"
        selected={pendingVendor === vendor.vassalage}
        onSelect={(chosen) => void start({ vendor: chosen })}
      />
    );

  return (
    <div className="page" data-testid="category-page">
      <header className="category-hero">
        {first ? <CategoryIcon name={categoryIcon(first)} size={48} className="category-hero__icon" /> : null}
        <div>
          <h1 className="page__title">{t(titleKey)}</h1>
          <p className="page__subtitle">{t('games.providers_count', { count: vendors.length })}</p>
        </div>
      </header>
      {menus.isPending ? (
        <div className="vendor-grid" aria-busy="true">
          <Skeleton className="vendor-grid__skeleton" count={8} />
        </div>
      ) : menus.isError ? (
        <EmptyState
          text={t(errorTextKey(menus.error))}
          action={
            <button type="button" className="btn btn--primary" onClick={() => void menus.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : vendors.length === 0 ? (
        <EmptyState
          text={t('games.no_vendors')}
          action={
            <Link className="btn btn--primary" to={paths.root.href()}>
              {t('common.back_home')}
            </Link>
          }
        />
      ) : (
        <>
          <section aria-labelledby="category-vendors">
            <h2 id="category-vendors" className="category-section__title">
              {t('games.providers')}
            </h2>
            <ul className="vendor-grid">
              {vendors.map(({ vendor, category }) => (
                <li key={vendor.vassalage}>{card(vendor, category)}</li>
              ))}
            </ul>
          </section>
          {single ? (
            <GameGrid
              key={single}
              gameType={single}
              title={t('games.all_games')}
              showVendor
              hideWhenEmpty
              launching={launchingNode(pending)}
              onPlay={(game) => void start({ game })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
