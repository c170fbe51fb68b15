import type { WalletBalanceValue } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { useTransferUpline, useUpline } from '../api/transfer-queries.ts';
import { checkAmount, MAIN } from '../transfer-form.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { AmountField, Notice, type NoticeState } from './transfer-bits.tsx';
import { useErrorText } from '../../../lib/errors.ts';
import '../../../components/ui/form-kit.css';
import './transfer.css';
import { Spinner } from '../../../components/ui/spinner.tsx';

const PAYMENT_PASSWORD = /^\d{6}$/;

/** Transfer to upline (transferUpline): main wallet → the agent above, with the payment password. */
export function TransferUpline() {
  const { t } = useTranslation();
  const upline = useUpline();
  const balance = useWalletBalance();
  if (upline.isPending || balance.isPending) {
    return (
      <div className="tf-page" aria-busy="true" data-testid="tu-loading">
        <Skeleton className="tf-skeleton tf-skeleton--hero" />
        <Skeleton className="tf-skeleton tf-skeleton--form" />
      </div>
    );
  }
  if (upline.isError || balance.isError || !balance.data) {
    const retry = () => void Promise.all([upline.refetch(), balance.refetch()]);
    return (
      <EmptyState
        text={t('transfer.load_failed')}
        action={
          <button type="button" className="btn btn--outline" onClick={retry}>
            {t('transfer.retry')}
          </button>
        }
      />
    );
  }
  if (balance.data.demo) return <EmptyState title={t('transfer.demo_title')} text={t('transfer.demo_note')} />;
  const who = upline.data.upline;
  if (!who) return <EmptyState title={t('transfer.upline.none_title')} text={t('transfer.upline.none')} />;
  return <UplineForm upline={who} value={balance.data} />;
}

function UplineForm({
  upline,
  value,
}: {
  upline: { account: string; nickname: string | null };
  value: WalletBalanceValue;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const send = useTransferUpline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const requestId = useRef(newRequestId());
  const exp = value.currencyExponent;
  const money = (minor: string) => formatMoney(minor, exp, value.currencySymbol);
  const main = value.wallets.find((w) => w.code === MAIN)?.balance ?? '0';
  const check = checkAmount(amount, exp, BigInt(main));
  const passwordOk = PAYMENT_PASSWORD.test(password);
  const name = upline.nickname || upline.account;

  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setNotice(null);
    requestId.current = newRequestId();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.error || !passwordOk) {
      setShowErrors(true);
      return;
    }
    setNotice(null);
    send.mutate(
      { amount: check.minor, paymentPassword: password, requestId: requestId.current },
      {
        onSuccess: (done) => {
          requestId.current = newRequestId();
          setAmount('');
          setPassword('');
          setShowErrors(false);
          setNotice({ tone: 'success', text: t('transfer.upline.done', { amount: money(done.amount), name }) });
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === 'network_error')) requestId.current = newRequestId();
          setNotice({ tone: 'error', text: errorText(error) });
        },
      },
    );
  };

  return (
    <div className="tf-page" data-testid="tu-page">
      <section className="tf-hero tf-hero--upline">
        <span className="tf-avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div className="tf-hero__total">
          <span className="tf-hero__label">{t('transfer.upline.to')}</span>
          <strong className="tf-hero__name" data-testid="tu-upline">
            {name}
          </strong>
          {upline.nickname ? <span className="tf-hero__split">{upline.account}</span> : null}
        </div>
        <div className="tf-hero__side">
          <span className="tf-hero__label">{t('transfer.main_wallet')}</span>
          <strong data-testid="tu-main">{money(main)}</strong>
        </div>
      </section>
      <form className="tf-card fk-form tf-form--narrow" onSubmit={submit} noValidate data-testid="tu-form">
        <h3 className="fk-title">{t('transfer.upline.form_title')}</h3>
        <AmountField
          value={amount}
          onChange={edit(setAmount)}
          symbol={value.currencySymbol}
          exponent={exp}
          hint={t('transfer.available', { amount: money(main) })}
          error={showErrors && check.error ? t(`transfer.${check.error}`, { decimals: exp }) : undefined}
          allMinor={main}
        />
        <PasswordField
          value={password}
          onChange={edit(setPassword)}
          error={showErrors && !passwordOk ? t('transfer.upline.password_invalid') : undefined}
        />
        <Notice notice={notice} />
        <button type="submit" className="btn btn--primary tf-submit" disabled={send.isPending} data-testid="tu-submit">
          {send.isPending ? <Spinner /> : null}
          {t('transfer.upline.submit')}
        </button>
        <p className="tf-note">{t('transfer.upline.note')}</p>
      </form>
    </div>
  );
}

function PasswordField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <label className={`fk-field${error ? ' tf-field--invalid' : ''}`}>
      <span className="fk-field__label">{t('transfer.upline.password')}</span>
      <input
        className="tf-input tf-input--pin"
        type="password"
        name="paymentPassword"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
        data-testid="tu-password"
      />
      <span className={error ? 'fk-field__error' : 'fk-field__hint'}>
        {error ?? t('transfer.upline.password_hint')}
      </span>
    </label>
  );
}
