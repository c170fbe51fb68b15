import { useTranslation } from 'react-i18next';
import { fieldMessageText } from '../lib/field-message.ts';
import type { Messages, PasswordField, PasswordValues } from '../lib/password-fields.ts';
import { TextField } from './text-field.tsx';

interface NewPasswordFieldsProps {
  values: Pick<PasswordValues, 'newPassword' | 'confirmNewPassword'>;
  set: (field: PasswordField) => (value: string) => void;
  messages: Messages<PasswordField>;
}

/** New password and its confirmation (SPEC §5), shared by the change and the reset-by-link popups. */
export function NewPasswordFields({ values, set, messages }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="newPassword"
        type="password"
        label={t('password.change.new')}
        value={values.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
        placeholder={t('password.change.placeholder_new')}
        required
        error={fieldMessageText(t, messages.newPassword)}
        maxLength={128}
      />
      <TextField
        name="confirmNewPassword"
        type="password"
        label={t('password.change.confirm')}
        value={values.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        autoComplete="new-password"
        placeholder={t('password.change.placeholder_confirm')}
        required
        error={fieldMessageText(t, messages.confirmNewPassword)}
        maxLength={128}
      />
    </>
  );
}
