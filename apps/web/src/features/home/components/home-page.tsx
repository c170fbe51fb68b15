import type { GameType, VendorItem } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { assets } from '../../../config/paths.ts';
import { categoryHref, categoryIcon, vendorHref, type ReshapedMenus } from '../../../lib/game-menus.ts';
import { errorTextKey } from '../../../lib/errors.ts';
import { useGameMenus } from '../../../lib/queries.ts';
import { useStartGame } from '../../game-launch/index.ts';
import { useAnnouncements } from '../api/use-announcements.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';
import { PlayerGames } from './player-games.tsx';
import { VendorLane } from './vendor-lane.tsx';
import { WinnersList } from './winners-list.tsx';
import './home-page.css';

/** The popup dialog (Radix) loads only when there is a popup announcement. */
const PopupAnnouncement = lazy(() => import('./popup-announcement.tsx'));

/** SPEC §3 vendor lanes, in this order. */
const LANES: readonly GameType[] = ['SPORTS', 'RNG', 'COCKFIGHT', 'ESPORTS', 'BINGO'];

function categoryOf(menus: ReshapedMenus, vendor: VendorItem): GameType {
  return menus.categories.find((c) => c.vendors.includes(vendor))?.key ?? vendor.gameType;
}

/** Slots and bingo vendors are links to their game hall; choosing any other vendor starts it. */
const hallHref = (category: GameType, vendor: VendorItem) =>
  category === 'RNG' || category === 'BINGO' ? vendorHref(category, vendor) : null;

export default function HomePage() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const menus = useGameMenus();
  const { start } = useStartGame();
  const startVendor = (vendor: VendorItem) => void start({ vendor });
  const data = menus.data;

  return (
    <div className="page home" data-testid="home-page">
      <h1 className="visually-hidden">{t('pages.home.title')}</h1>
      {announcements.isPending ? (
        <Skeleton className="home__banner-skeleton" />
      ) : announcements.data ? (
        <>
          <BannerCarousel banners={announcements.data.banners} />
          <NoticeMarquee notices={announcements.data.notices} />
          {announcements.data.popups.length > 0 ? (
            <Suspense fallback={null}>
              <PopupAnnouncement popups={announcements.data.popups} />
            </Suspense>
          ) : null}
        </>
      ) : null}

      {menus.isPending ? (
        <section aria-busy="true">
          <Skeleton className="home__title-skeleton" />
          <div className="home__cards-skeleton">
            <Skeleton className="home__card-skeleton" count={6} />
          </div>
        </section>
      ) : menus.isError ? (
        <EmptyState
          text={t(errorTextKey(menus.error))}
          action={
            <button type="button" className="btn btn--primary" onClick={() => void menus.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : data && data.categories.length > 0 ? (
        <>
          {data.hotVendors.length > 0 ? (
            <VendorLane
              id="hot"
              title={t('home.hot')}
              icon={<img src={assets.ui('gift')} alt="" width={24} height={24} />}
              vendors={data.hotVendors}
              hrefOf={(vendor) => hallHref(categoryOf(data, vendor), vendor)}
              onStart={startVendor}
            />
          ) : null}
          <PlayerGames />
          <WinnersList />
          {LANES.map((key) => {
            const category = data.categories.find((c) => c.key === key);
            if (!category) return null;
            return (
              <VendorLane
                key={key}
                id={key}
                title={t(`categories.${key}`)}
                icon={<CategoryIcon name={categoryIcon(key)} size={24} className="lane__icon" />}
                vendors={category.vendors}
                hrefOf={(vendor) => hallHref(key, vendor)}
                onStart={startVendor}
                moreHref={categoryHref(key)}
              />
            );
          })}
        </>
      ) : (
        <EmptyState text={t('home.no_games')} />
      )}
    </div>
  );
}
