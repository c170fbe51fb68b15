import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RANGE_DAYS, RANGE_PRESETS, isValidRange, presetRange, type DateRange } from '../../../lib/date-range.ts';

/** Period presets (today / 7 days / 30 days / custom) with date inputs for a custom range. */
export function RangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = !isValidRange(value);
  return (
    <div className="rc-range">
      <div className="rc-segment" role="group" aria-label={t('records.filter.range')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`rc-segment__item${value.preset === preset ? ' rc-segment__item--on' : ''}`}
            aria-pressed={value.preset === preset}
            onClick={() => onChange(presetRange(preset, new Date(), value))}
            data-testid={`rc-range-${preset}`}
          >
            {t(`records.range.${preset}`)}
          </button>
        ))}
      </div>
      {value.preset === 'custom' ? (
        <div className="rc-dates">
          <label className="rc-field" htmlFor={`${id}-from`}>
            <span className="rc-field__label">{t('records.filter.from')}</span>
            <input
              id={`${id}-from`}
              className="rc-input"
              type="date"
              value={value.from}
              max={value.to}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
            />
          </label>
          <label className="rc-field" htmlFor={`${id}-to`}>
            <span className="rc-field__label">{t('records.filter.to')}</span>
            <input
              id={`${id}-to`}
              className="rc-input"
              type="date"
              value={value.to}
              min={value.from}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
            />
          </label>
          {invalid ? (
            <p className="rc-error" role="alert">
              {t('records.range.invalid', { days: MAX_RANGE_DAYS })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
