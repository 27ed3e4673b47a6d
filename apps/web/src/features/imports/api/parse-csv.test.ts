import { describe, expect, it } from 'vitest';
import { parseCsvText } from './parse-csv';

describe('parseCsvText', () => {
  it('reads the header and rows with the line each starts on, as text', async () => {
    const text =
      '\uFEFFcategory,quantity,unit,note\n\n a ,0.1000000000000000055511151231257827,kWh,"two\nlines"\nb,12345678901234567890.5,l,\n\n';
    const progress: number[] = [];
    const file = await parseCsvText(text, 'a.csv', (p) => progress.push(p));
    expect(file.headers).toEqual(['category', 'quantity', 'unit', 'note']);
    expect(file.rows).toEqual([
      { at: 3, cells: ['a', '0.1000000000000000055511151231257827', 'kWh', 'two\nlines'] },
      { at: 5, cells: ['b', '12345678901234567890.5', 'l', ''] },
    ]);
    expect(file.problems).toEqual([]);
    expect(progress.at(-1)).toBe(1);
  });

  it('detects a semicolon delimiter and reports progress chunk by chunk on a large file', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `c;${i}.5;kWh;2025-01-01;2025-01-31`);
    const text = `category;quantity;unit;periodStart;periodEnd\n${rows.join('\n')}\n`;
    const progress: number[] = [];
    const file = await parseCsvText(text, 'big.csv', (p) => progress.push(p));
    expect(file.rows).toHaveLength(20_000);
    expect(file.rows[19_999]).toEqual({
      at: 20_001,
      cells: ['c', '19999.5', 'kWh', '2025-01-01', '2025-01-31'],
    });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });
});
