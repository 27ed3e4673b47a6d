import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { businessTravel } from './business-travel.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const DESNZ24 = 'DESNZ 2024 Business travel- air, kg CO2e per passenger.km (AR5)';

const cases: GoldenCase[] = [
  {
    name: 'US air short haul 1000 passenger-miles, Hub 2025',
    activity: {
      quantity: '1000',
      unit: 'pmi',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'air', haul: 'short' },
    },
    expectedCo2eKg: '208.9282',
    expectedGasMassKg: { CO2: '207', CH4: '0.0064', N2O: '0.0066' },
    expectedFactor: {
      datasetId: 'epa-ghg-hub',
      datasetVersion: '2025',
      subcategory: 'air.short_haul',
      region: 'US',
    },
    source:
      'EPA Hub 2025 Table 10 air short haul: 0.207 kg CO2, 0.0064 g CH4, 0.0066 g N2O per passenger-mile: 207 + 0.0064 × 28 + 0.0066 × 265 = 207 + 0.1792 + 1.749 = 208.9282 kg',
  },
  {
    name: 'US air short haul 1000 passenger-miles, Hub 2024',
    activity: {
      quantity: '1000',
      unit: 'pmi',
      region: 'US',
      ...Y2024,
      attributes: { mode: 'air', haul: 'short' },
    },
    expectedCo2eKg: '208.85353589848746351',
    source:
      'EPA Hub 2024 Table 10 air short haul, unrounded workbook cells (factors.md rounds them to 0.20693 / 0.00643 / 0.00658, which would give 208.85374): 0.206929260450161 kg CO2, 0.00643086816720257 g CH4, 0.00658192882884827 g N2O per pmi; 1000 pmi: 206.929260450161 + 0.00643086816720257 × 28 + 0.00658192882884827 × 265 = 206.929260450161 + 0.18006430868167196 + 1.74421113964479155 = 208.85353589848746351 kg',
  },
  {
    name: 'US air long haul 1000 pkm converted to passenger-miles',
    activity: {
      quantity: '1000',
      unit: 'pkm',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'air', haul: 'long' },
    },
    expectedCo2eKg: '102.150192873618',
    tolerance: '0.000001',
    source:
      'EPA Hub 2025 Table 10 air long haul 0.163 kg CO2, 0.0006 g CH4, 0.0052 g N2O per pmi; 1000 pkm / 1.609344 = 621.371192237334 pmi: 101.283504334685 + 0.010439036030 + 0.856249502903 = 102.150192873618 kg',
  },
  {
    name: 'US economy class: no class factor, average used',
    activity: {
      quantity: '1000',
      unit: 'pmi',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'air', haul: 'medium', cabinClass: 'economy' },
    },
    expectedCo2eKg: '130.1033',
    expectedWarnings: ['CABIN_CLASS_FALLBACK'],
    source:
      'EPA Hub 2025 Table 10 air medium haul 0.129 kg CO2, 0.0006 g CH4, 0.0041 g N2O per pmi: 129 + 0.0006 × 28 + 0.0041 × 265 = 129 + 0.0168 + 1.0865 = 130.1033 kg',
  },
  {
    name: 'GB short haul 1000 pkm without radiative forcing (generic default)',
    activity: {
      quantity: '1000',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'short' },
    },
    expectedCo2eKg: '109.74',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'air.short_haul' },
    source: `${DESNZ24}: short-haul average without RF 0.10974: 1000 × 0.10974 = 109.74 kg`,
  },
  {
    name: 'GB short haul 1000 pkm with radiative forcing',
    activity: {
      quantity: '1000',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'short', radiativeForcing: true },
    },
    expectedCo2eKg: '185.92',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'air.short_haul.rf' },
    source: `${DESNZ24}: short-haul average with RF 0.18592 (CO2 0.18499 = 0.10881 × 1.7): 1000 × 0.18592 = 185.92 kg`,
  },
  {
    name: 'GB long haul business with RF 10000 pkm, DESNZ 2024',
    activity: {
      quantity: '10000',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'long', cabinClass: 'business', radiativeForcing: true },
    },
    expectedCo2eKg: '5802.8',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'air.long_haul.business.rf' },
    source: `${DESNZ24}: long-haul business with RF 0.58028: 10000 × 0.58028 = 5802.8 kg`,
  },
  {
    name: 'GB long haul 1000 pkm with RF, DESNZ 2025',
    activity: {
      quantity: '1000',
      unit: 'km',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'air', haul: 'long', radiativeForcing: true },
    },
    expectedCo2eKg: '152.82',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025' },
    source:
      'DESNZ 2025 flat file, long-haul average with RF 0.15282 kg CO2e per passenger.km; plain km of one traveller = pkm: 1000 × 0.15282 = 152.82 kg',
  },
  {
    name: 'GB average car 1000 km (vehicle distance)',
    activity: { quantity: '1000', unit: 'km', region: 'GB', ...Y2024, attributes: { mode: 'car' } },
    expectedCo2eKg: '166.91',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'car.average' },
    source:
      'DESNZ 2024 Business travel- land, average car unknown fuel 0.16691 kg CO2e per km: 1000 × 0.16691 = 166.91 kg',
  },
  {
    name: 'GB diesel car 1000 vkm',
    activity: {
      quantity: '1000',
      unit: 'vkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'car', carFuel: 'diesel' },
    },
    expectedCo2eKg: '169.84',
    source:
      'DESNZ 2024 Business travel- land, average car diesel 0.16984 kg CO2e per km: 1000 × 0.16984 = 169.84 kg',
  },
  {
    name: 'GB rental car (car hire) by size and fuel: medium petrol 400 vkm, DESNZ 2025',
    activity: {
      quantity: '400',
      unit: 'vkm',
      region: 'GB',
      periodStart: '2025-05-01',
      periodEnd: '2025-05-31',
      attributes: { mode: 'car', vehicleSize: 'medium', carFuel: 'petrol' },
    },
    expectedCo2eKg: '69.896',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025', subcategory: 'car.medium.petrol' },
    source:
      'DESNZ 2025 flat file, Business travel- land > Cars (by size) > Medium car, Petrol, km, cell J5209: 0.17474 kg CO2e per km; 400 × 0.17474 = 69.896 kg',
  },
  {
    name: 'GB national rail 1000 pkm',
    activity: { quantity: '1000', unit: 'pkm', region: 'GB', ...Y2024, attributes: { mode: 'rail' } },
    expectedCo2eKg: '35.46',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'rail.national' },
    source:
      'DESNZ 2024 Business travel- land, national rail 0.03546 kg CO2e per passenger.km: 1000 × 0.03546 = 35.46 kg',
  },
  {
    name: 'US passenger car 1000 vehicle-miles, Hub 2025',
    activity: { quantity: '1000', unit: 'mi', region: 'US', ...Y2025, attributes: { mode: 'car' } },
    expectedCo2eKg: '298.5697',
    source:
      'EPA Hub 2025 Table 10 passenger car 0.297 kg CO2, 0.0059 g CH4, 0.0053 g N2O per vehicle-mile: 297 + 0.0059 × 28 + 0.0053 × 265 = 297 + 0.1652 + 1.4045 = 298.5697 kg',
  },
  {
    name: 'US bus 1000 passenger-miles, Hub 2024',
    activity: { quantity: '1000', unit: 'pmi', region: 'US', ...Y2024, attributes: { mode: 'bus' } },
    expectedCo2eKg: '71.2709945992717021',
    source:
      'EPA Hub 2024 Table 10 bus, unrounded workbook cells (factors.md rounds to 0.07071 / 0 / 0.00213, giving 71.27445): 0.0707075875273407 kg CO2, 0 g CH4, 0.00212606442238114 g N2O per pmi; 1000 pmi: 70.7075875273407 + 0 + 0.00212606442238114 × 265 = 70.7075875273407 + 0.5634070719310021 = 71.2709945992717021 kg',
  },
  {
    name: 'error: air without haul',
    activity: { quantity: '1', unit: 'pkm', region: 'GB', ...Y2024, attributes: { mode: 'air' } },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'haul is required for air',
  },
  {
    name: 'error: haul on a rail trip',
    activity: {
      quantity: '1',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'rail', haul: 'short' },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'haul applies to air only',
  },
  {
    name: 'error: car in passenger-km',
    activity: { quantity: '1', unit: 'pkm', region: 'GB', ...Y2024, attributes: { mode: 'car' } },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'car factors are per vehicle distance',
  },
  {
    name: 'error: no mode',
    activity: { quantity: '1', unit: 'pkm', region: 'GB', ...Y2024, attributes: {} },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'mode is required',
  },
  {
    name: 'error: radiative forcing not published by EPA',
    activity: {
      quantity: '1',
      unit: 'pmi',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'air', haul: 'long', radiativeForcing: true },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'EPA Table 10 air factors are without RF; never silently dropped',
  },
  {
    name: 'error: business class not published by EPA',
    activity: {
      quantity: '1',
      unit: 'pmi',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'air', haul: 'long', cabinClass: 'business' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'the average would understate business class',
  },
  {
    name: 'error: DESNZ has no medium haul',
    activity: {
      quantity: '1',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'medium' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'DESNZ classes are domestic, short, long, international',
  },
];

testAlgorithm(businessTravel, cases);
