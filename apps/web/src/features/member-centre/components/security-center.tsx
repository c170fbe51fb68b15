import type { MemberInfo } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './security-center.css';
import '../../../components/ui/form-kit.css';
import '../../../components/ui/record-kit.css';
import '../../../components/ui/record-cards.css';
import './security/security.css';
import { AGENT_CENTRE_TYPES, TRIAL_TYPE, loadMemberInfo, useSessionStore } from '../../../lib/session-store.ts';
import { useSecurityOverview } from '../api/security-queries.ts';
import { AvatarDialog } from './security/avatar-dialog.tsx';
import { LoginHistoryCard } from './security/login-history-card.tsx';
import { NicknameEditor } from './security/nickname-editor.tsx';
import { ProtectionCard, protectionScore } from './security/protection-card.tsx';
import { TrustedIpsCard } from './security/trusted-ips-card.tsx';

function typeKey(type: number): string {
  if (type === TRIAL_TYPE) return 'mc.security.type_trial';
  return AGENT_CENTRE_TYPES.includes(type) ? 'mc.security.type_agent' : 'mc.security.type_member';
}

const isImageUrl = (value: string | null): value is string => !!value && /^(https?:\/\/|\/)/.test(value);

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="mc-card__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** My account (securityCenter): profile, protections, trusted IPs and login history — all from the server. */
export function SecurityCenter() {
  const { t, i18n } = useTranslation();
  const info = useSessionStore((s) => s.memberInfo);
  const overview = useSecurityOverview();
  const [avatarOpen, setAvatarOpen] = useState(false);

  useEffect(() => {
    void loadMemberInfo();
  }, []);

  if (!info) return <p className="mc-page__note">{t('mc.security.failed')}</p>;
  const date = (iso: string | null, withTime = true) =>
    iso
      ? new Intl.DateTimeFormat(
          i18n.language,
          withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' },
        ).format(new Date(iso))
      : '';
  const score = overview.data ? protectionScore(overview.data) : null;
  return (
    <div className="mc-security" data-testid="mc-security">
      <section className="mc-hero">
        <button
          type="button"
          className="sc-avatar-button"
          onClick={() => setAvatarOpen(true)}
          aria-label={t('security.avatar.title')}
          data-testid="sc-avatar-button"
        >
          <Avatar info={info} />
          <span className="sc-avatar-button__badge" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2.2">
              <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" strokeLinejoin="round" />
            </svg>
          </span>
        </button>
        <div className="mc-hero__text">
          <p className="mc-hero__greeting">{t('mc.security.greeting', { name: info.nickname || info.account })}</p>
          {info.nickname ? <p className="mc-hero__account">{info.account}</p> : null}
          <div className="mc-hero__badges">
            <span className="mc-badge mc-badge--primary">{t(typeKey(info.type))}</span>
            {info.clubLabel ? <span className="mc-badge">{info.clubLabel.labelName}</span> : null}
            <span className="mc-badge">{info.currency}</span>
          </div>
        </div>
        {score !== null ? (
          <div className="sc-score" data-testid="sc-score">
            <span className="sc-score__label">{t('security.score.label')}</span>
            <span className="sc-score__bar" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <span key={i} className={i < score ? 'sc-score__seg sc-score__seg--on' : 'sc-score__seg'} />
              ))}
            </span>
            <strong>
              {t(score >= 4 ? 'security.score.high' : score >= 3 ? 'security.score.medium' : 'security.score.low')}
            </strong>
          </div>
        ) : null}
      </section>
      <div className="mc-grid">
        <section className="mc-card">
          <h3 className="mc-card__title">{t('mc.security.profile')}</h3>
          <dl className="mc-card__list">
            <Row label={t('mc.security.account')} testId="mc-account">
              {info.account}
            </Row>
            <Row label={t('mc.security.nickname')}>
              <NicknameEditor nickname={info.nickname} />
            </Row>
            <Row label={t('mc.security.currency')}>{info.currency}</Row>
            <Row label={t('mc.security.member_since')}>{date(info.createdAt)}</Row>
            <Row label={t('mc.security.last_login')}>
              {info.lastLoginAt ? date(info.lastLoginAt) : t('mc.security.first_login')}
            </Row>
          </dl>
          <h3 className="mc-card__title mc-card__title--spaced">{t('mc.security.labels')}</h3>
          {info.memberLabel.length > 0 ? (
            <ul className="mc-labels">
              {info.memberLabel.map((label) => (
                <li key={label.labelName} className="mc-badge">
                  {label.labelName}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mc-page__note">{t('mc.security.no_labels')}</p>
          )}
        </section>
        <ProtectionCard overview={overview.data} />
        <TrustedIpsCard />
        <LoginHistoryCard />
      </div>
      {avatarOpen ? <AvatarDialog current={info.avatar} onClose={() => setAvatarOpen(false)} /> : null}
    </div>
  );
}

function Avatar({ info }: { info: MemberInfo }) {
  if (isImageUrl(info.avatar)) {
    return <img className="mc-hero__avatar" src={info.avatar} alt="" width={72} height={72} />;
  }
  return (
    <span className="mc-hero__avatar mc-hero__avatar--initial" aria-hidden="true">
      {(info.nickname || info.account).slice(0, 1).toUpperCase()}
    </span>
  );
}
