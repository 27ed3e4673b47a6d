import { describe, expect, it } from 'vitest';
import { methaneGwpGas } from './gwp-methane.js';
import { resolveFactor } from './resolve.js';
import { type EmissionFactorJson, EmissionFactorSchema } from './schema.js';

describe('methaneGwpGas', () => {
  it('picks the AR6 fossil row for fugitive fossil methane only, the non-fossil row otherwise, and CH4 in single mode', () => {
    expect(methaneGwpGas('by_source', 'fossil_fugitive', 'AR6', '100yr').gwpGas).toBe('CH4_fossil');
    // GHG Protocol GWP Values v2.0: combustion methane takes the non-fossil value (no double counting).
    const combustion = methaneGwpGas('by_source', 'fossil_combustion', 'AR6', '100yr');
    expect(combustion.gwpGas).toBe('CH4_nonfossil');
    expect(combustion.reason).toContain('count its oxidation twice');
    expect(methaneGwpGas('by_source', 'biogenic', 'AR6', '20yr').gwpGas).toBe('CH4_nonfossil');
    expect(methaneGwpGas('single', 'fossil_fugitive', 'AR6', '100yr').gwpGas).toBe('CH4');
    expect(methaneGwpGas('single', 'biogenic', 'AR6', '20yr').gwpGas).toBe('CH4');
  });

  it('uses CH4 under AR4 (one value) and AR5 in either mode, and says why', () => {
    const ar4 = methaneGwpGas('by_source', 'fossil_fugitive', 'AR4', '100yr');
    expect(ar4.gwpGas).toBe('CH4');
    expect(ar4.reason).toContain('AR4 gives one CH4 value only');
    expect(methaneGwpGas('by_source', 'biogenic', 'AR4', '20yr').gwpGas).toBe('CH4');
    // AR5 20yr fossil is not shipped (UNCONFIRMED): by_source must not fail there.
    expect(methaneGwpGas('by_source', 'fossil_fugitive', 'AR5', '20yr').gwpGas).toBe('CH4');
    expect(methaneGwpGas('by_source', 'fossil_combustion', 'AR5', '100yr').reason).toContain('AR6 only');
  });
});

describe('resolveFactor with a GWP row for CH4', () => {
  const base: EmissionFactorJson = {
    datasetId: 'test',
    datasetVersion: '1',
    category: 'stationary_combustion',
    subcategory: 'natural_gas',
    factor: null,
    unit: 'mmBtu',
    region: 'US',
    gwpSet: null,
    gwpTimeframe: null,
    effectiveFrom: '2024-01-01',
    effectiveTo: null,
    source: 'test',
    sourceUrl: 'https://example.org/',
  };
  // EPA GHG Emission Factors Hub 2025, Table 1, natural gas per mmBtu: 53.06 kg CO2, 1.0 g CH4, 0.10 g N2O.
  const ng = EmissionFactorSchema.parse({ ...base, gases: { CO2: '53.06', CH4: '0.001', N2O: '0.0001' } });

  it('applies the row to the CH4 mass and keys gwpValues by the row', () => {
    const fossil = resolveFactor(ng, 'AR6', '100yr', { CH4: 'CH4_fossil' });
    // 53.06 + 0.001 × 29.8 + 0.0001 × 273 = 53.06 + 0.0298 + 0.0273
    expect(fossil.co2ePerUnit.toFixed()).toBe('53.1171');
    expect(fossil.gases.find((g) => g.gas === 'CH4')).toMatchObject({ gwpGas: 'CH4_fossil' });
    expect(Object.keys(fossil.gwpValues).sort()).toEqual(['CH4_fossil', 'CO2', 'N2O']);
    // 53.06 + 0.001 × 27.9 + 0.0273
    expect(resolveFactor(ng, 'AR6', '100yr').co2ePerUnit.toFixed()).toBe('53.1152');
    expect(resolveFactor(ng, 'AR6', '100yr').gases.find((g) => g.gas === 'CH4')?.gwpGas).toBeUndefined();
    // 53.06 + 0.001 × 79.7 + 0.0001 × 273 (AR6 20yr N2O 273)
    expect(resolveFactor(ng, 'AR6', '20yr', { CH4: 'CH4_nonfossil' }).co2ePerUnit.toFixed()).toBe('53.167');
  });

  it('memoises per row choice', () => {
    const a = resolveFactor(ng, 'AR6', '100yr', { CH4: 'CH4_fossil' });
    expect(resolveFactor(ng, 'AR6', '100yr', { CH4: 'CH4_fossil' })).toBe(a);
    expect(resolveFactor(ng, 'AR6', '100yr', { CH4: 'CH4_nonfossil' })).not.toBe(a);
  });
});
