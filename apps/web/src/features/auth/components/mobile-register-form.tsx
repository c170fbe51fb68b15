import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextKey } from '../../../lib/errors.ts';
import { useMobileRegisterForm, type MobileField } from '../hooks/use-mobile-register-form.ts';
import { fieldMessageText } from '../lib/field-message.ts';
import { AgreementChecks } from './agreement-checks.tsx';
import { CaptchaBox } from './captcha-box.tsx';
import { MobileNumberField } from './mobile-number-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { TextField } from './text-field.tsx';

/** Registration by mobile number (SPEC §2/§4/§5): the register popup's mobile tab. */
export function MobileRegisterForm({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  const form = useMobileRegisterForm(onClose);
  const formRef = useRef<HTMLFormElement>(null);
  const text = (field: MobileField) => fieldMessageText(t, form.messages[field]);
  const { values, rules } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) {
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    }
  };

  if (!form.rulesReady) {
    return (
      <div className="auth-form auth-form--loading" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <span key={i} className="auth-form__skeleton" />
        ))}
      </div>
    );
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate data-testid="mobile-register-form">
      <p className="auth-form__intro">{t('auth.sms.register_intro')}</p>
      <MobileNumberField
        dialingCode={form.dialingCode}
        onDialingCode={form.setDialingCode}
        number={values.mobileNum}
        onNumber={(v) => form.setValue('mobileNum', v, 'mobile')}
        error={text('mobile')}
      />
      {form.withCode ? (
        <SmsCodeField
          value={values.code}
          onChange={(v) => form.setValue('code', v, 'code')}
          error={text('code')}
          canSend={form.checkMobile}
          request={form.requestCode}
        />
      ) : null}
      {form.withPassword ? (
        <>
          <TextField
            name="password"
            type="password"
            label={t('auth.password')}
            value={values.password}
            onChange={(v) => form.setValue('password', v, 'password')}
            autoComplete="new-password"
            placeholder={t('auth.placeholder_password')}
            required
            error={text('password')}
            hint={fieldMessageText(
              t,
              rules.password && { key: `reg_pattern_${rules.password.patternId}`, rule: rules.password },
            )}
            maxLength={128}
          />
          <TextField
            name="confirmPassword"
            type="password"
            label={t('auth.confirm_password')}
            value={values.confirm}
            onChange={(v) => form.setValue('confirm', v, 'confirm')}
            autoComplete="new-password"
            placeholder={t('auth.placeholder_confirm')}
            required
            error={text('confirm')}
            maxLength={128}
          />
        </>
      ) : (
        <p className="auth-form__applied">{t('auth.sms.no_password_note')}</p>
      )}
      {form.showAffiliate ? (
        <TextField
          name="affiliateCode"
          label={t('auth.fields.affiliateCode')}
          value={values.affiliateCode}
          onChange={(v) => form.setValue('affiliateCode', v, 'affiliateCode')}
          autoComplete="off"
          placeholder={t('auth.placeholders.affiliateCode')}
          required={rules.affiliateCode?.required}
          optional={!rules.affiliateCode?.required}
          error={text('affiliateCode')}
          hint={t('auth.affiliate_hint')}
          maxLength={rules.affiliateCode?.maxLength}
        />
      ) : null}
      {form.affiliate === 'valid' && form.linkCode ? (
        <p className="auth-form__applied">{t('auth.affiliate_applied', { code: form.linkCode })}</p>
      ) : null}
      {form.withCaptcha ? (
        <CaptchaBox
          captcha={form.captcha}
          value={values.captcha}
          onChange={(v) => form.setValue('captcha', v, 'captcha')}
          error={text('captcha')}
        />
      ) : null}
      <AgreementChecks
        adult={values.adult}
        terms={values.terms}
        messages={form.messages}
        onChange={(field, checked) => form.setValue(field, checked, field)}
      />
      {form.error && !form.errorOnField ? (
        <p className="auth-form__error" role="alert" data-testid="mobile-register-error">
          {t(errorTextKey(form.error), { defaultValue: t('error.unknown_error') })}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={form.pending}>
        {form.pending ? <span className="spinner" aria-hidden="true" /> : null}
        {form.pending ? t('auth.submitting_register') : t('auth.submit_register')}
      </button>
      <p className="auth-form__switch">
        {t('auth.have_account')}{' '}
        <button type="button" className="auth-form__link" onClick={onLogin}>
          {t('auth.to_login')}
        </button>
      </p>
    </form>
  );
}
