import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form-kit.css';

/** The page's own classes of a field: its invalid modifier, the box around the input, the input, a prefix. */
export interface FieldClasses {
  invalid: string;
  control: string;
  input: string;
  prefix?: string;
}

/** A page kit's usual field classes: 'wd' → wd-field--invalid, wd-field__control, wd-field__input, wd-field__prefix. */
export const fieldClasses = (kit: string): FieldClasses => ({
  invalid: `${kit}-field--invalid`,
  control: `${kit}-field__control`,
  input: `${kit}-field__input`,
  prefix: `${kit}-field__prefix`,
});

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'prefix'>;

export interface FieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  classes: FieldClasses;
  /** Under the input: the error when there is one (announced), else the hint. */
  error?: string | undefined;
  hint?: ReactNode;
  /** In the box before the input (a currency symbol). */
  prefix?: ReactNode;
  /** In the box after the input (a button, a currency code). */
  addon?: ReactNode;
  testId?: string;
  /** Below the note (quick amount chips). */
  children?: ReactNode;
}

/** A labelled input of the form kit (money and security pages) with its error or hint under it. */
export function Field({ label, onChange, classes, error, hint, prefix, addon, testId, children, ...rest }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`fk-field${error ? ` ${classes.invalid}` : ''}`}>
      <label className="fk-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={classes.control}>
        {prefix ? (
          <span className={classes.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          className={classes.input}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? noteId : undefined}
          spellCheck={false}
          data-testid={testId}
          {...rest}
        />
        {addon}
      </div>
      {error || hint ? (
        <p id={noteId} className={error ? 'fk-field__error' : 'fk-field__hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** The form's error line (a failed call), or nothing. */
export function FormError({ text, testId }: { text: string | undefined; testId: string }) {
  if (!text) return null;
  return (
    <p className="fk-form__error" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
