import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { franchisesEnergy, franchisesFloorArea } from './leased-assets.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;

const energyCases: GoldenCase[] = [
  {
    name: 'GB franchise outlet electricity 50000 kWh',
    activity: {
      quantity: '50000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', assetName: 'outlet 17' },
    },
    expectedCo2eKg: '10352.5',
    source:
      'DESNZ 2024 UK electricity generated (ID 7_400_4000_5_1) 0.20705 kg CO2e/kWh: 50000 × 0.20705 = 10352.5 kg',
  },
  {
    name: 'GB franchise delivery van diesel 1000 L: mobile method, stationary diesel row',
    activity: {
      quantity: '1000',
      unit: 'L',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'diesel', assetType: 'vehicle' },
    },
    expectedCo2eKg: '2512.79',
    expectedBiogenicCo2Kg: '160',
    expectedWarnings: ['MOBILE_FACTOR_FALLBACK'],
    source:
      'DESNZ 2024 publishes one fuels table (no mobile rows): diesel (average biofuel blend) 2.51279 kg CO2e/L, outside of scopes 0.16 kg CO2/L: 1000 × 2.51279 = 2512.79 kg, biogenic 160 kg',
  },
  {
    name: 'error: franchises take no lease attributes',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2024,
      attributes: { energySource: 'electricity', leaseType: 'operating' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'category 14 is reported by the franchisor; leaseType is not one of its attributes',
  },
];

const floorAreaCases: GoldenCase[] = [
  {
    name: 'GB franchise restaurant 300 m2 × 400 kWh/m2/yr natural gas, 2025',
    activity: {
      quantity: '300',
      unit: 'm2',
      region: 'GB',
      ...Y2025,
      attributes: {
        energySource: 'natural_gas',
        energyIntensity: '400',
        intensitySource: 'franchise network survey 2024 (example source)',
      },
    },
    expectedCo2eKg: '21955.2',
    source:
      '300 m2 × 400 kWh/m2/yr × 365/365 = 120000 kWh; DESNZ 2025 natural gas kWh (Gross CV) 0.18296 kg CO2e: 120000 × 0.18296 = 21955.2 kg',
  },
];

testAlgorithm(franchisesEnergy, energyCases);
testAlgorithm(franchisesFloorArea, floorAreaCases);
