import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { employeeCommuting } from './employee-commuting.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;

const cases: GoldenCase[] = [
  {
    name: 'GB rail 10 km one way, 220 days',
    activity: {
      quantity: '10',
      unit: 'km',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'rail', railType: 'national', workingDays: 220 },
    },
    expectedCo2eKg: '156.024',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'rail.national' },
    source:
      'DESNZ 2024 national rail 0.03546 kg CO2e per passenger.km; 10 km × 2 trips × 220 days = 4400 pkm × 0.03546 = 156.024 kg',
  },
  {
    name: 'GB average car 12 km one way, 220 days, 15 commuters',
    activity: {
      quantity: '12',
      unit: 'km',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'car', workingDays: 220, commuters: 15 },
    },
    expectedCo2eKg: '13219.272',
    source:
      'DESNZ 2024 average car 0.16691 kg CO2e per km; 12 × 2 × 220 × 15 = 79200 vkm × 0.16691 = 13219.272 kg',
  },
  {
    name: 'US car pool 20 miles one way, 230 days, occupancy 2',
    activity: {
      quantity: '20',
      unit: 'mi',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'car', workingDays: 230, occupancy: '2' },
    },
    expectedCo2eKg: '1373.42062',
    source:
      'EPA Hub 2025 Table 10 passenger car 0.297 kg CO2, 0.0059 g CH4, 0.0053 g N2O per vehicle-mile = 0.2985697 kg CO2e/vmi (AR5); 20 × 2 × 230 = 9200 vmi ÷ 2 = 4600 vmi × 0.2985697 = 1373.42062 kg',
  },
  {
    name: 'US transit rail 1000 passenger-miles in total',
    activity: {
      quantity: '1000',
      unit: 'pmi',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'rail', railType: 'transit' },
    },
    expectedCo2eKg: '93.475',
    source:
      'EPA Hub 2025 Table 10 transit rail 0.093 kg CO2, 0.0075 g CH4, 0.001 g N2O per pmi: 93 + 0.0075 × 28 + 0.001 × 265 = 93 + 0.21 + 0.265 = 93.475 kg',
  },
  {
    name: 'GB local bus 5000 pkm in total, DESNZ 2025',
    activity: { quantity: '5000', unit: 'pkm', region: 'GB', ...Y2025, attributes: { mode: 'bus' } },
    expectedCo2eKg: '519.25',
    source:
      'DESNZ 2025 flat file, average local bus 0.10385 kg CO2e per passenger.km: 5000 × 0.10385 = 519.25 kg',
  },
  {
    name: 'GB one round trip a day, 3 trips per day: 8 km × 3 × 200',
    activity: {
      quantity: '8',
      unit: 'km',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'bus', workingDays: 200, tripsPerDay: 3 },
    },
    expectedCo2eKg: '520.608',
    source:
      'DESNZ 2024 average local bus 0.10846 kg CO2e per passenger.km; 8 × 3 × 200 = 4800 pkm × 0.10846 = 520.608 kg',
  },
  {
    name: 'error: tripsPerDay without workingDays',
    activity: {
      quantity: '8',
      unit: 'km',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'bus', tripsPerDay: 2 },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'tripsPerDay needs workingDays',
  },
  {
    name: 'error: occupancy on rail',
    activity: {
      quantity: '8',
      unit: 'km',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'rail', occupancy: '2' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'occupancy applies to vehicle modes',
  },
  {
    name: 'error: occupancy below 1',
    activity: {
      quantity: '8',
      unit: 'km',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'car', occupancy: '0.5' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'occupancy is at least 1',
  },
  {
    name: 'error: fractional working days',
    activity: {
      quantity: '8',
      unit: 'km',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'car', workingDays: 200.5 },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'workingDays is a whole number',
  },
  {
    name: 'error: no factor for Japan',
    activity: { quantity: '8', unit: 'km', region: 'JP', ...Y2024, attributes: { mode: 'rail' } },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no shipped passenger factors for JP',
  },
];

testAlgorithm(employeeCommuting, cases);
