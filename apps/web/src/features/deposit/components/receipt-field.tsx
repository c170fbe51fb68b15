import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptProblem } from '../deposit-form.ts';
import { UploadIcon } from './deposit-icons.tsx';

export interface Receipt {
  name: string;
  dataUrl: string;
}

/** Optional receipt picture (PNG, JPEG, WebP up to 5 MB) with a preview. */
export function ReceiptField(props: { value: Receipt | null; onChange: (value: Receipt | null) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const issue = receiptProblem(file);
    setProblem(issue);
    if (issue) return;
    const reader = new FileReader();
    reader.onload = () => props.onChange({ name: file.name, dataUrl: String(reader.result) });
    reader.onerror = () => setProblem('deposit.receipt_type');
    reader.readAsDataURL(file);
  };

  return (
    <div className={`fk-field${problem ? ' dp-field--invalid' : ''}`}>
      <span className="fk-field__label" id="dp-receipt-label">
        {t('deposit.receipt')}
      </span>
      {props.value ? (
        <div className="dp-receipt" data-testid="dp-receipt-chosen">
          <img className="dp-receipt__preview" src={props.value.dataUrl} alt="" />
          <span className="dp-receipt__name">{props.value.name}</span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              props.onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('deposit.receipt_remove')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="dp-drop"
          onClick={() => input.current?.click()}
          aria-describedby="dp-receipt-note"
          data-testid="dp-receipt"
        >
          <UploadIcon />
          <span>{t('deposit.receipt_choose')}</span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-labelledby="dp-receipt-label"
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <p id="dp-receipt-note" className={problem ? 'fk-field__error' : 'fk-field__hint'}>
        {problem ? t(problem) : t('deposit.receipt_hint')}
      </p>
    </div>
  );
}
