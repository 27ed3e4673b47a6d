import { Decimal } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fuelAlgorithm, tinyLibrary, tinyRegistry } from '../__fixtures__/tiny.js';
import { defineAlgorithm } from '../define-algorithm.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { calculate, createCalculator } from './calculator.js';

const gas = {
  id: 'gas-1',
  category: 'scope1.stationary_combustion',
  quantity: '1000',
  unit: 'scf',
  region: 'US',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
  attributes: { fuel: 'natural_gas' },
};
const grid = {
  id: 'grid-1',
  category: 'scope2.electricity.location_based',
  quantity: '1000000',
  unit: 'kWh',
  region: 'US-CAMX',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
  dataQuality: 'measured' as const,
};
const ctx = () => ({ factors: tinyLibrary(), registry: tinyRegistry(), gwpSet: 'AR5' as const });

describe('calculate', () => {
  it('computes gases, CO2e and provenance in exact decimals', () => {
    const { output, record } = calculate(gas, ctx());
    // 1000 scf × (0.05444 kg CO2 + 0.00000103 kg CH4 × 28 + 0.0000001 kg N2O × 265), AR5
    expect(output.co2eKg.toFixed()).toBe('54.49534');
    expect(output.co2eKg).toBeInstanceOf(Decimal);
    expect(
      output.gases.map((g) => [g.gas, g.massKg?.toFixed(), g.co2eKg.toFixed(), g.gwp?.toFixed()]),
    ).toEqual([
      ['CH4', '0.00103', '0.02884', '28'],
      ['CO2', '54.44', '54.44', '1'],
      ['N2O', '0.0001', '0.0265', '265'],
    ]);
    expect(output).toMatchObject({
      activityId: 'gas-1',
      scope: 1,
      confidence: 'medium',
      algorithmRef: { id: 'test/fuel', version: '1.0.0', type: 'generic' },
    });
    expect(output.factorRefs).toEqual([
      {
        datasetId: 'tiny',
        datasetVersion: '1',
        category: 'stationary_combustion',
        subcategory: 'natural_gas',
        region: 'US',
        key: 'tiny@1/stationary_combustion/natural_gas/US/2020-01-01..',
        label: 'natural_gas burnt',
      },
    ]);
    expect(record.gwpValues).toEqual({ CH4: '28', CO2: '1', N2O: '265' });
  });

  it('is exact where floats are not: 1,000,000 × 0.000123 and 0.1 + 0.2', () => {
    const reg = new AlgorithmRegistry().register(defineAlgorithm({ ...fuelAlgorithm, id: 'test/exact' }));
    const lib = tinyLibrary();
    const result = createCalculator({ factors: lib, registry: reg }).calculate({
      ...gas,
      quantity: '0.3',
      attributes: { fuel: 'natural_gas' },
    });
    expect(result.output.gases.find((g) => g.gas === 'CO2')?.massKg?.toFixed()).toBe('0.016332'); // 0.3 × 0.05444
    const big = calculate({ ...grid, region: 'US-CAMX', quantity: '1000000' }, ctx());
    expect(big.output.co2eKg.toFixed()).toBe('200000');
    const sum = createCalculator(ctx()).calculate({ ...grid, quantity: new Decimal('0.1').plus('0.2') });
    expect(sum.output.co2eKg.toFixed()).toBe('0.06');
  });

  it('keeps biogenic CO2 apart', () => {
    const { output } = calculate({ ...gas, unit: 'kg', quantity: '10', attributes: { fuel: 'wood' } }, ctx());
    expect([output.co2eKg.toFixed(), output.biogenicCo2Kg.toFixed()]).toEqual(['0.028', '18']);
    expect(output.gases.map((g) => g.gas)).toEqual(['CH4']);
  });

  it('rates confidence from data quality and factor fit, and reports fallbacks', () => {
    const at = (region: string, dataQuality: 'measured' | 'estimated' = 'measured') =>
      calculate({ ...grid, region, dataQuality }, ctx()).output;
    expect(at('US-CAMX').confidence).toBe('high');
    expect(at('US-CAMX', 'estimated').confidence).toBe('low');
    const us = at('US-ERCT'); // falls back to US, secondary status
    expect([us.confidence, us.warnings.map((w) => w.code)]).toEqual([
      'medium',
      ['REGION_FALLBACK', 'SECONDARY_SOURCE'],
    ]);
    expect(at('FR').confidence).toBe('low'); // GLOBAL fallback
    expect(at('FR').method).toBe('location_based');
    const spend = calculate(
      {
        ...grid,
        id: 's',
        category: 'scope3.purchased_goods',
        unit: 'USD',
        region: 'US',
        attributes: { sector: 'naics:334111' },
      },
      ctx(),
    ).output;
    expect([spend.confidence, spend.scope, spend.scope3Category]).toEqual(['low', 3, 1]);
  });

  it('records factors built from the activity as instruments', () => {
    const { output, record } = calculate(
      { ...grid, category: 'scope2.electricity.market_based', attributes: { rate: '0.123' } },
      ctx(),
    );
    expect(output.co2eKg.toFixed()).toBe('123000');
    expect(output.method).toBe('market_based');
    expect(record.factor).toMatchObject({
      datasetId: 'activity-instrument',
      datasetVersion: '1',
      region: 'US-CAMX',
      effectiveFrom: '2025-01-01',
      effectiveTo: '2025-01-31',
      source: 'supplier disclosure 2025',
      sourceUrl: 'urn:ctp:activity-instrument',
    });
  });

  it('wraps algorithm failures with the algorithm and activity, keeping the cause code', () => {
    expect(() => calculate({ ...gas, region: 'GB' }, ctx())).toThrow(
      expect.objectContaining({
        code: 'FACTOR_NOT_FOUND',
        message: expect.stringMatching(/^\[ctp\] \[test\/fuel\] activity "gas-1": no factor/),
      }),
    );
    expect(() => calculate({ ...gas, unit: 'kWh' }, ctx())).toThrow(
      expect.objectContaining({ code: 'FACTOR_NOT_FOUND' }),
    );
    expect(() => calculate({ ...gas, attributes: {} }, ctx())).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        details: expect.objectContaining({ path: 'attributes.fuel', algorithmId: 'test/fuel' }),
      }),
    );
  });

  it('guards the plugin contract: factors must come from the runtime, amounts must be Decimals', () => {
    const rogue = (calc: (rt: never) => unknown) =>
      new AlgorithmRegistry().register(
        defineAlgorithm({
          ...fuelAlgorithm,
          inputs: z.object({}),
          calculate: (_a, _i, rt) => calc(rt as never) as never,
        }),
      );
    const fake = {
      factor: tinyLibrary().search({ region: 'US-CAMX' })[0],
      requestedRegion: 'US',
      matchedRegion: 'US',
      regionChain: ['US'],
      warnings: [],
    };
    const run = (calc: (rt: never) => unknown) => () =>
      calculate({ ...gas, attributes: {} }, { factors: tinyLibrary(), registry: rogue(calc) });
    expect(run(() => ({ terms: [{ factor: fake, amount: new Decimal(1), label: 'x' }] }))).toThrow(
      expect.objectContaining({
        code: 'ALGORITHM_FAILED',
        message: expect.stringContaining('did not come from runtime'),
      }),
    );
    expect(run(() => ({ terms: [{ factor: fake, amount: 1, label: 'x' }] }))).toThrow(
      expect.objectContaining({ code: 'ALGORITHM_FAILED' }),
    );
    expect(run(() => null)).toThrow(expect.objectContaining({ code: 'ALGORITHM_FAILED' }));
    expect(
      run(() => {
        throw new TypeError('boom');
      }),
    ).toThrow(
      expect.objectContaining({ code: 'ALGORITHM_FAILED', message: expect.stringContaining('boom') }),
    );
  });

  it('a result without terms is zero with the warning NO_TERMS', () => {
    const empty = new AlgorithmRegistry().register(
      defineAlgorithm({ ...fuelAlgorithm, inputs: z.object({}), calculate: () => ({ terms: [] }) }),
    );
    const { output, record } = calculate(
      { ...gas, attributes: {} },
      { factors: tinyLibrary(), registry: empty },
    );
    expect([output.co2eKg.toFixed(), output.warnings.map((w) => w.code), record.factor]).toEqual([
      '0',
      ['NO_TERMS'],
      null,
    ]);
  });

  it('is byte-identical for identical input', () => {
    const a = JSON.stringify(createCalculator(ctx()).calculate(grid).record);
    const b = JSON.stringify(createCalculator(ctx()).calculate(grid).record);
    expect(a).toBe(b);
  });

  it('refuses an invalid context', () => {
    expect(() => createCalculator({ ...ctx(), gwpSet: 'AR3' as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTEXT' }),
    );
  });
});
