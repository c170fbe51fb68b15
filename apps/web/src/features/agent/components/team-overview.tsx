import type { TeamSummary } from '@portal/contract';
import { AGENT_REPORT_MAX_DAYS } from '@portal/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import { RecordFailed } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isValidRange, presetRangeOn, type DateRange, type RangePreset } from '../../../lib/date-range.ts';
import { useTeamOverview } from '../api/agent-queries.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { CHART_METRICS, OverviewChart, type ChartMetric } from './overview-chart.tsx';

const RANGE_PRESETS: readonly RangePreset[] = ['7d', '30d', 'custom'];
const PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
const MONEY_ROWS = ['deposits', 'withdrawals', 'stake', 'validBet', 'payout', 'salaries', 'dividends'] as const;

/**
 * Team overview (the default page): the team's size, a card per period (today, yesterday, this
 * week, this month), a custom range and a 30-day chart with a metric switch.
 */
export function TeamOverview() {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const [range, setRange] = useState<DateRange>(() => presetRangeOn('7d', f.today()));
  const [metric, setMetric] = useState<ChartMetric>('validBet');
  // A narrow page shows one period card at a time, picked with a segment (agent-pages.css).
  const [shown, setShown] = useState<(typeof PERIODS)[number]>('today');
  const query = useTeamOverview(isValidRange(range, AGENT_REPORT_MAX_DAYS) ? { from: range.from, to: range.to } : null);
  const data = query.data;

  if (query.isError && !data) {
    return (
      <RecordFailed card error={query.error} failed="agentCentre.failed" retry="common.retry" onRetry={query.refetch} />
    );
  }
  if (!data) {
    return (
      <div className="rk-page" data-testid="ag-overview-loading">
        <div className="ag-period-grid">
          <Skeleton className="ag-period-skeleton" count={4} />
        </div>
        <Skeleton className="ag-chart-skeleton" />
      </div>
    );
  }
  const metricText = (d: TeamSummary) =>
    metric === 'activeMembers' ? t('agentCentre.members', { count: d.activeMembers }) : f.signed(d[metric]);

  return (
    <div className="rk-page" data-testid="ag-overview">
      <div className="ag-team-strip">
        <div>
          <span>{t('agentCentre.overview.team_size')}</span>
          <strong data-testid="ag-team-size">{data.teamSize}</strong>
        </div>
        <div>
          <span>{t('agentCentre.overview.direct')}</span>
          <strong>{data.directCount}</strong>
        </div>
        <p className="ag-muted">{t('agentCentre.overview.time_zone', { zone: data.timeZone })}</p>
      </div>

      <div className="rk-segment ag-period-switch" role="group" aria-label={t('bets.filter.range')}>
        {PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className={`rk-segment__item${shown === period ? ' rk-segment__item--on' : ''}`}
            aria-pressed={shown === period}
            onClick={() => setShown(period)}
          >
            {t(`agentCentre.overview.${period}`)}
          </button>
        ))}
      </div>
      <div className={`ag-period-grid${query.isPlaceholderData ? ' rk-card--stale' : ''}`}>
        {PERIODS.map((period) => (
          <SummaryCard
            key={period}
            narrowHidden={period !== shown}
            title={t(`agentCentre.overview.${period}`)}
            summary={data[period]}
            testId={`ag-period-${period}`}
          />
        ))}
      </div>

      <section className="rk-card ag-range-card">
        <div className="ag-card-head">
          <h3 className="fk-title">{t('agentCentre.overview.range')}</h3>
          <DateRangePicker
            value={range}
            onChange={setRange}
            presets={RANGE_PRESETS}
            ns="bets"
            testId="ag-overview"
            today={f.today}
            maxDays={AGENT_REPORT_MAX_DAYS}
          />
        </div>
        <SummaryCard
          flat
          title={`${data.range.from} – ${data.range.to}`}
          summary={data.range}
          testId="ag-period-range"
        />
      </section>

      <section className="rk-card">
        <div className="ag-card-head">
          <h3 className="fk-title">{t('agentCentre.overview.last_30')}</h3>
          <div className="rk-segment ag-metric-switch" role="group" aria-label={t('agentCentre.overview.metric')}>
            {CHART_METRICS.map((m) => (
              <button
                key={m}
                type="button"
                className={`rk-segment__item${metric === m ? ' rk-segment__item--on' : ''}`}
                aria-pressed={metric === m}
                onClick={() => setMetric(m)}
                data-testid={`ag-metric-${m}`}
              >
                {t(`agentCentre.metric.${m}`)}
              </button>
            ))}
          </div>
        </div>
        <OverviewChart
          days={data.days}
          metric={metric}
          format={metricText}
          label={t('agentCentre.overview.chart_label', { metric: t(`agentCentre.metric.${metric}`) })}
        />
      </section>
    </div>
  );
}

/** One period's figures: the team's P&L up front, then members, bets and money. */
function SummaryCard(props: {
  title: string;
  summary: TeamSummary;
  testId: string;
  flat?: boolean;
  narrowHidden?: boolean;
}) {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const s = props.summary;
  return (
    <article
      className={[
        props.flat ? 'ag-summary ag-summary--flat' : 'rk-card ag-summary',
        props.narrowHidden ? 'ag-summary--narrow-hidden' : '',
      ]
        .join(' ')
        .trim()}
      data-testid={props.testId}
    >
      <header className="ag-summary__head">
        <h3>{props.title}</h3>
        <span className="ag-muted">{t('agentCentre.overview.profit_loss')}</span>
        <strong className={`ag-summary__pl rk-amount rk-amount--${f.tone(s.profitLoss)}`}>
          {f.signed(s.profitLoss)}
        </strong>
      </header>
      <dl className="ag-summary__rows">
        <div>
          <dt>{t('agentCentre.overview.new_members')}</dt>
          <dd>{s.newMembers}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.overview.active_members')}</dt>
          <dd>{s.activeMembers}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.overview.bet_count')}</dt>
          <dd>{s.betCount}</dd>
        </div>
        {MONEY_ROWS.map((key) => (
          <div key={key}>
            <dt>{t(`agentCentre.overview.${key}`)}</dt>
            <dd>{f.money(s[key])}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
