import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { assets } from '../../../config/paths.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { ApiError, errorTextKey } from '../../../lib/errors.ts';
import { useRegisterRules } from '../api/auth-queries.ts';
import { fieldMessageText } from '../lib/field-message.ts';
import {
  passwordServerMessages,
  validateForgotByEmail,
  type ForgotField,
  type Messages,
} from '../lib/password-fields.ts';
import { TextField } from './text-field.tsx';

/** Forgot password by e-mail (SPEC §4/§5): username and e-mail; a confirmation, then the popup closes. */
export function ForgotByEmailForm({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  const rules = useRegisterRules();
  const usernameRule = rules.data?.find((rule) => rule.field === 'username');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [messages, setMessages] = useState<Messages<ForgotField>>({});
  const send = useMutation({
    mutationFn: (body: { username: string; email: string }) => apiCall('memberPasswordEmail', { body }),
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        setMessages(passwordServerMessages(error.fields, ['username', 'email'], { username: usernameRule }));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { username: username.trim(), email: email.trim() };
    const next = validateForgotByEmail(values, usernameRule);
    setMessages(next);
    if (Object.keys(next).length > 0 || send.isPending) return;
    send.mutate(values);
  };

  if (send.isSuccess) {
    return (
      <div className="auth-done" role="status" data-testid="forgot-email-sent">
        <img src={assets.ui('avatar-default')} alt="" width={64} height={64} />
        <h3 className="auth-done__title">{t('password.forgot.sent_title')}</h3>
        <p className="auth-done__text">
          {t('password.forgot.sent_text', {
            email: send.variables.email,
            username: send.variables.username,
            minutes: send.data.expiredMinutes,
          })}
        </p>
        <button type="button" className="btn btn--primary auth-form__submit" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    );
  }

  const failure = send.error instanceof ApiError && send.error.fields.length > 0 ? null : send.error;
  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="forgot-email-form">
      <p className="auth-form__intro">{t('password.forgot.email_intro')}</p>
      <TextField
        name="username"
        label={t('auth.username')}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        placeholder={t('auth.placeholder_username')}
        required
        error={fieldMessageText(t, messages.username)}
        maxLength={64}
      />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        label={t('password.forgot.email')}
        value={email}
        onChange={setEmail}
        autoComplete="email"
        placeholder={t('password.forgot.placeholder_email')}
        required
        error={fieldMessageText(t, messages.email)}
        maxLength={200}
      />
      {failure ? (
        <p className="auth-form__error" role="alert">
          {t(errorTextKey(failure), { defaultValue: t('error.unknown_error') })}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={send.isPending}>
        {send.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {send.isPending ? t('password.forgot.submitting') : t('password.forgot.submit')}
      </button>
      <p className="auth-form__switch">
        <button type="button" className="auth-form__link" onClick={onLogin}>
          {t('password.forgot.back_to_login')}
        </button>
      </p>
    </form>
  );
}
