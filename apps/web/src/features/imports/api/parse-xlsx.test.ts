import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { parseXlsxFile } from './parse-xlsx';

describe('parseXlsxFile', () => {
  it('reads numbers as their decimal text and dates as ISO dates, with spreadsheet row numbers', async () => {
    const blob = await writeXlsxFile([
      [{ value: 'category' }, { value: 'quantity' }, { value: 'unit' }, { value: 'periodStart' }],
      [
        { value: 'scope1.stationary_combustion' },
        { value: 0.1 + 0.2 },
        { value: 'kWh' },
        { value: new Date(Date.UTC(2025, 0, 1)), format: 'yyyy-mm-dd' },
      ],
      [null, null, null, null],
      [{ value: 'b' }, { value: 1500.25 }, { value: 'l' }, { value: '2025-02-01' }],
    ]).toBlob();
    const file = await parseXlsxFile(Object.assign(blob, { name: 'a.xlsx' }));
    expect(file.headers).toEqual(['category', 'quantity', 'unit', 'periodStart']);
    expect(file.rows).toEqual([
      { at: 2, cells: ['scope1.stationary_combustion', '0.3', 'kWh', '2025-01-01'] },
      { at: 4, cells: ['b', '1500.25', 'l', '2025-02-01'] },
    ]);
  });
});
