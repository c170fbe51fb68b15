import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { agentPageSearch, type AgentPage } from '../lib/agent-pages.ts';

/** The side menu (a drawer under the header on phones); each entry is a link `?page=`. */
export function AgentMenu(props: {
  pages: readonly AgentPage[];
  current: AgentPage;
  open: boolean;
  onPick: () => void;
  /** Shown under the entries in the phone drawer only (the header's exits that do not fit). */
  extras?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <nav
      id="ag-menu"
      className={`ag-menu${props.open ? ' ag-menu--open' : ''}`}
      aria-label={t('agentCentre.menu')}
      data-testid="ag-menu"
    >
      <ul>
        {props.pages.map((page) => (
          <li key={page}>
            <Link
              className={`ag-menu__item${page === props.current ? ' ag-menu__item--on' : ''}`}
              to={{ pathname: paths.agentHome.path, search: agentPageSearch(page) }}
              aria-current={page === props.current ? 'page' : undefined}
              onClick={props.onPick}
              data-testid={`ag-menu-${page}`}
            >
              <AgentMenuIcon page={page} />
              <span>{t(`agentCentre.page.${page}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {props.extras ? <div className="ag-menu__extras">{props.extras}</div> : null}
    </nav>
  );
}

const ICONS: Partial<Record<AgentPage, string>> = {
  agentAnnouncement: 'M4 10v4h3l5 4V6L7 10H4zm12-1a4 4 0 010 6',
  agentTeamOverview: 'M4 19V9m6 10V5m6 14v-7m4 7H3',
  agentRegister: 'M15 19v-1a4 4 0 00-8 0v1M11 11a3 3 0 100-6 3 3 0 000 6zm8-3v6m3-3h-6',
  agentDownline: 'M12 4v5m0 0H6v4m6-4h6v4M4 15h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4z',
  agentTeamBetting: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3',
  agentUserProfit: 'M4 16l5-5 4 4 7-7m0 0h-5m5 0v5',
  agentDownlineTransactions: 'M7 7h12l-3-3m3 13H5l3 3',
  agentIncome: 'M4 7h16v12H4zm0 4h16M8 15h3',
  agentDividendContract: 'M12 4a8 8 0 108 8h-8zm2-1v7h7a7 7 0 00-7-7',
  agentDailySalary: 'M5 6h14v14H5zM5 10h14M9 4v4m6-4v4',
  agentHourlySalary: 'M12 20a8 8 0 100-16 8 8 0 000 16zm0-12v4l3 2',
  agentRealtimeSalary: 'M13 3L5 14h6l-1 7 8-11h-6z',
};

function AgentMenuIcon({ page }: { page: AgentPage }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="ag-menu__icon">
      <path
        d={ICONS[page] ?? 'M5 12h14'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
