import { useId, type ReactNode } from 'react';
import { Spinner } from '../../../../components/ui/spinner.tsx';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  error?: string | undefined;
  hint?: string;
  addon?: ReactNode;
}

/** A labelled input of the security centre's forms, with its error or hint under it. */
export function Field({ label, value, onChange, name, type = 'text', error, hint, addon, ...rest }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`fk-field${error ? ' sc-field--invalid' : ''}`}>
      <label className="fk-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="sc-field__control">
        <input
          id={id}
          name={name}
          className="sc-field__input"
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? noteId : undefined}
          spellCheck={false}
          autoCapitalize="none"
          {...rest}
        />
        {addon}
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
    <p className="fk-form__error" role="alert" data-testid="sc-form-error">
      {text}
    </p>
  );
}

export function SubmitButton({ pending, label, testId }: { pending: boolean; label: string; testId?: string }) {
  return (
    <button type="submit" className="btn btn--primary sc-form__submit" disabled={pending} data-testid={testId}>
      {pending ? <Spinner /> : null}
      {label}
    </button>
  );
}
