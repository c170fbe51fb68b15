import type { ContractKind, IncomeLine, IncomeQuery, IncomeValue } from '@portal/contract';
import { AGENT_MAX_PAGE_SIZE } from '@portal/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client.ts';
import { isValidRange, presetRangeOn, type DateRange } from '../../../lib/date-range.ts';
import { AGENT_PAGE_SIZE } from '../api/agent-queries.ts';
import { useIncome } from '../api/contract-queries.ts';
import { CONTRACT_KIND_ORDER, ratePercent } from '../lib/contract-terms.ts';
import { plainAmount, type CsvColumn } from '../lib/csv.ts';
import { periodText } from '../lib/income-period.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { useCsvExport } from '../lib/use-csv-export.ts';
import { useCategoryLabel } from './contract-offer-dialog.tsx';
import { EarningsPreviewPanel } from './earnings-preview.tsx';
import { ReportFilters, SelectFilter } from './report-filters.tsx';
import { ExportButton, ReportTable, type ReportColumn } from './report-table.tsx';
import { TierRate } from './tier-table.tsx';
import './contracts.css';

const VIEWS = ['received', 'paid'] as const;
type View = (typeof VIEWS)[number];
const MONEY = ['gross', 'passedDown', 'net'] as const;

/**
 * My income (SPEC §2; research/agents.md §5): the "what would I earn" preview of the open periods,
 * then the settled salary and dividend lines the agent received, or those it paid its contracted
 * direct downlines, with each line's basis, tier, rate, gross, the part passed down and the net.
 */
export function MyIncome() {
  const { t, i18n } = useTranslation();
  const f = useAgentFormat();
  const categoryLabel = useCategoryLabel();
  const [view, setView] = useState<View>('received');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [range, setRange] = useState<DateRange>(() => presetRangeOn('30d', f.today()));
  const [page, setPage] = useState(1);
  const base: IncomeQuery = { view, kind: kind || undefined, from: range.from, to: range.to };
  const query = useIncome({ ...base, page, pageSize: AGENT_PAGE_SIZE }, isValidRange(range, 366));
  const period = (l: IncomeLine) => periodText(l.periodStart, l.periodEnd, i18n.language, f.timeZone);
  const tier = (l: IncomeLine) =>
    l.tier < 0 ? t('agentIncome.no_tier') : t('agentIncome.tier_n', { tier: l.tier + 1 });
  const kindLabel = (k: ContractKind) => t(`agentContract.kind.${k}`);

  const columns: ReportColumn<IncomeLine>[] = [
    {
      key: 'period',
      label: t('agentIncome.col.period'),
      role: 'head',
      cell: (l) => (
        <span className="ag-stack">
          <strong>{period(l)}</strong>
          {view === 'paid' ? <small>{l.username}</small> : null}
        </span>
      ),
    },
    { key: 'kind', label: t('agentIncome.col.kind'), cell: (l) => kindLabel(l.kind) },
    { key: 'category', label: t('agentIncome.col.category'), cell: (l) => categoryLabel(l.category) },
    {
      key: 'validBet',
      label: t('agentIncome.col.valid_bet'),
      num: true,
      cell: (l) => (
        <span className="ag-stack ag-stack--end">
          {f.money(l.validBet)}
          {l.netLoss !== null ? <small>{t('agentIncome.net_loss', { amount: f.money(l.netLoss) })}</small> : null}
        </span>
      ),
    },
    { key: 'active', label: t('agentIncome.col.active'), num: true, cell: (l) => l.activeMembers },
    { key: 'tier', label: t('agentIncome.col.tier'), cell: tier },
    {
      key: 'rate',
      label: t('agentIncome.col.rate'),
      num: true,
      cell: (l) => (l.tier < 0 ? '—' : <TierRate tier={l} />),
    },
    { key: 'gross', label: t('agentIncome.col.gross'), num: true, cell: (l) => f.money(l.gross) },
    { key: 'passedDown', label: t('agentIncome.col.passed_down'), num: true, cell: (l) => f.money(l.passedDown) },
    {
      key: 'net',
      label: t('agentIncome.col.net'),
      num: true,
      role: 'tail',
      cell: (l) => <strong className={`rk-amount rk-amount--${f.tone(l.net)}`}>{f.money(l.net)}</strong>,
    },
    {
      key: 'status',
      label: t('agentIncome.col.status'),
      cell: (l) => <span className={`rk-badge ct-line--${l.status}`}>{t(`agentIncome.status.${l.status}`)}</span>,
    },
  ];

  const amount = (m: string | null) => (m === null ? '' : plainAmount(m, f.exponent));
  const csv: CsvColumn<IncomeLine>[] = [
    { header: t('agentIncome.col.period'), value: period },
    { header: t('agentCentre.col.username'), value: (l) => l.username, text: true },
    { header: t('agentIncome.col.kind'), value: (l) => kindLabel(l.kind) },
    { header: t('agentIncome.col.category'), value: (l) => categoryLabel(l.category) },
    { header: t('agentIncome.col.valid_bet'), value: (l) => amount(l.validBet) },
    { header: t('agentIncome.col.active'), value: (l) => String(l.activeMembers) },
    { header: t('agentIncome.col.net_loss'), value: (l) => amount(l.netLoss) },
    { header: t('agentIncome.col.carry'), value: (l) => amount(l.carryIn) },
    { header: t('agentIncome.col.tier'), value: (l) => (l.tier < 0 ? '' : String(l.tier + 1)) },
    {
      header: t('agentIncome.col.rate'),
      value: (l) => (l.tier < 0 ? '' : l.rateType === 'F' ? amount(String(l.rate)) : `${ratePercent(l.rate)}%`),
    },
    ...MONEY.map((key) => ({
      header: t(`agentIncome.col.${key === 'passedDown' ? 'passed_down' : key}`),
      value: (l: IncomeLine) => amount(l[key]),
    })),
    { header: t('agentIncome.col.status'), value: (l) => t(`agentIncome.status.${l.status}`) },
  ];
  const exporter = useCsvExport<IncomeLine, IncomeValue>({
    name: `income-${view}-${kind || 'all'}-${range.from}-${range.to}`,
    columns: csv,
    fetchPage: (p) => apiCall('agentIncome', { query: { ...base, page: p, pageSize: AGENT_MAX_PAGE_SIZE } }),
    totals: (first) => [
      t('agentCentre.totals'),
      ...Array<string>(9).fill(''),
      ...MONEY.map((key) => amount(first.totals[key])),
      '',
    ],
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <div className="rk-page ct-income" data-testid="ag-income">
      <EarningsPreviewPanel />
      <div className="rk-segment ct-tabs" role="group" aria-label={t('agentIncome.view')}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className={`rk-segment__item${view === v ? ' rk-segment__item--on' : ''}`}
            aria-pressed={view === v}
            onClick={() => reset(setView)(v)}
            data-testid={`ct-income-${v}`}
          >
            {t(`agentIncome.views.${v}`)}
          </button>
        ))}
      </div>
      <ReportFilters
        range={range}
        onRange={reset(setRange)}
        today={f.today}
        actions={<ExportButton onExport={exporter.run} busy={exporter.busy} error={exporter.error} />}
      >
        <SelectFilter
          label={t('agentIncome.col.kind')}
          value={kind}
          options={CONTRACT_KIND_ORDER.map((k) => ({ value: k, label: kindLabel(k) }))}
          onChange={(v) => reset(setKind)(v as ContractKind | '')}
          testId="ct-income-kind"
        />
      </ReportFilters>
      <ReportTable
        query={query}
        columns={columns}
        rowKey={(l) => `${l.username}-${l.kind}-${l.category}-${l.periodStart}`}
        totals={(d) => Object.fromEntries(MONEY.map((key) => [key, f.money(d.totals[key])]))}
        page={page}
        pageSize={AGENT_PAGE_SIZE}
        onPage={setPage}
        testId="ct-income"
        emptyText={t(`agentIncome.empty.${view}`)}
      />
    </div>
  );
}
