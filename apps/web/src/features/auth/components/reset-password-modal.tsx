import type { ResetByLinkPayload } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { assets, paths } from '../../../config/paths.ts';
import { ApiError, errorTextKey } from '../../../lib/errors.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { callEncrypted } from '../../../lib/send-encrypted.ts';
import { useRegisterRules } from '../api/auth-queries.ts';
import {
  passwordServerMessages,
  validateNewPassword,
  type Messages,
  type PasswordField,
} from '../lib/password-fields.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a reset link (`/resetPassword?token=…`), or null when it is missing or malformed. */
export function resetTokenIn(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return TOKEN.test(token) ? token : null;
}

/** The page of the e-mailed reset link: a new password twice, then success and the login popup. */
export function ResetPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openModal = useModalStore((s) => s.open);
  const [token] = useState(() => resetTokenIn(window.location.search));
  const rules = useRegisterRules();
  const passwordRule = rules.data?.find((rule) => rule.field === 'password');
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [messages, setMessages] = useState<Messages<PasswordField>>({});
  const set = (field: PasswordField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const reset = useMutation({
    mutationFn: (payload: ResetByLinkPayload) => callEncrypted('memberPasswordReset', payload),
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        setMessages(
          passwordServerMessages(error.fields, ['newPassword', 'confirmNewPassword'], { newPassword: passwordRule }),
        );
      }
    },
  });
  // Leaves the link's URL (its token is used up) and shows the login or forgot popup over home.
  const goTo = (modal: 'login' | 'forgotPassword') => {
    void navigate(paths.root.href(), { replace: true });
    openModal(modal);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const next = validateNewPassword(values, passwordRule, { needOld: false });
    setMessages(next);
    if (Object.keys(next).length > 0 || reset.isPending) return;
    reset.mutate({
      token,
      newPassword: values.newPassword.trim(),
      confirmNewPassword: values.confirmNewPassword.trim(),
    });
  };

  const title = t(reset.isSuccess ? 'password.reset.success_title' : 'password.reset.title');
  const failure = reset.error instanceof ApiError && reset.error.fields.length > 0 ? null : reset.error;
  const linkDead = !token || (reset.error instanceof ApiError && reset.error.code === 'password_reset_invalid');
  return (
    <Dialog open onClose={onClose} title={title} testId="reset-modal" size="sm">
      {reset.isSuccess ? (
        <div className="auth-done" role="status" data-testid="reset-done">
          <img src={assets.ui('avatar-default')} alt="" width={64} height={64} />
          <p className="auth-done__text">{t('password.reset.success_text')}</p>
          <button type="button" className="btn btn--primary auth-form__submit" onClick={() => goTo('login')}>
            {t('password.reset.to_login')}
          </button>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate data-testid="reset-password-form">
          {token && !linkDead ? <p className="auth-form__intro">{t('password.reset.intro')}</p> : null}
          {!token ? (
            <p className="auth-form__error" role="alert">
              {t('password.reset.missing_token')}
            </p>
          ) : failure ? (
            <p className="auth-form__error" role="alert" data-testid="reset-error">
              {t(errorTextKey(failure), { defaultValue: t('error.unknown_error') })}
            </p>
          ) : null}
          {token && !linkDead ? (
            <>
              <NewPasswordFields values={values} set={set} messages={messages} />
              <button type="submit" className="btn btn--primary auth-form__submit" disabled={reset.isPending}>
                {reset.isPending ? <span className="spinner" aria-hidden="true" /> : null}
                {reset.isPending ? t('password.reset.submitting') : t('password.reset.submit')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn--primary auth-form__submit" onClick={() => goTo('forgotPassword')}>
              {t('password.reset.request_new')}
            </button>
          )}
        </form>
      )}
    </Dialog>
  );
}
