import { type GoldenCase, testAlgorithm } from '../testing/index.js';
import { marketBasedHourlyElectricity } from './market-based-hourly.js';

const DAY = { periodStart: '2024-06-01', periodEnd: '2024-06-01' } as const;
const DE =
  'AIB European Residual Mixes 2024 (factors.md Appendix A, SECONDARY), CO2 only: DE 724.564186 g CO2/kWh';

/** The hours of 2024-06-01 as the API writes them: `2024-06-01T07:00Z`. */
const hour = (h: number) => `2024-06-01T${String(h).padStart(2, '0')}:00Z`;
/** Night 50 kWh (00–05), day 150 kWh (06–17), evening 100 kWh (18–23): 300 + 1800 + 600 = 2700 kWh. */
const meter = Array.from({ length: 24 }, (_, h) => ({
  hour: hour(h),
  kWh: h < 6 ? '50' : h < 18 ? '150' : '100',
}));
/** 0.025 for 00–07 (8 × 0.025 = 0.2) and 0.05 for 08–23 (16 × 0.05 = 0.8): sums to exactly 1. */
const profile = Array.from({ length: 24 }, (_, h) => (h < 8 ? '0.025' : '0.05'));
const zeros = Array.from({ length: 24 }, () => '0');

const cases: GoldenCase[] = [
  {
    name: 'DE one day metered: surplus hour, partly matched hour, foreign and next-day certificates',
    activity: {
      quantity: '2700',
      unit: 'kWh',
      region: 'DE',
      ...DAY,
      attributes: {
        consumption: meter,
        certificates: [
          { hour: hour(10), kWh: '200', marketBoundary: 'DE', id: 'GO-DE-10' },
          { hour: hour(11), kWh: '150', marketBoundary: 'DE', id: 'GO-DE-11' },
          { hour: hour(12), kWh: '100', marketBoundary: 'DE', id: 'GO-DE-12' },
          { hour: hour(13), kWh: '120', marketBoundary: 'FR', id: 'GO-FR-13' },
          { hour: '2024-06-02T02:00Z', kWh: '50', marketBoundary: 'DE', id: 'GO-DE-NEXT' },
        ],
      },
    },
    expectedCo2eKg: '1666.4976278',
    expectedWarnings: [
      'SECONDARY_SOURCE',
      'HOURLY_CERTIFICATE_OUTSIDE_BOUNDARY',
      'HOURLY_CERTIFICATE_OUTSIDE_PERIOD',
      'HOURLY_CERTIFICATE_SURPLUS',
    ],
    expectedFactor: { datasetId: 'aib-residual-mix', subcategory: 'residual_mix', region: 'DE' },
    source: `matched: 10:00 min(150, 200) = 150 (50 surplus, not carried), 11:00 min(150, 150) = 150, 12:00 min(150, 100) = 100; GO-FR-13 is outside DE, GO-DE-NEXT outside the day: matched 400 kWh at 0; unmatched 2700 − 400 = 2300 kWh; ${DE}: 2300 × 0.724564186 = 1666.4976278 kg (the annual method would count all 450 DE kWh: 2250 × 0.724564186 = 1630.2694185 kg)`,
  },
  {
    name: 'DE one day, 24-share load profile in MWh, hourly residual rates for two night hours',
    activity: {
      quantity: '2.4',
      unit: 'MWh',
      region: 'DE',
      ...DAY,
      attributes: {
        loadProfile: profile,
        certificates: [
          { hour: hour(12), kWh: '200', marketBoundary: 'DE', id: 'GO-DE-12' },
          { hour: hour(13), kWh: '60', marketBoundary: 'DE', id: 'GO-DE-13' },
        ],
        residualRates: [
          { hour: hour(0), kgCo2ePerKWh: '0.5' },
          { hour: hour(1), kgCo2ePerKWh: '0.6' },
        ],
      },
    },
    expectedCo2eKg: '1587.5847906',
    expectedWarnings: ['SECONDARY_SOURCE', 'HOURLY_CERTIFICATE_SURPLUS'],
    expectedFactor: { datasetId: 'activity-instrument', subcategory: 'instrument.hourly_residual_mix' },
    source: `2400 kWh spread: 00–07 2400 × 0.025 = 60 kWh, 08–23 2400 × 0.05 = 120 kWh; matched 12:00 min(120, 200) = 120, 13:00 min(120, 60) = 60: 180 kWh; unmatched 2220 kWh: hourly rates 60 × 0.5 + 60 × 0.6 = 66 kg (120 kWh); ${DE}: 2100 × 0.724564186 = 1521.5847906 kg; total 1587.5847906 kg`,
  },
  {
    name: 'DE two June days, 12 × 24 month-hour profile (June only), no certificates',
    activity: {
      quantity: '4800',
      unit: 'kWh',
      region: 'DE',
      periodStart: '2024-06-01',
      periodEnd: '2024-06-02',
      attributes: { loadProfile: Array.from({ length: 12 }, (_, m) => (m === 5 ? profile : zeros)) },
    },
    expectedCo2eKg: '3477.9080928',
    expectedWarnings: ['SECONDARY_SOURCE'],
    source: `each hour 4800 × share / 2 June days; nothing matched: ${DE}: 4800 × 0.724564186 = 3477.9080928 kg`,
  },
  {
    name: 'US-CAMX one day: no residual mix in the library, hourly residual rates for every hour',
    activity: {
      quantity: '2400',
      unit: 'kWh',
      region: 'US-CAMX',
      ...DAY,
      attributes: {
        loadProfile: profile,
        residualRates: Array.from({ length: 24 }, (_, h) => ({ hour: hour(h), kgCo2ePerKWh: '0.4' })),
      },
    },
    expectedCo2eKg: '960',
    source: 'no certificates; Σ unmatched × 0.4 = 2400 × 0.4 = 960 kg; no library factor needed',
  },
  {
    name: 'error: US-CAMX without residual rates (the draft allows no grid-average fallback)',
    activity: {
      quantity: '2400',
      unit: 'kWh',
      region: 'US-CAMX',
      ...DAY,
      attributes: { loadProfile: profile },
    },
    expectedError: 'INVALID_INPUT',
    source: 'no US residual mix in the library, and the 2025 proposal excludes the grid average',
  },
  {
    name: 'error: load profile summing to 0.999',
    activity: {
      quantity: '2400',
      unit: 'kWh',
      region: 'DE',
      ...DAY,
      attributes: { loadProfile: profile.map((s, h) => (h === 0 ? '0.024' : s)) },
    },
    expectedError: 'INVALID_INPUT',
    source: '7 × 0.025 + 0.024 + 16 × 0.05 = 0.999, not 1',
  },
  {
    name: 'error: month-hour profile with a share in July for a June period',
    activity: {
      quantity: '2400',
      unit: 'kWh',
      region: 'DE',
      ...DAY,
      attributes: {
        loadProfile: Array.from({ length: 12 }, (_, m) =>
          m === 5
            ? profile.map((s, h) => (h === 0 ? '0.015' : s))
            : m === 6
              ? zeros.map((s, h) => (h === 0 ? '0.01' : s))
              : zeros,
        ),
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'July has 0.01 of the total but no day of the period',
  },
  {
    name: 'error: both hourly consumption and a load profile',
    activity: {
      quantity: '2700',
      unit: 'kWh',
      region: 'DE',
      ...DAY,
      attributes: { consumption: meter, loadProfile: profile },
    },
    expectedError: 'INVALID_INPUT',
    source: 'exactly one of consumption and loadProfile',
  },
  {
    name: 'error: hourly consumption not summing to the activity quantity',
    activity: { quantity: '2701', unit: 'kWh', region: 'DE', ...DAY, attributes: { consumption: meter } },
    expectedError: 'INVALID_INPUT',
    source: 'the hours sum to 2700 kWh, the activity says 2701',
  },
  {
    name: 'error: an hour of the period missing',
    activity: {
      quantity: '2650',
      unit: 'kWh',
      region: 'DE',
      ...DAY,
      attributes: { consumption: meter.slice(1) },
    },
    expectedError: 'INVALID_INPUT',
    source: '00:00 missing (give 0 for an hour without consumption)',
  },
  {
    name: 'error: a period of 367 days (8,808 hours)',
    activity: {
      quantity: '2400',
      unit: 'kWh',
      region: 'DE',
      periodStart: '2024-01-01',
      periodEnd: '2025-01-01',
      attributes: { loadProfile: profile },
    },
    expectedError: 'INVALID_INPUT',
    source: 'at most 8,784 hours (366 days) per activity',
  },
  {
    name: 'error: certificate hour that does not exist',
    activity: {
      quantity: '2700',
      unit: 'kWh',
      region: 'DE',
      ...DAY,
      attributes: {
        consumption: meter,
        certificates: [{ hour: '2024-06-31T10:00Z', kWh: '1', marketBoundary: 'DE', id: 'X' }],
      },
    },
    expectedError: 'INVALID_INPUT',
    source: 'June has 30 days',
  },
];

testAlgorithm(marketBasedHourlyElectricity, cases);
