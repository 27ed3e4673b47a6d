import { FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { endOfLifeTreatment } from './end-of-life-treatment.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const EPA_AR4 = 'EPA Hub 2025 Table 9 (WARM), metric tons CO2e per short ton on AR4 GWPs';

const cases: GoldenCase[] = [
  {
    name: 'GB 10 t of paper products landfilled (whole mass)',
    activity: {
      quantity: '10',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: { wasteType: 'paper_and_board_paper', method: 'landfilled' },
    },
    expectedCo2eKg: '11643.9015',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'paper_and_board_paper.landfilled',
      region: 'GB',
    },
    source:
      'DESNZ 2024 Waste disposal, paper and board: paper, landfill (ID 20_506_5460_15_1) 1164.39015 kg CO2e/t: 10 × 1164.39015 = 11643.9015 kg',
  },
  {
    name: 'GB 120 t of plastic packaging, 40% combusted',
    activity: {
      quantity: '120',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: {
        wasteType: 'mixed_plastics',
        method: 'combusted',
        treatmentShare: '0.4',
        component: 'packaging',
      },
    },
    expectedCo2eKg: '307.70928',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'mixed_plastics.combusted',
    },
    source:
      'DESNZ 2024 Waste disposal, plastics: average plastics, combustion (ID 20_505_5381_15_1) 6.41061 kg CO2e/t: 120 t × 0.4 = 48 t × 6.41061 = 307.70928 kg',
  },
  {
    name: 'US 100 short tons of plastics, 75% landfilled, AR4 as published',
    activity: {
      quantity: '100',
      unit: 'short_ton',
      region: 'US',
      ...Y2025,
      attributes: { wasteType: 'mixed_plastics', method: 'landfilled', treatmentShare: '0.75' },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '1500',
    expectedFactor: {
      datasetId: 'epa-ghg-hub',
      datasetVersion: '2025',
      subcategory: 'mixed_plastics.landfilled',
    },
    source: `${EPA_AR4}: mixed plastics landfilled 0.02 t = 20 kg per short ton; 100 × 0.75 = 75 short tons × 20 = 1500 kg`,
  },
  {
    name: 'US 2000 lb of cardboard packaging, half recycled',
    activity: {
      quantity: '2000',
      unit: 'lb',
      region: 'US',
      ...Y2025,
      attributes: {
        wasteType: 'corrugated_containers',
        method: 'recycled',
        treatmentShare: '0.5',
        component: 'packaging',
      },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '55',
    source: `${EPA_AR4}: corrugated containers recycled 0.11 t = 110 kg per short ton; 2000 lb × 0.5 = 1000 lb = 0.5 short ton × 110 = 55 kg`,
  },
  {
    name: 'error: a volume is not a mass',
    activity: {
      quantity: '10',
      unit: 'm3',
      region: 'GB',
      ...Y2024,
      attributes: { wasteType: 'glass', method: 'recycled' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'the quantity is a mass',
  },
  {
    name: 'error: a share above 1',
    activity: {
      quantity: '10',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: { wasteType: 'glass', method: 'recycled', treatmentShare: '1.5' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'treatmentShare is at most 1',
  },
  {
    name: 'error: a zero share',
    activity: {
      quantity: '10',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: { wasteType: 'glass', method: 'recycled', treatmentShare: '0' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'treatmentShare is greater than zero: leave out a treatment that gets nothing',
  },
  {
    name: 'error: no treatment',
    activity: { quantity: '10', unit: 't', region: 'GB', ...Y2024, attributes: { wasteType: 'glass' } },
    expectedError: 'INVALID_INPUT',
    source: 'attribute method is required',
  },
  {
    name: 'error: a material no dataset knows',
    activity: {
      quantity: '10',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: { wasteType: 'unobtainium', method: 'landfilled' },
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no waste factor for unobtainium.landfilled',
  },
];

testAlgorithm(endOfLifeTreatment, cases);

describe('ctp/end-of-life-treatment', () => {
  const calculator = () =>
    createCalculator({
      factors: FactorLibrary.withShippedDatasets(),
      registry: new AlgorithmRegistry().register(endOfLifeTreatment),
      gwpSet: 'AR5',
      gwpTimeframe: '100yr',
    });

  it('prints the material, component, treatment and share arithmetic in the term label', () => {
    const { output } = calculator().calculate({
      id: 'packaging',
      category: endOfLifeTreatment.category,
      quantity: '120',
      unit: 't',
      region: 'GB',
      ...Y2024,
      attributes: {
        wasteType: 'mixed_plastics',
        method: 'combusted',
        treatmentShare: '0.4',
        component: 'packaging',
        productName: 'bottle crate',
      },
    });
    expect(output.scope3Category).toBe(12);
    expect(output.factorRefs.map((r) => r.label)).toEqual([
      'end of life of sold mixed plastics (packaging of "bottle crate") combusted, 120 t × share 0.4 = 48 t',
    ]);
  });

  it('hints at the shared vocabulary when the material is unknown', () => {
    let thrown: unknown;
    try {
      calculator().calculate({
        id: 'x',
        category: endOfLifeTreatment.category,
        quantity: '1',
        unit: 't',
        region: 'GB',
        ...Y2024,
        attributes: { wasteType: 'unobtainium', method: 'landfilled' },
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'FACTOR_NOT_FOUND' });
    expect((thrown as { details: { hint?: string } }).details.hint).toContain('mixed_plastics');
  });
});
