import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMoney } from '../../../lib/money.ts';
import { useSettings } from '../../../lib/queries.ts';
import { BETS_PAGE_SIZE, useBettingRecord, type BetFilters } from '../api/bets-queries.ts';
import { BET_RANGE_PRESETS, presetRange } from '../../../lib/date-range.ts';
import { BetFiltersBar } from './bet-filters.tsx';
import { BetTable } from './bet-table.tsx';
import '../../../components/ui/record-kit.css';
import '../../../components/ui/record-cards.css';
import '../betting-record.css';

const KEYS = {
  ns: 'bets',
  failed: 'bets.failed',
  retry: 'common.retry',
  empty: 'bets.empty',
  emptyHint: 'bets.empty_hint',
  pager: { label: 'bets.pages', previous: 'bets.previous', next: 'bets.next', pageOf: 'bets.page_of' },
};

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
  const totals = query.data?.totals;

  const change = (next: BetFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <RecordPage
      className="rk-page br-page"
      testId="br-page"
      testIds="br"
      filters={<BetFiltersBar value={filters} onChange={change} />}
      range={filters.range}
      presets={BET_RANGE_PRESETS}
      onRange={(range) => change({ ...filters, range })}
      summary={
        totals ? (
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
        ) : null
      }
      query={query}
      page={page}
      pageSize={BETS_PAGE_SIZE}
      onPage={setPage}
      keys={KEYS}
    >
      {(data) => <BetTable rows={data.list} />}
    </RecordPage>
  );
}
