import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange, RangePreset } from '../../lib/date-range.ts';
import { errorTextKey } from '../../lib/errors.ts';
import { DateRangePicker } from './date-range-picker.tsx';
import { EmptyState } from './empty-state.tsx';
import { Pager, type PagerKeys } from './pager.tsx';
import { Skeleton } from './skeleton.tsx';

/** A page of records as the server answers it. */
interface RecordList {
  list: readonly unknown[];
  total: number;
}

/** What a record page reads of its query. */
export interface RecordQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface RecordPageKeys {
  /** The i18n namespace of the period filter (see DateRangePicker). */
  ns: string;
  failed: string;
  retry: string;
  empty: string;
  emptyHint: string;
  pager: PagerKeys;
}

interface RecordPageProps<T extends RecordList> {
  className: string;
  testId: string;
  /** The page's own filters, before the period. */
  filters?: ReactNode;
  range: DateRange;
  presets: readonly RangePreset[];
  /** A new period (the page goes back to its first page). */
  onRange: (range: DateRange) => void;
  /** Between the filters and the list (totals). */
  summary?: ReactNode;
  query: RecordQuery<T>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  keys: RecordPageKeys;
  /** Prefix of the filter's and the pager's test ids (`<testIds>-range-7d`, `<testIds>-pager`). */
  testIds: string;
  /** The table of one page's rows. */
  children: (data: T) => ReactNode;
}

/**
 * A member-centre record page (account record, betting record): filters with a period, a summary,
 * then the card with the list, its loading, failed and empty states and the pager.
 */
export function RecordPage<T extends RecordList>(props: RecordPageProps<T>) {
  const { t } = useTranslation();
  const { query, keys } = props;
  const data = query.data;
  return (
    <div className={props.className} data-testid={props.testId}>
      <div className="rk-filters">
        {props.filters}
        <DateRangePicker
          value={props.range}
          onChange={props.onRange}
          presets={props.presets}
          ns={keys.ns}
          testId={props.testIds}
        />
      </div>
      {props.summary}
      <section className={`rk-card${query.isPlaceholderData ? ' rk-card--stale' : ''}`} aria-busy={query.isFetching}>
        {query.isError && !data ? (
          <RecordFailed error={query.error} failed={keys.failed} retry={keys.retry} onRetry={query.refetch} />
        ) : !data ? (
          <div className="rk-skeletons">
            <Skeleton className="rk-row-skeleton" count={6} />
          </div>
        ) : data.list.length === 0 ? (
          <EmptyState compact title={t(keys.empty)} text={t(keys.emptyHint)} />
        ) : (
          <div className="rk-scroll">{props.children(data)}</div>
        )}
        {data ? (
          <Pager
            page={props.page}
            total={data.total}
            pageSize={props.pageSize}
            onPage={props.onPage}
            keys={keys.pager}
            testId={`${props.testIds}-pager`}
          />
        ) : null}
      </section>
    </div>
  );
}

/** A record list that could not be loaded: why (else `failed`) and a retry; `card` when it stands alone. */
export function RecordFailed(props: {
  error: unknown;
  failed: string;
  retry: string;
  onRetry: () => unknown;
  card?: boolean;
}) {
  const { t } = useTranslation();
  const Box = props.card ? 'section' : 'div';
  return (
    <Box className={props.card ? 'rk-card rk-failed' : 'rk-failed'} role="alert">
      <p>{t(errorTextKey(props.error), { defaultValue: t(props.failed) })}</p>
      <button type="button" className="btn btn--outline btn--sm" onClick={() => void props.onRetry()}>
        {t(props.retry)}
      </button>
    </Box>
  );
}
