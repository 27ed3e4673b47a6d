import { type GoldenCase, testAlgorithm } from '@ctp/engine/testing';
import { desnzAirTravel } from './desnz-air-travel.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const AIR24 = 'DESNZ 2024 Business travel- air, kg CO2e per passenger.km (AR5, 8% distance uplift included)';
const AIR25 = 'DESNZ 2025 flat file, Business travel- air, kg CO2e per passenger.km';

const cases: GoldenCase[] = [
  {
    name: 'short haul 1000 pkm: radiative forcing on by default',
    activity: {
      quantity: '1000',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'short' },
    },
    expectedCo2eKg: '185.92',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'air.short_haul.rf',
      region: 'GB',
    },
    source: `${AIR24}: short-haul average with RF 0.18592 (CO2 0.18499 ≈ 0.10881 × 1.7): 1000 × 0.18592 = 185.92 kg`,
  },
  {
    name: 'short haul 1000 pkm with radiativeForcing false',
    activity: {
      quantity: '1000',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'short', radiativeForcing: false },
    },
    expectedCo2eKg: '109.74',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'air.short_haul' },
    source: `${AIR24}: short-haul average without RF 0.10974: 1000 × 0.10974 = 109.74 kg`,
  },
  {
    name: 'long haul business 10000 pkm (RF default)',
    activity: {
      quantity: '10000',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'long', cabinClass: 'business' },
    },
    expectedCo2eKg: '5802.8',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'air.long_haul.business.rf' },
    source: `${AIR24}: long-haul business with RF 0.58028: 10000 × 0.58028 = 5802.8 kg`,
  },
  {
    name: 'short haul business 1000 pkm (RF default), class factor from the workbook',
    activity: {
      quantity: '1000',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'short', cabinClass: 'business' },
    },
    expectedCo2eKg: '274.3',
    source:
      'DESNZ 2024 flat file 21_316_3166_11_1, short-haul business class with RF 0.27430 kg CO2e per passenger.km (not in factors.md): 1000 × 0.2743 = 274.3 kg',
  },
  {
    name: 'long haul economy 1000 pkm, DESNZ 2025 (RF default)',
    activity: {
      quantity: '1000',
      unit: 'km',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'air', haul: 'long', cabinClass: 'economy' },
    },
    expectedCo2eKg: '117.04',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2025',
      subcategory: 'air.long_haul.economy.rf',
    },
    source: `${AIR25} 21_316_3170_11_1: long-haul economy with RF 0.11704 (not in factors.md); plain km of one traveller: 1000 × 0.11704 = 117.04 kg`,
  },
  {
    name: 'domestic 500 pkm, DESNZ 2025 (RF default)',
    activity: {
      quantity: '500',
      unit: 'pkm',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'air', haul: 'domestic' },
    },
    expectedCo2eKg: '114.64',
    source: `${AIR25}: domestic with RF 0.22928 (factors.md §3.3): 500 × 0.22928 = 114.64 kg`,
  },
  {
    name: 'international (non-UK) 2000 pkm without RF, DESNZ 2024',
    activity: {
      quantity: '2000',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'international', radiativeForcing: false },
    },
    expectedCo2eKg: '207.54',
    source: `${AIR24}: international non-UK without RF 0.10377: 2000 × 0.10377 = 207.54 kg`,
  },
  {
    name: 'national rail 1000 pkm: land modes unchanged',
    activity: { quantity: '1000', unit: 'pkm', region: 'GB', ...Y2024, attributes: { mode: 'rail' } },
    expectedCo2eKg: '35.46',
    source:
      'DESNZ 2024 Business travel- land, national rail 0.03546 kg CO2e per passenger.km: 1000 × 0.03546 = 35.46 kg',
  },
  {
    name: 'small petrol car 1000 km',
    activity: {
      quantity: '1000',
      unit: 'km',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'car', vehicleSize: 'small', carFuel: 'petrol' },
    },
    expectedCo2eKg: '143.7',
    source:
      'DESNZ 2024 flat file 25_301_3046_4_1, small petrol car 0.14370 kg CO2e per km (not in factors.md): 1000 × 0.1437 = 143.7 kg',
  },
  {
    name: 'regular taxi 100 pkm',
    activity: { quantity: '100', unit: 'pkm', region: 'GB', ...Y2024, attributes: { mode: 'taxi' } },
    expectedCo2eKg: '14.861',
    source:
      'DESNZ 2024 flat file 25_313_3141_11_1, regular taxi 0.14861 kg CO2e per passenger.km (not in factors.md): 100 × 0.14861 = 14.861 kg',
  },
  {
    name: 'error: medium haul is not a DESNZ class',
    activity: {
      quantity: '1',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'medium' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'DESNZ classes: domestic, short, long, international',
  },
  {
    name: 'error: first class short haul not published',
    activity: {
      quantity: '1',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'air', haul: 'short', cabinClass: 'first' },
    },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'DESNZ short-haul has economy and business only; the average would understate first class',
  },
  {
    name: 'error: radiative forcing on rail',
    activity: {
      quantity: '1',
      unit: 'pkm',
      region: 'GB',
      ...Y2024,
      attributes: { mode: 'rail', radiativeForcing: true },
    },
    expectedError: 'INVALID_INPUT',
    source: 'radiativeForcing applies to air only',
  },
];

testAlgorithm(desnzAirTravel, cases);
