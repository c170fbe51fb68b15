import type { UserProfitQuery, UserProfitRow, UserProfitValue } from '@portal/contract';
import { AGENT_MAX_PAGE_SIZE } from '@portal/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client.ts';
import { AGENT_PAGE_SIZE, useUserProfit } from '../api/agent-queries.ts';
import { plainAmount, type CsvColumn } from '../lib/csv.ts';
import { isAgentType } from '../lib/team-path.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { useCsvExport } from '../lib/use-csv-export.ts';
import { useReportState } from '../lib/use-report-state.ts';
import { TeamBreadcrumb } from './team-breadcrumb.tsx';
import { ReportFilters, TextFilter } from './report-filters.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

const FIGURES = ['stake', 'validBet', 'payout', 'profitLoss', 'bonuses', 'deposits', 'withdrawals'] as const;
const LABELS: Record<(typeof FIGURES)[number], string> = {
  stake: 'bets.col.stake',
  validBet: 'bets.col.valid_bet',
  payout: 'bets.col.payout',
  profitLoss: 'agentCentre.col.profit_loss',
  bonuses: 'agentCentre.col.bonuses',
  deposits: 'agentCentre.col.deposits',
  withdrawals: 'agentCentre.col.withdrawals',
};

/** User profit and loss: per member below `parent` (drill down level by level), totals and CSV. */
export function UserProfit() {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const { range, setRange, filters, setFilter, page, setPage, valid } = useReportState('7d', f.today, {
    username: '',
  });
  const [path, setPath] = useState<string[]>([]);
  const { username } = filters;
  const parent = path.at(-1);
  const base: UserProfitQuery = { from: range.from, to: range.to, parent, username: username || undefined };
  const query = useUserProfit({ ...base, page, pageSize: AGENT_PAGE_SIZE }, valid);
  const go = (next: string[]) => {
    setPath(next);
    setPage(1);
  };
  const figure = (row: Pick<UserProfitRow, (typeof FIGURES)[number]>, key: (typeof FIGURES)[number]) =>
    key === 'profitLoss' ? (
      <span className={`rk-amount rk-amount--${f.tone(row[key])}`}>{f.signed(row[key])}</span>
    ) : (
      f.money(row[key])
    );
  const columns: ReportColumn<UserProfitRow>[] = [
    {
      key: 'username',
      label: t('agentCentre.col.username'),
      role: 'head',
      cell: (r) =>
        isAgentType(r.customerType) ? (
          <button
            type="button"
            className="ag-link"
            onClick={() => go([...path, r.username])}
            data-testid="ag-profit-drill"
          >
            {r.username}
          </button>
        ) : (
          <strong>{r.username}</strong>
        ),
    },
    { key: 'type', label: t('records.col.type'), cell: (r) => t(`agentCentre.type.${r.customerType}`) },
    { key: 'betCount', label: t('agentCentre.col.bets'), cell: (r) => r.betCount, num: true },
    ...FIGURES.map((key) => ({
      key,
      label: t(LABELS[key]),
      cell: (r: UserProfitRow) => figure(r, key),
      num: true,
      role: key === 'profitLoss' ? ('tail' as const) : undefined,
    })),
  ];
  const amount = (m: string) => plainAmount(m, f.exponent);
  const csv: CsvColumn<UserProfitRow>[] = [
    { header: t('agentCentre.col.username'), value: (r) => r.username, text: true },
    { header: t('records.col.type'), value: (r) => t(`agentCentre.type.${r.customerType}`) },
    { header: t('agentCentre.col.level'), value: (r) => String(r.level) },
    { header: t('agentCentre.col.bets'), value: (r) => String(r.betCount) },
    ...FIGURES.map((key) => ({
      header: t(LABELS[key]),
      value: (r: UserProfitRow) => amount(r[key]),
    })),
  ];
  const exporter = useCsvExport<UserProfitRow, UserProfitValue>({
    name: `user-profit-${parent ?? 'team'}-${range.from}-${range.to}`,
    columns: csv,
    fetchPage: (p) => apiCall('agentUserProfit', { query: { ...base, page: p, pageSize: AGENT_MAX_PAGE_SIZE } }),
    totals: (first) => [
      t('agentCentre.totals'),
      '',
      '',
      String(first.totals.betCount),
      ...FIGURES.map((key) => amount(first.totals[key])),
    ],
  });

  return (
    <div className="rk-page" data-testid="ag-user-profit">
      <TeamBreadcrumb path={path} onGo={go} />
      <ReportFilters range={range} onRange={setRange} today={f.today} exporter={exporter}>
        <TextFilter
          label={t('agentCentre.col.username')}
          value={username}
          onApply={(v) => setFilter({ username: v })}
          testId="ag-filter-username"
        />
      </ReportFilters>
      <ReportTable
        query={query}
        columns={columns}
        rowKey={(r) => r.username}
        totals={(d) => ({
          betCount: d.totals.betCount,
          ...Object.fromEntries(FIGURES.map((key) => [key, figure(d.totals, key)])),
        })}
        page={page}
        pageSize={AGENT_PAGE_SIZE}
        onPage={setPage}
        testId="ag-profit"
      />
    </div>
  );
}
