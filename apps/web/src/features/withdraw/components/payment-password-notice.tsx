import { useTranslation } from 'react-i18next';
import { useOpenMemberCentre } from '../../member-centre/index.ts';

/** Shown while no payment password is set: withdrawals and bank cards need one. */
export function PaymentPasswordNotice() {
  const { t } = useTranslation();
  const open = useOpenMemberCentre();
  return (
    <div className="wd-notice" role="note" data-testid="wd-pp-notice">
      <svg
        className="wd-notice__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <rect x="4" y="10" width="16" height="10" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" />
      </svg>
      <div className="wd-notice__text">
        <strong>{t('withdraw.pp_notice.title')}</strong>
        <span>{t('withdraw.pp_notice.text')}</span>
      </div>
      <button type="button" className="btn btn--primary btn--sm" onClick={() => open('securityCenter')}>
        {t('withdraw.pp_notice.action')}
      </button>
    </div>
  );
}
