import type { AssistantContext } from '../context/schema.js';

const y2024 = { label: '2024', start: '2024-01-01', end: '2024-12-31' };
const y2025 = { label: '2025', start: '2025-01-01', end: '2025-12-31' };

/** A small context with known figures, for guard and use tests. */
export const CONTEXT: AssistantContext = {
  organizationProfile: {
    id: 'org-1',
    name: 'Demo Manufacturing',
    facilities: [
      { id: 'f1', name: 'Oakland office', region: 'US-CAMX' },
      { id: 'f2', name: 'Leeds plant', region: 'GB' },
    ],
  },
  periods: [y2024, y2025],
  emissionSummaries: [
    {
      period: y2024,
      scope: 1,
      method: null,
      co2eKg: '1234567.891',
      results: 36,
      categories: [{ category: 'scope1.stationary_combustion', co2eKg: '1234567.891', results: 36 }],
    },
    {
      period: y2025,
      scope: 1,
      method: null,
      co2eKg: '1100000.5',
      results: 36,
      categories: [{ category: 'scope1.stationary_combustion', co2eKg: '1100000.5', results: 36 }],
    },
    {
      period: y2025,
      scope: 2,
      method: 'location_based',
      co2eKg: '1200',
      results: 24,
      categories: [{ category: 'scope2.electricity', co2eKg: '1200', results: 24 }],
    },
  ],
  comparisons: [
    {
      from: '2024',
      to: '2025',
      scope: 1,
      method: null,
      fromKg: '1234567.891',
      toKg: '1100000.5',
      deltaKg: '-134567.391',
      deltaPercent: '-10.90',
    },
  ],
  factorsUsed: [
    {
      category: 'scope2.electricity',
      datasetId: 'egrid',
      datasetVersion: '2023',
      source: 'US EPA eGRID',
      sourceUrl: 'https://www.epa.gov/egrid',
      region: 'US-CAMX',
      factor: '0.2163',
      unit: 'kg CO2e/kWh',
      algorithm: 'us/egrid-location@1.0.0',
      uses: 12,
    },
  ],
  recentChanges: [],
  recentReports: [],
  relevantDocuments: [],
  dataCoverage: [],
  queries: [],
  omitted: [],
};
