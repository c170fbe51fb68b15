import { AGENT_REPORT_MAX_DAYS } from '@portal/contract/constants';
import { useState } from 'react';
import { isValidRange, presetRangeOn, type DateRange, type RangePreset } from '../../../lib/date-range.ts';

/**
 * A report page's state: the period (presets end on the platform's today), its own filters and
 * the page; a new period or filter goes back to the first page.
 */
export function useReportState<F extends object>(preset: RangePreset, today: () => string, initial: F) {
  const [range, setRangeState] = useState<DateRange>(() => presetRangeOn(preset, today()));
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const setRange = (next: DateRange) => {
    setRangeState(next);
    setPage(1);
  };
  const setFilter = (patch: Partial<F>) => {
    setFilters((v) => ({ ...v, ...patch }));
    setPage(1);
  };
  return { range, setRange, filters, setFilter, page, setPage, valid: isValidRange(range, AGENT_REPORT_MAX_DAYS) };
}
