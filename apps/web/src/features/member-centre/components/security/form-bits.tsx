import { fieldClasses } from '../../../../components/ui/field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';

/** What every field of the security centre's forms has: its classes and no auto-capitals. */
export const SC_FIELD = { classes: fieldClasses('sc'), autoCapitalize: 'none' } as const;

export function SubmitButton({ pending, label, testId }: { pending: boolean; label: string; testId?: string }) {
  return (
    <button type="submit" className="btn btn--primary sc-form__submit" disabled={pending} data-testid={testId}>
      {pending ? <Spinner /> : null}
      {label}
    </button>
  );
}
