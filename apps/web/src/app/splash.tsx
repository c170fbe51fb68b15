import { useTranslation } from 'react-i18next';
import { assets } from '../config/paths.ts';

/** Shown while the start-up status or the first page script loads. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite">
      <img className="splash__mark" src={assets.logoMark} alt="" width={64} height={64} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
