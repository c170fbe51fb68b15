import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { isActiveHref } from '../../../lib/active-link.ts';
import { paths } from '../../../config/paths.ts';
import { categoryHref, categoryIcon } from '../../../lib/game-menus.ts';
import { useGameMenus } from '../../../lib/queries.ts';
import { useSideMenu } from '../hooks/use-side-menu.ts';
import './side-menu.css';

const extraLinks = [
  { to: paths.promotions.href(), icon: 'promotions', key: 'side.promotions' },
  { to: paths.vip.href(), icon: 'vip', key: 'side.vip' },
  { to: paths.pointMall.href(), icon: 'points-mall', key: 'side.points_mall' },
  { to: paths.app.href(), icon: 'app-download', key: 'side.app_download' },
  { to: paths.help.href(), icon: 'help', key: 'side.help' },
  { to: paths.join.href(), icon: 'agent', key: 'side.join' },
] as const;

/** Category links with icons; a drawer on phones. */
export function SideMenu() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const open = useSideMenu((s) => s.open);
  const setOpen = useSideMenu((s) => s.setOpen);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search, setOpen]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <>
      {open ? <div className="side-menu__backdrop" onClick={() => setOpen(false)} aria-hidden="true" /> : null}
      <aside id="side-menu" className={`side-menu${open ? ' is-open' : ''}`} aria-label={t('side.title')}>
        <nav>
          <ul className="side-menu__list">
            <li>
              <NavLink to={paths.root.href()} end className="side-menu__link">
                <CategoryIcon name="home" size={22} />
                <span>{t('side.home')}</span>
              </NavLink>
            </li>
            {(menus.data?.categories ?? []).map((category) => {
              const href = categoryHref(category.key);
              const active = isActiveHref(href, location);
              return (
                <li key={category.key}>
                  <Link
                    to={href}
                    className={`side-menu__link${active ? ' active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    <CategoryIcon name={categoryIcon(category.key)} size={22} />
                    <span>{t(`categories.${category.key}`)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <hr className="side-menu__divider" />
          <ul className="side-menu__list">
            {extraLinks.map((link) => (
              <li key={link.key}>
                <NavLink to={link.to} className="side-menu__link">
                  <CategoryIcon name={link.icon} size={22} />
                  <span>{t(link.key)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}
