import { AGENT_REPORT_MAX_DAYS } from '@portal/contract/constants';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import { BET_RANGE_PRESETS, type DateRange } from '../../../lib/date-range.ts';
import { ExportButton } from './report-table.tsx';

/** A report's filters: its own fields, then the period in the platform's calendar and the export. */
export function ReportFilters(props: {
  range: DateRange;
  onRange: (range: DateRange) => void;
  today: () => string;
  /** The CSV export (useCsvExport) shown after the period. */
  exporter?: { run: () => Promise<void>; busy: boolean; error: string | null };
  children?: ReactNode;
  /** Other controls after the period. */
  actions?: ReactNode;
}) {
  return (
    <div className="rk-filters ag-filters">
      {props.children}
      <DateRangePicker
        value={props.range}
        onChange={props.onRange}
        presets={BET_RANGE_PRESETS}
        ns="bets"
        testId="ag"
        today={props.today}
        maxDays={AGENT_REPORT_MAX_DAYS}
      />
      {props.exporter ? (
        <ExportButton onExport={props.exporter.run} busy={props.exporter.busy} error={props.exporter.error} />
      ) : null}
      {props.actions}
    </div>
  );
}

/** A labelled text filter that applies on Enter or when it loses focus. */
export function TextFilter(props: { label: string; value: string; onApply: (v: string) => void; testId: string }) {
  const id = useId();
  return (
    <label className="rk-field" htmlFor={id}>
      <span className="rk-field__label">{props.label}</span>
      <input
        id={id}
        key={props.value}
        className="rk-input ag-input"
        defaultValue={props.value}
        maxLength={64}
        onBlur={(e) => props.onApply(e.target.value.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') props.onApply(e.currentTarget.value.trim());
        }}
        data-testid={props.testId}
      />
    </label>
  );
}

/** A labelled select filter with an "all" option ('' value). */
export function SelectFilter(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className="rk-field" htmlFor={id}>
      <span className="rk-field__label">{props.label}</span>
      <select
        id={id}
        className="rk-input ag-input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      >
        <option value="">{t('agentCentre.all')}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
