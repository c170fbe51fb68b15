import type { LoginPayload, LoginValue } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isReturningVisitor } from '../../../lib/returning-visitor.ts';
import { sendEncrypted } from '../../../lib/send-encrypted.ts';
import { ApiError, errorTextKey } from '../../../lib/errors.ts';
import { forgetUsername, rememberedUsername, rememberUsername } from '../../../lib/remember-me.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { CaptchaBox } from './captcha-box.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import { TextField } from './text-field.tsx';
import { TwoFactorStep, twoFactorOf } from './two-factor-step.tsx';

interface LoginFormProps {
  onClose: () => void;
  onForgot: () => void;
  /** The register link; the agent entrance has none. */
  onRegister?: () => void;
  /** The agent entrance (/agent) signs in with site 'agent': only customer types 1 and 2 pass. */
  site?: 'member' | 'agent';
}

type Field = 'username' | 'password' | 'captcha';

/** Login by username (SPEC §4/§5): trimmed values; a captcha box only after captcha_required. */
export function LoginForm({ onClose, onForgot, onRegister, site = 'member' }: LoginFormProps) {
  const { t } = useTranslation();
  const [returning] = useState(isReturningVisitor);
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== '');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaValue, setCaptchaValue] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const captcha = useCaptcha(captchaShown);
  const completeLogin = useCompleteLogin();
  const [challenge, setChallenge] = useState<ReturnType<typeof twoFactorOf>>(null);

  const login = useMutation({
    mutationFn: (payload: LoginPayload) => sendEncrypted('sessionLogin', payload),
    onSuccess: async (value, payload) => {
      if (remember && payload.type === 'username') rememberUsername(payload.username);
      else forgetUsername();
      await completeLogin(value, { closeModal: onClose, site });
    },
    onError: (error) => {
      // SPEC §6: an unrecognised IP asks for a second factor before the login completes.
      if (twoFactorOf(error)) return setChallenge(twoFactorOf(error));
      // SPEC §8: captcha_required, or a failure whose value carries the captcha flag, shows the box.
      const needsCaptcha =
        error instanceof ApiError &&
        (error.code === 'captcha_required' || (error.value as { captcha?: unknown } | null)?.captcha === true);
      if (!captchaShown) {
        if (needsCaptcha) setCaptchaShown(true);
        return;
      }
      // A captcha is single use: any failed attempt needs a new picture.
      captcha.refresh(true);
      setCaptchaValue('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { username: username.trim(), password: password.trim(), captcha: captchaValue.trim() };
    const next: Partial<Record<Field, string>> = {};
    if (!values.username) next.username = t('auth.validation.required');
    if (!values.password) next.password = t('auth.validation.required');
    if (captchaShown && !values.captcha) next.captcha = t('auth.validation.captcha_required');
    setErrors(next);
    if (Object.keys(next).length > 0 || login.isPending) return;
    const payload: LoginPayload = {
      type: 'username',
      username: values.username,
      password: values.password,
      site,
    };
    if (captchaShown && captcha.captchaId) {
      payload.captcha = values.captcha;
      payload.captchaId = captcha.captchaId;
    }
    login.mutate(payload);
  };

  if (challenge) {
    const done = (value: LoginValue) => completeLogin(value, { closeModal: onClose, site });
    return <TwoFactorStep challenge={challenge} onDone={done} onBack={() => setChallenge(null)} />;
  }
  const failure = login.error;
  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="login-form">
      {site === 'member' ? (
        <p className="auth-form__intro">{t(returning ? 'auth.login_intro' : 'auth.login_intro_new')}</p>
      ) : null}
      <TextField
        name="username"
        label={t('auth.username')}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        placeholder={t('auth.placeholder_username')}
        required
        error={errors.username}
        maxLength={64}
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        placeholder={t('auth.placeholder_password')}
        required
        error={errors.password}
        maxLength={128}
      />
      {captchaShown ? (
        <CaptchaBox captcha={captcha} value={captchaValue} onChange={setCaptchaValue} error={errors.captcha} />
      ) : null}
      <div className="auth-form__row">
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('auth.remember_me')}</span>
        </label>
        <button type="button" className="auth-form__link" onClick={onForgot}>
          {t('auth.forgot')}
        </button>
      </div>
      {failure ? (
        <p className="auth-form__error" role="alert" data-testid="login-error">
          {t(errorTextKey(failure), { defaultValue: t('error.unknown_error') })}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={login.isPending}>
        {login.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {login.isPending ? t('auth.submitting_login') : t('auth.submit_login')}
      </button>
      {site === 'member' ? <SocialSignIn /> : null}
      {onRegister ? (
        <p className="auth-form__switch">
          {returning ? null : `${t('auth.no_account')} `}
          <button type="button" className="auth-form__link" onClick={onRegister}>
            {t('auth.to_register')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
