import type { PaymentChannel } from '@portal/contract';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, useErrorText } from '../../../lib/errors.ts';
import { useMoney } from '../../../lib/money.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { useCreateDeposit, useDepositChannels } from '../api/deposit-queries.ts';
import { checkDepositAmount, quickAmounts, toInputText } from '../deposit-form.ts';
import { BankDetails } from './bank-details.tsx';
import { ChannelCards } from './channel-cards.tsx';
import { DepositOrders } from './deposit-orders.tsx';
import { ReceiptField } from './receipt-field.tsx';
import '../../../components/ui/form-kit.css';
import './deposit.css';
import './deposit-orders.css';
import { newRequestId } from '../../../lib/request-id.ts';
import { session, storageKeys } from '../../../lib/storage.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

const AMOUNT_CLASSES = {
  invalid: 'dp-field--invalid',
  control: 'dp-amount',
  input: 'dp-amount__input',
  prefix: 'dp-amount__symbol',
};

type Notice = { tone: 'success' | 'info' | 'error'; text: string } | null;
type ChannelsValue = NonNullable<ReturnType<typeof useDepositChannels>['data']>;

/** The order the sandbox gateway sent the player back for (`?mc=depositv2&order=…`). */
const returnedOrder = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('order');

/** The deposit page (depositv2): pick a channel, an amount, pay; recent orders below. */
export function DepositV2() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const balance = useWalletBalance();
  if (channels.isPending) {
    return (
      <div className="dp-page" aria-busy="true" data-testid="dp-loading">
        <div className="dp-channels">
          <Skeleton className="dp-skeleton dp-skeleton--channel" count={2} />
        </div>
        <Skeleton className="dp-skeleton dp-skeleton--form" />
      </div>
    );
  }
  if (balance.data?.demo) return <EmptyState title={t('deposit.demo_title')} text={t('deposit.demo_note')} />;
  if (channels.isError) {
    return (
      <EmptyState
        text={t('deposit.load_failed')}
        action={
          <button type="button" className="btn btn--outline" onClick={() => void channels.refetch()}>
            {t('deposit.retry')}
          </button>
        }
      />
    );
  }
  if (channels.data.list.length === 0) return <EmptyState text={t('deposit.no_channels')} />;
  return <DepositForm value={channels.data} />;
}

function DepositForm({ value }: { value: ChannelsValue }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateDeposit();
  // The chosen channel survives the gateway's round trip (the page reloads on the way back).
  const [code, setCode] = useState(() => {
    const kept = session.get(storageKeys.depositChannel);
    return value.list.some((c) => c.code === kept) ? kept! : value.list[0]!.code;
  });
  const choose = (next: string) => {
    setCode(next);
    session.set(storageKeys.depositChannel, next);
  };
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<{ name: string; dataUrl: string } | null>(null);
  const [showError, setShowError] = useState(false);
  const [notice, setNotice] = useState<Notice>(() =>
    returnedOrder() ? { tone: 'info', text: t('deposit.returned', { orderNo: returnedOrder() }) } : null,
  );
  const requestId = useRef(newRequestId());

  const channel: PaymentChannel = value.list.find((c) => c.code === code) ?? value.list[0]!;
  const exp = value.currencyExponent;
  const { money } = useMoney(value);
  const check = checkDepositAmount(amount, exp, channel.min, channel.max);
  const chips = useMemo(() => quickAmounts(channel.min, channel.max, exp), [channel.min, channel.max, exp]);
  const isBank = channel.type === 'bank_transfer';
  const amountError =
    showError && check.error
      ? t(`deposit.amount_${check.error}`, { min: money(channel.min), max: money(channel.max) })
      : undefined;

  const reset = () => {
    requestId.current = newRequestId();
    setNotice(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.error) {
      setShowError(true);
      return;
    }
    setNotice(null);
    create.mutate(
      {
        body: {
          channel: channel.code,
          amount: check.minor,
          requestId: requestId.current,
          ...(isBank && reference.trim() ? { reference: reference.trim() } : {}),
        },
        receipt: isBank ? (receipt?.dataUrl ?? null) : null,
      },
      {
        onSuccess: ({ order, receiptError }) => {
          requestId.current = newRequestId();
          if (order.payUrl) {
            setNotice({ tone: 'info', text: t('deposit.redirecting') });
            window.location.assign(order.payUrl);
            return;
          }
          setAmount('');
          setReference('');
          setReceipt(null);
          setShowError(false);
          setNotice(
            receiptError
              ? {
                  tone: 'error',
                  text: t('deposit.created_receipt_failed', {
                    orderNo: order.orderNo,
                    reason: errorText(receiptError),
                  }),
                }
              : {
                  tone: 'success',
                  text: t('deposit.created', { orderNo: order.orderNo, amount: money(order.amount) }),
                },
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

  return (
    <div className="dp-page" data-testid="dp-page">
      <ChannelCards
        channels={value.list}
        selected={channel.code}
        money={money}
        onSelect={(next) => {
          choose(next);
          setShowError(false);
          reset();
        }}
      />
      <div className="dp-grid">
        <form className="dp-card fk-form" onSubmit={submit} noValidate data-testid="dp-form">
          <h3 className="fk-title dp-card__title">{t('deposit.form_title', { channel: channel.name })}</h3>
          <Field
            label={t('deposit.amount')}
            classes={AMOUNT_CLASSES}
            inputMode="decimal"
            autoComplete="off"
            placeholder={exp > 0 ? `0.${'0'.repeat(exp)}` : '0'}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              reset();
            }}
            error={amountError}
            hint={t('deposit.limits', { min: money(channel.min), max: money(channel.max) })}
            prefix={value.currencySymbol}
            addon={<span className="dp-amount__currency">{value.currency}</span>}
            testId="dp-amount"
          >
            <div className="dp-chips" role="group" aria-label={t('deposit.quick_amounts')}>
              {chips.map((minor) => (
                <button
                  key={minor}
                  type="button"
                  className={`dp-chip${check.minor === minor ? ' dp-chip--active' : ''}`}
                  onClick={() => {
                    setAmount(toInputText(minor, exp));
                    reset();
                  }}
                >
                  {money(minor)}
                </button>
              ))}
            </div>
          </Field>
          {isBank ? (
            <>
              <div className="fk-field">
                <label className="fk-field__label" htmlFor="dp-reference">
                  {t('deposit.reference')}
                </label>
                <input
                  id="dp-reference"
                  className="dp-input"
                  maxLength={64}
                  autoComplete="off"
                  placeholder={t('deposit.reference_placeholder')}
                  value={reference}
                  onChange={(e) => {
                    setReference(e.target.value);
                    reset();
                  }}
                  data-testid="dp-reference"
                />
                <p className="fk-field__hint">{t('deposit.reference_hint')}</p>
              </div>
              <ReceiptField value={receipt} onChange={(next) => setReceipt(next)} />
            </>
          ) : (
            <p className="dp-note">{t('deposit.online_note', { brand: value.brandName })}</p>
          )}
          {notice ? (
            <p
              className={`dp-notice dp-notice--${notice.tone}`}
              role={notice.tone === 'error' ? 'alert' : 'status'}
              data-testid="dp-notice"
            >
              {notice.text}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn btn--primary dp-submit"
            disabled={create.isPending}
            data-testid="dp-submit"
          >
            {create.isPending ? <Spinner /> : null}
            {isBank ? t('deposit.submit_bank') : t('deposit.submit_online')}
          </button>
        </form>
        {isBank ? (
          <div className="dp-card dp-side">
            <BankDetails details={channel.details} />
            <ol className="dp-steps">
              <li>{t('deposit.step_transfer')}</li>
              <li>{t('deposit.step_reference')}</li>
              <li>{t('deposit.step_review')}</li>
            </ol>
          </div>
        ) : null}
      </div>
      <DepositOrders
        exponent={exp}
        symbol={value.currencySymbol}
        channelName={(c) => value.list.find((ch) => ch.code === c)?.name ?? c}
        highlight={returnedOrder()}
      />
    </div>
  );
}
