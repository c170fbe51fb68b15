import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RecordTime } from '../../../components/ui/record-cells.tsx';
import { RecordFailed } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAgentAnnouncements } from '../api/agent-queries.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';

/** Agent announcements: the list (newest first) beside the chosen one's full text. */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const { timeZone } = useAgentFormat();
  const query = useAgentAnnouncements();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = query.data;
  if (query.isError && !list) {
    return (
      <RecordFailed card error={query.error} failed="agentCentre.failed" retry="common.retry" onRetry={query.refetch} />
    );
  }
  if (!list) {
    return (
      <div className="rk-card rk-skeletons" data-testid="ag-news-loading">
        <Skeleton className="rk-row-skeleton" count={4} />
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <section className="rk-card">
        <EmptyState title={t('agentCentre.news.empty_title')} text={t('agentCentre.news.empty')} />
      </section>
    );
  }
  const open = list.find((a) => a.id === chosen) ?? null;
  return (
    <div className={`ag-news${open ? ' ag-news--open' : ''}`} data-testid="ag-news">
      <ul className="rk-card ag-news__list">
        {list.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className={`ag-news__item${a.id === open?.id ? ' ag-news__item--on' : ''}`}
              aria-pressed={a.id === open?.id}
              onClick={() => setChosen(a.id)}
              data-testid="ag-news-item"
            >
              <strong>{a.title}</strong>
              <small>
                <RecordTime iso={a.publishedAt} timeZone={timeZone} />
              </small>
              <span className="ag-news__excerpt">{a.content}</span>
            </button>
          </li>
        ))}
      </ul>
      <article className="rk-card ag-news__detail" aria-live="polite" data-testid="ag-news-detail">
        {open ? (
          <>
            <button type="button" className="btn btn--ghost btn--sm ag-news__back" onClick={() => setChosen(null)}>
              ← {t('agentCentre.news.back')}
            </button>
            <h3 className="fk-title">{open.title}</h3>
            <p className="ag-muted">
              <RecordTime iso={open.publishedAt} timeZone={timeZone} />
            </p>
            {open.imageUrl ? <img className="ag-news__image" src={open.imageUrl} alt="" loading="lazy" /> : null}
            <p className="ag-news__content">{open.content}</p>
            {open.linkUrl && /^https?:\/\//.test(open.linkUrl) ? (
              <a className="btn btn--outline btn--sm" href={open.linkUrl} target="_blank" rel="noopener noreferrer">
                {t('agentCentre.news.more')}
              </a>
            ) : null}
          </>
        ) : (
          <p className="ag-muted ag-news__hint">{t('agentCentre.news.pick')}</p>
        )}
      </article>
    </div>
  );
}
