import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorTextKey } from '../../../lib/errors.ts';
import { forgetAffiliateCode } from '../../../lib/referral-codes.ts';
import { useRegisterForm } from '../hooks/use-register-form.ts';
import { fieldMessageText } from '../lib/field-message.ts';
import type { OptionalField } from '../lib/register-fields.ts';
import { AgreementChecks } from './agreement-checks.tsx';
import { CaptchaBox } from './captcha-box.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import { TextField } from './text-field.tsx';

const inputTypes: Partial<Record<OptionalField, { type: 'email' | 'tel' | 'password'; mode?: 'numeric' | 'tel' }>> = {
  email: { type: 'email' },
  mobileNum: { type: 'tel', mode: 'tel' },
  whatsapp: { type: 'tel', mode: 'tel' },
  qqNum: { type: 'tel', mode: 'numeric' },
  paymentPassword: { type: 'password', mode: 'numeric' },
};

const autoCompletes: Partial<Record<OptionalField, string>> = {
  payeeName: 'name',
  email: 'email',
  mobileNum: 'tel',
};

/** Username registration (SPEC §2/§5): server-driven fields, captcha, 18+ and terms, sign up and reset. */
export function RegisterForm({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  const form = useRegisterForm(onClose);
  const [warningClosed, setWarningClosed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const text = (field: keyof typeof form.messages) => fieldMessageText(t, form.messages[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) {
      // The first field to fix may be scrolled away in a long form: bring it into view.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    }
  };

  if (form.rulesError) {
    return (
      <div className="auth-form" role="alert">
        <p className="auth-form__error">{t('error.network_error')}</p>
        <button type="button" className="btn btn--ghost" onClick={form.retryRules}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!form.rulesReady) {
    return (
      <div className="auth-form auth-form--loading" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="auth-form__skeleton" />
        ))}
      </div>
    );
  }

  const rules = form.rules;
  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate data-testid="register-form">
      <p className="auth-form__intro">{t('auth.register_intro')}</p>
      <TextField
        name="username"
        label={t('auth.username')}
        value={form.values.username}
        onChange={(v) => form.setValue('username', v)}
        autoComplete="username"
        placeholder={t('auth.placeholder_username')}
        required
        error={text('username')}
        hint={fieldMessageText(
          t,
          rules.username && { key: `reg_pattern_${rules.username.patternId}`, rule: rules.username },
        )}
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.password')}
        value={form.values.password}
        onChange={(v) => form.setValue('password', v)}
        autoComplete="new-password"
        placeholder={t('auth.placeholder_password')}
        required
        error={text('password')}
        hint={fieldMessageText(
          t,
          rules.password && { key: `reg_pattern_${rules.password.patternId}`, rule: rules.password },
        )}
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t('auth.confirm_password')}
        value={form.values.confirmPassword}
        onChange={(v) => form.setValue('confirmPassword', v)}
        autoComplete="new-password"
        placeholder={t('auth.placeholder_confirm')}
        required
        error={text('confirmPassword')}
      />
      {form.optionalFields.length > 0 ? (
        <div className="auth-form__optional">
          {form.optionalFields.map((field) => {
            const rule = rules[field];
            const label = t(`auth.fields.${field}`);
            return (
              <TextField
                key={field}
                name={field}
                label={label}
                type={inputTypes[field]?.type}
                inputMode={inputTypes[field]?.mode}
                autoComplete={autoCompletes[field] ?? (field === 'paymentPassword' ? 'new-password' : 'off')}
                value={form.values[field]}
                onChange={(v) => form.setValue(field, v)}
                placeholder={t(`auth.placeholders.${field}`)}
                required={rule?.required}
                optional={!rule?.required}
                error={text(field)}
                hint={field === 'affiliateCode' ? t('auth.affiliate_hint') : undefined}
                maxLength={rule?.maxLength}
              />
            );
          })}
        </div>
      ) : null}
      {form.affiliate === 'valid' && form.linkCode ? (
        <p className="auth-form__applied" data-testid="affiliate-applied">
          {t('auth.affiliate_applied', { code: form.linkCode })}
        </p>
      ) : null}
      {form.withCaptcha ? (
        <CaptchaBox
          captcha={form.captcha}
          value={form.values.captcha}
          onChange={(v) => form.setValue('captcha', v)}
          error={text('captcha')}
        />
      ) : null}
      <AgreementChecks
        adult={form.values.adult}
        terms={form.values.terms}
        messages={form.messages}
        onChange={(field, checked) => form.setValue(field, checked)}
      />
      {form.error ? (
        <p className="auth-form__error" role="alert" data-testid="register-error">
          {t(errorTextKey(form.error), { defaultValue: t('error.unknown_error') })}
        </p>
      ) : null}
      <div className="auth-form__actions">
        <button type="button" className="btn btn--ghost" disabled={form.pending} onClick={form.reset}>
          {t('auth.reset')}
        </button>
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={form.pending}>
          {form.pending ? <span className="spinner" aria-hidden="true" /> : null}
          {form.pending ? t('auth.submitting_register') : t('auth.submit_register')}
        </button>
      </div>
      <SocialSignIn />
      <p className="auth-form__switch">
        {t('auth.have_account')}{' '}
        <button type="button" className="auth-form__link" onClick={onLogin}>
          {t('auth.to_login')}
        </button>
      </p>
      {form.affiliate === 'invalid' && !warningClosed ? (
        <Dialog
          open
          size="sm"
          title={t('auth.invitation_title')}
          testId="affiliate-warning"
          onClose={() => {
            forgetAffiliateCode();
            setWarningClosed(true);
          }}
        >
          <p className="auth-warning">{t('invitation_code_error')}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              forgetAffiliateCode();
              setWarningClosed(true);
            }}
          >
            {t('common.ok')}
          </button>
        </Dialog>
      ) : null}
    </form>
  );
}
