import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth-fields.css';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  /** Marks an optional field as such next to its label. */
  optional?: boolean;
  error?: string;
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  /** Shown at the end of the input (the captcha picture). */
  addon?: ReactNode;
}

/** A labelled input with its error or hint under it; passwords get a show/hide toggle. */
export function TextField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  placeholder,
  required,
  optional,
  error,
  hint,
  inputMode,
  maxLength,
  addon,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = error || hint ? `${id}-note` : undefined;
  const isPassword = type === 'password';
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {optional ? <span className="field__optional">{t('auth.optional')}</span> : null}
      </label>
      <div className="field__control">
        <input
          id={id}
          name={name}
          className="field__input"
          type={isPassword && visible ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={false}
          autoCapitalize="none"
        />
        {isPassword ? (
          <button
            type="button"
            className="field__toggle"
            aria-label={visible ? t('auth.hide_password') : t('auth.show_password')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
              {visible ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
            </svg>
          </button>
        ) : null}
        {addon}
      </div>
      {error || hint ? (
        <p id={describedBy} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}
