import { AlgorithmRegistry, type CalculationContext, createCalculator } from '@ctp/engine';
import { FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { apacAlgorithms } from './index.js';

// Which NGA edition an activity uses: the one in force on its periodStart (each edition is
// effective from 1 January of its year), unless the context pins another. The imported rows are
// the publisher's (status confirmed), so no SECONDARY_SOURCE warning any more.

const factors = FactorLibrary.withShippedDatasets();
const registry = new AlgorithmRegistry().register(...apacAlgorithms);

function scope2(periodStart: string, context: Partial<CalculationContext> = {}) {
  const calculator = createCalculator({
    factors,
    registry,
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
    ...context,
  });
  return calculator.calculate({
    id: `vic-${periodStart}`,
    category: 'scope2.electricity.location_based',
    quantity: '1000',
    unit: 'kWh',
    region: 'AU-VIC',
    periodStart,
    periodEnd: periodStart,
  }).output;
}

describe('apac NGA editions', () => {
  it.each([
    ['2021-07-01', '2021', '960'], // Table 5: Victoria 0.96
    ['2022-07-01', '2022', '850'], // Table 1: Victoria 0.85
    ['2023-07-01', '2023', '790'], // Table 1: Victoria 0.79
    ['2024-07-01', '2024', '770'], // Table 1: Victoria 0.77
    ['2026-03-01', '2024', '770'], // no newer edition: 2024 stays in force
  ])('an activity starting %s uses NGA %s (1000 kWh → %s kg)', (periodStart, version, kg) => {
    const output = scope2(periodStart);
    expect(output.co2eKg.toFixed()).toBe(kg);
    expect(output.factorRefs.map((f) => f.datasetVersion)).toEqual([version]);
  });

  it('after 2024 the 2024 edition stays in force, and PREVIOUS_EDITION says so', () => {
    const warning = scope2('2025-07-01').warnings.find((w) => w.code === 'PREVIOUS_EDITION');
    expect(warning?.message).toMatch(/no nga-au edition for 2025; nga-au edition 2024/);
  });

  it('carries no SECONDARY_SOURCE warning: the rows are read from the workbook', () => {
    expect(scope2('2024-07-01').warnings.map((w) => w.code)).toEqual([]);
  });

  it('a dataset pin chooses another edition: a 2024 activity on NGA 2022', () => {
    const output = scope2('2024-07-01', { datasets: { 'nga-au': '2022' } });
    expect(output.co2eKg.toFixed()).toBe('850');
    expect(output.factorRefs[0]?.datasetVersion).toBe('2022');
  });

  it('under AR6 the AR5-based CO2-e is used as printed, with GWP_SET_MISMATCH', () => {
    const output = scope2('2024-07-01', { gwpSet: 'AR6' });
    expect(output.co2eKg.toFixed()).toBe('770');
    expect(output.warnings.map((w) => w.code)).toContain('GWP_SET_MISMATCH');
  });
});
