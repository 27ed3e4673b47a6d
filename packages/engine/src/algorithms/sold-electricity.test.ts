import { describe, expect, it } from 'vitest';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { soldElectricityGeneration } from './sold-electricity.js';

const Y2023 = { periodStart: '2023-01-01', periodEnd: '2023-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const LB = '1 lb = 0.45359237 kg';

const cases: GoldenCase[] = [
  {
    name: 'GB 1000000 kWh bought and sold to end users in 2025, DESNZ 2025',
    activity: { quantity: '1000000', unit: 'kWh', region: 'GB', ...Y2025 },
    expectedCo2eKg: '177000',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2025',
      subcategory: 'grid_average',
      region: 'GB',
    },
    source:
      'DESNZ 2025 flat file, UK electricity > Electricity generated > Electricity: UK, kWh (ID 7_400_4000_5_1): 0.177 kg CO2e per kWh (AR5); 1000000 × 0.177 = 177000 kg',
  },
  {
    name: 'US-CAMX 2500 MWh in 2023, eGRID2023 (the data year itself, no warning)',
    activity: { quantity: '2500', unit: 'MWh', region: 'US-CAMX', ...Y2023 },
    expectedCo2eKg: '496853.74228875',
    tolerance: '0.01',
    expectedWarnings: [],
    expectedFactor: { datasetId: 'epa-egrid', datasetVersion: '2023', region: 'US-CAMX' },
    source: `eGRID2023 summary tables Table 1, CAMX total output: 436.655 lb CO2, 0.025 lb CH4, 0.003 lb N2O per MWh (${LB}) = 198.06337632235 kg CO2, 0.01133980925 kg CH4, 0.00136077711 kg N2O; AR5 (CH4 28, N2O 265): 198.06337632235 + 0.317514659 + 0.36060593415 = 198.7414969155 kg per MWh; × 2500 = 496853.74228875 kg`,
  },
  {
    name: 'a volume in litres is not electricity',
    activity: { quantity: '10', unit: 'L', region: 'GB', ...Y2025 },
    expectedError: 'INVALID_INPUT',
    source: 'electricity is an energy quantity',
  },
];

testAlgorithm(soldElectricityGeneration, cases);

describe('category 3 activity D methodology', () => {
  it('is category 3 and states who reports it and what it leaves out', () => {
    expect(soldElectricityGeneration.scope3Category).toBe(3);
    expect(soldElectricityGeneration.methodology).toMatch(/utility companies and energy retailers only/);
    expect(soldElectricityGeneration.methodology).toMatch(/which is Scope 2/);
  });
});
