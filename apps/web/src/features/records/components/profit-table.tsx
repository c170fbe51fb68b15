import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyTone as tone } from '../../../lib/money.ts';

interface ProfitRow {
  key: string;
  label: ReactNode;
  stake: string;
  payout: string;
  profit: string;
}

/**
 * Stake, payout and profit per row (a day or a vendor). `plain` keeps the table a table in a narrow box;
 * otherwise each row becomes a card whose cells are labelled from data-label.
 */
export function ProfitTable(props: {
  rows: ProfitRow[];
  firstColumn: string;
  plain?: boolean;
  testId: string;
  money: (minor: string) => string;
  signed: (minor: string) => string;
}) {
  const { t } = useTranslation();
  const { rows, firstColumn, plain, testId, money, signed } = props;
  const [stake, payout, profit] = [t('records.profit.stake'), t('records.profit.payout'), t('records.profit.profit')];
  return (
    <table className={`rk-table${plain ? ' rk-table--plain' : ''}`} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          <th scope="col" className="rk-num">
            {stake}
          </th>
          <th scope="col" className="rk-num">
            {payout}
          </th>
          <th scope="col" className="rk-num">
            {profit}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td data-label={firstColumn} className="rk-cell--head">
              {row.label}
            </td>
            <td data-label={stake} className="rk-num">
              {money(row.stake)}
            </td>
            <td data-label={payout} className="rk-num">
              {money(row.payout)}
            </td>
            <td data-label={profit} className="rk-num rk-cell--tail">
              <span className={`rk-amount rk-amount--${tone(row.profit)}`}>{signed(row.profit)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
