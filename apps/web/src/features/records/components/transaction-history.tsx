import type { RecordKind } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordRef, RecordTime } from '../../../components/ui/record-cells.tsx';
import { RecordPage } from '../../../components/ui/record-page.tsx';
import { useMoney } from '../../../lib/money.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { RECORDS_PAGE_SIZE, useTransactions } from '../api/records-queries.ts';
import { RECORD_KIND_OPTIONS } from '../kinds.ts';
import { RANGE_PRESETS, presetRange, type DateRange } from '../../../lib/date-range.ts';
import '../../../components/ui/record-kit.css';
import '../../../components/ui/record-cards.css';
import '../records.css';

const KEYS = {
  ns: 'records',
  failed: 'records.failed',
  retry: 'records.retry',
  empty: 'records.empty',
  emptyHint: 'records.empty_hint',
  pager: { label: 'records.pages', previous: 'records.previous', next: 'records.next', pageOf: 'records.page_of' },
};

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
  const walletName = (code: string) => t(`records.wallet.${code}`, { defaultValue: code });

  return (
    <RecordPage
      className="rk-page"
      testId="rc-transactions"
      testIds="rc"
      filters={
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
      }
      range={range}
      presets={RANGE_PRESETS}
      onRange={(next) => {
        setRange(next);
        setPage(1);
      }}
      summary={
        data ? (
          <div className="rc-summary" data-testid="rc-summary">
            <span className="rc-summary__item">{t('records.total', { count: data.total })}</span>
            <span className="rc-summary__item">
              {t('records.total_in')} <strong className="rk-amount rk-amount--pos">{signed(data.totalIn)}</strong>
            </span>
            <span className="rc-summary__item">
              {t('records.total_out')} <strong className="rk-amount rk-amount--neg">{money(data.totalOut)}</strong>
            </span>
          </div>
        ) : null
      }
      query={query}
      page={page}
      pageSize={RECORDS_PAGE_SIZE}
      onPage={setPage}
      keys={KEYS}
    >
      {(data) => (
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
      )}
    </RecordPage>
  );
}
