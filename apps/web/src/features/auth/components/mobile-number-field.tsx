import { countryDialingCodes } from '@portal/contract/mobile';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './auth-fields.css';
import './sms-fields.css';

interface MobileNumberFieldProps {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  number: string;
  onNumber: (number: string) => void;
  error?: string;
  name?: string;
}

/** Region names in the page language (`Viet Nam`), from the browser; the ISO code when it has none. */
function regionNamer(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** One entry per dialing code keeps the list short (+1 is shown once). */
const pickerCodes = countryDialingCodes.filter(
  (c, index) => countryDialingCodes.findIndex((o) => o.countryDialingCode === c.countryDialingCode) === index,
);

/** Mobile number with its country dialing code picker (SPEC §3 country record). */
export function MobileNumberField({
  dialingCode,
  onDialingCode,
  number,
  onNumber,
  error,
  name = 'mobileNum',
}: MobileNumberFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const regionName = useMemo(() => regionNamer(i18n.language), [i18n.language]);
  const noteId = error ? `${id}-note` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('auth.sms.mobile')}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </label>
      <div className="field__control mobile-field">
        <select
          className="mobile-field__code"
          aria-label={t('auth.sms.dialing_code')}
          value={dialingCode}
          onChange={(event) => onDialingCode(event.target.value)}
          name="countryDialingCode"
        >
          {pickerCodes.map((c) => (
            <option key={c.countryCode} value={c.countryDialingCode}>
              {`+${c.countryDialingCode} ${regionName(c.countryCode)}`}
            </option>
          ))}
        </select>
        <span className="mobile-field__shown" aria-hidden="true">
          +{dialingCode}
        </span>
        <input
          id={id}
          name={name}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(event) => onNumber(event.target.value)}
          placeholder={t('auth.sms.placeholder_mobile')}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          maxLength={20}
        />
      </div>
      {error ? (
        <p id={noteId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
