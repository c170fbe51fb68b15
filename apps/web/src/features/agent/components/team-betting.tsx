import type { GameType, TeamBet, TeamBetsQuery, TeamBetsValue } from '@portal/contract';
import { AGENT_MAX_PAGE_SIZE, BET_STATUSES, gameTypes } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { RecordTime } from '../../../components/ui/record-cells.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { dateTimeInZone } from '../../../lib/date-range.ts';
import { AGENT_PAGE_SIZE, useTeamBets } from '../api/agent-queries.ts';
import { plainAmount, type CsvColumn } from '../lib/csv.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { useCsvExport } from '../lib/use-csv-export.ts';
import { useReportState } from '../lib/use-report-state.ts';
import { ReportFilters, SelectFilter, TextFilter } from './report-filters.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

type Filters = { username: string; gameType: GameType | ''; vassalage: string; status: TeamBet['status'] | '' };

/** Team betting: the team's bets by member, category, vendor, game and status, with totals and CSV. */
export function TeamBetting() {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const {
    range,
    setRange,
    filters,
    setFilter: set,
    page,
    setPage,
    valid,
  } = useReportState<Filters>('today', f.today, {
    username: '',
    gameType: '',
    vassalage: '',
    status: '',
  });
  const base: TeamBetsQuery = {
    from: range.from,
    to: range.to,
    username: filters.username || undefined,
    gameType: filters.gameType || undefined,
    vassalage: filters.vassalage || undefined,
    status: filters.status || undefined,
  };
  const query = useTeamBets({ ...base, page, pageSize: AGENT_PAGE_SIZE }, valid);
  const status = (s: TeamBet['status']) => t(`bets.status.${s}`);
  const columns: ReportColumn<TeamBet>[] = [
    { key: 'time', label: t('bets.col.time'), cell: (b) => <RecordTime iso={b.time} timeZone={f.timeZone} /> },
    { key: 'username', label: t('agentCentre.col.username'), cell: (b) => <strong>{b.username}</strong>, role: 'head' },
    {
      key: 'game',
      label: t('bets.col.game'),
      cell: (b) => (
        <span className="ag-stack">
          <span>{b.gameName}</span>
          <small>
            {b.vendorName} · {t(`categories.${b.gameType}`)}
          </small>
        </span>
      ),
    },
    { key: 'stake', label: t('bets.col.stake'), cell: (b) => f.money(b.stake), num: true },
    { key: 'validBet', label: t('bets.col.valid_bet'), cell: (b) => f.money(b.validBet), num: true },
    { key: 'payout', label: t('bets.col.payout'), cell: (b) => f.money(b.payout), num: true },
    {
      key: 'winLoss',
      label: t('bets.col.win_loss'),
      cell: (b) => <span className={`rk-amount rk-amount--${f.tone(b.winLoss)}`}>{f.signed(b.winLoss)}</span>,
      num: true,
      role: 'tail',
    },
    {
      key: 'status',
      label: t('bets.col.status'),
      cell: (b) => <span className={`rk-badge ag-status ag-status--${b.status}`}>{status(b.status)}</span>,
    },
  ];
  const amount = (m: string) => plainAmount(m, f.exponent);
  const csv: CsvColumn<TeamBet>[] = [
    { header: t('bets.col.time'), value: (b) => dateTimeInZone(f.timeZone, new Date(b.time)) },
    { header: t('agentCentre.col.username'), value: (b) => b.username, text: true },
    { header: t('bets.filter.vendor'), value: (b) => b.vendorName, text: true },
    { header: t('bets.filter.category'), value: (b) => t(`categories.${b.gameType}`) },
    { header: t('bets.col.game'), value: (b) => b.gameName, text: true },
    { header: t('bets.col.round'), value: (b) => b.roundId, text: true },
    { header: t('bets.col.stake'), value: (b) => amount(b.stake) },
    { header: t('bets.col.valid_bet'), value: (b) => amount(b.validBet) },
    { header: t('bets.col.payout'), value: (b) => amount(b.payout) },
    { header: t('bets.col.win_loss'), value: (b) => amount(b.winLoss) },
    { header: t('bets.col.status'), value: (b) => status(b.status) },
  ];
  const exporter = useCsvExport<TeamBet, TeamBetsValue>({
    name: `team-bets-${range.from}-${range.to}`,
    columns: csv,
    fetchPage: (p) => apiCall('agentTeamBets', { query: { ...base, page: p, pageSize: AGENT_MAX_PAGE_SIZE } }),
    totals: (first) => [
      t('agentCentre.totals'),
      t('agentCentre.bet_count', { count: first.totals.count }),
      '',
      '',
      '',
      '',
      amount(first.totals.stake),
      amount(first.totals.validBet),
      amount(first.totals.payout),
      amount(first.totals.winLoss),
      '',
    ],
  });

  return (
    <div className="rk-page" data-testid="ag-team-bets">
      <ReportFilters range={range} onRange={setRange} today={f.today} exporter={exporter}>
        <TextFilter
          label={t('agentCentre.col.username')}
          value={filters.username}
          onApply={(username) => set({ username })}
          testId="ag-filter-username"
        />
        <SelectFilter
          label={t('bets.filter.category')}
          value={filters.gameType}
          options={gameTypes.map((g) => ({ value: g, label: t(`categories.${g}`) }))}
          onChange={(v) => set({ gameType: v as GameType | '' })}
          testId="ag-filter-category"
        />
        <TextFilter
          label={t('bets.filter.vendor')}
          value={filters.vassalage}
          onApply={(vassalage) => set({ vassalage })}
          testId="ag-filter-vendor"
        />
        <SelectFilter
          label={t('bets.col.status')}
          value={filters.status}
          options={BET_STATUSES.map((s) => ({ value: s, label: status(s) }))}
          onChange={(v) => set({ status: v as TeamBet['status'] | '' })}
          testId="ag-filter-status"
        />
      </ReportFilters>
      <ReportTable
        query={query}
        columns={columns}
        rowKey={(b) => b.id}
        totals={(d) => ({
          username: t('agentCentre.bet_count', { count: d.totals.count }),
          stake: f.money(d.totals.stake),
          validBet: f.money(d.totals.validBet),
          payout: f.money(d.totals.payout),
          winLoss: (
            <span className={`rk-amount rk-amount--${f.tone(d.totals.winLoss)}`}>{f.signed(d.totals.winLoss)}</span>
          ),
        })}
        page={page}
        pageSize={AGENT_PAGE_SIZE}
        onPage={setPage}
        testId="ag-bets"
      />
    </div>
  );
}
