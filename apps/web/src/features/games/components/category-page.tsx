import type { GameType, VendorItem } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VendorCard } from '../../../components/vendor-card.tsx';
import { paths } from '../../../config/paths.ts';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { categoryIcon } from '../../../lib/game-menus.ts';
import { errorTextKey } from '../../../lib/errors.ts';
import { useGameMenus } from '../../../lib/queries.ts';
import { VendorNote } from './vendor-note.tsx';
import './games.css';

interface CategoryPageProps {
  /** Categories whose vendors the page lists (the lottery page lists LOTT and ELOTT). */
  categories: readonly GameType[];
  titleKey: string;
}

/** A game category: its vendors from the game menus as cards; choosing one shows its note. */
export function CategoryPage({ categories, titleKey }: CategoryPageProps) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const [selected, setSelected] = useState<VendorItem | null>(null);
  const vendors = (menus.data?.categories ?? []).filter((c) => categories.includes(c.key)).flatMap((c) => c.vendors);
  const first = categories[0];

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
        <EmptyState text={t(errorTextKey(menus.error))} action={<RetryButton onRetry={() => void menus.refetch()} />} />
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
          <ul className="vendor-grid">
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorCard
                  vendor={vendor}
                  size="lg"
                  selected={selected?.vassalage === vendor.vassalage}
                  onSelect={setSelected}
                />
              </li>
            ))}
          </ul>
          {selected ? <VendorNote vendor={selected} /> : null}
        </>
      )}
    </div>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--primary" onClick={onRetry}>
      {t('common.retry')}
    </button>
  );
}
