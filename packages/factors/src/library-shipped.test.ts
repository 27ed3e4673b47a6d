import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import { FactorLibrary } from './library.js';
import { resolveFactor } from './resolve.js';
import { convertQuantity } from './units.js';

const lib = FactorLibrary.withShippedDatasets();
const elec = (region: string, date: string, subcategory = 'grid_average') =>
  lib.lookup({ category: 'electricity', subcategory, region, date, unit: 'kWh' });

describe('FactorLibrary.withShippedDatasets', () => {
  it('loads every shipped dataset', () => {
    const ids = lib.datasets().map((d) => d.datasetId);
    for (const id of ['ember-grid-intensity', 'aib-residual-mix', 'nga-au']) expect(ids).toContain(id);
  });

  it('uses the AIB residual mix for DE (CO2 only, secondary) and finds nothing for AT', () => {
    const de = elec('DE', '2024-03-01', 'residual_mix');
    expect(de.factor.datasetId).toBe('aib-residual-mix');
    expect(de.warnings.map((w) => w.code)).toContain('SECONDARY_SOURCE');
    expect(resolveFactor(de.factor, 'AR6', '100yr').co2ePerUnit.toFixed()).toBe('0.724564186');
    expect(
      lib.tryLookup({
        category: 'electricity',
        subcategory: 'residual_mix',
        region: 'AT',
        date: '2024-03-01',
      }),
    ).toBeUndefined();
  });

  it('uses Ember for FR and warns when another GWP set is asked for', () => {
    const fr = elec('FR', '2024-03-01');
    expect(fr.factor.datasetId).toBe('ember-grid-intensity');
    expect(resolveFactor(fr.factor, 'AR6', '100yr').warnings.map((w) => w.code)).toEqual([
      'GWP_SET_MISMATCH',
    ]);
  });

  it('uses NGA for AU states, falling back from NWIS sub-grids only when needed', () => {
    expect(elec('AU-VIC', '2024-07-01').factor.factor?.toFixed()).toBe('0.77');
    expect(elec('AU-WA-NWIS', '2024-07-01').factor.factor?.toFixed()).toBe('0.61');
    const unknownGrid = elec('AU-WA-XYZ', '2024-07-01');
    expect(unknownGrid).toMatchObject({ matchedRegion: 'AU-WA' });
    const gas = lib.lookup({
      category: 'stationary_combustion',
      subcategory: 'natural_gas',
      region: 'AU-VIC',
      date: '2024-07-01',
      unit: 'MJ',
    });
    expect(gas.factor.subcategory).toBe('natural_gas@energy');
    const kg = convertQuantity(new Decimal('1000'), 'MJ', gas.factor.unit).times(
      resolveFactor(gas.factor, 'AR5', '100yr').co2ePerUnit,
    );
    expect(kg.toFixed()).toBe('51.53');
  });

  it('resolves an eGRID subregion from gas masses in any GWP set', () => {
    const camx = lib.lookup({
      category: 'electricity',
      subcategory: 'grid_average',
      region: 'US-CAMX',
      date: '2023-03-01',
      unit: 'kWh',
    });
    expect(camx.factor).toMatchObject({
      datasetId: 'epa-egrid',
      datasetVersion: '2023',
      region: 'US-CAMX',
    });
    const ar5 = resolveFactor(camx.factor, 'AR5', '100yr');
    expect(ar5.basis).toBe('gases');
    expect(resolveFactor(camx.factor, 'AR6', '100yr').co2ePerUnit.equals(ar5.co2ePerUnit)).toBe(false);
  });

  it('runs lookup + resolve + convert well above 100k per second once warm', () => {
    const regions = ['US-CAMX', 'US-ERCT', 'DE', 'FR', 'AU-VIC', 'GB', 'US-XXXX', 'JP'];
    const start = performance.now();
    let n = 0;
    for (let i = 0; i < 100_000; i++) {
      const m = lib.tryLookup({
        category: 'electricity',
        subcategory: 'grid_average',
        region: regions[i % regions.length] as string,
        date: '2024-06-01',
        unit: 'kWh',
      });
      if (m) {
        resolveFactor(m.factor, 'AR5', '100yr').co2ePerUnit.times(
          convertQuantity(new Decimal(i), 'kWh', m.factor.unit),
        );
        n++;
      }
    }
    expect(n).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(5000); // generous for CI; typically well under 1 s
  });
});
