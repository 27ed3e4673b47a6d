import { type CtpError, FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { upstreamTransportDistance, upstreamTransportSpend } from './freight-transport.js';

const Y2021 = { periodStart: '2021-01-01', periodEnd: '2021-12-31' } as const;
const Y2025 = { periodStart: '2025-01-01', periodEnd: '2025-12-31' } as const;
const TRUCK25 =
  'EPA Hub 2025 Table 8 Medium- and Heavy-Duty Truck: 0.186 kg CO2, 0.0016 g CH4, 0.0054 g N2O per short ton-mile (AR5: CH4 28, N2O 265)';

const distanceCases: GoldenCase[] = [
  {
    name: 'US road 10000 short ton-miles, mode average (EPA truck), Hub 2025',
    activity: {
      quantity: '10000',
      unit: 'short_ton_mi',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'road' },
    },
    expectedCo2eKg: '1874.758',
    expectedGasMassKg: { CO2: '1860', CH4: '0.016', N2O: '0.054' },
    expectedFactor: {
      datasetId: 'epa-ghg-hub',
      datasetVersion: '2025',
      subcategory: 'road.truck',
      region: 'US',
    },
    source: `${TRUCK25}: 10000 × 0.186 = 1860 kg CO2; 10000 × 0.0016 g = 0.016 kg CH4 × 28 = 0.448; 10000 × 0.0054 g = 0.054 kg N2O × 265 = 14.31; 1860 + 0.448 + 14.31 = 1874.758 kg`,
  },
  {
    name: 'US 20 short tons carried 500 miles = 10000 short ton-miles',
    activity: {
      quantity: '20',
      unit: 'short_ton',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'road', vehicle: 'truck', distance: '500', distanceUnit: 'mi' },
    },
    expectedCo2eKg: '1874.758',
    tolerance: '0.000000001',
    source: `20 short ton = 18.1436948 t; 500 mi = 804.672 km; 18.1436948 × 804.672 = 14599.7231821056 tkm = 10000 short ton-miles (1 short ton-mile = 0.90718474 t × 1.609344 km = 1.45997231821056 tkm); ${TRUCK25}: 1874.758 kg as above`,
  },
  {
    name: 'US dedicated truck 250 miles driven, per vehicle-mile',
    activity: {
      quantity: '250',
      unit: 'mi',
      region: 'US',
      ...Y2025,
      attributes: { mode: 'road' },
    },
    expectedCo2eKg: '327.0715',
    expectedFactor: { datasetId: 'epa-ghg-hub', subcategory: 'road.truck.vehicle' },
    source:
      'EPA Hub 2025 Table 8 Medium- and Heavy-Duty Truck per vehicle-mile: 1.298 kg CO2, 0.0115 g CH4, 0.0376 g N2O; 250 vmi: 324.5 + 0.002875 × 28 + 0.0094 × 265 = 324.5 + 0.0805 + 2.491 = 327.0715 kg',
  },
  {
    name: 'GB 12 t over 420 km by articulated HGV > 33 t, average laden, DESNZ 2025',
    activity: {
      quantity: '12',
      unit: 't',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'road', vehicle: 'hgv.artic_over_33t.laden_average', distance: '420' },
    },
    expectedCo2eKg: '388.2312',
    expectedFactor: {
      datasetId: 'desnz-ghg-cf',
      datasetVersion: '2025',
      subcategory: 'road.hgv.artic_over_33t.laden_average',
      region: 'GB',
    },
    source:
      'DESNZ 2025 Freighting goods > HGV (all diesel) > Articulated (>33t) > Average laden, 0.07703 kg CO2e per tonne.km (ID 27_304_3132_14_1): 12 t × 420 km = 5040 tkm × 0.07703 = 388.2312 kg',
  },
  {
    name: 'GB dedicated diesel van 300 km, per vehicle-km, DESNZ 2025',
    activity: {
      quantity: '300',
      unit: 'km',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'road', vehicle: 'van.average.diesel' },
    },
    expectedCo2eKg: '76.683',
    expectedFactor: { datasetId: 'desnz-ghg-cf', subcategory: 'road.van.average.diesel.vehicle' },
    source:
      'DESNZ 2025 Freighting goods > Vans > Average (up to 3.5 tonnes) > Diesel, 0.25561 kg CO2e per km (ID 27_303_3102_4_1): 300 × 0.25561 = 76.683 kg',
  },
  {
    name: 'GB sea freight 100000 tkm by average container ship, DESNZ 2025',
    activity: {
      quantity: '100000',
      unit: 'tkm',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'water', vehicle: 'container_ship' },
    },
    expectedCo2eKg: '1612',
    source:
      'DESNZ 2025 Freighting goods > Cargo ship > Container ship > Average, 0.01612 kg CO2e per tonne.km (ID 27_320_3235_14_1): 100000 × 0.01612 = 1612 kg',
  },
  {
    name: 'GB water without a vehicle: DESNZ has no average ship',
    activity: { quantity: '1000', unit: 'tkm', region: 'GB', ...Y2025, attributes: { mode: 'water' } },
    expectedError: 'FACTOR_NOT_FOUND',
    source: 'DESNZ publishes ships by type only: never a guessed average',
  },
  {
    name: 'rail by vehicle-km is refused',
    activity: { quantity: '1000', unit: 'vkm', region: 'GB', ...Y2025, attributes: { mode: 'rail' } },
    expectedError: 'INVALID_INPUT',
    source: 'only a dedicated road vehicle has a per-vehicle factor',
  },
  {
    name: 'a mass without distance is refused',
    activity: { quantity: '5', unit: 't', region: 'GB', ...Y2025, attributes: { mode: 'rail' } },
    expectedError: 'INVALID_INPUT',
    source: 'mass alone is no tonne-distance',
  },
  {
    name: 'a distance on a tonne-distance quantity is refused',
    activity: {
      quantity: '5',
      unit: 'tkm',
      region: 'GB',
      ...Y2025,
      attributes: { mode: 'rail', distance: '100' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'the distance would be counted twice',
  },
];

const spendCases: GoldenCase[] = [
  {
    name: 'US truckload freight 10000 USD of 2021, sector from mode road',
    activity: {
      quantity: '10000',
      unit: 'USD',
      region: 'US',
      ...Y2021,
      attributes: { mode: 'road', priceYear: 2021 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '11150',
    expectedFactor: { datasetId: 'useeio-sef', subcategory: 'naics:484121', region: 'US' },
    source:
      'USEEIO v1.2 NAICS 484121 General Freight Trucking, Long-Distance, Truckload: SEF 1.115 + MEF 0 = 1.115 kg CO2e per 2021 USD; 10000 × 1.115 = 11150 kg',
  },
  {
    name: 'rail freight 1000 EUR with an exchange rate',
    activity: {
      quantity: '1000',
      unit: 'EUR',
      region: 'US',
      ...Y2021,
      attributes: { mode: 'rail', exchangeRate: '1.1', priceYear: 2021 },
    },
    gwpSet: 'AR4',
    expectedCo2eKg: '613.8',
    source:
      'USEEIO v1.2 NAICS 482111 Line-Haul Railroads: 0.558 kg CO2e per 2021 USD; 1000 EUR × 1.1 = 1100 USD × 0.558 = 613.8 kg',
  },
  {
    name: 'neither sector nor mode',
    activity: { quantity: '1000', unit: 'USD', region: 'US', ...Y2021, attributes: { priceYear: 2021 } },
    expectedError: 'INVALID_INPUT',
    source: 'the carrier industry is needed to choose a factor',
  },
];

testAlgorithm(upstreamTransportDistance, distanceCases);
testAlgorithm(upstreamTransportSpend, spendCases);

describe('category 4 methodology', () => {
  it('states who pays and that owned vehicles are Scope 1 and 2', () => {
    for (const algorithm of [upstreamTransportDistance, upstreamTransportSpend]) {
      expect(algorithm.scope3Category).toBe(4);
      expect(algorithm.methodology).toContain('the reporting company pays for');
      expect(algorithm.methodology).toContain('its fuel is Scope 1');
    }
  });
});

describe('ctp/upstream-transport-distance refusals', () => {
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry: new AlgorithmRegistry().register(upstreamTransportDistance),
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
  });
  const failure = (region: string, unit: string, attributes: Record<string, unknown>): CtpError => {
    try {
      calculator.calculate({
        id: 'a',
        category: upstreamTransportDistance.category,
        quantity: '100',
        unit,
        region,
        ...Y2025,
        attributes,
      });
    } catch (error) {
      return error as CtpError;
    }
    throw new Error('expected the calculation to fail');
  };

  it('names the averages it tried and asks for a vehicle where the region has none', () => {
    const error = failure('GB', 'tkm', { mode: 'air' });
    expect(error.code).toBe('FACTOR_NOT_FOUND');
    expect(error.details).toMatchObject({ category: 'freight', subcategory: 'air', region: 'GB' });
    expect(String(error.details.hint)).toContain('give attribute vehicle');
  });

  it('names the algorithm and the unit when a non-road mode is given a vehicle distance', () => {
    const error = failure('US', 'vmi', { mode: 'water' });
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toContain('[ctp/upstream-transport-distance]');
    expect(error.details).toMatchObject({ unit: 'vmi', mode: 'water' });
  });
});
