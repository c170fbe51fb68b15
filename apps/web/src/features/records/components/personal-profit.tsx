import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RecordFailed } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMoney } from '../../../lib/money.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { useProfit } from '../api/records-queries.ts';
import { RANGE_PRESETS, presetRange, type DateRange } from '../../../lib/date-range.ts';
import { ProfitChart } from './profit-chart.tsx';
import { ProfitTable } from './profit-table.tsx';
import '../../../components/ui/record-kit.css';
import '../../../components/ui/record-cards.css';
import '../records.css';

/**
 * Profit and loss (personalProfit): stake, payout and profit for a period, a bar chart by day
 * (with a table for screen readers and on request) and the breakdown by game provider.
 */
export function PersonalProfit() {
  const { t } = useTranslation();
  const { money, signed, tone } = useMoney(useWalletBalance().data);
  const [range, setRange] = useState<DateRange>(() => presetRange('7d'));
  const [asTable, setAsTable] = useState(false);
  const query = useProfit(range);
  const data = query.data;
  const played = data ? data.vendors.length > 0 : false;

  const tiles = data
    ? [
        { key: 'stake', label: t('records.profit.stake'), text: money(data.totals.stake), cls: '' },
        { key: 'payout', label: t('records.profit.payout'), text: money(data.totals.payout), cls: '' },
        {
          key: 'profit',
          label: t('records.profit.profit'),
          text: signed(data.totals.profit),
          cls: ` rk-amount rk-amount--${tone(data.totals.profit)}`,
        },
      ]
    : [];

  return (
    <div className="rk-page" data-testid="rc-profit">
      <div className="rk-filters">
        <DateRangePicker value={range} onChange={setRange} presets={RANGE_PRESETS} ns="records" testId="rc" />
      </div>

      {query.isError && !data ? (
        <RecordFailed card error={query.error} failed="records.failed" retry="records.retry" onRetry={query.refetch} />
      ) : !data ? (
        <>
          <div className="rc-tiles">
            <Skeleton className="rc-tile-skeleton" count={3} />
          </div>
          <section className="rk-card">
            <Skeleton className="rc-chart-skeleton" />
          </section>
        </>
      ) : (
        <>
          <div className={`rc-tiles${query.isPlaceholderData ? ' rk-card--stale' : ''}`} data-testid="rc-tiles">
            {tiles.map((tile) => (
              <div key={tile.key} className={`rc-tile rc-tile--${tile.key}`} data-testid={`rc-tile-${tile.key}`}>
                <span className="rc-tile__label">{tile.label}</span>
                <strong className={`rc-tile__value${tile.cls}`}>{tile.text}</strong>
              </div>
            ))}
          </div>
          <p className="rc-note">{t('records.profit.note')}</p>

          <section className="rk-card">
            <div className="rc-card__head">
              <h3 className="rc-card__title">{t('records.profit.by_day')}</h3>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-pressed={asTable}
                onClick={() => setAsTable((v) => !v)}
                data-testid="rc-chart-toggle"
              >
                {asTable ? t('records.profit.show_chart') : t('records.profit.show_table')}
              </button>
            </div>
            {!played ? (
              <EmptyState compact text={t('records.profit.empty')} />
            ) : (
              <>
                {asTable ? null : <ProfitChart value={data} money={signed} />}
                <div className={asTable ? 'rk-scroll' : 'visually-hidden'}>
                  <ProfitTable
                    plain
                    testId="rc-day-table"
                    firstColumn={t('records.profit.date')}
                    rows={data.days.map((d) => ({ ...d, key: d.date, label: d.date }))}
                    money={money}
                    signed={signed}
                  />
                </div>
              </>
            )}
          </section>

          {played ? (
            <section className="rk-card">
              <h3 className="rc-card__title">{t('records.profit.by_vendor')}</h3>
              {/* The box whose width turns the rows into cards (record-cards.css). */}
              <div className="rk-scroll">
                <ProfitTable
                  testId="rc-vendor-table"
                  firstColumn={t('records.profit.vendor')}
                  rows={data.vendors.map((v) => ({
                    ...v,
                    key: v.vendor,
                    label: <strong title={v.vendor}>{v.vendorName ?? v.vendor}</strong>,
                  }))}
                  money={money}
                  signed={signed}
                />
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
