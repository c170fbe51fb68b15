import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { VendorItem } from '@portal/contract';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isActiveHref } from '../../../lib/active-link.ts';
import { launchKey, useStartGame } from '../../game-launch/index.ts';
import { categoryHref, categoryIcon, opensHall, vendorHref, type GameCategory } from '../../../lib/game-menus.ts';

/** SPEC §9: the vendor dropdown closes 200 ms after blur or mouse leave. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * One game type: icon and name; hovering or focusing it opens the dropdown of its vendors. Choosing
 * a vendor (SPEC §2): an RNG or bingo vendor is a link to its game hall; any other vendor is started
 * through the shared start-game hook (login popup for a guest, the game popup of a VASSALAGE vendor,
 * the lottery page of a lottery vendor, else its lobby launched into /game).
 */
export function GameNavItem({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const { start, pending } = useStartGame();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const name = t(`categories.${category.key}`);
  const location = useLocation();
  const href = categoryHref(category.key);
  const active = isActiveHref(href, location);

  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') {
      clearTimeout(timer.current);
      setOpen(false);
    }
  };

  return (
    <li
      className="game-nav__item"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link
        to={href}
        className={`game-nav__type${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={`game-nav-${category.key}`}
      >
        <CategoryIcon name={categoryIcon(category.key)} size={22} />
        <span>{name}</span>
      </Link>
      {open ? (
        <div id={menuId} className="game-nav__dropdown" data-testid={`game-nav-dropdown-${category.key}`}>
          <p className="game-nav__dropdown-title">{t('nav.vendors_of', { category: name })}</p>
          <ul className="game-nav__vendors" aria-label={t('nav.vendors_of', { category: name })}>
            {category.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                {opensHall(category.key) ? (
                  <Link
                    to={vendorHref(category.key, vendor)}
                    className={vendorClass(vendor)}
                    onClick={() => setOpen(false)}
                    data-testid={`game-nav-vendor-${vendor.vassalage}`}
                  >
                    <VendorEntry vendor={vendor} />
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={vendorClass(vendor)}
                    aria-busy={pending === launchKey(vendor.vassalage) || undefined}
                    onClick={() => void start({ vendor }).finally(() => setOpen(false))}
                    data-testid={`game-nav-vendor-${vendor.vassalage}`}
                  >
                    <VendorEntry vendor={vendor} busy={pending === launchKey(vendor.vassalage)} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

const vendorClass = (vendor: VendorItem) => `game-nav__vendor${vendor.maintenance ? ' is-maintenance' : ''}`;

/** A vendor of the dropdown: icon, display name, maintenance badge, and a loader while it launches. */
function VendorEntry({ vendor, busy = false }: { vendor: VendorItem; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FallbackImage src={vendor.iconUrl} alt="" width={40} height={40} loading="lazy" />
      <span className="game-nav__vendor-name">{vendor.displayName}</span>
      {busy ? <Spinner /> : null}
      {vendor.maintenance ? <span className="game-nav__vendor-badge">{t('vendor.maintenance')}</span> : null}
    </>
  );
}
