import { useTranslation } from 'react-i18next';

/** Previous / page x of y / next. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="rk-pager" aria-label={t('records.pages')} data-testid="rc-pager">
      <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('records.previous')}
      </button>
      <span aria-live="polite">{t('records.page_of', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('records.next')}
      </button>
    </nav>
  );
}
