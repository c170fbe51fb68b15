import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorTextKey } from '../../../lib/errors.ts';
import { useMoney } from '../../../lib/money.ts';
import { useSettings } from '../../../lib/queries.ts';
import { BETS_PAGE_SIZE, useBettingRecord, type BetFilters } from '../api/bets-queries.ts';
import { presetRange } from '../../../lib/date-range.ts';
import { BetFiltersBar } from './bet-filters.tsx';
import { BetTable } from './bet-table.tsx';
import '../../../components/ui/record-kit.css';
import '../betting-record.css';

/**
 * Betting record (member-centre page personalHistoryCopy): the member's bets filtered by vendor,
 * category, status and period, totals over every matching bet, and pages from the server.
 */
export function BettingRecord() {
  const { t } = useTranslation();
  const { money, signed, tone } = useMoney(useSettings().data?.brand);
  const [filters, setFilters] = useState<BetFilters>(() => ({
    range: presetRange('7d'),
    vendor: '',
    gameType: '',
    status: '',
  }));
  const [page, setPage] = useState(1);
  const query = useBettingRecord(filters, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / BETS_PAGE_SIZE)) : 1;
  const totals = data?.totals;

  return (
    <div className="rk-page br-page" data-testid="br-page">
      <BetFiltersBar
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />

      {totals ? (
        <dl className="br-totals" data-testid="br-totals">
          <div className="br-total">
            <dt>{t('bets.totals.count')}</dt>
            <dd>{totals.count}</dd>
          </div>
          <div className="br-total">
            <dt>{t('bets.totals.stake')}</dt>
            <dd>{money(totals.stake)}</dd>
          </div>
          <div className="br-total">
            <dt>{t('bets.totals.valid_bet')}</dt>
            <dd>{money(totals.validBet)}</dd>
          </div>
          <div className="br-total">
            <dt>{t('bets.totals.payout')}</dt>
            <dd>{money(totals.payout)}</dd>
          </div>
          <div className="br-total br-total--main">
            <dt>{t('bets.totals.win_loss')}</dt>
            <dd className={`rk-amount rk-amount--${tone(totals.winLoss)}`} data-testid="br-total-winloss">
              {signed(totals.winLoss)}
            </dd>
          </div>
        </dl>
      ) : !query.isError ? (
        <div className="br-totals">
          <Skeleton className="br-total-skeleton" count={5} />
        </div>
      ) : null}

      <section className={`rk-card${query.isPlaceholderData ? ' rk-card--stale' : ''}`} aria-busy={query.isFetching}>
        {query.isError && !data ? (
          <div className="rk-failed" role="alert">
            <p>{t(errorTextKey(query.error), { defaultValue: t('bets.failed') })}</p>
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : !data ? (
          <div className="rk-skeletons">
            <Skeleton className="rk-row-skeleton" count={6} />
          </div>
        ) : data.list.length === 0 ? (
          <EmptyState compact title={t('bets.empty')} text={t('bets.empty_hint')} />
        ) : (
          <div className="rk-scroll">
            <BetTable rows={data.list} />
          </div>
        )}
        {data && pages > 1 ? (
          <nav className="rk-pager" aria-label={t('bets.pages')} data-testid="br-pager">
            <button
              type="button"
              className="btn btn--outline btn--sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('bets.previous')}
            </button>
            <span aria-live="polite">{t('bets.page_of', { page, pages })}</span>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('bets.next')}
            </button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
