import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal.js';
import { DatasetValidationError } from '../errors.js';
import { assembleDataset, type DatasetHeader, serializeDataset } from './assemble-dataset.js';
import type { ImportedRow } from './imported-row.js';

const header: DatasetHeader = {
  datasetId: 'test-set',
  datasetVersion: '1',
  title: 'Test',
  publisher: 'Test',
  source: 'Test',
  sourceUrl: 'https://example.org/',
  license: 'CC0',
  generatedBy: 'test',
};
const row = (subcategory: string, factor: string | null, extra: Partial<ImportedRow> = {}): ImportedRow => ({
  category: 'waste',
  subcategory,
  unit: 't',
  region: 'GB',
  factor: factor === null ? null : toDecimal(factor),
  gwpSet: factor === null ? null : 'AR5',
  gwpTimeframe: factor === null ? null : '100yr',
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  notes: `row ${subcategory}`,
  ...extra,
});

describe('assembleDataset', () => {
  it('sorts rows and writes decimals as exact strings', () => {
    const ds = assembleDataset(header, [row('b.landfilled', '0.1'), row('a.landfilled', '1e-7')]);
    expect(ds.factors.map((f) => [f.subcategory, f.factor, f.status])).toEqual([
      ['a.landfilled', '0.0000001', 'confirmed'],
      ['b.landfilled', '0.1', 'confirmed'],
    ]);
    expect(serializeDataset(ds).endsWith('\n')).toBe(true);
  });

  it('refuses two rows with the same key, naming both', () => {
    const attempt = () =>
      assembleDataset(header, [row('a.landfilled', '1'), row('a.landfilled', '2', { unit: 'kg' })]);
    expect(attempt).toThrow(DatasetValidationError);
    expect(attempt).toThrow(/row 2 subcategory: same key as row 1: waste\|a\.landfilled\|GB\|2025-01-01/);
  });

  it('refuses rows the schema rejects, and an empty dataset', () => {
    expect(() => assembleDataset(header, [row('a.landfilled', null)])).toThrow(
      /a factor needs a CO2e value, gas masses, or both/,
    );
    expect(() => assembleDataset(header, [])).toThrow(/the source yielded no factor rows/);
  });
});
