import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toInputText } from '../transfer-form.ts';

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
  const id = useId();
  return (
    <div className={`fk-field${props.error ? ' tf-field--invalid' : ''}`}>
      <label className="fk-field__label" htmlFor={id}>
        {t('transfer.amount')}
      </label>
      <div className="tf-amount">
        <span className="tf-amount__symbol" aria-hidden="true">
          {props.symbol}
        </span>
        <input
          id={id}
          className="tf-amount__input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={props.exponent > 0 ? `0.${'0'.repeat(props.exponent)}` : '0'}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`${id}-note`}
          data-testid="tf-amount"
        />
        <button
          type="button"
          className="tf-chip"
          onClick={() => props.onChange(toInputText(props.allMinor, props.exponent))}
          disabled={props.allMinor === '0'}
          data-testid="tf-all"
        >
          {t('transfer.all')}
        </button>
      </div>
      <p id={`${id}-note`} className={props.error ? 'fk-field__error' : 'fk-field__hint'}>
        {props.error ?? props.hint}
      </p>
    </div>
  );
}
