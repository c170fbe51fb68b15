import type { BetRecord } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { RecordRef, RecordTime } from '../../../components/ui/record-cells.tsx';
import { useMoney } from '../../../lib/money.ts';
import { useSettings } from '../../../lib/queries.ts';

/** The bets of one page: a table, cards where its box is too narrow (cells labelled from data-label). */
export function BetTable({ rows }: { rows: readonly BetRecord[] }) {
  const { t } = useTranslation();
  const { money, signed, tone } = useMoney(useSettings().data?.brand);
  return (
    <table className="rk-table" data-testid="br-table">
      <thead>
        <tr>
          <th scope="col">{t('bets.col.time')}</th>
          <th scope="col">{t('bets.col.game')}</th>
          <th scope="col">{t('bets.col.round')}</th>
          <th scope="col" className="rk-num">
            {t('bets.col.stake')}
          </th>
          <th scope="col" className="rk-num">
            {t('bets.col.valid_bet')}
          </th>
          <th scope="col" className="rk-num">
            {t('bets.col.payout')}
          </th>
          <th scope="col" className="rk-num">
            {t('bets.col.win_loss')}
          </th>
          <th scope="col">{t('bets.col.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bet) => (
          <tr key={bet.id} data-testid="br-row">
            <td data-label={t('bets.col.time')} className="rk-cell--time">
              <RecordTime iso={bet.time} />
            </td>
            <td data-label={t('bets.col.game')} className="rk-cell--head">
              <span className="br-game">
                <strong>{bet.gameName}</strong>
                <span className="br-game__vendor">
                  {bet.vendorName} · {t(`categories.${bet.gameType}`)}
                  {bet.demo ? <span className="br-demo">{t('bets.demo')}</span> : null}
                </span>
              </span>
            </td>
            <td data-label={t('bets.col.round')} className="rk-ref" dir="ltr">
              <RecordRef value={bet.roundId} />
            </td>
            <td data-label={t('bets.col.stake')} className="rk-num">
              {money(bet.stake)}
            </td>
            <td data-label={t('bets.col.valid_bet')} className="rk-num">
              {money(bet.validBet)}
            </td>
            <td data-label={t('bets.col.payout')} className="rk-num">
              {money(bet.payout)}
            </td>
            <td data-label={t('bets.col.win_loss')} className="rk-num rk-cell--tail">
              <span className={`rk-amount rk-amount--${tone(bet.winLoss)}`}>{signed(bet.winLoss)}</span>
            </td>
            <td data-label={t('bets.col.status')}>
              <span className={`rk-badge br-status br-status--${bet.status}`}>{t(`bets.status.${bet.status}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
