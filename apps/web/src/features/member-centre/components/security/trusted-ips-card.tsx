import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTrustedIpRemove, useTrustedIps } from '../../api/security-queries.ts';
import { FormError } from '../../../../components/ui/field.tsx';
import { useErrorText } from '../../../../lib/errors.ts';
import { formatDateTime } from './format.ts';

/** IPs from which sign-in needs no second factor; the member may forget any of them. */
export function TrustedIpsCard() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText({ rules: 'security.rule' });
  const query = useTrustedIps();
  const remove = useTrustedIpRemove();
  const list = query.data?.list;
  return (
    <section className="mc-card sc-card" data-testid="sc-trusted-ips">
      <h3 className="mc-card__title">{t('security.trusted.title')}</h3>
      <p className="sc-card__intro">{t('security.trusted.intro')}</p>
      {!list ? (
        <Skeleton className="sc-row-skeleton" count={2} />
      ) : list.length === 0 ? (
        <p className="sc-empty">{t('security.trusted.empty')}</p>
      ) : (
        <ul className="sc-ips">
          {list.map((entry) => (
            <li key={entry.ip} className="sc-ips__item">
              <span className="sc-ips__icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="18" height="18">
                  <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  <path d="M8 20h8M12 16v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </span>
              <span className="sc-ips__text">
                <span className="sc-ips__ip" dir="ltr">
                  {entry.ip}
                  {entry.current ? (
                    <span className="mc-badge sc-badge--ok">{t('security.trusted.current')}</span>
                  ) : null}
                </span>
                <span className="sc-ips__meta">
                  {t(`security.trusted.method_${entry.method}`, { defaultValue: entry.method })} ·{' '}
                  {t('security.trusted.last_used', { time: formatDateTime(i18n.language, entry.lastUsedAt) })}
                </span>
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(entry.ip)}
              >
                {t('security.trusted.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormError text={errorText(remove.error ?? query.error)} testId="sc-form-error" />
    </section>
  );
}
