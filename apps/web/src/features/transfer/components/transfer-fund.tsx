import type { WalletBalanceValue } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { useRecycle, useWalletTransfer } from '../api/transfer-queries.ts';
import { checkAmount, MAIN, pickSide, swap, type Pair } from '../transfer-form.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { AmountField, Notice, type NoticeState } from './transfer-bits.tsx';
import { useErrorText } from '../../../lib/errors.ts';
import { WalletArt } from './wallet-art.tsx';
import '../../../components/ui/form-kit.css';
import './transfer.css';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The wallet page (transferFund): main and game wallets, transfers between them, recycle all. */
export function TransferFund() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  if (balance.isPending) {
    return (
      <div className="tf-page" aria-busy="true" data-testid="tf-loading">
        <Skeleton className="tf-skeleton tf-skeleton--hero" />
        <div className="tf-wallets">
          <Skeleton className="tf-skeleton tf-skeleton--card" count={3} />
        </div>
      </div>
    );
  }
  if (balance.isError || !balance.data) {
    return (
      <EmptyState
        text={t('transfer.load_failed')}
        action={
          <button type="button" className="btn btn--outline" onClick={() => void balance.refetch()}>
            {t('transfer.retry')}
          </button>
        }
      />
    );
  }
  if (balance.data.demo) return <EmptyState title={t('transfer.demo_title')} text={t('transfer.demo_note')} />;
  return <TransferFundForm value={balance.data} />;
}

function TransferFundForm({ value }: { value: WalletBalanceValue }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const transfer = useWalletTransfer();
  const recycle = useRecycle();
  const vendors = value.wallets.filter((w) => w.code !== MAIN);
  const codes = vendors.map((w) => w.code);
  const [chosen, setChosen] = useState<Pair>({ from: MAIN, to: codes[0] ?? MAIN });
  const [amount, setAmount] = useState('');
  const [showError, setShowError] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const requestId = useRef(newRequestId());

  const exp = value.currencyExponent;
  const money = (minor: string) => formatMoney(minor, exp, value.currencySymbol);
  const nameOf = (code: string) =>
    code === MAIN ? t('transfer.main_wallet') : (vendors.find((w) => w.code === code)?.name ?? code);
  const balanceOf = (code: string) => value.wallets.find((w) => w.code === code)?.balance ?? '0';
  // A vendor that left the list (switched off) falls back to the first one.
  const pair: Pair =
    codes.includes(chosen.from) || codes.includes(chosen.to) ? chosen : { from: MAIN, to: codes[0] ?? MAIN };
  const available = BigInt(balanceOf(pair.from));
  const check = checkAmount(amount, exp, available);
  const mainBalance = balanceOf(MAIN);
  const inGames = vendors.reduce((s, w) => s + BigInt(w.balance), 0n);

  const change = (next: Pair, nextAmount = amount) => {
    setChosen(next);
    setAmount(nextAmount);
    setNotice(null);
    requestId.current = newRequestId();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.error) {
      setShowError(true);
      return;
    }
    setNotice(null);
    transfer.mutate(
      { ...pair, amount: check.minor, requestId: requestId.current },
      {
        onSuccess: (done) => {
          requestId.current = newRequestId();
          setAmount('');
          setShowError(false);
          setNotice(
            done.status === 'done'
              ? { tone: 'success', text: t('transfer.done', { amount: money(done.amount), to: nameOf(done.to) }) }
              : { tone: 'info', text: t('transfer.pending') },
          );
        },
        onError: (error) => {
          // Only a lost answer may be retried with the same id; anything else was a final answer.
          if (!(error instanceof ApiError && error.code === 'network_error')) requestId.current = newRequestId();
          setNotice({ tone: 'error', text: errorText(error) });
        },
      },
    );
  };

  const recycleAll = () => {
    setNotice(null);
    recycle.mutate(undefined, {
      onSuccess: ({ transfers }) => {
        const moved = transfers.filter((m) => m.status === 'done').reduce((s, m) => s + BigInt(m.amount), 0n);
        const stuck = transfers.filter((m) => m.status !== 'done').map((m) => nameOf(m.vendor));
        if (transfers.length === 0) setNotice({ tone: 'info', text: t('transfer.recycle_nothing') });
        else if (stuck.length > 0) {
          setNotice({ tone: 'info', text: t('transfer.recycle_partial', { vendors: stuck.join(', ') }) });
        } else setNotice({ tone: 'success', text: t('transfer.recycle_done', { amount: money(String(moved)) }) });
      },
      onError: (error) => setNotice({ tone: 'error', text: errorText(error) }),
    });
  };

  const pickCard = (code: string) => {
    if (code === MAIN || pair.from === code || pair.to === code) return;
    change(pair.from === MAIN ? { from: MAIN, to: code } : { from: code, to: MAIN });
  };

  return (
    <div className="tf-page" data-testid="tf-page">
      <section className="tf-hero">
        <div className="tf-hero__total">
          <span className="tf-hero__label">{t('transfer.total')}</span>
          <strong className="tf-hero__amount" data-testid="tf-total">
            {money(value.sumBalance)}
          </strong>
          <span className="tf-hero__split">
            {t('transfer.split', { main: money(mainBalance), games: money(String(inGames)) })}
          </span>
        </div>
        <button
          type="button"
          className="btn btn--outline tf-hero__recycle"
          onClick={recycleAll}
          disabled={recycle.isPending || inGames === 0n}
          data-testid="tf-recycle"
        >
          {recycle.isPending ? <Spinner /> : <RecycleIcon />}
          {t('transfer.recycle')}
        </button>
      </section>

      <section aria-label={t('transfer.wallets')} className="tf-wallets" data-testid="tf-wallets">
        {value.wallets.map((w) => {
          const selected = pair.from === w.code || pair.to === w.code;
          return (
            <button
              key={w.code}
              type="button"
              className={`tf-wallet${w.code === MAIN ? ' tf-wallet--main' : ''}${selected ? ' tf-wallet--selected' : ''}`}
              onClick={() => pickCard(w.code)}
              aria-pressed={w.code === MAIN ? undefined : selected}
              data-testid={`tf-wallet-${w.code}`}
            >
              <WalletArt code={w.code} main={w.code === MAIN} />
              <span className="tf-wallet__text">
                <span className="tf-wallet__name">{nameOf(w.code)}</span>
                <span className="tf-wallet__balance">{money(w.balance)}</span>
              </span>
            </button>
          );
        })}
      </section>

      {codes.length === 0 ? (
        <EmptyState compact text={t('transfer.no_vendors')} />
      ) : (
        <form className="tf-card fk-form" onSubmit={submit} noValidate data-testid="tf-form">
          <h3 className="fk-title">{t('transfer.form_title')}</h3>
          <div className="tf-pair">
            <WalletSelect
              label={t('transfer.from')}
              value={pair.from}
              options={value.wallets.map((w) => w.code)}
              nameOf={nameOf}
              onChange={(code) => change(pickSide(pair, 'from', code, codes))}
              testId="tf-from"
            />
            <button
              type="button"
              className="btn btn--ghost btn--icon tf-pair__swap"
              onClick={() => change(swap(pair))}
              aria-label={t('transfer.swap')}
              title={t('transfer.swap')}
              data-testid="tf-swap"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <WalletSelect
              label={t('transfer.to')}
              value={pair.to}
              options={value.wallets.map((w) => w.code)}
              nameOf={nameOf}
              onChange={(code) => change(pickSide(pair, 'to', code, codes))}
              testId="tf-to"
            />
          </div>
          <AmountField
            value={amount}
            onChange={(v) => change(pair, v)}
            symbol={value.currencySymbol}
            exponent={exp}
            hint={t('transfer.available', { amount: money(String(available)) })}
            error={showError && check.error ? t(`transfer.${check.error}`, { decimals: exp }) : undefined}
            allMinor={String(available)}
          />
          <Notice notice={notice} />
          <button
            type="submit"
            className="btn btn--primary tf-submit"
            disabled={transfer.isPending}
            data-testid="tf-submit"
          >
            {transfer.isPending ? <Spinner /> : null}
            {t('transfer.submit')}
          </button>
          <p className="tf-note">{t('transfer.hint')}</p>
        </form>
      )}
      {codes.length === 0 ? <Notice notice={notice} /> : null}
    </div>
  );
}

function WalletSelect(props: {
  label: string;
  value: string;
  options: string[];
  nameOf: (code: string) => string;
  onChange: (code: string) => void;
  testId: string;
}) {
  return (
    <label className="fk-field tf-select">
      <span className="fk-field__label">{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)} data-testid={props.testId}>
        {props.options.map((code) => (
          <option key={code} value={code}>
            {props.nameOf(code)}
          </option>
        ))}
      </select>
    </label>
  );
}

function RecycleIcon() {
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
      <path d="M20 11a8 8 0 0 0-14.6-4.5M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5M20 20v-4h-4" strokeLinecap="round" />
    </svg>
  );
}
