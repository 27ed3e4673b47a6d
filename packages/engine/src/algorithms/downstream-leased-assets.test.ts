import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { downstreamLeasedAssetsEnergy, downstreamLeasedAssetsFloorArea } from './leased-assets.js';

const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const GB_ELEC_24 = 'DESNZ 2024 UK electricity generated (ID 7_400_4000_5_1) 0.20705 kg CO2e/kWh';
const GB_ELEC_25 = 'DESNZ 2025 UK electricity generated 0.17700 kg CO2e/kWh';
const INTENSITY = 'tenant metering survey 2023 (example source)';

const energyCases: GoldenCase[] = [
  {
    name: 'GB building leased out on a finance lease, tenant electricity 10 MWh',
    activity: {
      quantity: '10',
      unit: 'MWh',
      region: 'GB',
      ...Y2025,
      attributes: {
        energySource: 'electricity',
        leaseType: 'finance',
        consolidationApproach: 'financial_control',
      },
    },
    expectedCo2eKg: '1770',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2025', subcategory: 'grid_average' },
    source: `Appendix A, Table A.2: finance lease is the lessor's category 13 under every approach; ${GB_ELEC_25}: 10000 kWh × 0.177 = 1770 kg`,
  },
  {
    name: 'GB building leased out on an operating lease under operational control, tenant gas 1000 kWh',
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2025,
      attributes: {
        energySource: 'natural_gas',
        leaseType: 'operating',
        consolidationApproach: 'operational_control',
      },
    },
    expectedCo2eKg: '182.96',
    source: 'DESNZ 2025 flat file, natural gas kWh (Gross CV) 0.18296 kg CO2e: 1000 × 0.18296 = 182.96 kg',
  },
  {
    name: "error: operating lease under financial control is the lessor's Scope 1 and 2",
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2025,
      attributes: {
        energySource: 'electricity',
        leaseType: 'operating',
        consolidationApproach: 'financial_control',
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'Scope 3 Standard Appendix A, Table A.2',
  },
  {
    name: "error: operating lease under equity share is the lessor's Scope 1 and 2",
    activity: {
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      ...Y2025,
      attributes: {
        energySource: 'electricity',
        leaseType: 'operating',
        consolidationApproach: 'equity_share',
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'Scope 3 Standard Appendix A, Table A.2',
  },
];

const floorAreaCases: GoldenCase[] = [
  {
    name: 'GB building leased out, 2000 m2 × 80 kWh/m2/yr electricity, whole 2025',
    activity: {
      quantity: '2000',
      unit: 'm2',
      region: 'GB',
      ...Y2025,
      attributes: {
        energySource: 'electricity',
        energyIntensity: '80',
        intensitySource: INTENSITY,
        leaseType: 'finance',
      },
    },
    expectedCo2eKg: '28320',
    source: `2000 m2 × 80 kWh/m2/yr × 365/365 = 160000 kWh; ${GB_ELEC_25}: 160000 × 0.177 = 28320 kg`,
  },
  {
    name: 'GB building leased out 1 Jul 2024 to 30 Jun 2025, 1000 m2 × 100 kWh/m2/yr electricity',
    activity: {
      quantity: '1000',
      unit: 'm2',
      region: 'GB',
      periodStart: '2024-07-01',
      periodEnd: '2025-06-30',
      attributes: {
        energySource: 'electricity',
        energyIntensity: '100',
        intensitySource: INTENSITY,
        leaseType: 'finance',
      },
    },
    expectedCo2eKg: '20676.48199715547570925967512538',
    tolerance: '0.000000001',
    expectedFactor: { datasetId: 'desnz-ghg-cf', datasetVersion: '2024' },
    source: `factor of the period start (2024): ${GB_ELEC_24}; 100000 kWh/yr × 0.20705 = 20705 kg/yr; year share 184/366 (Jul–Dec 2024) + 181/365 (Jan–Jun 2025); 20705 × 184 / 366 = 3809720 / 366 = 10409 + 26/366 = 10409.071038251366120218579; 20705 × 181 / 365 = 3747605 / 365 = 10267 + 150/365 = 10267.410958904109589041096; sum 20676.481997155475709259675 kg`,
  },
];

testAlgorithm(downstreamLeasedAssetsEnergy, energyCases);
testAlgorithm(downstreamLeasedAssetsFloorArea, floorAreaCases);
