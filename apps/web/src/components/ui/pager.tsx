import { useTranslation } from 'react-i18next';

/** The i18n keys of a pager; `pageOf` gets `{ page, pages }`. */
export interface PagerKeys {
  /** Names the pager as a navigation landmark; without it the pager is a plain group of buttons. */
  label?: string;
  previous: string;
  next: string;
  pageOf: string;
}

interface PagerProps {
  page: number;
  /** Rows in all pages and rows a page: nothing is shown while everything fits on one page. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  keys: PagerKeys;
  testId?: string;
  className?: string;
  buttonClassName?: string;
}

/** Pages a list has: at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Previous / page x of y / next under a list that the server pages. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  keys,
  testId,
  className = 'rk-pager',
  buttonClassName = 'btn btn--outline btn--sm',
}: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const Box = keys.label ? 'nav' : 'div';
  return (
    <Box className={className} aria-label={keys.label ? t(keys.label) : undefined} data-testid={testId}>
      <button type="button" className={buttonClassName} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(keys.previous)}
      </button>
      <span aria-live="polite">{t(keys.pageOf, { page, pages })}</span>
      <button type="button" className={buttonClassName} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(keys.next)}
      </button>
    </Box>
  );
}
