import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { assets, paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { HeaderBalance, SignOutDialog } from '../../frame/index.ts';

/** The agent centre's own header (SPEC §2: /agentHome has no site header): who, balance, exits. */
export function AgentHeader({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSessionStore((s) => s.memberInfo);
  const [confirming, setConfirming] = useState(false);
  const name = info?.nickname || info?.account || '';
  return (
    <header className="ag-header" data-testid="ag-header">
      <button
        type="button"
        className="btn btn--ghost btn--icon ag-header__menu"
        aria-label={t('agentCentre.menu')}
        aria-expanded={menuOpen}
        aria-controls="ag-menu"
        onClick={onMenu}
        data-testid="ag-menu-toggle"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link className="ag-header__brand" to={paths.root.href()} aria-label={t('agentCentre.member_site')}>
        <img src={assets.logoMark} alt="" width={30} height={30} />
      </Link>
      <h1 className="ag-header__title">{t('pages.agentHome.title')}</h1>
      <div className="ag-header__who">
        <span className="ag-avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="ag-stack">
          <strong data-testid="ag-name">{name}</strong>
          {info ? <small>{t(`agentCentre.type.${info.type}`, { defaultValue: t('agentCentre.type.1') })}</small> : null}
        </span>
      </div>
      <div className="ag-header__balance">
        <HeaderBalance />
      </div>
      <nav className="ag-header__links" aria-label={t('agentCentre.exits')}>
        <Link className="btn btn--ghost btn--sm ag-hide-phone" to={paths.root.href()} data-testid="ag-member-site">
          {t('agentCentre.member_site')}
        </Link>
        <span className="ag-hide-phone">
          <ThemeToggle />
        </span>
        <span className="ag-hide-phone">
          <LanguagePicker compact />
        </span>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => setConfirming(true)}
          data-testid="ag-sign-out"
        >
          {t('account.sign_out')}
        </button>
      </nav>
      {confirming ? (
        <SignOutDialog
          onCancel={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            void navigate(paths.root.href());
          }}
        />
      ) : null}
    </header>
  );
}
