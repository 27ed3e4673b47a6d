import { describe, expect, it } from 'vitest';
import { blendGwp, PUBLISHED_BLEND_GWPS, REFRIGERANT_BLENDS } from './blends.js';
import { Decimal } from './decimal.js';
import { resolveFactor } from './resolve.js';
import { type EmissionFactorJson, EmissionFactorSchema } from './schema.js';

const base: EmissionFactorJson = {
  datasetId: 'test',
  datasetVersion: '1',
  category: 'stationary_combustion',
  subcategory: 'natural_gas',
  factor: null,
  unit: 'scf',
  region: 'US',
  gwpSet: null,
  gwpTimeframe: null,
  effectiveFrom: '2024-01-01',
  effectiveTo: null,
  source: 'test',
  sourceUrl: 'https://example.org/',
};
const row = (patch: Partial<EmissionFactorJson>) => EmissionFactorSchema.parse({ ...base, ...patch });

describe('resolveFactor on gas-level rows', () => {
  const ng = row({ gases: { CO2: '0.05444', CH4: '0.00000103', N2O: '0.0000001', CO2_biogenic: '0.002' } });

  it('sums mass × GWP exactly and keeps biogenic CO2 apart', () => {
    const r = resolveFactor(ng, 'AR5', '100yr');
    // 0.05444 + 0.00000103 × 28 + 0.0000001 × 265
    expect(r.co2ePerUnit.toFixed()).toBe('0.05449534');
    expect(r.biogenicCo2PerUnit.toFixed()).toBe('0.002');
    expect(r.basis).toBe('gases');
    expect(r.gases.map((g) => g.gas)).toEqual(['CO2', 'CH4', 'N2O']);
    expect(r.gwpValues.N2O?.toFixed()).toBe('265');
    expect(r.warnings).toEqual([]);
  });

  it('restates the same row in another set', () => {
    expect(resolveFactor(ng, 'AR6', '100yr').co2ePerUnit.toFixed()).toBe('0.054496037');
  });

  it('warns when a secondary GWP is applied', () => {
    const r = resolveFactor(ng, 'AR5', '20yr');
    expect(r.warnings.map((w) => w.code)).toEqual(['SECONDARY_GWP']);
  });

  it('uses the gases when a row has both a CO2e value and gases', () => {
    const both = row({ factor: '1', gwpSet: 'AR4', gwpTimeframe: '100yr', gases: { CO2: '0.5' } });
    const r = resolveFactor(both, 'AR6', '100yr');
    expect(r.co2ePerUnit.toFixed()).toBe('0.5');
    expect(r.warnings).toEqual([]);
  });

  it('throws GWP_NOT_AVAILABLE for a gas without a shipped value', () => {
    const fossil = row({ gases: { CH4_fossil: '1' } });
    expect(() => resolveFactor(fossil, 'AR5', '20yr')).toThrow(
      expect.objectContaining({ code: 'GWP_NOT_AVAILABLE' }),
    );
  });

  it('memoises per factor object and set', () => {
    expect(resolveFactor(ng, 'AR5', '100yr')).toBe(resolveFactor(ng, 'AR5', '100yr'));
    expect(resolveFactor(ng, 'AR5', '100yr')).not.toBe(resolveFactor(ng, 'AR6', '100yr'));
  });
});

describe('resolveFactor on CO2e-only rows', () => {
  const desnz = row({
    unit: 'kWh',
    region: 'GB',
    factor: '0.18290',
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
    co2eByGas: { CO2: '0.18253', CH4: '0.00028', N2O: '0.00009' },
  });

  it('uses the published value and its split as printed', () => {
    const r = resolveFactor(desnz, 'AR5', '100yr');
    expect(r.basis).toBe('published');
    expect(r.co2ePerUnit.toFixed()).toBe('0.1829');
    expect(r.gases).toEqual([
      { gas: 'CO2', massPerUnit: null, gwp: null, co2ePerUnit: new Decimal('0.18253') },
      { gas: 'CH4', massPerUnit: null, gwp: null, co2ePerUnit: new Decimal('0.00028') },
      { gas: 'N2O', massPerUnit: null, gwp: null, co2ePerUnit: new Decimal('0.00009') },
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('warns GWP_SET_MISMATCH when another set or horizon is asked for', () => {
    expect(resolveFactor(desnz, 'AR6', '100yr').warnings.map((w) => w.code)).toEqual(['GWP_SET_MISMATCH']);
    expect(resolveFactor(desnz, 'AR5', '20yr').warnings.map((w) => w.code)).toEqual(['GWP_SET_MISMATCH']);
    expect(resolveFactor(desnz, 'AR6', '100yr').co2ePerUnit.toFixed()).toBe('0.1829');
  });

  it('rejects a GWP set outside the vocabulary', () => {
    expect(() => resolveFactor(desnz, 'AR9' as 'AR5', '100yr')).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});

describe('blendGwp (golden: published integer blend GWPs within 0.5)', () => {
  it.each(PUBLISHED_BLEND_GWPS.map((p) => [p.blend, p.gwpSet, p.gwpTimeframe, p.value] as const))(
    '%s %s %s ≈ %s',
    (blend, set, tf, published) => {
      const computed = blendGwp(blend, set, tf);
      expect(computed.minus(published).abs().lte('0.5')).toBe(true);
    },
  );

  it('computes exact weighted sums (factors.md §1.2)', () => {
    expect(blendGwp('R-404A', 'AR5', '100yr').toFixed()).toBe('3942.8');
    expect(blendGwp('R-404A', 'AR4', '100yr').toFixed()).toBe('3921.6');
    expect(blendGwp('R-410A', 'AR5', '100yr').toFixed()).toBe('1923.5');
    expect(blendGwp('R-410A', 'AR6', '20yr').toFixed()).toBe('4715');
    expect(blendGwp('R-404A', 'AR6', '100yr').toFixed()).toBe('4728');
    expect(blendGwp(REFRIGERANT_BLENDS['R-404A'] ?? {}, 'AR5', '20yr').toFixed()).toBe('6436.8');
  });

  it('equals resolveFactor on a refrigerant row with the same mass fractions', () => {
    const r404a = row({
      category: 'refrigerant',
      subcategory: 'R-404A',
      unit: 'kg',
      gases: { 'HFC-125': '0.44', 'HFC-143a': '0.52', 'HFC-134a': '0.04' },
    });
    expect(resolveFactor(r404a, 'AR5', '100yr').co2ePerUnit.toFixed()).toBe('3942.8');
  });

  it('rejects fractions that do not sum to 1, negative fractions and unknown blends', () => {
    expect(() => blendGwp({ 'HFC-32': '0.5', 'HFC-125': '0.4' }, 'AR5', '100yr')).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => blendGwp({ 'HFC-32': '1.5', 'HFC-125': '-0.5' }, 'AR5', '100yr')).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => blendGwp('R-999', 'AR5', '100yr')).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});

describe('resolveFactor on a published CO2e row with biogenic CO2 beside it (DESNZ fuels)', () => {
  const diesel = row({
    unit: 'L',
    region: 'GB',
    factor: '2.57082',
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
    gases: { CO2_biogenic: '0.14' },
    co2eByGas: { CO2: '2.53763', CH4: '0.00029', N2O: '0.0329' },
  });

  it('uses the published CO2e, never zero, and reports the biogenic CO2 apart', () => {
    const r = resolveFactor(diesel, 'AR5', '100yr');
    expect(r.basis).toBe('published');
    expect(r.co2ePerUnit.toFixed()).toBe('2.57082');
    expect(r.biogenicCo2PerUnit.toFixed()).toBe('0.14');
    expect(r.gases.map((g) => g.gas)).toEqual(['CO2', 'CH4', 'N2O']);
  });

  it('treats a biogenic-only row without a CO2e value as gas-level with zero CO2e', () => {
    const wood = row({ gases: { CO2_biogenic: '1.5' } });
    const r = resolveFactor(wood, 'AR6', '100yr');
    expect(r.co2ePerUnit.isZero()).toBe(true);
    expect(r.biogenicCo2PerUnit.toFixed()).toBe('1.5');
  });
});

describe('resolveFactor precision', () => {
  it('computes with the CTP decimal precision even when a row holds a foreign decimal.js instance', async () => {
    const { Decimal: Foreign } = await import('decimal.js');
    const LowPrecision = Foreign.clone({ precision: 5 });
    const f = { ...row({ gases: { CH4: '1' } }), gases: { CH4: new LowPrecision('1.23456789') } };
    expect(resolveFactor(f, 'AR6', '100yr').co2ePerUnit.toFixed()).toBe('34.444444131');
  });
});
