import type { LoginValue, TwoFactorChallenge, TwoFactorMethod } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client.ts';
import { ApiError, errorTextKey } from '../../../lib/errors.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { TextField } from './text-field.tsx';
import './two-factor-step.css';

/** The challenge a `two_factor_required` login failure carries, or null for any other error. */
export function twoFactorOf(error: unknown): TwoFactorChallenge | null {
  if (!(error instanceof ApiError) || error.code !== 'two_factor_required') return null;
  const value = error.value as { twoFactor?: TwoFactorChallenge } | null;
  return value?.twoFactor && value.twoFactor.methods.length > 0 ? value.twoFactor : null;
}

interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  onDone: (value: LoginValue) => Promise<void> | void;
  onBack: () => void;
}

/**
 * Two-factor login on an unregistered IP (SPEC §2/§6): choose a method (authenticator app, SMS,
 * e-mail or bank account name), send the code where one is needed, enter it, and the login completes.
 */
export function TwoFactorStep({ challenge, onDone, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.methods[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState<Partial<Record<TwoFactorMethod, boolean>>>({});
  const countdown = useCountdown();

  const send = useMutation({
    mutationFn: (m: 'sms' | 'email') =>
      apiCall('twoFactorSendCode', { body: { challengeId: challenge.challengeId, method: m } }),
    onSuccess: (value, m) => {
      setSent((s) => ({ ...s, [m]: true }));
      countdown.start(value.expiredMinutes * 60);
    },
    onError: (error) => {
      const retry = error instanceof ApiError ? (error.value as { retryAfterSeconds?: number } | null) : null;
      if (retry?.retryAfterSeconds) countdown.start(retry.retryAfterSeconds);
    },
  });
  const verify = useMutation({
    mutationFn: () =>
      apiCall('twoFactorVerify', { body: { challengeId: challenge.challengeId, method, code: code.trim() } }),
    onSuccess: (value) => onDone(value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setFieldError(t('two_factor.required'));
    setFieldError(undefined);
    if (!verify.isPending) verify.mutate();
  };

  const choose = (m: TwoFactorMethod) => {
    setMethod(m);
    setCode('');
    setFieldError(undefined);
    verify.reset();
    send.reset();
  };

  const needsSend = method === 'sms' || method === 'email';
  const target = method === 'sms' ? challenge.maskedMobile : challenge.maskedEmail;
  const failure = verify.error ?? send.error;
  const expired = verify.error instanceof ApiError && verify.error.code === 'two_factor_expired';
  return (
    <form className="auth-form tfa" onSubmit={submit} noValidate data-testid="two-factor-step">
      <div className="tfa__head">
        <span className="tfa__shield" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zM9 12l2 2 4-4" strokeLinejoin="round" />
          </svg>
        </span>
        <div>
          <h3 className="tfa__title">{t('two_factor.title')}</h3>
          <p className="tfa__intro">{t('two_factor.intro')}</p>
        </div>
      </div>
      {challenge.methods.length > 1 ? (
        <div className="tfa__methods" role="radiogroup" aria-label={t('two_factor.title')}>
          {challenge.methods.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={m === method}
              className="tfa__method"
              onClick={() => choose(m)}
              data-testid={`tfa-method-${m}`}
            >
              {t(`two_factor.method_${m}`)}
            </button>
          ))}
        </div>
      ) : (
        <p className="tfa__single">{t(`two_factor.method_${method}`)}</p>
      )}
      <TwoFactorHint text={t(`two_factor.hint_${method}`, { to: ADDRESS_MARK })} address={target ?? ''} />
      <TextField
        name="code"
        label={t(method === 'bank' ? 'two_factor.bank_name' : 'two_factor.code')}
        value={code}
        onChange={setCode}
        autoComplete={method === 'bank' ? 'off' : 'one-time-code'}
        inputMode={method === 'bank' ? 'text' : 'numeric'}
        maxLength={method === 'bank' ? 100 : 8}
        required
        error={fieldError}
        hint={sent[method] && !fieldError ? t('two_factor.sent') : undefined}
        addon={
          needsSend ? (
            <button
              type="button"
              className="btn btn--outline btn--sm tfa__send"
              disabled={countdown.running || send.isPending}
              onClick={() => send.mutate(method)}
              data-testid="tfa-send-code"
            >
              {countdown.running
                ? t('two_factor.resend_in', { seconds: countdown.remaining })
                : t('two_factor.send_code')}
            </button>
          ) : undefined
        }
      />
      {failure ? (
        <p className="auth-form__error" role="alert" data-testid="tfa-error">
          {t(errorTextKey(failure), { defaultValue: t('error.unknown_error') })}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary auth-form__submit"
        disabled={verify.isPending || expired}
        data-testid="tfa-submit"
      >
        {verify.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {verify.isPending ? t('two_factor.submitting') : t('two_factor.submit')}
      </button>
      <p className="auth-form__switch">
        <button type="button" className="auth-form__link" onClick={onBack}>
          {t('two_factor.back')}
        </button>
      </p>
    </form>
  );
}

export const ADDRESS_MARK = '\u2063address\u2063';

/**
 * The hint with the masked address in it, which may break only after its @ (a masked e-mail such as
 * "jo***@example.com" must never wrap in the middle of a word).
 */
export function TwoFactorHint({ text, address }: { text: string; address: string }) {
  const [before, after = ''] = text.split(ADDRESS_MARK);
  const at = address.indexOf('@');
  return (
    <p className="tfa__hint" data-testid="tfa-hint">
      {before}
      {at > 0 ? (
        <>
          <span className="tfa__address">{address.slice(0, at + 1)}</span>
          <wbr />
          <span className="tfa__address">{address.slice(at + 1)}</span>
        </>
      ) : (
        <span className="tfa__address">{address}</span>
      )}
      {after}
    </p>
  );
}
