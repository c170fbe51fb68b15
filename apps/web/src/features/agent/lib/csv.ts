/**
 * Client-side CSV export of the agent reports: every page is fetched with the largest page size
 * the server allows, then the rows are written with RFC 4180 quoting (a field with a comma, a
 * quote or a line break is quoted, quotes doubled), CRLF line ends and a BOM so spreadsheets read
 * UTF-8. A text cell starting with = + - @ is prefixed with ' (no formula injection).
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
  /** Free text from users (names, remarks): guarded against formula injection. */
  text?: boolean;
}

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: string, text = false): string {
  const safe = text && FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text: a header line, one line per row, then the totals line when given. */
export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], totals?: readonly string[]): string {
  const line = (cells: readonly string[]) => cells.join(',');
  const lines = [line(columns.map((c) => csvField(c.header)))];
  for (const row of rows) lines.push(line(columns.map((c) => csvField(c.value(row), c.text))));
  if (totals) lines.push(line(columns.map((_, i) => csvField(totals[i] ?? ''))));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The most pages an export asks for (500 rows each): a runaway total cannot loop for ever. */
export const MAX_EXPORT_PAGES = 200;

/** Every row of a paged report, page after page, until `total` rows have come. */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<{ list: readonly T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
    const answer = await fetchPage(page);
    rows.push(...answer.list);
    if (answer.list.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}

/** Offers the CSV text as a download named `name`. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Minor units as a plain decimal for a spreadsheet ("-123456", 2 → "-1234.56"), no grouping or symbol. */
export function plainAmount(minor: string, exponent: number): string {
  if (!/^-?\d+$/.test(minor)) return '';
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(exponent + 1, '0');
  const whole = exponent > 0 ? digits.slice(0, -exponent) : digits;
  const fraction = exponent > 0 ? `.${digits.slice(-exponent)}` : '';
  return `${negative ? '-' : ''}${whole.replace(/^0+(?=\d)/, '')}${fraction}`;
}
