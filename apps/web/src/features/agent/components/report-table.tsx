import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { RecordFailed, type RecordQuery } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export interface ReportColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  num?: boolean;
  /** The phone card's first line: `head` on the left, `tail` on the right. */
  role?: 'head' | 'tail';
}

export const PAGER_KEYS = {
  label: 'bets.pages',
  previous: 'bets.previous',
  next: 'bets.next',
  pageOf: 'bets.page_of',
};

/**
 * A paged report card: skeleton while loading, the failure with a retry, the designed empty
 * state, the table (cards in a narrow container, agent-reports.css) with an optional totals row, and the pager.
 */
export function ReportTable<R, T extends { list: readonly R[]; total: number }>(props: {
  query: RecordQuery<T>;
  columns: readonly ReportColumn<R>[];
  rowKey: (row: R) => string;
  totals?: (data: T) => Partial<Record<string, ReactNode>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  testId: string;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const { query, columns } = props;
  const data = query.data;
  const totals = data && props.totals ? props.totals(data) : null;
  return (
    <section
      className={`rk-card ag-report${query.isPlaceholderData ? ' rk-card--stale' : ''}`}
      aria-busy={query.isFetching}
    >
      {query.isError && !data ? (
        <RecordFailed error={query.error} failed="agentCentre.failed" retry="common.retry" onRetry={query.refetch} />
      ) : !data ? (
        <div className="rk-skeletons" data-testid={`${props.testId}-loading`}>
          <Skeleton className="rk-row-skeleton" count={6} />
        </div>
      ) : data.list.length === 0 ? (
        <EmptyState
          compact
          title={t('agentCentre.empty_title')}
          text={props.emptyText ?? t('agentCentre.empty_text')}
        />
      ) : (
        <div className="ag-table-box">
          <table className="rk-table rk-table--plain ag-table" data-testid={`${props.testId}-table`}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={c.num ? 'rk-num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={props.rowKey(row)} data-testid={`${props.testId}-row`}>
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      data-label={c.label}
                      className={
                        [c.num ? 'rk-num' : '', c.role ? `ag-cell--${c.role}` : ''].join(' ').trim() || undefined
                      }
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {totals ? (
              <tfoot>
                <tr className="ag-totals" data-testid={`${props.testId}-totals`}>
                  {columns.map((c, i) => (
                    <td key={c.key} data-label={c.label} className={c.num ? 'rk-num' : undefined}>
                      {i === 0 ? <strong>{t('agentCentre.totals')}</strong> : (totals[c.key] ?? null)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
      {data ? (
        <Pager
          page={props.page}
          total={data.total}
          pageSize={props.pageSize}
          onPage={props.onPage}
          keys={PAGER_KEYS}
          testId={`${props.testId}-pager`}
        />
      ) : null}
    </section>
  );
}

/** The export button: busy while the pages are fetched, the failure's text below it. */
export function ExportButton(props: { onExport: () => Promise<void>; busy: boolean; error: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="ag-export">
      <button
        type="button"
        className="btn btn--outline btn--sm"
        onClick={() => void props.onExport()}
        disabled={props.busy}
        data-testid="ag-export"
      >
        {props.busy ? t('agentCentre.exporting') : t('agentCentre.export_csv')}
      </button>
      {props.error ? (
        <span className="rk-error" role="alert">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
