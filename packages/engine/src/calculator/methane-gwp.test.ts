import { FactorLibrary, type GwpSet, type GwpTimeframe, type MethaneGwpMode } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import v1Record from '../__fixtures__/record-v1-natural-gas-ar6.json' with { type: 'json' };
import { tinyLibrary } from '../__fixtures__/tiny.js';
import { stationaryCombustion } from '../algorithms/stationary-combustion.js';
import { defineAlgorithm } from '../define-algorithm.js';
import { replayRecord } from '../record/replay.js';
import type { CalculationRecord } from '../record/types.js';
import { verifyRecord } from '../record/verify.js';
import { AlgorithmRegistry } from '../registry/index.js';
import type { ActivityInput } from '../types.js';
import { createCalculator } from './calculator.js';

const shipped = FactorLibrary.withShippedDatasets();
const registry = new AlgorithmRegistry().register(stationaryCombustion);
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const burn = (fuel: string, quantity: string, unit: string): ActivityInput => ({
  id: `${fuel}-${quantity}`,
  category: 'scope1.stationary_combustion',
  quantity,
  unit,
  region: 'US',
  ...Y2025,
  attributes: { fuel },
});
const run = (
  activity: ActivityInput,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
  methaneGwp?: MethaneGwpMode,
) =>
  createCalculator({
    factors: shipped,
    registry,
    gwpSet,
    gwpTimeframe,
    ...(methaneGwp === undefined ? {} : { methaneGwp }),
  }).calculate(activity);
const ch4 = (r: ReturnType<typeof run>) => r.record.output.gases.find((g) => g.gas === 'CH4');

// EPA GHG Emission Factors Hub 2025, Table 1: natural gas 1.0 g CH4 and 0.10 g N2O per mmBtu
// (53.06 kg CO2); wood and wood residuals 126 g CH4 and 63 g N2O per short ton (1640 kg CO2, biogenic).
describe('methane GWP by source (EPA Hub 2025, stationary combustion)', () => {
  const gas = burn('natural_gas', '200', 'mmBtu');

  it('applies AR6 non-fossil CH4 27.0 to the methane of burning natural gas (GHG Protocol), and records row, value, citation and reason', () => {
    const r = run(gas, 'AR6', '100yr');
    // CH4 200 × 1.0 g = 0.2 kg; 0.2 × 27.0 = 5.4 kg. Total 200 × 53.06 + 5.4 + 0.02 × 273 = 10612 + 5.4 + 5.46
    expect(r.record.output.co2eKg).toBe('10622.86');
    expect(ch4(r)).toMatchObject({ massKg: '0.2', co2eKg: '5.4', gwp: '27' });
    const [applied] = ch4(r)?.gwpApplied ?? [];
    expect(applied).toMatchObject({ gwpGas: 'CH4_nonfossil', gwp: '27', methaneSource: 'fossil_combustion' });
    expect(applied?.source).toContain('Table 7.15');
    expect(applied?.reason).toContain('count its oxidation twice');
    expect(applied?.reason).toContain('source declared by the algorithm');
    expect(r.record.input.methaneGwp).toBe('by_source');
    expect(r.record.recordVersion).toBe(2);
    expect(r.record.terms[0]?.methaneSource).toBe('fossil_combustion');
    expect(r.record.gwpValues).toEqual({ CH4_nonfossil: '27', CO2: '1', N2O: '273' });
    expect(r.output.warnings.map((w) => w.code)).toEqual(['SECONDARY_GWP']);
    expect(verifyRecord(r.record).valid).toBe(true);
  });

  it('keeps the single CH4 value 27.9 in mode single (results as before the mode existed)', () => {
    const r = run(gas, 'AR6', '100yr', 'single');
    // 0.2 × 27.9 = 5.58; 10612 + 5.58 + 5.46
    expect(r.record.output.co2eKg).toBe('10623.04');
    expect(ch4(r)?.gwpApplied).toEqual([
      expect.objectContaining({ gwpGas: 'CH4', gwp: '27.9', reason: expect.stringContaining('"single"') }),
    ]);
    expect(r.record.gwpValues).toEqual({ CH4: '27.9', CO2: '1', N2O: '273' });
    expect(r.record.input.methaneGwp).toBe('single');
  });

  it('applies AR6 non-fossil CH4 27.0 to wood', () => {
    const r = run(burn('wood', '10', 'short_ton'), 'AR6', '100yr');
    // CH4 10 × 0.126 = 1.26 kg × 27.0 = 34.02; N2O 10 × 0.063 = 0.63 kg × 273 = 171.99; biogenic CO2 16400 kg apart
    expect(r.record.output.co2eKg).toBe('206.01');
    expect(r.record.output.biogenicCo2Kg).toBe('16400');
    expect(ch4(r)?.gwpApplied?.[0]).toMatchObject({ gwpGas: 'CH4_nonfossil', methaneSource: 'biogenic' });
    expect(r.record.terms[0]?.methaneSource).toBe('biogenic');
  });

  it('uses the 20-year non-fossil value 79.7 for combustion methane', () => {
    // 0.2 × 79.7 = 15.94; 10612 + 15.94 + 0.02 × 273 (AR6 20yr N2O 273) = 10633.4
    expect(run(gas, 'AR6', '20yr').record.output.co2eKg).toBe('10633.4');
    // 1.26 × 79.7 = 100.422; + 171.99 = 272.412
    expect(run(burn('wood', '10', 'short_ton'), 'AR6', '20yr').record.output.co2eKg).toBe('272.412');
  });

  it('uses the one AR4 CH4 value 25 in either mode and says so', () => {
    for (const mode of ['by_source', 'single'] as const) {
      const r = run(gas, 'AR4', '100yr', mode);
      // 10612 + 0.2 × 25 + 0.02 × 298 = 10612 + 5 + 5.96
      expect(r.record.output.co2eKg).toBe('10622.96');
      expect(r.record.gwpValues).toEqual({ CH4: '25', CO2: '1', N2O: '298' });
    }
    expect(ch4(run(gas, 'AR4', '100yr'))?.gwpApplied?.[0]?.reason).toContain('AR4 gives one CH4 value only');
  });

  it('keeps AR5 on its single value 28 in mode by_source', () => {
    // 10612 + 0.2 × 28 + 0.02 × 265 = 10612 + 5.6 + 5.3
    expect(run(gas, 'AR5', '100yr').record.output.co2eKg).toBe('10622.9');
  });

  it('rejects an unknown mode', () => {
    expect(() =>
      createCalculator({ factors: shipped, registry, methaneGwp: 'fossil' as MethaneGwpMode }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CONTEXT' }));
  });
});

const TWO_FUELS = 'test/two-fuels';
/** Natural gas released unburnt (declared fugitive fossil), wood (declared biogenic) and natural gas without a source. */
const twoFuels = defineAlgorithm({
  id: TWO_FUELS,
  version: '1.0.0',
  name: 'Two fuels',
  category: 'scope1.stationary_combustion',
  inputs: z.object({ source: z.string().optional() }),
  effectiveDate: '2000-01-01',
  methodology: 'E = Q × EF per fuel',
  references: [{ title: 'CTP engine tests' }],
  calculate: (activity, inputs, rt) => {
    const ng = rt.lookupFactor({
      category: 'stationary_combustion',
      subcategory: 'natural_gas',
      unit: 'scf',
    });
    const wood = rt.lookupFactor({ category: 'stationary_combustion', subcategory: 'wood', unit: 'kg' });
    const q = activity.quantity;
    return {
      terms: [
        {
          factor: ng,
          amount: q,
          label: 'gas',
          methaneSource: (inputs.source ?? 'fossil_fugitive') as 'fossil_fugitive',
        },
        { factor: wood, amount: q, label: 'wood', methaneSource: 'biogenic' },
        { factor: ng, amount: q, label: 'gas, source unknown' },
      ],
    };
  },
});

describe('terms of different methane sources (tiny dataset)', () => {
  const activity: ActivityInput = {
    id: 'mix',
    category: 'scope1.stationary_combustion',
    quantity: '1000',
    unit: 'kg',
    region: 'US',
    ...Y2025,
  };
  const calc = (attributes: Record<string, unknown> = {}) =>
    createCalculator({
      factors: tinyLibrary(),
      registry: new AlgorithmRegistry().register(twoFuels),
      gwpSet: 'AR6',
    }).calculate({ ...activity, attributes });

  it('restates each term with its own row; an undeclared term is fossil combustion and the record says it was assumed', () => {
    const r = calc();
    // tiny: natural gas 0.00000103 kg CH4 per scf, wood 0.0001 kg CH4 per kg; 1000 units each
    // fugitive gas: 0.00103 kg × 29.8 = 0.030694; wood: 0.1 kg × 27.0 = 2.7;
    // undeclared gas (combustion assumed): 0.00103 × 27.0 = 0.02781; CH4 CO2e = 2.758504
    const line = ch4(r as never);
    expect(line).toMatchObject({ massKg: '0.10206', co2eKg: '2.758504', gwp: null });
    expect(line?.gwpApplied?.map((a) => [a.gwpGas, a.methaneSource]).sort()).toEqual([
      ['CH4_fossil', 'fossil_fugitive'],
      ['CH4_nonfossil', 'biogenic'],
      ['CH4_nonfossil', 'fossil_combustion'],
    ]);
    expect(line?.gwpApplied?.filter((a) => a.reason.includes('fossil_combustion assumed'))).toHaveLength(1);
    expect(r.record.terms.map((t) => t.methaneSource)).toEqual([
      'fossil_fugitive',
      'biogenic',
      'fossil_combustion',
    ]);
    expect(r.record.gwpValues).toMatchObject({ CH4_fossil: '29.8', CH4_nonfossil: '27' });
    expect(replayRecord(r.record, new AlgorithmRegistry().register(twoFuels)).matches).toBe(true);
  });

  it('refuses a methane source outside the vocabulary', () => {
    expect(() => calc({ source: 'coal' })).toThrow(expect.objectContaining({ code: 'ALGORITHM_FAILED' }));
  });
});

describe('records of version 1 (before the methane GWP mode)', () => {
  const old = v1Record as unknown as CalculationRecord;

  it('still verify', () => {
    expect(old.recordVersion).toBe(1);
    expect(verifyRecord(old).valid).toBe(true);
  });

  it('replay to their stored values with one CH4 value, as a version 1 record', () => {
    // Stored by the engine before this change: 54.44 + 0.00103 × 27.9 + 0.0001 × 273 = 54.496037
    expect(old.output.co2eKg).toBe('54.496037');
    const replay = replayRecord(old, registry);
    expect(replay.differences).toEqual([]);
    expect(replay.matches).toBe(true);
    expect(replay.checksumOutput).toBe(old.checksumOutput);
    expect(replay.output?.gases.some((g) => 'gwpApplied' in g)).toBe(false);
  });

  it('are told apart from a version 2 record without a mode', () => {
    const broken = { ...old, recordVersion: 2 } as unknown as CalculationRecord;
    expect(() => replayRecord(broken, registry)).toThrow(expect.objectContaining({ code: 'INVALID_RECORD' }));
  });

  it('a version 2 record replays with its own mode', () => {
    for (const mode of ['by_source', 'single'] as const) {
      const r = run(burn('natural_gas', '1000', 'scf'), 'AR6', '100yr', mode);
      const replay = replayRecord(JSON.parse(JSON.stringify(r.record)), registry);
      expect(replay.differences).toEqual([]);
      expect(replay.matches).toBe(true);
    }
  });
});
