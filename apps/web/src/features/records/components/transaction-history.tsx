import type { RecordKind } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RecordRef, RecordTime } from '../../../components/ui/record-cells.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorTextKey } from '../../../lib/errors.ts';
import { useMoney } from '../../../lib/money.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { RECORDS_PAGE_SIZE, useTransactions } from '../api/records-queries.ts';
import { RECORD_KIND_OPTIONS } from '../kinds.ts';
import { presetRange, type DateRange } from '../../../lib/date-range.ts';
import { Pager } from './pager.tsx';
import { RangeFilter } from './range-filter.tsx';
import '../../../components/ui/record-kit.css';
import '../records.css';

/**
 * Account record (transactionHistory): every movement of the member's wallets with type, amount,
 * balance after, reference and time; filters by type and period; pages come from the server.
 */
export function TransactionHistory() {
  const { t } = useTranslation();
  const typeId = useId();
  const { money, signed, tone } = useMoney(useWalletBalance().data);
  const [range, setRange] = useState<DateRange>(() => presetRange('7d'));
  const [type, setType] = useState<RecordKind | ''>('');
  const [page, setPage] = useState(1);
  const query = useTransactions(range, type, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / RECORDS_PAGE_SIZE)) : 1;
  const walletName = (code: string) => t(`records.wallet.${code}`, { defaultValue: code });

  return (
    <div className="rk-page" data-testid="rc-transactions">
      <div className="rk-filters">
        <label className="rk-field" htmlFor={typeId}>
          <span className="rk-field__label">{t('records.filter.type')}</span>
          <select
            id={typeId}
            className="rk-input rc-select"
            value={type}
            onChange={(e) => {
              setType(e.target.value as RecordKind | '');
              setPage(1);
            }}
            data-testid="rc-type"
          >
            <option value="">{t('records.filter.all_types')}</option>
            {RECORD_KIND_OPTIONS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`records.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <RangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>

      {data ? (
        <div className="rc-summary" data-testid="rc-summary">
          <span className="rc-summary__item">{t('records.total', { count: data.total })}</span>
          <span className="rc-summary__item">
            {t('records.total_in')} <strong className="rk-amount rk-amount--pos">{signed(data.totalIn)}</strong>
          </span>
          <span className="rc-summary__item">
            {t('records.total_out')} <strong className="rk-amount rk-amount--neg">{money(data.totalOut)}</strong>
          </span>
        </div>
      ) : null}

      <section className={`rk-card${query.isPlaceholderData ? ' rk-card--stale' : ''}`} aria-busy={query.isFetching}>
        {query.isError && !data ? (
          <div className="rk-failed" role="alert">
            <p>{t(errorTextKey(query.error), { defaultValue: t('records.failed') })}</p>
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
              {t('records.retry')}
            </button>
          </div>
        ) : !data ? (
          <div className="rk-skeletons">
            <Skeleton className="rk-row-skeleton" count={6} />
          </div>
        ) : data.list.length === 0 ? (
          <EmptyState compact title={t('records.empty')} text={t('records.empty_hint')} />
        ) : (
          <div className="rk-scroll">
            <table className="rk-table" data-testid="rc-table">
              <thead>
                <tr>
                  <th scope="col">{t('records.col.time')}</th>
                  <th scope="col">{t('records.col.type')}</th>
                  <th scope="col" className="rk-num">
                    {t('records.col.amount')}
                  </th>
                  <th scope="col" className="rk-num">
                    {t('records.col.balance_after')}
                  </th>
                  <th scope="col">{t('records.col.wallet')}</th>
                  <th scope="col">{t('records.col.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.id} data-testid="rc-row">
                    <td data-label={t('records.col.time')} className="rk-cell--time">
                      <RecordTime iso={row.time} seconds />
                    </td>
                    <td data-label={t('records.col.type')} className="rk-cell--head">
                      <span className={`rk-badge rk-badge--${tone(row.amount)}`}>{t(`records.kind.${row.type}`)}</span>
                    </td>
                    <td data-label={t('records.col.amount')} className="rk-num rk-cell--tail">
                      <span className={`rk-amount rk-amount--${tone(row.amount)}`}>{signed(row.amount)}</span>
                    </td>
                    <td data-label={t('records.col.balance_after')} className="rk-num">
                      {money(row.balanceAfter)}
                    </td>
                    <td data-label={t('records.col.wallet')}>{walletName(row.wallet)}</td>
                    <td data-label={t('records.col.reference')} className="rk-ref" dir="ltr">
                      <RecordRef value={row.reference} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      </section>
    </div>
  );
}
