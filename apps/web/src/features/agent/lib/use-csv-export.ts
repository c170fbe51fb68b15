import { useState } from 'react';
import { useErrorText } from '../../../lib/errors.ts';
import { buildCsv, downloadCsv, fetchAllPages, type CsvColumn } from './csv.ts';

/**
 * Runs an export: fetches every page (`fetchPage` with the largest page size), builds the CSV
 * with the columns and the totals line and downloads it as `<name>-<from>-<to>.csv`.
 */
export function useCsvExport<T, A extends { list: readonly T[]; total: number }>(opts: {
  name: string;
  columns: readonly CsvColumn<T>[];
  fetchPage: (page: number) => Promise<A>;
  /** The totals line from the first answer and all rows (cells in column order). */
  totals?: (first: A, rows: readonly T[]) => readonly string[];
}) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      let first: A | undefined;
      const rows = await fetchAllPages<T>(async (page) => {
        const answer = await opts.fetchPage(page);
        first ??= answer;
        return answer;
      });
      const totals = first && opts.totals ? opts.totals(first, rows) : undefined;
      downloadCsv(`${opts.name}.csv`, buildCsv(opts.columns, rows, totals));
    } catch (err) {
      setError(errorText(err) ?? null);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}
