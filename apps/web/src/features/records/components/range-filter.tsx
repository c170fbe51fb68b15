import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RANGE_DAYS, RANGE_PRESETS, isValidRange, presetRange, type DateRange } from '../../../lib/date-range.ts';

/** Period presets (today / 7 days / 30 days / custom) with date inputs for a custom range. */
export function RangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = !isValidRange(value);
  return (
    <div className="rk-range">
      <div className="rk-segment" role="group" aria-label={t('records.filter.range')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`rk-segment__item${value.preset === preset ? ' rk-segment__item--on' : ''}`}
            aria-pressed={value.preset === preset}
            onClick={() => onChange(presetRange(preset, new Date(), value))}
            data-testid={`rc-range-${preset}`}
          >
            {t(`records.range.${preset}`)}
          </button>
        ))}
      </div>
      {value.preset === 'custom' ? (
        <div className="rk-dates">
          <label className="rk-field" htmlFor={`${id}-from`}>
            <span className="rk-field__label">{t('records.filter.from')}</span>
            <input
              id={`${id}-from`}
              className="rk-input"
              type="date"
              value={value.from}
              max={value.to}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
            />
          </label>
          <label className="rk-field" htmlFor={`${id}-to`}>
            <span className="rk-field__label">{t('records.filter.to')}</span>
            <input
              id={`${id}-to`}
              className="rk-input"
              type="date"
              value={value.to}
              min={value.from}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
            />
          </label>
          {invalid ? (
            <p className="rk-error" role="alert">
              {t('records.range.invalid', { days: MAX_RANGE_DAYS })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
