import type { MemberInfo } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './security-center.css';
import { AGENT_CENTRE_TYPES, TRIAL_TYPE, loadMemberInfo, useSessionStore } from '../../../lib/session-store.ts';

function typeKey(type: number): string {
  if (type === TRIAL_TYPE) return 'mc.security.type_trial';
  return AGENT_CENTRE_TYPES.includes(type) ? 'mc.security.type_agent' : 'mc.security.type_member';
}

const isImageUrl = (value: string | null): value is string => !!value && /^(https?:\/\/|\/)/.test(value);

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="mc-card__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** My account (securityCenter): the member info the server holds, nothing invented. */
export function SecurityCenter() {
  const { t, i18n } = useTranslation();
  const info = useSessionStore((s) => s.memberInfo);

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
  const notSet = t('mc.security.not_set');
  return (
    <div className="mc-security" data-testid="mc-security">
      <section className="mc-hero">
        <Avatar info={info} />
        <div className="mc-hero__text">
          <p className="mc-hero__greeting">{t('mc.security.greeting', { name: info.nickname || info.account })}</p>
          {info.nickname ? <p className="mc-hero__account">{info.account}</p> : null}
          <div className="mc-hero__badges">
            <span className="mc-badge mc-badge--primary">{t(typeKey(info.type))}</span>
            {info.clubLabel ? <span className="mc-badge">{info.clubLabel.labelName}</span> : null}
            <span className="mc-badge">{info.currency}</span>
          </div>
        </div>
        <p className="mc-hero__since">
          {t('mc.security.member_since')}
          <strong>{date(info.createdAt, false)}</strong>
        </p>
      </section>
      <div className="mc-grid">
        <section className="mc-card">
          <h3 className="mc-card__title">{t('mc.security.profile')}</h3>
          <dl className="mc-card__list">
            <Row label={t('mc.security.account')} value={info.account} testId="mc-account" />
            <Row label={t('mc.security.nickname')} value={info.nickname || notSet} />
            <Row label={t('mc.security.currency')} value={info.currency} />
            <Row label={t('mc.security.member_since')} value={date(info.createdAt)} />
            <Row
              label={t('mc.security.last_login')}
              value={info.lastLoginAt ? date(info.lastLoginAt) : t('mc.security.first_login')}
            />
          </dl>
        </section>
        <section className="mc-card">
          <h3 className="mc-card__title">{t('mc.security.contact')}</h3>
          <dl className="mc-card__list">
            <Row label={t('mc.security.mobile')} value={info.mobileNum || notSet} />
            <Row label={t('mc.security.email')} value={info.email || notSet} />
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
      </div>
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
