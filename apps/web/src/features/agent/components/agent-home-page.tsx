import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { AGENT_CENTRE_TYPES, useSessionStore } from '../../../lib/session-store.ts';
import { useContractFlags } from '../api/contract-queries.ts';
import { agentPageIn, visibleAgentPages, type AgentPage } from '../lib/agent-pages.ts';
import { AgentAnnouncements } from './agent-announcements.tsx';
import { AgentHeader } from './agent-header.tsx';
import { AgentMenu } from './agent-menu.tsx';
import { PendingContracts } from './contract-offer-dialog.tsx';
import { DailySalaryPage, DividendContractPage, HourlySalaryPage, RealtimeSalaryPage } from './contract-page.tsx';
import { DownlineManagement } from './downline-management.tsx';
import { MyIncome } from './my-income.tsx';
import { RegisterCentre } from './register-centre.tsx';
import { TeamBetting } from './team-betting.tsx';
import { TeamOverview } from './team-overview.tsx';
import { TeamTransactions } from './team-transactions.tsx';
import { UserProfit } from './user-profit.tsx';
import '../../../components/ui/record-kit.css';
import '../../../components/ui/record-cards.css';
import '../../../components/ui/form-kit.css';
import './agent-layout.css';
import './agent-kit.css';
import './agent-pages.css';
import './agent-reports.css';

/**
 * The pages of the menu: an entry shows when its page is here and, for a contract page (dividend,
 * daily, hourly and real-time salary), its consolidated flag is on (agent-pages.ts).
 */
export const agentPageComponents: Partial<Record<AgentPage, ComponentType>> = {
  agentAnnouncement: AgentAnnouncements,
  agentTeamOverview: TeamOverview,
  agentRegister: RegisterCentre,
  agentDownline: DownlineManagement,
  agentTeamBetting: TeamBetting,
  agentUserProfit: UserProfit,
  agentIncome: MyIncome,
  agentDownlineTransactions: TeamTransactions,
  agentDividendContract: DividendContractPage,
  agentDailySalary: DailySalaryPage,
  agentHourlySalary: HourlySalaryPage,
  agentRealtimeSalary: RealtimeSalaryPage,
};
const AVAILABLE = new Set(Object.keys(agentPageComponents) as AgentPage[]);

/** /agentHome: the agent centre, its own header, the menu and the page `?page=` (team overview by default). */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useSessionStore((s) => s.status);
  const type = useSessionStore((s) => s.memberInfo?.type);
  const { flags, known } = useContractFlags();
  const pages = useMemo(() => visibleAgentPages(AVAILABLE, flags), [flags]);
  // Until the flags are known a deep link to a contract page opens it rather than the default page.
  const page = agentPageIn(location.search, known ? pages : [...AVAILABLE]);
  const [menuOpen, setMenuOpen] = useState(false);
  const Page = agentPageComponents[page]!;

  if (status !== 'signedIn' || type === undefined) {
    return (
      <div className="ag-shell" aria-busy="true" data-testid="ag-restoring">
        <Skeleton className="ag-header-skeleton" />
        <Skeleton className="ag-chart-skeleton" />
      </div>
    );
  }
  if (!AGENT_CENTRE_TYPES.includes(type)) {
    return (
      <div className="ag-shell ag-shell--refused">
        <EmptyState
          title={t('pages.agentHome.title')}
          text={t('error_not_agent')}
          action={
            <Link className="btn btn--primary" to={paths.root.href()}>
              {t('agentCentre.member_site')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="ag-shell" data-testid="agent-home">
      <AgentHeader menuOpen={menuOpen} onMenu={() => setMenuOpen((v) => !v)} />
      <PendingContracts />
      <div className="ag-body">
        <AgentMenu
          pages={pages}
          current={page}
          open={menuOpen}
          onPick={() => setMenuOpen(false)}
          extras={
            <>
              <Link className="btn btn--ghost btn--sm" to={paths.root.href()}>
                {t('agentCentre.member_site')}
              </Link>
              <ThemeToggle />
              <LanguagePicker compact />
            </>
          }
        />
        <main className="ag-main" data-testid={`ag-page-${page}`}>
          <h2 className="ag-main__title">{t(`agentCentre.page.${page}`)}</h2>
          <Page key={page} />
        </main>
      </div>
    </div>
  );
}
