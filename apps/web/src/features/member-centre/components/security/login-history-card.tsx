import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../components/ui/pager.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { HISTORY_PAGE_SIZE, useLoginHistory } from '../../api/security-queries.ts';
import { FormError } from '../../../../components/ui/field.tsx';
import { useErrorText } from '../../../../lib/errors.ts';
import { formatDateTime } from './format.ts';

const PAGER_KEYS = {
  label: 'security.history.pages',
  previous: 'security.history.previous',
  next: 'security.history.next',
  pageOf: 'security.history.page_of',
};

/** The member's sign-ins, newest first: time, IP, country, device, method and result, page by page. */
export function LoginHistoryCard() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText({ rules: 'security.rule' });
  const [page, setPage] = useState(1);
  const query = useLoginHistory(page);
  const data = query.data;
  return (
    <section className="mc-card sc-card sc-card--wide" data-testid="sc-login-history">
      <h3 className="mc-card__title">{t('security.history.title')}</h3>
      {!data ? (
        <Skeleton className="sc-row-skeleton" count={4} />
      ) : data.list.length === 0 ? (
        <p className="sc-empty">{t('security.history.empty')}</p>
      ) : (
        <div className="rk-scroll">
          <table className="rk-table rk-table--plain">
            <thead>
              <tr>
                <th scope="col">{t('security.history.time')}</th>
                <th scope="col">{t('security.history.ip')}</th>
                <th scope="col">{t('security.history.country')}</th>
                <th scope="col">{t('security.history.device')}</th>
                <th scope="col">{t('security.history.result')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((entry, i) => (
                <tr key={`${entry.at}-${i}`}>
                  <td>{formatDateTime(i18n.language, entry.at)}</td>
                  <td dir="ltr">{entry.ip}</td>
                  <td>{entry.countryCode ?? '—'}</td>
                  <td>{entry.device === 'Unknown' ? t('security.history.unknown_device') : entry.device}</td>
                  <td>
                    <span className={`sc-status ${entry.success ? 'sc-status--ok' : 'sc-status--bad'}`}>
                      {entry.success ? t('security.history.success') : t('security.history.failed')}
                    </span>
                    <span className="sc-table__method">
                      {t(`security.history.method_${entry.method}`, { defaultValue: entry.method })}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data ? (
        <Pager page={page} total={data.total} pageSize={HISTORY_PAGE_SIZE} onPage={setPage} keys={PAGER_KEYS} />
      ) : null}
      <FormError text={errorText(query.error)} testId="sc-form-error" />
    </section>
  );
}
