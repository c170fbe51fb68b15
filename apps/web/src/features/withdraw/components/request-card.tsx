import type { WithdrawInfo } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useErrorText } from '../../../lib/errors.ts';
import { toMinorUnits } from '../../../lib/money.ts';
import { useRequestWithdraw } from '../api/withdraw-queries.ts';
import { amountProblem, PAYMENT_PASSWORD, turnoverPercent } from '../withdraw-form.ts';
import { Field, FormError, fieldClasses } from '../../../components/ui/field.tsx';
import { useMoney } from '../../../lib/money.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Balance, limits, turnover progress and the request form. */
export function RequestCard({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { money } = useMoney(info);
  const request = useRequestWithdraw();
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  // One request id per attempt: a retried click of the same attempt cannot withdraw twice.
  const [requestId, setRequestId] = useState(() => newRequestId());
  const selected = info.cards.find((c) => c.id === cardId) ?? info.cards[0];
  const percent = turnoverPercent(info.turnover.required, info.turnover.achieved);
  const turnoverMet = percent >= 100;
  const full = info.pendingCount >= info.maxPending;
  const disabled = !info.paymentPasswordSet || info.cards.length === 0 || !turnoverMet || full;
  const amountIssue = amountProblem(amount, info.currencyExponent, {
    min: info.min,
    max: info.max,
    balance: info.balance,
  });
  const problems = {
    amount: amountIssue ? t(`withdraw.form.${amountIssue}`, { min: money(info.min), max: money(info.max) }) : undefined,
    password: PAYMENT_PASSWORD.test(password) ? undefined : t('withdraw.pp_rule'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const minor = toMinorUnits(amount, info.currencyExponent);
    if (!selected || !minor || problems.amount || problems.password) return;
    request.mutate(
      { requestId, bankCardId: selected.id, amount: minor, paymentPassword: password },
      {
        onSuccess: () => {
          setAmount('');
          setTried(false);
          setRequestId(newRequestId());
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.code !== 'network_error') setRequestId(newRequestId());
        },
        onSettled: () => setPassword(''),
      },
    );
  };
  const show = (text: string | undefined) => (tried ? text : undefined);
  const failure =
    request.error instanceof ApiError && request.error.code === 'turnover_incomplete'
      ? undefined
      : errorText(request.error);
  return (
    <section className="wd-card wd-card--main" aria-labelledby="wd-request-title" data-testid="wd-request">
      <header className="wd-card__head">
        <h3 id="wd-request-title" className="fk-title">
          {t('withdraw.form.title')}
        </h3>
      </header>
      <div className="wd-balance">
        <span className="wd-balance__label">{t('withdraw.form.balance')}</span>
        <strong className="wd-balance__value" data-testid="wd-balance">
          {money(info.balance)}
        </strong>
        <span className="wd-balance__limits">
          {t('withdraw.form.limits', { min: money(info.min), max: money(info.max) })}
        </span>
      </div>
      <div className={`wd-turnover${turnoverMet ? ' wd-turnover--met' : ''}`} data-testid="wd-turnover">
        <div className="wd-turnover__row">
          <span>{t('withdraw.turnover.title')}</span>
          <span>
            {money(info.turnover.achieved)} / {money(info.turnover.required)}
          </span>
        </div>
        <div
          className="wd-turnover__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('withdraw.turnover.title')}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="wd-turnover__note">
          {turnoverMet
            ? t('withdraw.turnover.met')
            : t('withdraw.turnover.missing', {
                amount: money(String(BigInt(info.turnover.required) - BigInt(info.turnover.achieved))),
              })}
        </p>
      </div>
      {info.paymentPasswordLockedUntil ? (
        <p className="wd-inline-note" role="status">
          {t('withdraw.form.pp_locked', {
            time: new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(
              new Date(info.paymentPasswordLockedUntil),
            ),
          })}
        </p>
      ) : null}
      {full ? <p className="wd-inline-note">{t('withdraw.form.pending_full', { max: info.maxPending })}</p> : null}
      <form className="fk-form" onSubmit={submit} noValidate>
        {info.cards.length > 0 ? (
          <div className="fk-field">
            <span className="fk-field__label">{t('withdraw.form.to_card')}</span>
            <div className="wd-card-pick" role="radiogroup" aria-label={t('withdraw.form.to_card')}>
              {info.cards.map((card) => (
                <label key={card.id} className={`wd-card-pick__item${card.id === selected?.id ? ' is-on' : ''}`}>
                  <input
                    type="radio"
                    name="bankCard"
                    value={card.id}
                    checked={card.id === selected?.id}
                    onChange={() => setCardId(card.id)}
                  />
                  <span className="wd-card-pick__bank">{card.bankName}</span>
                  <span className="wd-card-pick__number">{card.accountMasked}</span>
                </label>
              ))}
            </div>
          </div>
        ) : (
          <p className="wd-inline-note">{t('withdraw.form.no_card')}</p>
        )}
        <Field
          classes={fieldClasses('wd')}
          label={t('withdraw.form.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          prefix={info.currencySymbol}
          value={amount}
          onChange={setAmount}
          placeholder={t('withdraw.form.amount_placeholder', { min: money(info.min) })}
          error={show(problems.amount)}
          testId="wd-amount"
        />
        <Field
          classes={fieldClasses('wd')}
          label={t('withdraw.pp_label')}
          name="paymentPassword"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={(v) => setPassword(v.replace(/\D/g, ''))}
          error={show(problems.password)}
          testId="wd-password"
        />
        <FormError text={failure} testId="wd-form-error" />
        <button
          type="submit"
          className="btn btn--primary wd-submit"
          disabled={disabled || request.isPending}
          data-testid="wd-submit"
        >
          {request.isPending ? <Spinner /> : null}
          {t('withdraw.form.submit')}
        </button>
      </form>
    </section>
  );
}
