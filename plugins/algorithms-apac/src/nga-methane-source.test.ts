import { AlgorithmRegistry, createCalculator } from '@ctp/engine';
import { FactorLibrary, parseDataset } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { ngaNaturalGas } from './nga-natural-gas.js';

// A custom AU dataset with a per-gas wood row, so the generic algorithm's methane source shows.
const woodAu = parseDataset({
  datasetId: 'test-au-wood',
  datasetVersion: '1',
  title: 'AU wood, per gas (test)',
  publisher: 'CTP tests',
  source: 'CTP plugin test fixture',
  sourceUrl: 'https://example.org/au-wood',
  license: 'CC0-1.0',
  generatedBy: 'transcribed',
  factors: [
    {
      category: 'stationary_combustion',
      subcategory: 'wood',
      factor: null,
      gases: { CO2_biogenic: '1.8', CH4: '0.0001' },
      unit: 'kg',
      region: 'AU',
      gwpSet: null,
      gwpTimeframe: null,
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
      status: 'confirmed',
    },
  ],
});

describe('apac/nga-natural-gas passes the generic methane source through', () => {
  it('wood handed to ctp/stationary-combustion keeps its biogenic methane (AR6 non-fossil 27.0)', () => {
    const calculator = createCalculator({
      factors: new FactorLibrary([woodAu]),
      registry: new AlgorithmRegistry().register(ngaNaturalGas),
      gwpSet: 'AR6',
    });
    const { record } = calculator.calculate({
      id: 'au-wood',
      category: 'scope1.stationary_combustion',
      quantity: '1000',
      unit: 'kg',
      region: 'AU-NSW',
      periodStart: '2024-07-01',
      periodEnd: '2025-06-30',
      attributes: { fuel: 'wood' },
    });
    // 1000 kg × 0.0001 kg CH4 = 0.1 kg × 27.0 = 2.7 kg CO2e; 1800 kg biogenic CO2 apart
    expect(record.algorithm.id).toBe('apac/nga-natural-gas');
    expect(record.output.co2eKg).toBe('2.7');
    expect(record.terms[0]?.methaneSource).toBe('biogenic');
    expect(record.output.gases.find((g) => g.gas === 'CH4')?.gwpApplied?.[0]?.gwpGas).toBe('CH4_nonfossil');
  });
});
