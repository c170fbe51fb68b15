import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_RANGE_DAYS,
  isValidRange,
  localDate,
  presetRangeOn,
  type DateRange,
  type RangePreset,
} from '../../lib/date-range.ts';

interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  presets: readonly RangePreset[];
  /**
   * The page's i18n namespace: `<ns>.filter.range|from|to`, `<ns>.range.<preset>` and
   * `<ns>.range.invalid` (with `{ days }`).
   */
  ns: string;
  /** Test ids `<testId>-range-<preset>`, `<testId>-from`, `<testId>-to`. */
  testId: string;
  /** Today's date the presets end on (default: the browser's); e.g. the platform's calendar day. */
  today?: () => string;
  /** The longest range the server accepts (default MAX_RANGE_DAYS). */
  maxDays?: number;
}

/** Period presets with two date inputs for a custom range (the record pages' filter). */
export function DateRangePicker({
  value,
  onChange,
  presets,
  ns,
  testId,
  today = () => localDate(new Date()),
  maxDays = MAX_RANGE_DAYS,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = !isValidRange(value, maxDays);
  return (
    <div className="rk-range">
      <div className="rk-segment" role="group" aria-label={t(`${ns}.filter.range`)}>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`rk-segment__item${value.preset === preset ? ' rk-segment__item--on' : ''}`}
            aria-pressed={value.preset === preset}
            onClick={() => onChange(presetRangeOn(preset, today(), value))}
            data-testid={`${testId}-range-${preset}`}
          >
            {t(`${ns}.range.${preset}`)}
          </button>
        ))}
      </div>
      {value.preset === 'custom' ? (
        <div className="rk-dates">
          <label className="rk-field" htmlFor={`${id}-from`}>
            <span className="rk-field__label">{t(`${ns}.filter.from`)}</span>
            <input
              id={`${id}-from`}
              className="rk-input"
              type="date"
              value={value.from}
              max={value.to}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              data-testid={`${testId}-from`}
            />
          </label>
          <label className="rk-field" htmlFor={`${id}-to`}>
            <span className="rk-field__label">{t(`${ns}.filter.to`)}</span>
            <input
              id={`${id}-to`}
              className="rk-input"
              type="date"
              value={value.to}
              min={value.from}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
              data-testid={`${testId}-to`}
            />
          </label>
          {invalid ? (
            <p className="rk-error" role="alert">
              {t(`${ns}.range.invalid`, { days: maxDays })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
