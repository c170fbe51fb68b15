import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from './deposit-icons.tsx';

const FIELDS = ['bankName', 'accountName', 'accountNumber', 'branch'] as const;

/** The operator's bank account for a manual transfer, each line with a copy button. */
export function BankDetails({ details }: { details: Record<string, string> }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 1800);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = (field: string, value: string) => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(field),
      () => setCopied(null),
    );
  };

  return (
    <section className="dp-bank" aria-labelledby="dp-bank-title" data-testid="dp-bank">
      <h3 id="dp-bank-title" className="fk-title dp-card__title">
        {t('deposit.bank_title')}
      </h3>
      <dl className="dp-bank__list">
        {FIELDS.filter((f) => details[f]).map((field) => (
          <div key={field} className="dp-bank__row">
            <dt>{t(`deposit.bank.${field}`)}</dt>
            <dd>
              <span className={field === 'accountNumber' ? 'dp-bank__number' : undefined}>{details[field]}</span>
              <button
                type="button"
                className={`dp-copy${copied === field ? ' dp-copy--done' : ''}`}
                onClick={() => copy(field, details[field]!)}
                aria-label={t('deposit.copy_field', { field: t(`deposit.bank.${field}`) })}
                data-testid={`dp-copy-${field}`}
              >
                {copied === field ? <CheckIcon /> : <CopyIcon />}
                <span>{copied === field ? t('deposit.copied') : t('deposit.copy')}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
