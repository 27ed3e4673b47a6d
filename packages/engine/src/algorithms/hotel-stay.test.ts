import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { businessTravelHotel } from './hotel-stay.js';

const night = (year: number) => ({ periodStart: `${year}-03-10`, periodEnd: `${year}-03-13` });

const cases: GoldenCase[] = [
  {
    name: 'three nights in France, 2025',
    activity: { quantity: '3', unit: 'room_night', region: 'FR', ...night(2025) },
    expectedCo2eKg: '20.1',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025', subcategory: 'hotel', region: 'FR' },
    source:
      'DESNZ 2025 flat file, Hotel stay > France, cell J7411: 6.7 kg CO2e per room per night; 3 × 6.7 = 20.1 kg',
  },
  {
    name: 'two nights in London, 2025',
    activity: {
      quantity: '2',
      unit: 'room_night',
      region: 'GB',
      ...night(2025),
      attributes: { london: true },
    },
    expectedCo2eKg: '23',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'hotel.london', region: 'GB' },
    source: 'DESNZ 2025 flat file, Hotel stay > UK (London), cell J7396: 11.5; 2 × 11.5 = 23 kg',
  },
  {
    name: 'four nights in the UK, 2024',
    activity: { quantity: '4', unit: 'room_night', region: 'GB', ...night(2024) },
    expectedCo2eKg: '41.6',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024', subcategory: 'hotel', region: 'GB' },
    source: 'DESNZ 2024 flat file, Hotel stay > UK, cell J7395: 10.4; 4 × 10.4 = 41.6 kg',
  },
  {
    name: 'two nights in the United States, 2019 edition',
    activity: { quantity: '2', unit: 'room_night', region: 'US', ...night(2019) },
    gwpSet: 'AR4',
    expectedCo2eKg: '42.8',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2019', region: 'US' },
    source: 'DESNZ 2019 flat file, Hotel stay > United States, cell K6974: 21.4; 2 × 21.4 = 42.8 kg',
  },
  {
    name: 'error: a country DESNZ does not publish (Norway) never gets the UK factor',
    activity: { quantity: '2', unit: 'room_night', region: 'NO', ...night(2025) },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source:
      'no Hotel stay line for Norway in DESNZ 2025; the region chain NO, EUROPE, GLOBAL has no hotel row',
  },
  {
    name: 'error: london outside GB',
    activity: {
      quantity: '1',
      unit: 'room_night',
      region: 'FR',
      ...night(2025),
      attributes: { london: true },
    },
    expectedCo2eKg: '0',
    expectedError: 'INVALID_INPUT',
    source: 'the London factor is a UK factor',
  },
];

testAlgorithm(businessTravelHotel, cases);
