import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { toInputText } from '../transfer-form.ts';

const AMOUNT_CLASSES = {
  invalid: 'tf-field--invalid',
  control: 'tf-amount',
  input: 'tf-amount__input',
  prefix: 'tf-amount__symbol',
};

export type NoticeState = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** The answer of the last action, announced to screen readers. */
export function Notice({ notice }: { notice: NoticeState }) {
  if (!notice) return null;
  return (
    <p
      className={`tf-notice tf-notice--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="tf-notice"
    >
      {notice.text}
    </p>
  );
}

/** An amount in major units with the currency symbol in front and an "all" chip. */
export function AmountField(props: {
  value: string;
  onChange: (value: string) => void;
  symbol: string;
  exponent: number;
  hint: string;
  error: string | undefined;
  /** What "all" fills in (minor units). */
  allMinor: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('transfer.amount')}
      classes={AMOUNT_CLASSES}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.exponent > 0 ? `0.${'0'.repeat(props.exponent)}` : '0'}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint={props.hint}
      prefix={props.symbol}
      testId="tf-amount"
      addon={
        <button
          type="button"
          className="tf-chip"
          onClick={() => props.onChange(toInputText(props.allMinor, props.exponent))}
          disabled={props.allMinor === '0'}
          data-testid="tf-all"
        >
          {t('transfer.all')}
        </button>
      }
    />
  );
}
