import { describe, expect, it } from 'vitest';
import { importCustomCsv } from './custom-csv.js';
import { importCustomJson } from './custom-import.js';
import { DatasetValidationError, type RowIssue } from './errors.js';

const header = {
  datasetId: 'acme-suppliers',
  datasetVersion: '2025-1',
  title: 'ACME supplier factors',
  source: 'ACME supplier survey 2025',
  sourceUrl: 'https://example.org/acme',
};
const COLS =
  'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom,effectiveTo,source,sourceUrl,notes,gas:CO2,gas:CH4';

function issuesOf(fn: () => unknown): RowIssue[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof DatasetValidationError) return [...error.issues];
    throw error;
  }
  throw new Error('expected DatasetValidationError');
}

describe('importCustomCsv', () => {
  it('reads CO2e and gas-level rows', () => {
    const csv = [
      COLS,
      'electricity,supplier_green,0.012,kWh,DE,AR5,100yr,2025-01-01,,,,PPA contract,,',
      'stationary_combustion,biogas,,MWh, DE ,,,2025-01-01,2025-12-31,lab report,https://example.org/lab,,0.5,0.001',
    ].join('\n');
    const ds = importCustomCsv(csv, header);
    expect(ds).toMatchObject({
      datasetId: 'acme-suppliers',
      publisher: 'not stated',
      generatedBy: 'importCustomCsv',
    });
    expect(ds.factors[0]).toMatchObject({
      subcategory: 'supplier_green',
      gwpSet: 'AR5',
      effectiveTo: null,
      source: header.source,
      notes: 'PPA contract',
    });
    expect(ds.factors[0]?.factor?.toFixed()).toBe('0.012');
    expect(ds.factors[1]).toMatchObject({
      factor: null,
      region: 'DE',
      effectiveTo: '2025-12-31',
      source: 'lab report',
    });
    expect(ds.factors[1]?.gases?.CH4?.toFixed()).toBe('0.001');
  });

  it('reports every bad row with its spreadsheet row number and column, and returns nothing', () => {
    const csv = [
      COLS,
      'electricity,a,0.1,kWh,DE,AR5,100yr,2025-01-01,,,,,,', // row 2 fine
      'electricity,b,0.1,kWhs,DE,AR5,100yr,2025-01-01,,,,,,', // row 3 unknown unit
      'electricity,c,-0.1,kWh,DE,AR5,100yr,2025-01-01,,,,,,', // row 4 negative
      'electricity,d,0.1,kWh,DE,AR5,100yr,2025-02-30,,,,,,', // row 5 bad date
      'electricity,e,=1+2,kWh,DE,AR5,100yr,2025-01-01,,,,,,', // row 6 formula
      '', // row 7 empty, skipped
      'electricity,a,0.2,kWh,DE,AR5,100yr,2025-01-01,,,,,,', // row 8 duplicate of row 2
      'stationary_combustion,f,,kg,DE,,,2025-01-01,,,,,"1,5",', // row 9 thousands separator in a gas cell
    ].join('\n');
    const issues = issuesOf(() => importCustomCsv(csv, header));
    expect(issues.map((i) => [i.row, i.field])).toEqual([
      [3, 'unit'],
      [4, 'factor'],
      [5, 'effectiveFrom'],
      [6, 'factor'],
      [8, '*'],
      [9, 'gas:CO2'],
    ]);
    expect(issues.find((i) => i.row === 6)?.reason).toMatch(/formula/);
    expect(issues.find((i) => i.row === 8)?.reason).toMatch(/row 2/);
  });

  it("reads an optional relativeU95 column (the publisher's uncertainty); an empty cell leaves it out", () => {
    const csv = [
      'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom,relativeU95',
      'electricity,supplier_green,0.012,kWh,DE,AR5,100yr,2025-01-01,0.05',
      'electricity,supplier_grey,0.4,kWh,DE,AR5,100yr,2025-01-01,',
    ].join('\n');
    const ds = importCustomCsv(csv, header);
    expect(ds.factors[0]?.relativeU95?.toFixed()).toBe('0.05');
    expect(ds.factors[1]).not.toHaveProperty('relativeU95');
    const bad = csv
      .replace(',0.05', ',-0.05')
      .replace('0.4,kWh,DE,AR5,100yr,2025-01-01,', '0.4,kWh,DE,AR5,100yr,2025-01-01,ten');
    expect(issuesOf(() => importCustomCsv(bad, header))).toEqual([
      { row: 2, field: 'relativeU95', reason: expect.any(String) },
      { row: 3, field: 'relativeU95', reason: expect.stringContaining('not a decimal number') },
    ]);
  });

  it('reports missing and unknown columns on row 1', () => {
    const issues = issuesOf(() =>
      importCustomCsv('category,subcategory,factor,unit,colour\nx,y,1,kWh,red', header),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { row: 1, field: 'colour', reason: 'unknown column' },
        { row: 1, field: 'region', reason: 'missing column' },
        { row: 1, field: 'effectiveFrom', reason: 'missing column' },
        { row: 1, field: 'gwpSet', reason: expect.any(String) },
      ]),
    );
  });

  it('reports a CSV syntax error with its line', () => {
    const issues = issuesOf(() => importCustomCsv(`${COLS}\n"unclosed,a`, header));
    expect(issues[0]).toMatchObject({ field: '*' });
  });
});

describe('importCustomJson', () => {
  const row = {
    category: 'electricity',
    subcategory: 'supplier',
    factor: '0.2',
    unit: 'kWh',
    region: 'FR',
    gwpSet: 'AR6',
    gwpTimeframe: '100yr',
    effectiveFrom: '2025-01-01',
    effectiveTo: null,
  };

  it('accepts a dataset object or an array of rows with a header', () => {
    expect(importCustomJson({ ...header, factors: [row] }).factors[0]?.datasetId).toBe('acme-suppliers');
    expect(importCustomJson([row, { ...row, region: 'DE' }], header).factors).toHaveLength(2);
  });

  it('reports every bad row, 1-based', () => {
    const issues = issuesOf(() =>
      importCustomJson([row, { ...row, region: 'de' }, { ...row, unit: 'parsec' }], header),
    );
    expect(issues.map((i) => [i.row, i.field])).toEqual([
      [2, 'region'],
      [3, 'unit'],
    ]);
  });

  it('needs a header for an array', () => {
    expect(issuesOf(() => importCustomJson([row]))[0]).toMatchObject({ row: 0 });
  });
});
