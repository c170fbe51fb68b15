import type { TeamTransaction, TeamTransactionsQuery, TeamTransactionsValue } from '@portal/contract';
import { AGENT_MAX_PAGE_SIZE, TEAM_TRANSACTION_KINDS } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { RecordTime } from '../../../components/ui/record-cells.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { dateTimeInZone } from '../../../lib/date-range.ts';
import { AGENT_PAGE_SIZE, useTeamTransactions } from '../api/agent-queries.ts';
import { plainAmount, type CsvColumn } from '../lib/csv.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { useCsvExport } from '../lib/use-csv-export.ts';
import { useReportState } from '../lib/use-report-state.ts';
import { ReportFilters, SelectFilter, TextFilter } from './report-filters.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

type Kind = TeamTransaction['type'];

/** Sum of signed minor units (BigInt: no float ever touches money). */
export const sumMinor = (values: readonly string[]) => values.reduce((sum, v) => sum + BigInt(v), 0n).toString();

/** Downline transaction details: deposits, withdrawals, transfers, bonuses, salaries and dividends. */
export function TeamTransactions() {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const { range, setRange, filters, setFilter, page, setPage, valid } = useReportState<{
    username: string;
    type: Kind | '';
  }>('7d', f.today, { username: '', type: '' });
  const { username, type } = filters;
  const base: TeamTransactionsQuery = {
    from: range.from,
    to: range.to,
    username: username || undefined,
    type: type || undefined,
  };
  const query = useTeamTransactions({ ...base, page, pageSize: AGENT_PAGE_SIZE }, valid);
  const kind = (k: Kind) => (k === 'salary' || k === 'dividend' ? t(`agentCentre.kind.${k}`) : t(`records.kind.${k}`));
  const columns: ReportColumn<TeamTransaction>[] = [
    {
      key: 'time',
      label: t('bets.col.time'),
      cell: (r) => <RecordTime iso={r.time} seconds timeZone={f.timeZone} />,
    },
    { key: 'username', label: t('agentCentre.col.username'), cell: (r) => <strong>{r.username}</strong>, role: 'head' },
    {
      key: 'type',
      label: t('records.col.type'),
      cell: (r) => <span className={`rk-badge rk-badge--${f.tone(r.amount)}`}>{kind(r.type)}</span>,
    },
    {
      key: 'amount',
      label: t('records.col.amount'),
      cell: (r) => <span className={`rk-amount rk-amount--${f.tone(r.amount)}`}>{f.signed(r.amount)}</span>,
      num: true,
      role: 'tail',
    },
    { key: 'balanceAfter', label: t('records.col.balance_after'), cell: (r) => f.money(r.balanceAfter), num: true },
  ];
  const amount = (m: string) => plainAmount(m, f.exponent);
  const csv: CsvColumn<TeamTransaction>[] = [
    { header: t('bets.col.time'), value: (r) => dateTimeInZone(f.timeZone, new Date(r.time)) },
    { header: t('agentCentre.col.username'), value: (r) => r.username, text: true },
    { header: t('records.col.type'), value: (r) => kind(r.type) },
    { header: t('records.col.amount'), value: (r) => amount(r.amount) },
    { header: t('records.col.balance_after'), value: (r) => amount(r.balanceAfter) },
    { header: t('records.col.reference'), value: (r) => r.id },
  ];
  const exporter = useCsvExport<TeamTransaction, TeamTransactionsValue>({
    name: `team-transactions-${range.from}-${range.to}`,
    columns: csv,
    fetchPage: (p) => apiCall('agentTeamTransactions', { query: { ...base, page: p, pageSize: AGENT_MAX_PAGE_SIZE } }),
    totals: (_first, rows) => [
      t('agentCentre.totals'),
      t('agentCentre.row_count', { count: rows.length }),
      '',
      amount(sumMinor(rows.map((r) => r.amount))),
      '',
      '',
    ],
  });
  const pageSum = query.data ? sumMinor(query.data.list.map((r) => r.amount)) : '0';

  return (
    <div className="rk-page" data-testid="ag-transactions">
      <ReportFilters range={range} onRange={setRange} today={f.today} exporter={exporter}>
        <TextFilter
          label={t('agentCentre.col.username')}
          value={username}
          onApply={(v) => setFilter({ username: v })}
          testId="ag-filter-username"
        />
        <SelectFilter
          label={t('records.col.type')}
          value={type}
          options={TEAM_TRANSACTION_KINDS.map((k) => ({ value: k, label: kind(k) }))}
          onChange={(v) => setFilter({ type: v as Kind | '' })}
          testId="ag-filter-type"
        />
      </ReportFilters>
      <ReportTable
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        totals={(d) => ({
          username: t('agentCentre.row_count', { count: d.total }),
          amount: (
            <span className="ag-stack ag-stack--end">
              <span className={`rk-amount rk-amount--${f.tone(pageSum)}`}>{f.signed(pageSum)}</span>
              <small>{t('agentCentre.page_sum')}</small>
            </span>
          ),
        })}
        page={page}
        pageSize={AGENT_PAGE_SIZE}
        onPage={setPage}
        testId="ag-tx"
      />
    </div>
  );
}
