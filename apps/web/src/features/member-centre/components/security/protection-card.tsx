import type { SecurityOverview } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useModalStore } from '../../../../lib/modal-store.ts';
import { AuthenticatorDialog } from './authenticator-dialog.tsx';
import { ContactDialog } from './contact-dialog.tsx';
import { PaymentPasswordDialog } from './payment-password-dialog.tsx';

type Open = 'mobile' | 'email' | 'payment' | 'totp' | null;

const ICONS: Record<string, ReactNode> = {
  password: <path d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" />,
  payment: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  mobile: <path d="M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2" />,
  email: <path d="M3 5h18v14H3zM3 6l9 7 9-7" />,
  totp: <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zM9 12l2 2 4-4" />,
};

interface RowProps {
  icon: string;
  title: string;
  status: string;
  ok: boolean;
  action: string;
  onAction: () => void;
  testId: string;
}

function Row({ icon, title, status, ok, action, onAction, testId }: RowProps) {
  return (
    <li className="sc-protect__row" data-testid={testId}>
      <span className={`sc-protect__icon${ok ? ' sc-protect__icon--ok' : ''}`} aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        >
          {ICONS[icon]}
        </svg>
      </span>
      <span className="sc-protect__text">
        <span className="sc-protect__title">{title}</span>
        <span className={`sc-protect__status${ok ? ' sc-protect__status--ok' : ''}`}>{status}</span>
      </span>
      <button type="button" className={`btn btn--sm ${ok ? 'btn--outline' : 'btn--primary'}`} onClick={onAction}>
        {action}
      </button>
    </li>
  );
}

/** Sign-in and money protections: login password, payment password, mobile, e-mail, authenticator app. */
export function ProtectionCard({ overview }: { overview: SecurityOverview | undefined }) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.open);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  if (!overview) {
    return (
      <section className="mc-card sc-card">
        <h3 className="mc-card__title">{t('security.protect.title')}</h3>
        <Skeleton className="sc-row-skeleton" count={5} />
      </section>
    );
  }
  const o = overview;
  return (
    <section className="mc-card sc-card" data-testid="sc-protection">
      <h3 className="mc-card__title">{t('security.protect.title')}</h3>
      <ul className="sc-protect">
        <Row
          icon="password"
          testId="sc-row-password"
          title={t('security.protect.login_password')}
          status={t('security.protect.login_password_status')}
          ok
          action={t('security.protect.change')}
          onAction={() => openModal('changePassword')}
        />
        <Row
          icon="payment"
          testId="sc-row-payment"
          title={t('security.protect.payment_password')}
          status={
            o.paymentPasswordLockedUntil
              ? t('security.protect.locked')
              : t(o.paymentPasswordSet ? 'security.protect.set' : 'security.protect.not_set')
          }
          ok={o.paymentPasswordSet}
          action={t(o.paymentPasswordSet ? 'security.protect.change' : 'security.protect.set_up')}
          onAction={() => setOpen('payment')}
        />
        <Row
          icon="mobile"
          testId="sc-row-mobile"
          title={t('security.protect.mobile')}
          status={
            o.mobile
              ? `${o.mobile} · ${t(o.mobileVerified ? 'security.protect.verified' : 'security.protect.unverified')}`
              : t('security.protect.not_bound')
          }
          ok={o.mobileVerified}
          action={t(o.mobileVerified ? 'security.protect.change' : 'security.protect.bind')}
          onAction={() => setOpen('mobile')}
        />
        <Row
          icon="email"
          testId="sc-row-email"
          title={t('security.protect.email')}
          status={
            o.email
              ? `${o.email} · ${t(o.emailVerified ? 'security.protect.verified' : 'security.protect.unverified')}`
              : t('security.protect.not_bound')
          }
          ok={o.emailVerified}
          action={t(o.emailVerified ? 'security.protect.change' : 'security.protect.bind')}
          onAction={() => setOpen('email')}
        />
        <Row
          icon="totp"
          testId="sc-row-totp"
          title={t('security.protect.totp')}
          status={t(o.totpEnabled ? 'security.protect.on' : 'security.protect.off')}
          ok={o.totpEnabled}
          action={t(o.totpEnabled ? 'security.protect.turn_off' : 'security.protect.turn_on')}
          onAction={() => setOpen('totp')}
        />
      </ul>
      {open === 'mobile' || open === 'email' ? (
        <ContactDialog kind={open} replacing={open === 'mobile' ? o.mobileVerified : o.emailVerified} onClose={close} />
      ) : null}
      {open === 'payment' ? <PaymentPasswordDialog isSet={o.paymentPasswordSet} onClose={close} /> : null}
      {open === 'totp' ? <AuthenticatorDialog enabled={o.totpEnabled} onClose={close} /> : null}
    </section>
  );
}

/** How many of the five protections are on (login password always counts). */
export function protectionScore(o: SecurityOverview): number {
  return 1 + [o.paymentPasswordSet, o.mobileVerified, o.emailVerified, o.totpEnabled].filter(Boolean).length;
}
