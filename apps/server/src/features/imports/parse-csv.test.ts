import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseActivityCsv } from './parse-csv.js';
import { parseActivityJson } from './parse-json.js';

const HEADER = 'category,quantity,unit,periodStart,periodEnd';

describe('parseActivityCsv', () => {
  it('reads rows with their lines, attributes from both kinds of column, and a BOM', async () => {
    const text = `\uFEFF${HEADER},attr.fuel,attributes\n\n a , 1.5 ,kWh,2025-01-01,2025-01-31,gas,"{""n"":2}"\nb,2,"k\nWh",2025-01-01,2025-01-31,,\nc,3,l,2025-01-01,2025-01-31,,\n`;
    const parsed = await parseActivityCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((r) => [r.row, r.line])).toEqual([
      [1, 3],
      [2, 4],
      [3, 6],
    ]);
    expect(parsed.rows[0]?.fields).toEqual({
      category: 'a',
      quantity: '1.5',
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      attributes: { fuel: 'gas', n: 2 },
    });
    expect(parsed.rows[1]?.fields).not.toHaveProperty('attributes');
  });

  it('reads a stream the same as a string', async () => {
    const text = `${HEADER}\na,1,kWh,2025-01-01,2025-01-31\n`;
    const fromStream = await parseActivityCsv(Readable.from([text.slice(0, 20), text.slice(20)]));
    expect(fromStream).toEqual(await parseActivityCsv(text));
  });

  it('reports header problems, bad cells and broken quoting, each with its line', async () => {
    const header = await parseActivityCsv('category,quantity,quantity,colour,attr.\n');
    expect(header.errors.map((e) => [e.row, e.line, e.field, e.code])).toEqual([
      [0, 1, 'quantity', 'duplicate_column'],
      [0, 1, 'colour', 'unknown_column'],
      [0, 1, 'attr.', 'unknown_column'],
      [0, 1, 'unit', 'missing_column'],
      [0, 1, 'periodStart', 'missing_column'],
      [0, 1, 'periodEnd', 'missing_column'],
    ]);
    const cells = await parseActivityCsv(
      `${HEADER},attr.fuel,attributes\na,1,kWh,2025-01-01,2025-01-31,,{nope\nb,1,kWh,2025-01-01,2025-01-31,,[1]\nc,1,kWh,2025-01-01,2025-01-31,gas,"{""fuel"":""oil""}"\nd,1,kWh,2025-01-01,2025-01-31,,,extra\n`,
    );
    expect(cells.errors.map((e) => [e.row, e.line, e.field, e.code])).toEqual([
      [1, 2, 'attributes', 'invalid_json'],
      [2, 3, 'attributes', 'invalid_type'],
      [3, 4, 'attr.fuel', 'duplicate_attribute'],
      [4, 5, '(row)', 'too_many_cells'],
    ]);
    const quoting = await parseActivityCsv(
      `${HEADER}\na,1,kWh,2025-01-01,2025-01-31\nb,"1,kWh,2025-01-01,2025-01-31\n`,
    );
    expect(quoting.errors).toMatchObject([{ row: 2, field: '(row)', code: 'invalid_csv' }]);
    expect((await parseActivityCsv('')).errors).toMatchObject([{ row: 0, code: 'empty_file' }]);
  });
});

describe('parseActivityJson', () => {
  it('takes an array or { rows } and reports other shapes and non-object rows', () => {
    expect(parseActivityJson([{ a: 1 }]).rows).toEqual([{ row: 1, fields: { a: 1 } }]);
    expect(parseActivityJson({ rows: [{ a: 1 }] }).rows).toEqual([{ row: 1, fields: { a: 1 } }]);
    expect(parseActivityJson({ rows: [1, null, [], { a: 1 }] }).errors.map((e) => e.row)).toEqual([1, 2, 3]);
    expect(parseActivityJson({ rows: [], more: 1 }).errors).toMatchObject([
      { row: 0, field: 'more', code: 'unknown_field' },
    ]);
    expect(parseActivityJson('rows').errors).toMatchObject([{ row: 0, code: 'invalid_type' }]);
  });
});
