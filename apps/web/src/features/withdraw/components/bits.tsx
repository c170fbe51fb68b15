import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  type?: 'text' | 'password';
  inputMode?: 'text' | 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  error?: string | undefined;
  hint?: ReactNode;
  prefix?: string;
  list?: string;
  testId?: string;
}

/** A labelled input with its error (or hint) below. */
export function Field({ label, onChange, error, hint, prefix, testId, ...rest }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`fk-field${error ? ' wd-field--invalid' : ''}`}>
      <label className="fk-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="wd-field__control">
        {prefix ? (
          <span className="wd-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          className="wd-field__input"
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? noteId : undefined}
          spellCheck={false}
          data-testid={testId}
          {...rest}
        />
      </div>
      {error || hint ? (
        <p id={noteId} className={error ? 'fk-field__error' : 'fk-field__hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="fk-form__error" role="alert" data-testid="wd-form-error">
      {text}
    </p>
  );
}
