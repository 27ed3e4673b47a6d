import { describe, expect, it } from 'vitest';
import { parseDataset } from './dataset.js';
import { FactorNotFoundError } from './errors.js';
import { FactorLibrary } from './library.js';
import type { FactorQuery } from './lookup-types.js';

const head = {
  publisher: 'p',
  source: 's',
  sourceUrl: 'https://example.org/',
  license: 'CC0-1.0',
  generatedBy: 'test',
};
const r = (patch: Record<string, unknown>) => ({
  category: 'electricity',
  subcategory: 'grid_average',
  factor: '1',
  unit: 'kWh',
  region: 'US',
  gwpSet: 'AR5',
  gwpTimeframe: '100yr',
  effectiveFrom: '2024-01-01',
  effectiveTo: null,
  ...patch,
});
const ds = (id: string, version: string, factors: unknown[]) =>
  parseDataset({ ...head, datasetId: id, datasetVersion: version, title: id, factors });

const a2024 = ds('alpha', '2024', [
  r({ factor: '0.4' }),
  r({ region: 'US-CAMX', factor: '0.2' }),
  r({ region: 'GLOBAL', factor: '0.5' }),
  r({ category: 'stationary_combustion', subcategory: 'natural_gas', unit: 'scf', factor: '0.054' }),
  r({ category: 'stationary_combustion', subcategory: 'natural_gas@energy', unit: 'mmBtu', factor: '53' }),
  r({
    category: 'stationary_combustion',
    subcategory: 'natural_gas@energy_net',
    unit: 'mmBtu',
    factor: '59',
  }),
  r({ category: 'stationary_combustion', subcategory: 'natural_gas@mass', unit: 'kg', factor: '2.7' }),
]);
const a2025 = ds('alpha', '2025', [
  r({ factor: '0.38', effectiveFrom: '2025-01-01' }),
  r({ region: 'US-CAMX', factor: '0.19', effectiveFrom: '2025-01-01', effectiveTo: '2025-12-31' }),
]);
const beta = ds('beta', '1', [
  r({ factor: '0.9', status: 'secondary' }),
  r({ region: 'DE', factor: '0.3', status: 'secondary' }),
]);
const lib = new FactorLibrary([a2024, a2025, beta]);
const q = (patch: Partial<FactorQuery>): FactorQuery => ({
  category: 'electricity',
  subcategory: 'grid_average',
  region: 'US',
  date: '2024-06-01',
  ...patch,
});
const value = (query: FactorQuery) => lib.lookup(query).factor.factor?.toFixed();

describe('FactorLibrary.lookup', () => {
  it('walks the region chain and records each skipped region', () => {
    const m = lib.lookup(q({ region: 'US-XXXX' }));
    expect(m).toMatchObject({
      requestedRegion: 'US-XXXX',
      matchedRegion: 'US',
      regionChain: ['US-XXXX', 'US'],
    });
    expect(m.warnings.filter((w) => w.code === 'REGION_FALLBACK').map((w) => w.message)).toEqual([
      'no factor for US-XXXX; used US',
    ]);
    const global = lib.lookup(q({ region: 'JP' }));
    expect(global.matchedRegion).toBe('GLOBAL');
    expect(global.warnings.map((w) => w.code)).toEqual(['REGION_FALLBACK', 'REGION_FALLBACK']);
  });

  it('picks the latest effectiveFrom in effect on the date (effectiveTo inclusive)', () => {
    expect(value(q({ date: '2024-12-31' }))).toBe('0.4');
    expect(value(q({ date: '2025-01-01' }))).toBe('0.38');
    expect(value(q({ region: 'US-CAMX', date: '2025-12-31' }))).toBe('0.19');
    expect(value(q({ region: 'US-CAMX', date: '2026-01-01' }))).toBe('0.2');
  });

  it('prefers the dataset added first on a tie and says so; pins choose another', () => {
    const m = lib.lookup(q({}));
    expect(m.factor.datasetId).toBe('alpha');
    expect(m.warnings.map((w) => w.code)).toEqual(['AMBIGUOUS_FACTOR']);
    const pinned = lib.lookup(q({ datasets: { beta: '*' } }));
    expect(pinned.factor.factor?.toFixed()).toBe('0.9');
    expect(pinned.warnings.map((w) => w.code)).toEqual(['SECONDARY_SOURCE']);
    expect(value(q({ date: '2025-06-01', datasets: { alpha: '2024' } }))).toBe('0.4');
  });

  it('picks the basis from the activity unit', () => {
    const ng = (unit: string | undefined, subcategory = 'natural_gas') =>
      lib.lookup({
        category: 'stationary_combustion',
        subcategory,
        region: 'US',
        date: '2024-06-01',
        ...(unit ? { unit } : {}),
      }).factor.subcategory;
    expect(ng('ccf')).toBe('natural_gas');
    expect(ng('mmBtu')).toBe('natural_gas@energy');
    expect(ng('kWh')).toBe('natural_gas@energy');
    expect(ng('lb')).toBe('natural_gas@mass');
    expect(ng(undefined)).toBe('natural_gas');
    expect(ng('GJ', 'natural_gas@energy_net')).toBe('natural_gas@energy_net');
  });

  it('throws FactorNotFoundError with the regions tried and the nearest dates', () => {
    let error: unknown;
    try {
      lib.lookup(q({ region: 'DE', date: '2023-06-01' }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FactorNotFoundError);
    expect(error).toMatchObject({
      code: 'FACTOR_NOT_FOUND',
      details: { tried: ['DE', 'EU', 'EUROPE', 'GLOBAL'], nearestAfter: '2024-01-01' },
    });
    expect(lib.tryLookup(q({ unit: 'USD' }))).toBeUndefined();
    expect(lib.tryLookup(q({ category: 'nothing' }))).toBeUndefined();
  });

  it('rejects malformed queries with stable codes', () => {
    expect(() => lib.lookup(q({ date: '2024-6-1' }))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => lib.lookup(q({ region: 'us' }))).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => lib.tryLookup(q({ unit: 'kwhh' }))).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_UNIT' }),
    );
  });

  it('is deterministic and returns the same frozen match for the same query', () => {
    const m = lib.lookup(q({ region: 'US-XXXX' }));
    expect(lib.lookup(q({ region: 'US-XXXX' }))).toBe(m);
    expect(Object.isFrozen(m)).toBe(true);
    const reversed = new FactorLibrary([a2024, a2025, beta]);
    expect(reversed.lookup(q({ region: 'US-XXXX' }))).toEqual(m);
  });
});

describe('FactorLibrary datasets, add and search', () => {
  it('lists datasets with counts and rejects a duplicate id + version', () => {
    expect(lib.datasets().map((d) => [d.datasetId, d.datasetVersion, d.factorCount])).toEqual([
      ['alpha', '2024', 7],
      ['alpha', '2025', 2],
      ['beta', '1', 2],
    ]);
    expect(() => new FactorLibrary([a2024]).add(a2024)).toThrow(
      expect.objectContaining({ code: 'DATASET_DUPLICATE' }),
    );
  });

  it('add() makes new rows visible to lookups already cached', () => {
    const l = new FactorLibrary([a2024]);
    expect(l.lookup(q({ region: 'DE' })).matchedRegion).toBe('GLOBAL');
    l.add(beta);
    expect(l.lookup(q({ region: 'DE' })).matchedRegion).toBe('DE');
  });

  it('searches by base subcategory, unit, date and text', () => {
    expect(lib.search({ category: 'stationary_combustion', subcategory: 'natural_gas' })).toHaveLength(4);
    expect(lib.search({ subcategory: 'natural_gas', unit: 'GJ' }).map((f) => f.subcategory)).toEqual([
      'natural_gas@energy',
      'natural_gas@energy_net',
    ]);
    expect(lib.search({ region: 'US-CAMX', date: '2026-01-01' }).map((f) => f.datasetVersion)).toEqual([
      '2024',
    ]);
    expect(lib.search({ status: 'secondary' })).toHaveLength(2);
  });
});
