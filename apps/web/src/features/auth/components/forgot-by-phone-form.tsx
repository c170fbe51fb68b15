import type { RegisterFieldRule } from '@portal/contract';
import { normaliseMobile } from '@portal/contract/mobile';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client.ts';
import { sendEncrypted } from '../../../lib/send-encrypted.ts';
import { ApiError, errorTextKey } from '../../../lib/errors.ts';
import { useRegisterRules } from '../api/auth-queries.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useDialingCode } from '../hooks/use-dialing-code.ts';
import { fieldMessageText } from '../lib/field-message.ts';
import { newPasswordMessages } from '../lib/new-password.ts';
import type { FieldMessage } from '../lib/register-fields.ts';
import { MobileNumberField } from './mobile-number-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { TextField } from './text-field.tsx';

type Field = 'mobile' | 'code' | 'password' | 'confirm';

/** Field errors of the server (validation_failed) on this form's fields. */
function serverMessages(error: unknown, rule?: RegisterFieldRule): Partial<Record<Field, FieldMessage>> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'mobile_invalid') return { mobile: { key: 'auth.sms.mobile_invalid' } };
  if (error.code === 'verification_code_invalid' || error.code === 'verification_code_expired') {
    return { code: { key: `error.${error.code}` } };
  }
  const messages: Partial<Record<Field, FieldMessage>> = {};
  for (const f of error.fields) {
    if (f.field === 'body.newPassword') {
      messages.password = rule ? { key: `reg_pattern_${rule.patternId}`, rule } : { key: 'error.validation_failed' };
    }
    if (f.field === 'body.confirmNewPassword') messages.confirm = { key: 'auth.validation.mismatch' };
  }
  return messages;
}

/**
 * Forgot password by phone (SPEC §3/§4/§5): mobile number, an SMS code (purpose reset_password), the
 * new password twice; then the member is logged in automatically and `onDone` closes the popup.
 */
export function ForgotByPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useRegisterRules();
  const passwordRule = rules.data?.find((r) => r.field === 'password');
  const [dialingCode, setDialingCode] = useDialingCode();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [messages, setMessages] = useState<Partial<Record<Field, FieldMessage>>>({});
  const completeLogin = useCompleteLogin();
  const text = (field: Field) => fieldMessageText(t, messages[field]);
  const clear = (field: Field) => setMessages((m) => (m[field] ? { ...m, [field]: undefined } : m));

  const mobileOk = () => normaliseMobile(dialingCode, mobileNum) !== null;
  const checkMobile = (): boolean => {
    const ok = mobileOk();
    setMessages((m) => ({ ...m, mobile: ok ? undefined : { key: 'auth.sms.mobile_invalid' } }));
    return ok;
  };

  const reset = useMutation({
    mutationFn: () =>
      sendEncrypted('memberPasswordVerification', {
        mobileNum: mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
        newPassword: password.trim(),
        confirmNewPassword: confirm.trim(),
      }),
    onSuccess: async (value) => {
      await completeLogin(value, { closeModal: onDone });
    },
    onError: (error) => setMessages(serverMessages(error, passwordRule)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pw = newPasswordMessages(passwordRule, password, confirm);
    const next: Partial<Record<Field, FieldMessage>> = {
      mobile: mobileOk() ? undefined : { key: 'auth.sms.mobile_invalid' },
      code: code.trim() ? undefined : { key: 'auth.sms.code_required' },
      password: pw.password,
      confirm: pw.confirm,
    };
    setMessages(next);
    if (Object.values(next).some(Boolean) || reset.isPending) return;
    reset.mutate();
  };

  const failure = reset.error;
  const failureShownOnField = Object.keys(serverMessages(failure)).length > 0;
  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="forgot-by-phone-form">
      <p className="auth-form__intro">{t('auth.sms.forgot_intro')}</p>
      <MobileNumberField
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        number={mobileNum}
        onNumber={(v) => {
          setMobileNum(v);
          clear('mobile');
        }}
        error={text('mobile')}
      />
      <SmsCodeField
        value={code}
        onChange={(v) => {
          setCode(v);
          clear('code');
        }}
        error={text('code')}
        canSend={checkMobile}
        request={() =>
          apiCall('verificationSmsNoLogin', {
            body: { mobileNum: mobileNum.trim(), countryDialingCode: dialingCode, purpose: 'reset_password' },
          })
        }
      />
      <TextField
        name="newPassword"
        type="password"
        label={t('auth.sms.new_password')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('password');
        }}
        autoComplete="new-password"
        placeholder={t('auth.placeholder_password')}
        required
        error={text('password')}
        hint={fieldMessageText(t, passwordRule && { key: `reg_pattern_${passwordRule.patternId}`, rule: passwordRule })}
        maxLength={128}
      />
      <TextField
        name="confirmNewPassword"
        type="password"
        label={t('auth.sms.confirm_new_password')}
        value={confirm}
        onChange={(v) => {
          setConfirm(v);
          clear('confirm');
        }}
        autoComplete="new-password"
        placeholder={t('auth.placeholder_confirm')}
        required
        error={text('confirm')}
        maxLength={128}
      />
      {failure && !failureShownOnField ? (
        <p className="auth-form__error" role="alert" data-testid="forgot-phone-error">
          {t(errorTextKey(failure), { defaultValue: t('error.unknown_error') })}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={reset.isPending}>
        {reset.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {reset.isPending ? t('auth.sms.submitting_reset') : t('auth.sms.submit_reset')}
      </button>
    </form>
  );
}
