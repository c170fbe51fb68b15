import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useSettings } from '../../../lib/queries.ts';
import { WINNERS_SHOWN, useWinners } from '../api/use-winners.ts';
import './winners-list.css';

const timeOf = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The winners list (SPEC §9): the 20 latest real-money wins with masked accounts, live. */
export function WinnersList() {
  const { t, i18n } = useTranslation();
  const winners = useWinners();
  const brand = useSettings().data?.brand;
  const exponent = brand?.currencyExponent ?? 2;
  const symbol = brand?.currencySymbol ?? '';
  const list = (winners.data?.list ?? []).slice(0, WINNERS_SHOWN);

  if (winners.isError || (winners.isSuccess && list.length === 0)) return null;
  return (
    <section className="winners" aria-labelledby="winners-title" data-testid="winners">
      <div className="winners__head">
        <h2 id="winners-title" className="winners__title">
          <span className="winners__live" aria-hidden="true" />
          {t('home.winners')}
        </h2>
        <span className="winners__hint">{t('home.winners_hint', { count: WINNERS_SHOWN })}</span>
      </div>
      {winners.isPending ? (
        <div className="winners__skeletons">
          <Skeleton className="winners__skeleton" count={5} />
        </div>
      ) : (
        <ol className="winners__list" aria-live="polite">
          {list.map((winner, index) => (
            <li key={winner.id} className="winners__row" data-testid="winner-row">
              <span className={`winners__rank${index < 3 ? ' winners__rank--top' : ''}`}>{index + 1}</span>
              <span className="winners__who">
                <strong dir="ltr">{winner.account}</strong>
                <span className="winners__game">{winner.gameName}</span>
              </span>
              <span className="winners__amount">
                <strong>{formatMoney(winner.payout, exponent, symbol)}</strong>
                <span className="winners__meta">
                  ×{winner.multiplier.toFixed(1)} ·{' '}
                  <time dateTime={winner.time}>{timeOf(i18n.language, winner.time)}</time>
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
