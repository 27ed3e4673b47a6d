import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { capitalGoodsAverageData, purchasedGoodsAverageData } from './material-average-data.js';

const Y = (year: number) => ({ periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` });

const purchasedCases: GoldenCase[] = [
  {
    name: '12 t of mixed paper and board, primary, 2025',
    activity: {
      quantity: '12',
      unit: 't',
      region: 'GB',
      ...Y(2025),
      attributes: { material: 'paper_board_mixed' },
    },
    expectedCo2eKg: '15462.04296',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2025',
      subcategory: 'paper_board_mixed.primary',
      region: 'GB',
    },
    source:
      'DESNZ 2025 flat file, Material use > Paper and board: mixed, Primary material production, cell J4108: 1288.50358 kg CO2e/t; 12 × 1288.50358 = 15462.04296 kg',
  },
  {
    name: '500 kg of PET with closed-loop recycled content, 2024',
    activity: {
      quantity: '500',
      unit: 'kg',
      region: 'GB',
      ...Y(2024),
      attributes: { material: 'plastics_pet', materialSource: 'closed_loop' },
    },
    expectedCo2eKg: '1102.459255',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2024',
      subcategory: 'plastics_pet.closed_loop',
    },
    source:
      'DESNZ 2024 flat file, Material use > Plastics: PET (incl. forming), Closed-loop source, cell J4091: 2204.91851 kg CO2e/t; 0.5 t × 2204.91851 = 1102.459255 kg',
  },
  {
    name: 'concrete bought in the US uses the UK factor, with a warning',
    activity: { quantity: '10', unit: 't', region: 'US', ...Y(2025), attributes: { material: 'concrete' } },
    expectedCo2eKg: '1187.9306',
    expectedWarnings: ['MATERIAL_FACTOR_UK'],
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'concrete.primary', region: 'GB' },
    source:
      'DESNZ 2025, Material use > Concrete, Primary, cell J3968: 118.79306; 10 × 118.79306 = 1187.9306 kg',
  },
  {
    name: 'error: a material DESNZ does not publish',
    activity: { quantity: '1', unit: 't', region: 'GB', ...Y(2025), attributes: { material: 'unobtainium' } },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'no Material use line for unobtainium',
  },
  {
    name: 'a source the newest edition leaves empty comes from the last edition that published it',
    activity: {
      quantity: '2',
      unit: 't',
      region: 'GB',
      ...Y(2025),
      attributes: { material: 'concrete', materialSource: 'open_loop' },
    },
    expectedCo2eKg: '6.3982832',
    expectedWarnings: ['PREVIOUS_EDITION'],
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2021', subcategory: 'concrete.open_loop' },
    source:
      'Concrete Open-loop source is empty from 2022 on; DESNZ 2021 flat file, cell K2316: 3.1991416 kg CO2e/t; 2 × 3.1991416 = 6.3982832 kg',
  },
  {
    name: 'error: a source DESNZ never published (clothing, closed-loop)',
    activity: {
      quantity: '1',
      unit: 't',
      region: 'GB',
      ...Y(2025),
      attributes: { material: 'clothing', materialSource: 'closed_loop' },
    },
    expectedCo2eKg: '0',
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'the Clothing Closed-loop source cell is empty in every edition 2019–2025: no row, never a guess',
  },
];

const capitalCases: GoldenCase[] = [
  {
    name: '400 t of concrete in a new warehouse, 2025',
    activity: { quantity: '400', unit: 't', region: 'GB', ...Y(2025), attributes: { material: 'concrete' } },
    expectedCo2eKg: '47517.224',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025', subcategory: 'concrete.primary' },
    source:
      'DESNZ 2025, Material use > Concrete, Primary material production, cell J3968: 118.79306; 400 × 118.79306 = 47517.224 kg',
  },
  {
    name: '50 t of bricks, 2021 edition',
    activity: { quantity: '50', unit: 't', region: 'GB', ...Y(2021), attributes: { material: 'bricks' } },
    gwpSet: 'AR4',
    expectedCo2eKg: '12087.94508',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2021', subcategory: 'bricks.primary' },
    source:
      'DESNZ 2021 flat file, Material use > Bricks, Primary material production, cell K2310: 241.7589016; 50 × 241.7589016 = 12087.94508 kg',
  },
];

testAlgorithm(purchasedGoodsAverageData, purchasedCases);
testAlgorithm(capitalGoodsAverageData, capitalCases);
