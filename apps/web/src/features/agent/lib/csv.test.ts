import { describe, expect, it, vi } from 'vitest';
import { buildCsv, csvField, fetchAllPages, plainAmount, type CsvColumn } from './csv.ts';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, and guards formulas in text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)', true)).toBe("'=SUM(A1)");
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('+1,5', true)).toBe(`"'+1,5"`);
  });

  it('writes a BOM, the header, the rows and the totals line with CRLF ends', () => {
    type Row = { name: string; amount: string };
    const columns: CsvColumn<Row>[] = [
      { header: 'User, name', value: (r) => r.name, text: true },
      { header: 'Amount', value: (r) => r.amount },
    ];
    const csv = buildCsv(
      columns,
      [
        { name: 'ann', amount: '10.00' },
        { name: '@bob', amount: '-2.50' },
      ],
      ['Total', '7.50'],
    );
    expect(csv).toBe('\uFEFF"User, name",Amount\r\nann,10.00\r\n\'@bob,-2.50\r\nTotal,7.50\r\n');
    expect(buildCsv(columns, [])).toBe('\uFEFF"User, name",Amount\r\n');
  });

  it('writes minor units as plain decimals', () => {
    expect(plainAmount('123456', 2)).toBe('1234.56');
    expect(plainAmount('-5', 2)).toBe('-0.05');
    expect(plainAmount('0', 2)).toBe('0.00');
    expect(plainAmount('1234567', 0)).toBe('1234567');
    expect(plainAmount('12345678901234567890', 3)).toBe('12345678901234567.890');
    expect(plainAmount('x', 2)).toBe('');
  });

  it('fetches pages until every row has come', async () => {
    const fetchPage = vi.fn(async (page: number) => ({
      list: page < 3 ? [page * 10, page * 10 + 1] : [30],
      total: 5,
    }));
    expect(await fetchAllPages(fetchPage)).toEqual([10, 11, 20, 21, 30]);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    const empty = vi.fn(async () => ({ list: [], total: 99 }));
    expect(await fetchAllPages(empty)).toEqual([]);
    expect(empty).toHaveBeenCalledTimes(1);
  });
});
