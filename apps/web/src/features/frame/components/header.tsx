import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { FreePlayButton } from '../../../components/free-play-button.tsx';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { assets, paths } from '../../../config/paths.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSettings } from '../../../lib/queries.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSideMenu } from '../hooks/use-side-menu.ts';
import { AccountMenu } from './account-menu.tsx';
import { GameNav } from './game-nav.tsx';
import './header.css';

interface HeaderProps {
  withGameNav: boolean;
  withSideMenu: boolean;
}

/** Header: logo, home / promotions / app links, lottery toggle, login area, language and theme. */
export function Header({ withGameNav, withSideMenu }: HeaderProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const openModal = useModalStore((s) => s.open);
  const sessionStatus = useSessionStore((s) => s.status);
  const sideMenuOpen = useSideMenu((s) => s.open);
  const toggleSideMenu = useSideMenu((s) => s.toggle);
  const brand = settings.data?.brand;
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <div className="site-header__start">
          {withSideMenu ? (
            <button
              type="button"
              className="site-header__menu btn btn--ghost btn--icon btn--sm"
              aria-label={t('header.menu')}
              aria-expanded={sideMenuOpen}
              aria-controls="side-menu"
              onClick={toggleSideMenu}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
          <Link to={paths.root.href()} className="site-header__logo" aria-label={brand?.brandName || t('header.home')}>
            <img className="site-header__logo-full" src={brand?.logoUrl || assets.logo} alt="" height={36} />
            <img className="site-header__logo-mark" src={assets.logoMark} alt="" width={34} height={34} />
          </Link>
          <nav className="site-header__links" aria-label={t('header.main_nav')}>
            <NavLink to={paths.root.href()} end className="site-header__link">
              {t('header.home')}
            </NavLink>
            <NavLink to={paths.promotions.href()} className="site-header__link">
              {t('header.promotions')}
            </NavLink>
            <NavLink to={paths.app.href()} className="site-header__link">
              {t('header.app_download')}
            </NavLink>
          </nav>
        </div>
        <div className="site-header__end">
          <Link to={paths.lottery.href()} className="site-header__lottery" data-testid="lottery-toggle">
            <CategoryIcon name="lottery" size={20} />
            <span className="site-header__lottery-label">{t('header.lottery')}</span>
          </Link>
          {sessionStatus === 'signedIn' ? (
            <AccountMenu />
          ) : sessionStatus === 'restoring' ? (
            <span className="account-area__pending" role="status" aria-label={t('account.restoring')} />
          ) : (
            <div className="site-header__auth">
              <FreePlayButton variant="header" />
              <button type="button" className="btn btn--outline btn--sm" onClick={() => openModal('login')}>
                {t('header.login')}
              </button>
              <button type="button" className="btn btn--primary btn--sm" onClick={() => openModal('register')}>
                {t('header.register')}
              </button>
            </div>
          )}
          <div className="site-header__tools">
            <LanguagePicker compact />
            <ThemeToggle />
          </div>
        </div>
      </div>
      {withGameNav ? <GameNav /> : null}
    </header>
  );
}
