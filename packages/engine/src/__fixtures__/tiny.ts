/**
 * Test fixtures: a tiny in-memory dataset and small algorithms. Not part of the public API;
 * used by the engine's own tests only.
 */
import { Decimal, FactorLibrary, parseDataset } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { AlgorithmRegistry } from '../registry/index.js';
import type { CalculationAlgorithm } from '../types.js';

/** Dataset `tiny@1`: natural gas (US, by gas), grid electricity (US-CAMX, US, GLOBAL), one spend factor. */
export const tinyDataset = parseDataset({
  datasetId: 'tiny',
  datasetVersion: '1',
  title: 'Tiny test dataset',
  publisher: 'CTP tests',
  source: 'CTP engine test fixture',
  sourceUrl: 'https://example.org/tiny',
  license: 'CC0-1.0',
  generatedBy: 'transcribed',
  factors: [
    {
      category: 'stationary_combustion',
      subcategory: 'natural_gas',
      factor: null,
      gases: { CO2: '0.05444', CH4: '0.00000103', N2O: '0.0000001' },
      unit: 'scf',
      region: 'US',
      gwpSet: null,
      gwpTimeframe: null,
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
      status: 'confirmed',
    },
    {
      category: 'stationary_combustion',
      subcategory: 'wood',
      factor: null,
      gases: { CO2_biogenic: '1.8', CH4: '0.0001' },
      unit: 'kg',
      region: 'GLOBAL',
      gwpSet: null,
      gwpTimeframe: null,
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
      status: 'confirmed',
    },
    {
      category: 'electricity',
      subcategory: 'grid_average',
      factor: null,
      gases: { CO2: '0.2' },
      unit: 'kWh',
      region: 'US-CAMX',
      gwpSet: null,
      gwpTimeframe: null,
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
      status: 'confirmed',
    },
    {
      category: 'electricity',
      subcategory: 'grid_average',
      factor: null,
      gases: { CO2: '0.4' },
      unit: 'kWh',
      region: 'US',
      gwpSet: null,
      gwpTimeframe: null,
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
      status: 'secondary',
    },
    {
      category: 'electricity',
      subcategory: 'grid_average',
      factor: '0.5',
      unit: 'kWh',
      region: 'GLOBAL',
      gwpSet: 'AR5',
      gwpTimeframe: '100yr',
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
      status: 'confirmed',
    },
    {
      category: 'purchased_goods',
      subcategory: 'naics:334111',
      factor: '0.1',
      unit: 'USD',
      priceYear: 2021,
      region: 'US',
      gwpSet: 'AR5',
      gwpTimeframe: '100yr',
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
      status: 'confirmed',
    },
  ],
});

/** A library holding only {@link tinyDataset}. */
export const tinyLibrary = (): FactorLibrary => new FactorLibrary([tinyDataset]);

const refs = [{ title: 'CTP engine tests' }];

/** `test/fuel`: quantity × the fuel's factor (generic, scope 1). */
export const fuelAlgorithm = defineAlgorithm({
  id: 'test/fuel',
  version: '1.0.0',
  name: 'Test fuel',
  category: 'scope1.stationary_combustion',
  inputs: z.object({ fuel: z.string().min(1) }),
  effectiveDate: '2000-01-01',
  methodology: 'E = Q × EF',
  references: refs,
  calculate: (activity, inputs, rt) => {
    const f = rt.lookupFactor({ category: 'stationary_combustion', subcategory: inputs.fuel });
    return {
      terms: [
        {
          factor: f,
          amount: rt.convert(activity.quantity, activity.unit, f.factor.unit),
          label: `${inputs.fuel} burnt`,
        },
      ],
    };
  },
});

/** A grid algorithm for a region (or generic), tagged by id and version. */
export function gridAlgorithm(
  id: string,
  version: string,
  extra: Partial<Pick<CalculationAlgorithm, 'region' | 'effectiveDate' | 'deprecatedDate'>> = {},
): CalculationAlgorithm {
  return defineAlgorithm({
    id,
    version,
    name: `Grid ${id}`,
    category: 'scope2.electricity.location_based',
    inputs: z.object({}),
    effectiveDate: '2000-01-01',
    ...extra,
    methodology: 'E = kWh × grid factor',
    references: refs,
    calculate: (activity, _inputs, rt) => {
      const f = rt.lookupFactor({ category: 'electricity', subcategory: 'grid_average' });
      return {
        terms: [
          {
            factor: f,
            amount: rt.convert(activity.quantity, activity.unit, f.factor.unit),
            label: 'grid electricity',
          },
        ],
      };
    },
  });
}

/** `test/supplier`: market-based with a supplier rate carried by the activity (instrument factor). */
export const supplierAlgorithm = defineAlgorithm({
  id: 'test/supplier',
  version: '1.0.0',
  name: 'Test supplier rate',
  category: 'scope2.electricity.market_based',
  inputs: z.object({ rate: z.string() }),
  effectiveDate: '2000-01-01',
  methodology: 'E = kWh × supplier rate',
  references: refs,
  calculate: (activity, inputs, rt) => {
    const f = rt.instrumentFactor({
      subcategory: 'supplier_rate',
      co2ePerUnit: new Decimal(inputs.rate),
      unit: 'kWh',
      source: 'supplier disclosure 2025',
    });
    return { terms: [{ factor: f, amount: activity.quantity, label: 'supplied electricity' }] };
  },
});

/** `test/spend`: spend × factor (scope 3). */
export const spendAlgorithm = defineAlgorithm({
  id: 'test/spend',
  version: '1.0.0',
  name: 'Test spend',
  category: 'scope3.purchased_goods',
  scope3Category: 1,
  inputs: z.object({ sector: z.string() }),
  effectiveDate: '2000-01-01',
  methodology: 'E = spend × EF',
  references: refs,
  calculate: (activity, inputs, rt) => {
    const f = rt.lookupFactor({ category: 'purchased_goods', subcategory: inputs.sector });
    return { terms: [{ factor: f, amount: activity.quantity, label: 'spend' }] };
  },
});

/** A registry with the fixture algorithms: generic grid, US grid (two versions), fuel, supplier, spend. */
export function tinyRegistry(): AlgorithmRegistry {
  return new AlgorithmRegistry().register(
    fuelAlgorithm,
    supplierAlgorithm,
    spendAlgorithm,
    gridAlgorithm('test/grid', '1.0.0'),
    gridAlgorithm('test/grid-us', '1.0.0', {
      region: 'US',
      effectiveDate: '2020-01-01',
      deprecatedDate: '2024-01-01',
    }),
    gridAlgorithm('test/grid-us', '1.1.0', { region: 'US', effectiveDate: '2024-01-01' }),
  );
}
