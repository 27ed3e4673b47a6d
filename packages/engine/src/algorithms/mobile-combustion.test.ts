import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { mobileCombustion } from './mobile-combustion.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const CO2_ONLY = ['MOBILE_CH4_N2O_EXCLUDED'];

const cases: GoldenCase[] = [
  {
    name: 'US diesel 100 gal (Table 2, CO2 only)',
    activity: {
      quantity: '100',
      unit: 'gal',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'diesel', vehicleType: 'heavy_duty_truck' },
    },
    expectedCo2eKg: '1021',
    expectedGasMassKg: { CO2: '1021' },
    expectedWarnings: CO2_ONLY,
    expectedFactor: { datasetId: 'epa-ghg-hub', datasetVersion: '2025', subcategory: 'diesel', region: 'US' },
    source: 'EPA Hub 2025 Table 2 diesel fuel 10.21 kg CO2 per gallon: 100 × 10.21 = 1021 kg',
  },
  {
    name: 'US motor gasoline 100 gal, 2024 edition',
    activity: { quantity: '100', unit: 'gal', region: 'US', ...Y2024, attributes: { fuel: 'gasoline' } },
    expectedCo2eKg: '878',
    expectedWarnings: CO2_ONLY,
    expectedFactor: { datasetId: 'epa-ghg-hub', datasetVersion: '2024' },
    source: 'EPA Hub 2024 Table 2 motor gasoline 8.78 kg CO2 per gallon: 100 × 8.78 = 878 kg',
  },
  {
    name: 'US motor gasoline 100 L converted to US gallons',
    activity: { quantity: '100', unit: 'L', region: 'US', ...Y2025, attributes: { fuel: 'gasoline' } },
    expectedCo2eKg: '231.943061970454',
    tolerance: '0.000001',
    expectedWarnings: CO2_ONLY,
    source:
      '1 US gal = 3.785411784 L exactly; 100 / 3.785411784 = 26.417205235815 gal × 8.78 kg CO2 (EPA Hub 2025 Table 2) = 231.943061970454 kg',
  },
  {
    name: 'US LNG 100 gal',
    activity: { quantity: '100', unit: 'gal', region: 'US', ...Y2025, attributes: { fuel: 'lng' } },
    expectedCo2eKg: '450',
    expectedWarnings: CO2_ONLY,
    source: 'EPA Hub 2025 Table 2 LNG 4.50 kg CO2 per gallon: 100 × 4.50 = 450 kg',
  },
  {
    name: 'US jet fuel 1000 gal for aircraft',
    activity: {
      quantity: '1000',
      unit: 'gal',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'jet_fuel', vehicleType: 'aircraft' },
    },
    expectedCo2eKg: '9750',
    expectedWarnings: CO2_ONLY,
    source: 'EPA Hub 2025 Table 2 kerosene-type jet fuel 9.75 kg CO2 per gallon: 1000 × 9.75 = 9750 kg',
  },
  {
    name: 'US biodiesel B100 100 gal: all CO2 biogenic',
    activity: { quantity: '100', unit: 'gal', region: 'US', ...Y2025, attributes: { fuel: 'biodiesel' } },
    expectedCo2eKg: '0',
    expectedBiogenicCo2Kg: '945',
    expectedWarnings: CO2_ONLY,
    source:
      'EPA Hub 2025 Table 2 biodiesel (100%) 9.45 kg CO2 per gallon, biogenic: CO2e 0, biogenic 100 × 9.45 = 945 kg',
  },
  {
    name: 'US propane 100 gal: no Table 2 row, stationary row of the same fuel',
    activity: {
      quantity: '100',
      unit: 'gal',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'propane', vehicleType: 'non_road' },
    },
    expectedCo2eKg: '574.081',
    expectedWarnings: ['MOBILE_FACTOR_FALLBACK'],
    expectedFactor: { datasetId: 'epa-ghg-hub', subcategory: 'propane' },
    source:
      'EPA Hub 2025 Table 1 propane per gallon: 5.72 kg CO2, 0.27 g CH4, 0.05 g N2O: 572 + 0.027 × 28 + 0.005 × 265 = 572 + 0.756 + 1.325 = 574.081 kg',
  },
  {
    name: 'GB diesel 100 L: DESNZ has one fuels table, stationary row used',
    activity: {
      quantity: '100',
      unit: 'L',
      region: 'GB',
      ...Y2024,
      attributes: { fuel: 'diesel', vehicleType: 'passenger_car' },
    },
    expectedCo2eKg: '251.279',
    expectedBiogenicCo2Kg: '16',
    expectedWarnings: ['MOBILE_FACTOR_FALLBACK'],
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'diesel' },
    source:
      'DESNZ 2024 Fuels, diesel (average biofuel blend) 2.51279 kg CO2e per litre; outside of scopes 0.16 kg/L: 100 × 2.51279 = 251.279 kg, biogenic 16 kg',
  },
  {
    name: 'GB diesel 100 L, DESNZ 2025',
    activity: { quantity: '100', unit: 'L', region: 'GB', ...Y2025, attributes: { fuel: 'diesel' } },
    expectedCo2eKg: '257.082',
    expectedWarnings: ['MOBILE_FACTOR_FALLBACK'],
    source:
      'DESNZ 2025 flat file, diesel (average biofuel blend) 2.57082 kg CO2e per litre (factors.md §3.2): 100 × 2.57082 = 257.082 kg',
  },
  {
    name: 'GB petrol 100 L, DESNZ 2024',
    activity: { quantity: '100', unit: 'L', region: 'GB', ...Y2024, attributes: { fuel: 'gasoline' } },
    expectedCo2eKg: '208.44',
    expectedBiogenicCo2Kg: '13',
    expectedWarnings: ['MOBILE_FACTOR_FALLBACK'],
    source:
      'DESNZ 2024 Fuels, petrol (average biofuel blend) 2.08440 kg CO2e per litre; outside of scopes 0.13 kg/L: 100 × 2.0844 = 208.44 kg, biogenic 13 kg',
  },
  {
    name: 'error: no fuel',
    activity: { quantity: '1', unit: 'gal', region: 'US', ...Y2025, attributes: { vehicleType: 'bus' } },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'attribute fuel is required',
  },
  {
    name: 'error: unknown vehicle type',
    activity: {
      quantity: '1',
      unit: 'gal',
      region: 'US',
      ...Y2025,
      attributes: { fuel: 'diesel', vehicleType: 'spaceship' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'vehicleType is a closed list',
  },
  {
    name: 'error: unknown fuel',
    activity: { quantity: '1', unit: 'gal', region: 'US', ...Y2025, attributes: { fuel: 'unobtainium' } },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'neither mobile nor stationary rows exist',
  },
  {
    name: 'error: no factor for Japan',
    activity: { quantity: '1', unit: 'L', region: 'JP', ...Y2025, attributes: { fuel: 'diesel' } },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no shipped dataset covers JP',
  },
];

testAlgorithm(mobileCombustion, cases);
