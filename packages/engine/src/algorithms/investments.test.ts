import { FactorLibrary } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { pcafQualityScore } from './investment-inputs.js';
import { investmentsPcaf } from './investments.js';

const Y2024 = { periodStart: '2024-01-01', periodEnd: '2024-12-31' } as const;
const PCAF = 'PCAF Part A 5.1/5.2: financed emissions = outstanding / denominator × investee emissions';

const listedEquity = {
  assetClass: 'listed_equity',
  evic: '250000000',
  investeeScope1Tco2e: '12000',
  investeeScope2Tco2e: '3000',
  pcafScore: 2,
  investeeName: 'Acme plc',
} as const;

const cases: GoldenCase[] = [
  {
    name: 'listed equity 5 million USD of an investee with 250 million EVIC',
    activity: { quantity: '5000000', unit: 'USD', region: 'US', ...Y2024, attributes: listedEquity },
    expectedCo2eKg: '300000',
    expectedFactor: { datasetId: 'activity-instrument', subcategory: 'investee.scope1' },
    source: `${PCAF}: AF = 5000000 / 250000000 = 0.02; 0.02 × (12000 + 3000) t = 300 t = 300000 kg`,
  },
  {
    name: 'corporate bond 1 million EUR, EVIC 3 million: attribution one third',
    activity: {
      quantity: '1000000',
      unit: 'EUR',
      region: 'DE',
      ...Y2024,
      attributes: {
        assetClass: 'corporate_bond',
        evic: '3000000',
        investeeScope1Tco2e: '900',
        investeeScope2Tco2e: '300',
        pcafScore: 1,
      },
    },
    expectedCo2eKg: '400000',
    tolerance: '0.000000000001',
    source: `${PCAF}: AF = 1000000 / 3000000 = 1/3; 1/3 × (900 + 300) t = 400 t = 400000 kg (1/3 carried to 50 digits)`,
  },
  {
    name: 'business loan to a private company with its Scope 3 included',
    activity: {
      quantity: '2000000',
      unit: 'GBP',
      region: 'GB',
      ...Y2024,
      attributes: {
        assetClass: 'business_loan',
        totalEquityPlusDebt: '8000000',
        investeeScope1Tco2e: '400',
        investeeScope2Tco2e: '100.5',
        investeeScope3Tco2e: '2000',
        pcafScore: 4,
      },
    },
    expectedCo2eKg: '625125',
    expectedWarnings: ['INVESTEE_SCOPE3_INCLUDED'],
    expectedFactor: { datasetId: 'activity-instrument', subcategory: 'investee.scope3' },
    source: `${PCAF}: AF = 2000000 / 8000000 = 0.25; Scope 1+2 0.25 × 500.5 t = 125.125 t; Scope 3 0.25 × 2000 t = 500 t; 625.125 t = 625125 kg`,
  },
  {
    name: 'unlisted equity in a listed investee: attributed by EVIC',
    activity: {
      quantity: '10000000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: {
        assetClass: 'unlisted_equity',
        evic: '40000000',
        investeeScope1Tco2e: '0',
        investeeScope2Tco2e: '80',
        pcafScore: 3,
      },
    },
    expectedCo2eKg: '20000',
    source: `${PCAF}: AF = 10000000 / 40000000 = 0.25; 0.25 × (0 + 80) t = 20 t = 20000 kg`,
  },
  {
    name: 'the whole of a private company: attribution factor exactly 1',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: {
        assetClass: 'unlisted_equity',
        totalEquityPlusDebt: '1000',
        investeeScope1Tco2e: '1',
        investeeScope2Tco2e: '0',
        pcafScore: 5,
      },
    },
    expectedCo2eKg: '1000',
    source: `${PCAF}: AF = 1000 / 1000 = 1; 1 × 1 t = 1000 kg`,
  },
  {
    name: 'error: attribution factor above 1',
    activity: { quantity: '300000000', unit: 'USD', region: 'US', ...Y2024, attributes: listedEquity },
    expectedError: 'INVALID_INPUT',
    source: 'outstanding 300 million > EVIC 250 million',
  },
  {
    name: 'error: listed equity attributed by equity plus debt',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { ...listedEquity, evic: undefined, totalEquityPlusDebt: '100000' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'PCAF 5.1: listed equity uses EVIC',
  },
  {
    name: 'error: business loan with both denominators',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { ...listedEquity, assetClass: 'business_loan', totalEquityPlusDebt: '100000' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'PCAF 5.2: EVIC for a listed investee, or equity plus debt for a private one, not both',
  },
  {
    name: 'error: business loan with no denominator',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { ...listedEquity, assetClass: 'business_loan', evic: undefined },
    },
    expectedError: 'INVALID_INPUT',
    source: 'PCAF 5.2 needs a denominator',
  },
  {
    name: 'error: outstanding amount in kWh',
    activity: { quantity: '1000', unit: 'kWh', region: 'US', ...Y2024, attributes: listedEquity },
    expectedError: 'INVALID_INPUT',
    source: 'the quantity is money',
  },
  {
    name: 'error: PCAF score 6',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { ...listedEquity, pcafScore: 6 },
    },
    expectedError: 'INVALID_INPUT',
    source: 'PCAF scores run from 1 to 5',
  },
  {
    name: 'error: no PCAF score',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { ...listedEquity, pcafScore: undefined },
    },
    expectedError: 'INVALID_INPUT',
    source: 'pcafScore is required',
  },
  {
    name: 'error: negative investee emissions',
    activity: {
      quantity: '1000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: { ...listedEquity, investeeScope1Tco2e: '-5' },
    },
    expectedError: 'INVALID_INPUT',
    source: 'emissions are not negative (removals are not netted)',
  },
];

testAlgorithm(investmentsPcaf, cases);

describe('ctp/investments-pcaf record', () => {
  const calculator = createCalculator({
    factors: FactorLibrary.withShippedDatasets(),
    registry: new AlgorithmRegistry().register(investmentsPcaf),
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
  });

  it('shows the attribution arithmetic per investee scope and the PCAF score in the factor source', () => {
    const { output, record } = calculator.calculate({
      id: 'acme',
      category: investmentsPcaf.category,
      quantity: '5000000',
      unit: 'USD',
      region: 'US',
      ...Y2024,
      attributes: listedEquity,
    });
    expect(output.scope3Category).toBe(15);
    expect(output.factorRefs.map((r) => r.label)).toEqual([
      'attribution 5000000 / 250000000 USD EVIC = 0.02 × Acme plc Scope 1',
      'attribution 5000000 / 250000000 USD EVIC = 0.02 × Acme plc Scope 2',
    ]);
    const sources = [record.factor, ...record.supportingFactors].map((f) => String(f?.source));
    expect(sources).toHaveLength(2);
    expect(sources[0]).toContain('Acme plc Scope 1: 12000 t CO2e');
    for (const source of sources) expect(source).toContain('PCAF data-quality score 2');
  });
});

describe('pcafQualityScore', () => {
  it('reads a PCAF score of 1 to 5 as the activity quality score', () => {
    expect(pcafQualityScore({ pcafScore: 2 })).toBe(2);
    expect(pcafQualityScore({ pcafScore: 5 })).toBe(5);
  });

  it('ignores anything else', () => {
    expect(pcafQualityScore({ pcafScore: 0 })).toBeUndefined();
    expect(pcafQualityScore({ pcafScore: 2.5 })).toBeUndefined();
    expect(pcafQualityScore({ pcafScore: '2' })).toBeUndefined();
    expect(pcafQualityScore({})).toBeUndefined();
    expect(pcafQualityScore(null)).toBeUndefined();
  });
});
