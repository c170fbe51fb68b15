import type { ChangePasswordPayload } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorTextKey } from '../../../lib/errors.ts';
import { callEncrypted } from '../../../lib/send-encrypted.ts';
import { AGENT_LOGIN_TYPES, loadMemberInfo, signOut, useSessionStore } from '../../../lib/session-store.ts';
import { useRegisterRules } from '../api/auth-queries.ts';
import { fieldMessageText } from '../lib/field-message.ts';
import {
  passwordServerMessages,
  validateNewPassword,
  type Messages,
  type PasswordField,
  type PasswordValues,
} from '../lib/password-fields.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { TextField } from './text-field.tsx';

const FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/**
 * changePassModal (SPEC §4/§5). A forced change (isChangePaw, right after a login whose password
 * expired) cannot be dismissed — only completed or abandoned by signing out — and needs no old
 * password while the session still knows it; otherwise the old password is asked for. After the
 * change: member info again, then / (or /agentHome for agents).
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forced = useSessionStore((s) => s.isChangePaw);
  const setChangePaw = useSessionStore((s) => s.setChangePaw);
  const rules = useRegisterRules();
  const passwordRule = rules.data?.find((rule) => rule.field === 'password');
  const [needOld, setNeedOld] = useState(!forced);
  const [values, setValues] = useState<PasswordValues>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [messages, setMessages] = useState<Messages<PasswordField>>({});
  const [done, setDone] = useState<{ agent: boolean } | null>(null);
  const set = (field: PasswordField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const change = useMutation({
    mutationFn: (payload: ChangePasswordPayload) => callEncrypted('memberPasswordChange', payload),
    onSuccess: async () => {
      setChangePaw(false);
      const info = await loadMemberInfo();
      // Say so before leaving: the popup shows the success until the player closes it.
      setDone({ agent: info ? AGENT_LOGIN_TYPES.includes(info.type) : false });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      // The session no longer knows the password (it was opened too long ago): ask for it.
      if (error.fields.some((f) => f.field === 'body.oldPassword')) setNeedOld(true);
      if (error.fields.length > 0) {
        setMessages(passwordServerMessages(error.fields, FIELDS, { newPassword: passwordRule }));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = validateNewPassword(values, passwordRule, { needOld });
    setMessages(next);
    if (Object.keys(next).length > 0 || change.isPending) return;
    const payload: ChangePasswordPayload = {
      newPassword: values.newPassword.trim(),
      confirmNewPassword: values.confirmNewPassword.trim(),
    };
    if (needOld) payload.oldPassword = values.oldPassword.trim();
    change.mutate(payload);
  };

  if (done) {
    const finish = () => {
      onClose();
      void navigate(done.agent ? paths.agentHome.href() : paths.root.href());
    };
    return (
      <Dialog open onClose={finish} title={t('modal.change.title')} testId="change-modal" size="sm">
        <p className="auth-form__notice" role="status" data-testid="change-password-done">
          {t('password.change.done')}
        </p>
        <button type="button" className="btn btn--primary auth-form__submit" onClick={finish} autoFocus>
          {t('common.ok')}
        </button>
      </Dialog>
    );
  }

  const failure = change.error instanceof ApiError && change.error.fields.length > 0 ? null : change.error;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!forced}
      title={t('modal.change.title')}
      testId="change-modal"
      size="sm"
    >
      <form className="auth-form" onSubmit={submit} noValidate data-testid="change-password-form">
        <p className={forced ? 'auth-form__notice' : 'auth-form__intro'}>
          {t(forced ? 'password.change.intro_forced' : 'password.change.intro')}
        </p>
        {needOld ? (
          <TextField
            name="oldPassword"
            type="password"
            label={t('password.change.old')}
            value={values.oldPassword}
            onChange={set('oldPassword')}
            autoComplete="current-password"
            placeholder={t('password.change.placeholder_old')}
            required
            error={fieldMessageText(t, messages.oldPassword)}
            maxLength={128}
          />
        ) : null}
        <NewPasswordFields values={values} set={set} messages={messages} />
        {failure ? (
          <p className="auth-form__error" role="alert" data-testid="change-password-error">
            {t(errorTextKey(failure), { defaultValue: t('error.unknown_error') })}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={change.isPending}>
          {change.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {change.isPending ? t('password.change.submitting') : t('password.change.submit')}
        </button>
        {forced ? (
          <p className="auth-form__switch">
            <button
              type="button"
              className="auth-form__link"
              onClick={() => {
                void signOut().then(() => {
                  onClose();
                  void navigate(paths.root.href());
                });
              }}
            >
              {t('password.change.sign_out')}
            </button>
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
