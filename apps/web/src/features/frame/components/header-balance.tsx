import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import { local } from '../../../lib/storage.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import './header-balance.css';

/** localStorage: '1' while the member hides the balance (SPEC §2: the toggle is local). */
export const HIDE_BALANCE_KEY = 'hideBalance';
export const HIDDEN_BALANCE = '***';

function EyeIcon({ closed }: { closed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {closed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

/**
 * The header balance (SPEC §2): "updating…" until fetched, then sumBalance with the currency
 * symbol, live through the balance socket; a refresh button that spins while fetching, a hide
 * toggle (*** when hidden) and a "Demo" badge for a trial account's credit.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const [hidden, setHidden] = useState(() => local.get(HIDE_BALANCE_KEY) === '1');
  const data = balance.data;

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    if (next) local.set(HIDE_BALANCE_KEY, '1');
    else local.remove(HIDE_BALANCE_KEY);
  };

  let text: string;
  if (!data) text = balance.isError ? '—' : t('balance.updating');
  else if (hidden) text = HIDDEN_BALANCE;
  else text = formatMoney(data.sumBalance, data.currencyExponent, data.currencySymbol);

  return (
    <div
      className={`header-balance${data?.demo ? ' header-balance--demo' : ''}`}
      data-testid="header-balance"
      aria-busy={!data && !balance.isError}
    >
      {data?.demo ? (
        <span className="header-balance__demo" title={t('balance.demo_hint')} data-testid="header-balance-demo">
          {t('balance.demo')}
        </span>
      ) : null}
      {/* The amount is the refresh control (one for keyboards and screen readers); the icon beside
          it is the same action for pointers and is left out on the narrowest phones. */}
      <button
        type="button"
        className="header-balance__text"
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        aria-label={`${t('balance.label')}: ${hidden && data ? t('balance.hidden') : text}. ${t('balance.refresh')}`}
        title={balance.isError ? t('balance.failed') : t('balance.refresh')}
        data-testid="header-balance-refresh"
      >
        <span className="header-balance__label">{t('balance.label')}</span>
        <span
          className={`header-balance__amount${data && !balance.isFetching ? '' : ' header-balance__amount--pending'}`}
          aria-live="polite"
          data-testid="header-balance-amount"
        >
          {text}
        </span>
      </button>
      <button
        type="button"
        className="header-balance__button header-balance__button--refresh"
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        tabIndex={-1}
        aria-hidden="true"
        title={t('balance.refresh')}
      >
        <svg
          className={balance.isFetching ? 'header-balance__spin' : undefined}
          viewBox="0 0 24 24"
          width="15"
          height="15"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M20 12a8 8 0 1 1-2.34-5.66" />
          <path d="M20 4v5h-5" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        className="header-balance__button header-balance__button--eye"
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        title={hidden ? t('balance.show') : t('balance.hide')}
        data-testid="header-balance-toggle"
      >
        <EyeIcon closed={hidden} />
      </button>
    </div>
  );
}
