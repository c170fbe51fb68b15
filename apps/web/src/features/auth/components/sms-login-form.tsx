import type { LoginPayload } from '@portal/contract';
import { normaliseMobile } from '@portal/contract/mobile';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isReturningVisitor } from '../../../lib/returning-visitor.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { sendEncrypted } from '../../../lib/send-encrypted.ts';
import { errorTextKey } from '../../../lib/errors.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useDialingCode } from '../hooks/use-dialing-code.ts';
import { forgetSmsLogin, rememberedSmsLogin, rememberSmsLogin } from '../lib/sms-remember.ts';
import { MobileNumberField } from './mobile-number-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

interface SmsLoginFormProps {
  onClose: () => void;
  onForgot: () => void;
  onRegister: () => void;
}

/** Login by mobile number and SMS code (SPEC §3/§4/§5, MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ onClose, onForgot, onRegister }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const [returning] = useState(isReturningVisitor);
  const [remembered] = useState(rememberedSmsLogin);
  const [dialingCode, setDialingCode] = useDialingCode(remembered?.dialingCode);
  const [mobileNum, setMobileNum] = useState(remembered?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const completeLogin = useCompleteLogin();

  const checkMobile = (): boolean => {
    const ok = normaliseMobile(dialingCode, mobileNum) !== null;
    setErrors((e) => ({ ...e, mobile: ok ? undefined : t('auth.sms.mobile_invalid') }));
    return ok;
  };

  const login = useMutation({
    mutationFn: (payload: LoginPayload) => sendEncrypted('sessionLogin', payload),
    onSuccess: async (value) => {
      if (remember) rememberSmsLogin({ dialingCode, mobileNum: mobileNum.trim() });
      else forgetSmsLogin();
      await completeLogin(value, { closeModal: onClose });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mobileOk = normaliseMobile(dialingCode, mobileNum) !== null;
    const next = {
      mobile: mobileOk ? undefined : t('auth.sms.mobile_invalid'),
      code: code.trim() ? undefined : t('auth.sms.code_required'),
    };
    setErrors(next);
    if (next.mobile || next.code || login.isPending) return;
    login.mutate({
      type: 'sms',
      mobileNum: mobileNum.trim(),
      countryDialingCode: dialingCode,
      password: code.trim(),
      site: 'member',
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="sms-login-form">
      <p className="auth-form__intro">{t('auth.sms.login_intro')}</p>
      <MobileNumberField
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        number={mobileNum}
        onNumber={(v) => {
          setMobileNum(v);
          setErrors((e) => ({ ...e, mobile: undefined }));
        }}
        error={errors.mobile}
      />
      <SmsCodeField
        value={code}
        onChange={(v) => {
          setCode(v);
          setErrors((e) => ({ ...e, code: undefined }));
        }}
        error={errors.code}
        canSend={checkMobile}
        request={() =>
          apiCall('verificationSmsNoLogin', {
            body: { mobileNum: mobileNum.trim(), countryDialingCode: dialingCode, purpose: 'login' },
          })
        }
      />
      <div className="auth-form__row">
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('auth.remember_me')}</span>
        </label>
        <button type="button" className="auth-form__link" onClick={onForgot}>
          {t('auth.forgot')}
        </button>
      </div>
      {login.error ? (
        <p className="auth-form__error" role="alert" data-testid="sms-login-error">
          {t(errorTextKey(login.error), { defaultValue: t('error.unknown_error') })}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={login.isPending}>
        {login.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {login.isPending ? t('auth.submitting_login') : t('auth.submit_login')}
      </button>
      <p className="auth-form__switch">
        {returning ? null : `${t('auth.no_account')} `}
        <button type="button" className="auth-form__link" onClick={onRegister}>
          {t('auth.to_register')}
        </button>
      </p>
    </form>
  );
}
