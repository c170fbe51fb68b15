import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNicknameUpdate } from '../../api/security-queries.ts';
import { FormError } from '../../../../components/ui/field.tsx';
import { useErrorText } from '../../../../lib/errors.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The nickname with an inline editor: trimmed, 2–20 characters, no control characters. */
export function NicknameEditor({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText({ rules: 'security.rule' });
  const update = useNicknameUpdate();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(nickname ?? '');
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (next.length < 2 || next.length > 20 || CONTROL.test(next)) return setProblem(t('security.rule.nickname_rule'));
    try {
      await update.mutateAsync(next);
      setEditing(false);
      setProblem(undefined);
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  if (!editing) {
    return (
      <span className="sc-nick">
        <span>{nickname || t('mc.security.not_set')}</span>
        <button
          type="button"
          className="sc-link"
          onClick={() => {
            setValue(nickname ?? '');
            setEditing(true);
          }}
          data-testid="sc-nickname-edit"
        >
          {t('security.profile.edit')}
        </button>
      </span>
    );
  }
  return (
    <form className="sc-nick sc-nick--editing" onSubmit={submit} noValidate>
      <input
        className="sc-field__input sc-nick__input"
        name="nickname"
        aria-label={t('mc.security.nickname')}
        value={value}
        maxLength={20}
        onChange={(event) => setValue(event.target.value)}
        autoFocus
      />
      <button type="submit" className="btn btn--primary btn--sm" disabled={update.isPending}>
        {t('security.profile.save')}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(false)}>
        {t('security.profile.cancel')}
      </button>
      <FormError text={problem} testId="sc-form-error" />
    </form>
  );
}
