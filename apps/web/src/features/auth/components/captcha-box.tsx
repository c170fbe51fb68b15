import { useTranslation } from 'react-i18next';
import type { Captcha } from '../hooks/use-captcha.ts';
import { TextField } from './text-field.tsx';

interface CaptchaBoxProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Captcha input with its picture; tapping the picture or the button shows a new one (1 per second). */
export function CaptchaBox({ captcha, value, onChange, error }: CaptchaBoxProps) {
  const { t } = useTranslation();
  const refresh = () => {
    if (captcha.refresh()) onChange('');
  };
  return (
    <div className="captcha-box" data-testid="captcha-box">
      <TextField
        name="captcha"
        label={t('auth.captcha.label')}
        value={value}
        onChange={onChange}
        autoComplete="off"
        placeholder={t('auth.captcha.placeholder')}
        required
        error={error}
        maxLength={16}
        addon={
          <span className="captcha-box__addon">
            <button
              type="button"
              className="captcha-box__image"
              onClick={refresh}
              aria-label={t('auth.captcha.refresh')}
              title={t('auth.captcha.refresh')}
              data-testid="captcha-image"
              data-captcha-id={captcha.captchaId}
              aria-busy={captcha.loading}
            >
              {captcha.image ? (
                <img src={captcha.image} alt={t('auth.captcha.image_alt')} width={100} height={36} />
              ) : captcha.failed ? (
                <span className="captcha-box__failed">{t('auth.captcha.failed')}</span>
              ) : (
                <span className="captcha-box__loading" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              className="captcha-box__refresh"
              onClick={refresh}
              aria-label={t('auth.captcha.refresh')}
              title={t('auth.captcha.refresh')}
            >
              <svg
                viewBox="0 0 24 24"
                width="16"
                height="16"
                aria-hidden="true"
                className={captcha.loading ? 'is-spinning' : undefined}
              >
                <path
                  d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </span>
        }
      />
    </div>
  );
}
