import { describe, expect, it } from 'vitest';
import { findCollisions } from './collisions.js';
import { parseDataset } from './dataset.js';
import { DatasetValidationError, type RowIssue } from './errors.js';

const header = {
  datasetId: 'demo',
  datasetVersion: '2024',
  title: 'Demo',
  publisher: 'Demo publisher',
  source: 'Demo source, table 1',
  sourceUrl: 'https://example.org/demo',
  license: 'CC0-1.0',
  generatedBy: 'transcribed',
};
const row = {
  category: 'electricity',
  subcategory: 'grid_average',
  factor: '0.5',
  unit: 'kWh',
  region: 'DE',
  gwpSet: 'AR5',
  gwpTimeframe: '100yr',
  effectiveFrom: '2024-01-01',
  effectiveTo: null,
};

function issuesOf(json: unknown): RowIssue[] {
  try {
    parseDataset(json);
  } catch (error) {
    if (error instanceof DatasetValidationError) return [...error.issues];
    throw error;
  }
  throw new Error('expected DatasetValidationError');
}

describe('parseDataset', () => {
  it('fills source, sourceUrl, dataset id and version into rows and normalises unit aliases', () => {
    const ds = parseDataset({
      ...header,
      factors: [
        { ...row, unit: 'kwh' },
        { ...row, region: 'FR', source: 'own' },
      ],
    });
    expect(ds.factors[0]).toMatchObject({
      datasetId: 'demo',
      datasetVersion: '2024',
      source: header.source,
      sourceUrl: header.sourceUrl,
      unit: 'kWh',
    });
    expect(ds.factors[1]?.source).toBe('own');
    expect(ds.factors[0]?.factor?.toFixed()).toBe('0.5');
    expect(Object.isFrozen(ds.factors[0])).toBe(true);
    expect(ds).toMatchObject({ title: 'Demo', license: 'CC0-1.0' });
  });

  it('lists every bad row with 1-based row number, field and reason, and returns nothing', () => {
    const issues = issuesOf({
      ...header,
      factors: [
        row,
        { ...row, region: 'GB', unit: 'kWhh' },
        { ...row, region: 'FR', factor: '-1' },
        { ...row, region: 'ES', effectiveFrom: '2024-13-01' },
        { ...row, region: 'NL', gases: { 'bad gas': '1' } },
        { ...row, region: 'PL', colour: 'red' },
        { ...row, region: 'IT', gwpSet: null },
      ],
    });
    expect(issues.map((i) => [i.row, i.field])).toEqual([
      [2, 'unit'],
      [3, 'factor'],
      [4, 'effectiveFrom'],
      [5, 'gases.bad gas'],
      [6, 'colour'],
      [7, 'gwpSet'],
    ]);
  });

  it('reports colliding rows against the first', () => {
    const issues = issuesOf({
      ...header,
      factors: [row, { ...row, factor: '0.6' }, { ...row, region: 'FR' }],
    });
    expect(issues).toEqual([{ row: 2, field: '*', reason: expect.stringContaining('duplicate of row 1') }]);
  });

  it('accepts rows that differ only in effective dates', () => {
    const ds = parseDataset({ ...header, factors: [row, { ...row, effectiveFrom: '2025-01-01' }] });
    expect(ds.factors).toHaveLength(2);
  });

  it('reports header problems as row 0 together with row problems', () => {
    const issues = issuesOf({ ...header, sourceUrl: 'not a url', factors: [{ ...row, unit: '??' }] });
    expect(issues.map((i) => [i.row, i.field])).toEqual([
      [0, 'sourceUrl'],
      [1, 'unit'],
    ]);
  });

  it('requires a price year on spend-based rows', () => {
    const spend = {
      ...row,
      category: 'purchased_goods',
      subcategory: 'naics:322211',
      unit: 'USD',
      region: 'US',
    };
    expect(issuesOf({ ...header, factors: [spend] })).toEqual([
      { row: 1, field: 'priceYear', reason: expect.any(String) },
    ]);
    expect(parseDataset({ ...header, factors: [{ ...spend, priceYear: 2021 }] }).factors[0]?.priceYear).toBe(
      2021,
    );
  });

  it("keeps a publisher's optional uncertainty (relative 95% half-width) and refuses a negative or absurd one", () => {
    const ds = parseDataset({
      ...header,
      factors: [
        { ...row, relativeU95: '0.07' },
        { ...row, region: 'FR' },
      ],
    });
    expect(ds.factors[0]?.relativeU95?.toFixed()).toBe('0.07');
    expect(ds.factors[1]).not.toHaveProperty('relativeU95');
    expect(issuesOf({ ...header, factors: [{ ...row, relativeU95: '-0.1' }] })).toEqual([
      { row: 1, field: 'relativeU95', reason: expect.any(String) },
    ]);
    expect(issuesOf({ ...header, factors: [{ ...row, relativeU95: '11' }] })).toEqual([
      { row: 1, field: 'relativeU95', reason: expect.any(String) },
    ]);
  });

  it('rejects a row whose own datasetId differs from the header', () => {
    expect(issuesOf({ ...header, factors: [{ ...row, datasetId: 'other' }] })).toEqual([
      { row: 1, field: 'datasetId', reason: expect.any(String) },
    ]);
    expect(parseDataset({ ...header, factors: [{ ...row, datasetId: 'demo' }] }).factors).toHaveLength(1);
  });

  it('throws DATASET_INVALID for a non-object', () => {
    expect(() => parseDataset('nope')).toThrow(expect.objectContaining({ code: 'DATASET_INVALID' }));
  });
});

describe('findCollisions', () => {
  it('groups rows equal on dataset, version, category, subcategory, region and effective dates', () => {
    const f = {
      datasetId: 'a',
      datasetVersion: '1',
      category: 'c',
      subcategory: 's',
      region: 'US',
      effectiveFrom: '2024-01-01',
      effectiveTo: null,
    };
    expect(
      findCollisions([f, { ...f, effectiveTo: '2024-12-31' }, f, { ...f, datasetVersion: '2' }]),
    ).toEqual([{ key: 'a@1/c/s/US/2024-01-01..', indices: [0, 2] }]);
  });
});
