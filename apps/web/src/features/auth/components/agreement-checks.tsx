import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldMessageText } from '../lib/field-message.ts';
import type { FieldMessage } from '../lib/register-fields.ts';

interface AgreementChecksProps {
  adult: boolean;
  terms: boolean;
  messages: { adult?: FieldMessage | undefined; terms?: FieldMessage | undefined };
  onChange: (field: 'adult' | 'terms', checked: boolean) => void;
}

/** SPEC §5: 18 or older, and the terms and privacy policy — both registration forms ask for them. */
export function AgreementChecks({ adult, terms, messages, onChange }: AgreementChecksProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-form__checks">
      <label className={`check${messages.adult ? ' check--invalid' : ''}`}>
        <input
          type="checkbox"
          name="adult"
          checked={adult}
          onChange={(event) => onChange('adult', event.target.checked)}
          aria-invalid={messages.adult ? true : undefined}
        />
        <span>{t('auth.adult')}</span>
      </label>
      {messages.adult ? <p className="field__error">{fieldMessageText(t, messages.adult)}</p> : null}
      <label className={`check${messages.terms ? ' check--invalid' : ''}`}>
        <input
          type="checkbox"
          name="terms"
          checked={terms}
          onChange={(event) => onChange('terms', event.target.checked)}
          aria-invalid={messages.terms ? true : undefined}
        />
        <span>
          <Trans
            i18nKey="auth.terms"
            components={{
              terms: <Link to="/help?topic=terms" target="_blank" rel="noopener" />,
              privacy: <Link to="/help?topic=privacy" target="_blank" rel="noopener" />,
            }}
          />
        </span>
      </label>
      {messages.terms ? <p className="field__error">{fieldMessageText(t, messages.terms)}</p> : null}
    </div>
  );
}
