import { describe, expect, it } from 'vitest';
import { guessMapping } from './fields';
import { checkRows, type ImportRow } from './rows';

const mapping = guessMapping([
  'category',
  'quantity',
  'unit',
  'periodStart',
  'periodEnd',
  'data_type',
  'quality_score',
]);
const row = (n: number, extra: Record<string, string>): ImportRow => ({
  row: n,
  at: n + 1,
  fields: {
    category: 'scope3.purchased_goods',
    quantity: '1200',
    unit: 'USD',
    periodStart: '2025-01-01',
    periodEnd: '2025-01-31',
    ...extra,
  },
  attributes: {},
});

describe('checkRows: data type and quality score', () => {
  it('accepts the API data types and scores 1–5, and names each bad cell by row and field', () => {
    const issues = checkRows(
      [
        row(1, { dataType: 'spend_based', qualityScore: '4' }),
        row(2, { dataType: 'spend based', qualityScore: '0' }),
        row(3, { qualityScore: '2.5' }),
        row(4, {}),
      ],
      mapping,
      undefined,
    );
    expect(issues).toEqual([
      { row: 2, field: 'dataType', code: 'invalid_data_type' },
      { row: 2, field: 'qualityScore', code: 'invalid_score' },
      { row: 3, field: 'qualityScore', code: 'invalid_score' },
    ]);
  });
});
