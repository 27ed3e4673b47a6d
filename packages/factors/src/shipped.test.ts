import { describe, expect, it } from 'vitest';
import { findCollisions } from './collisions.js';
import { Decimal } from './decimal.js';
import { EmissionFactorSchema } from './schema.js';
import { shippedDatasets } from './shipped.js';
import { isKnownUnit } from './units.js';

const datasets = shippedDatasets();
const all = datasets.flatMap((d) => d.factors);
const byId = (id: string, version: string) => {
  const d = datasets.find((x) => x.datasetId === id && x.datasetVersion === version);
  if (!d) throw new Error(`dataset ${id}@${version} not shipped`);
  return d;
};

describe('shipped datasets', () => {
  it('validates every factor against EmissionFactorSchema', () => {
    for (const f of all) {
      const result = EmissionFactorSchema.safeParse(f);
      expect(
        result.success,
        `${f.datasetId}@${f.datasetVersion} ${f.category}/${f.subcategory}/${f.region}`,
      ).toBe(true);
      expect(isKnownUnit(f.unit)).toBe(true);
    }
  });

  it('has no two factors equal on dataset, version, category, subcategory, region and effective dates', () => {
    expect(findCollisions(all)).toEqual([]);
  });

  it('has unique dataset id + version pairs and is parsed once', () => {
    const keys = datasets.map((d) => `${d.datasetId}@${d.datasetVersion}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(shippedDatasets()[0]).toBe(datasets[0]);
  });
});

describe('transcribed datasets (golden values)', () => {
  it('AIB residual mix: DE 724.564186 g → 0.724564186 kg CO2/kWh, CO2 only, secondary', () => {
    const aib = byId('aib-residual-mix', '2024-secondary');
    const de = aib.factors.find((f) => f.region === 'DE');
    expect(de?.gases?.CO2?.toFixed()).toBe('0.724564186');
    expect(de).toMatchObject({
      factor: null,
      unit: 'kWh',
      category: 'electricity',
      subcategory: 'residual_mix',
      status: 'secondary',
    });
    expect(aib.factors).toHaveLength(32);
    for (const f of aib.factors) expect(Object.keys(f.gases ?? {})).toEqual(['CO2']);
  });

  it('AIB residual mix leaves out the zero factors of AT and CH and says why', () => {
    const aib = byId('aib-residual-mix', '2024-secondary');
    expect(aib.factors.map((f) => f.region)).not.toContain('AT');
    expect(aib.factors.map((f) => f.region)).not.toContain('CH');
    expect(aib.notes).toMatch(/AT and CH/);
    for (const f of aib.factors) expect(f.gases?.CO2?.isZero()).toBe(false);
  });

  it('converts every transcribed g/kWh exactly (factor × 1000 = the printed g value in the row notes)', () => {
    for (const d of [byId('aib-residual-mix', '2024-secondary'), byId('ember-grid-intensity', '2024')]) {
      for (const f of d.factors) {
        const printed = /([\d.]+) g CO2e?\/kWh/.exec(f.notes ?? '')?.[1];
        const kg = f.factor ?? f.gases?.CO2;
        expect(printed && kg?.times(1000).equals(new Decimal(printed))).toBe(true);
      }
    }
  });

  it('Ember 2024: EU countries and the EU aggregate, CO2e under AR5 100yr, secondary', () => {
    const ember = byId('ember-grid-intensity', '2024');
    expect(Object.fromEntries(ember.factors.map((f) => [f.region, f.factor?.toFixed()]))).toEqual({
      DE: '0.34206',
      FR: '0.04418',
      PL: '0.61498',
      ES: '0.14615',
      NL: '0.2527',
      EU: '0.21302',
    });
    for (const f of ember.factors)
      expect(f).toMatchObject({
        gwpSet: 'AR5',
        gwpTimeframe: '100yr',
        status: 'secondary',
        effectiveFrom: '2024-01-01',
        effectiveTo: null,
      });
    expect(ember.license).toMatch(/CC BY-SA 4\.0/);
  });

  it('NGA 2021–2024: one imported edition per year, states, NSW & ACT shared, NWIS apart, natural gas per GJ', () => {
    for (const version of ['2021', '2022', '2023', '2024']) {
      const edition = byId('nga-au', version);
      expect(
        edition.factors.every((f) => f.status === 'confirmed' && f.effectiveFrom === `${version}-01-01`),
      ).toBe(true);
      expect(edition.notes).toMatch(/Provenance: the only copy found/);
    }
    const nga = byId('nga-au', '2024');
    const value = (sub: string, region: string) =>
      nga.factors.find((f) => f.subcategory === sub && f.region === region)?.factor?.toFixed();
    expect(value('grid_average', 'AU-NSW')).toBe('0.66');
    expect(value('grid_average', 'AU-ACT')).toBe('0.66');
    expect(value('grid_average', 'AU-WA')).toBe('0.51');
    expect(value('grid_average', 'AU-WA-NWIS')).toBe('0.61');
    expect(value('grid_average', 'AU')).toBe('0.63');
    expect(value('upstream', 'AU-QLD')).toBe('0.1');
    expect(value('upstream', 'AU-TAS')).toBe('0.03');
    expect(value('natural_gas@energy', 'AU')).toBe('51.53');
    expect(nga.factors.find((f) => f.subcategory === 'natural_gas@energy')).toMatchObject({
      category: 'stationary_combustion',
      unit: 'GJ',
      gwpSet: 'AR5',
    });
    expect(
      shippedDatasets().some((d) => d.datasetVersion === '2024-secondary' && d.datasetId === 'nga-au'),
    ).toBe(false);
  });
});
