import { createHash } from 'node:crypto';
import { Decimal } from '@ctp/engine';
import type { ReportInputData } from '../input.js';

/**
 * Report inputs for tests, examples and benchmarks, shaped like the server's demo organization
 * (an office in Oakland on the Californian grid, a plant in Leeds). Deterministic. The record ids
 * and checksums are fixture values (no engine ran), the shapes are those the server passes.
 */

type Line = ReportInputData['emissions'][number];
type Activity = NonNullable<ReportInputData['activities']>[number];

const FACILITIES = {
  oakland: { id: 'fac-oakland', name: 'Oakland office', country: 'US' },
  leeds: { id: 'fac-leeds', name: 'Leeds plant', country: 'GB' },
} as const;

/** One kind of activity of the demo: its emission per unit of activity and gas split. */
interface Source {
  readonly facility: keyof typeof FACILITIES;
  readonly category: string;
  readonly scope: 1 | 2 | 3;
  readonly scope3Category?: number;
  readonly scope2Method?: 'location_based' | 'market_based';
  readonly unit: string;
  readonly monthly: string;
  readonly kgPerUnit: string;
  readonly gases: readonly (readonly [gas: string, share: string])[];
  readonly biogenicPerUnit?: string;
  readonly euEts?: boolean;
  readonly algorithm: string;
  readonly dataset: string;
}

const SOURCES: readonly Source[] = [
  {
    facility: 'oakland',
    category: 'scope2.electricity.location_based',
    scope: 2,
    scope2Method: 'location_based',
    unit: 'kWh',
    monthly: '40125',
    kgPerUnit: '0.2254',
    gases: [
      ['CO2', '0.994'],
      ['CH4', '0.002'],
      ['N2O', '0.004'],
    ],
    algorithm: 'us/egrid-location',
    dataset: 'epa-egrid',
  },
  {
    facility: 'oakland',
    category: 'scope2.electricity.market_based',
    scope: 2,
    scope2Method: 'market_based',
    unit: 'kWh',
    monthly: '40125',
    kgPerUnit: '0.2613',
    gases: [['CO2', '1']],
    algorithm: 'ctp/electricity-market-based',
    dataset: 'epa-egrid',
  },
  {
    facility: 'leeds',
    category: 'scope2.electricity.location_based',
    scope: 2,
    scope2Method: 'location_based',
    unit: 'kWh',
    monthly: '90350',
    kgPerUnit: '0.20705',
    gases: [
      ['CO2', '0.99'],
      ['CH4', '0.004'],
      ['N2O', '0.006'],
    ],
    biogenicPerUnit: '0.0041',
    algorithm: 'ctp/electricity-location-based',
    dataset: 'uk-desnz',
  },
  {
    facility: 'leeds',
    category: 'scope2.electricity.market_based',
    scope: 2,
    scope2Method: 'market_based',
    unit: 'kWh',
    monthly: '90350',
    kgPerUnit: '0.1187',
    gases: [['CO2', '1']],
    algorithm: 'ctp/electricity-market-based',
    dataset: 'uk-desnz',
  },
  {
    facility: 'oakland',
    category: 'scope1.stationary_combustion',
    scope: 1,
    unit: 'therm',
    monthly: '648',
    kgPerUnit: '5.3067',
    gases: [
      ['CO2', '0.9988'],
      ['CH4', '0.0005'],
      ['N2O', '0.0007'],
    ],
    algorithm: 'ctp/stationary-combustion',
    dataset: 'epa-ghg-hub',
  },
  {
    facility: 'leeds',
    category: 'scope1.stationary_combustion',
    scope: 1,
    unit: 'kWh',
    monthly: '117550',
    kgPerUnit: '0.18296',
    gases: [
      ['CO2', '0.9985'],
      ['CH4', '0.0006'],
      ['N2O', '0.0009'],
    ],
    euEts: true,
    algorithm: 'ctp/stationary-combustion',
    dataset: 'uk-desnz',
  },
  {
    facility: 'oakland',
    category: 'scope1.mobile_combustion',
    scope: 1,
    unit: 'gal',
    monthly: '332.8',
    kgPerUnit: '10.21',
    gases: [
      ['CO2', '0.991'],
      ['CH4', '0.001'],
      ['N2O', '0.008'],
    ],
    biogenicPerUnit: '0.52',
    algorithm: 'ctp/mobile-combustion',
    dataset: 'epa-ghg-hub',
  },
  {
    facility: 'leeds',
    category: 'scope1.mobile_combustion',
    scope: 1,
    unit: 'L',
    monthly: '1097.4',
    kgPerUnit: '2.51279',
    gases: [
      ['CO2', '0.99'],
      ['CH4', '0.001'],
      ['N2O', '0.009'],
    ],
    biogenicPerUnit: '0.1716',
    algorithm: 'ctp/mobile-combustion',
    dataset: 'uk-desnz',
  },
  {
    facility: 'oakland',
    category: 'scope1.fugitive_emissions',
    scope: 1,
    unit: 'kg',
    monthly: '0.3667',
    kgPerUnit: '2088',
    gases: [['HFCs', '1']],
    algorithm: 'ctp/fugitive-emissions',
    dataset: 'ipcc-ar6-gwp',
  },
  {
    facility: 'oakland',
    category: 'scope3.business_travel',
    scope: 3,
    scope3Category: 6,
    unit: 'pmi',
    monthly: '15808',
    kgPerUnit: '0.129',
    gases: [
      ['CO2', '0.99'],
      ['CH4', '0.001'],
      ['N2O', '0.009'],
    ],
    algorithm: 'ctp/business-travel',
    dataset: 'epa-ghg-hub',
  },
  {
    facility: 'leeds',
    category: 'scope3.business_travel',
    scope: 3,
    scope3Category: 6,
    unit: 'pkm',
    monthly: '1860',
    kgPerUnit: '0.03546',
    gases: [['CO2', '1']],
    algorithm: 'ctp/business-travel',
    dataset: 'uk-desnz',
  },
  {
    facility: 'oakland',
    category: 'scope3.employee_commuting',
    scope: 3,
    scope3Category: 7,
    unit: 'vmi',
    monthly: '18408',
    kgPerUnit: '0.306',
    gases: [
      ['CO2', '0.995'],
      ['CH4', '0.001'],
      ['N2O', '0.004'],
    ],
    algorithm: 'ctp/employee-commuting',
    dataset: 'epa-ghg-hub',
  },
  {
    facility: 'leeds',
    category: 'scope3.waste_disposal',
    scope: 3,
    scope3Category: 5,
    unit: 't',
    monthly: '3.26',
    kgPerUnit: '21.294',
    gases: [['CO2', '1']],
    algorithm: 'ctp/waste-disposal',
    dataset: 'uk-desnz',
  },
  {
    facility: 'oakland',
    category: 'scope3.purchased_goods',
    scope: 3,
    scope3Category: 1,
    unit: 'USD',
    monthly: '15912',
    kgPerUnit: '0.1247',
    gases: [],
    algorithm: 'us/useeio-spend',
    dataset: 'us-useeio',
  },
];

const hex = (text: string): string => createHash('sha256').update(text).digest('hex');
const id = (kind: string, n: number): string => `${kind}-${String(n).padStart(7, '0')}`;

/** Options of {@link demoReportInput}. */
export interface DemoInputOptions {
  /** Emission lines wanted (at least the 168 of one demo year); more are spread over the sources. */
  readonly lines?: number;
  /** Template narratives (e.g. TCFD governance text). */
  readonly narratives?: Readonly<Record<string, string>>;
  readonly verificationCode?: string;
}

function monthPeriod(month: number): { periodStart: string; periodEnd: string } {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(2025, month, 0)).getUTCDate();
  return { periodStart: `2025-${mm}-01`, periodEnd: `2025-${mm}-${last}` };
}

/**
 * The demo organization's 2025 report input. With `lines` above one year of demo data, each
 * monthly activity is split into several smaller ones (same totals shape, more lines), which is
 * how the benchmark builds 100,000 lines.
 */
export function demoReportInput(options: DemoInputOptions = {}): ReportInputData {
  const base = SOURCES.length * 12;
  const splits = Math.max(1, Math.ceil((options.lines ?? base) / base));
  const wanted = options.lines ?? base;
  const emissions: Line[] = [];
  const activities: Activity[] = [];
  let n = 0;
  outer: for (let month = 1; month <= 12; month++) {
    for (const [s, src] of SOURCES.entries()) {
      for (let part = 0; part < splits; part++) {
        if (n >= wanted) break outer;
        n++;
        const wobble = new Decimal(((month * 7 + s) % 5) - 2).div(100).plus(1);
        const quantity = new Decimal(src.monthly).times(wobble).dividedBy(splits).toDecimalPlaces(3);
        const co2e = quantity.times(src.kgPerUnit).toDecimalPlaces(6);
        const facility = FACILITIES[src.facility];
        const period = monthPeriod(month);
        const activityId = id('act', n);
        const recordId = id('rec', n);
        activities.push({
          id: activityId,
          version: 1,
          facility,
          category: src.category,
          quantity: quantity.toFixed(),
          unit: src.unit,
          ...period,
          region: facility.country,
          dataQuality: src.scope === 3 ? 'estimated' : 'measured',
          sourceDocument: `demo/2025-${String(month).padStart(2, '0')}/${src.facility}`,
        });
        emissions.push({
          resultId: id('res', n),
          recordId,
          checksumOutput: hex(recordId),
          activityId,
          facility,
          scope: src.scope,
          scope3Category: src.scope3Category ?? null,
          category: src.category,
          scope2Method: src.scope2Method ?? null,
          ...period,
          co2eKg: co2e.toFixed(),
          gases: src.gases.map(([gas, share]) => ({
            gas,
            massKg: gas === 'HFCs' ? quantity.toFixed() : null,
            co2eKg: co2e.times(share).toFixed(),
          })),
          biogenicCo2Kg: new Decimal(src.biogenicPerUnit ?? 0).times(quantity).toFixed(),
          euEts: src.euEts ?? false,
          factors: [{ datasetId: src.dataset, datasetVersion: '2025' }],
          algorithm: { id: src.algorithm, version: '1.0.0' },
        });
      }
    }
  }
  const algorithms = [...new Set(SOURCES.map((s) => s.algorithm))].map((a) => ({
    id: a,
    version: '1.0.0',
    name: a.split('/')[1]?.replaceAll('-', ' ') ?? a,
    type: a.startsWith('ctp/') ? 'generic' : 'regional',
    methodology: `Activity quantity multiplied by the ${a} emission factor; gases combined with GWP values.`,
    references: [
      { title: 'GHG Protocol Corporate Standard', url: 'https://ghgprotocol.org/corporate-standard' },
    ],
  }));
  const factorSources = [...new Set(SOURCES.map((s) => s.dataset))].map((ds) => ({
    datasetId: ds,
    datasetVersion: '2025',
    title: `${ds} emission factors`,
    publisher: ds.startsWith('uk') ? 'UK DESNZ' : ds.startsWith('ipcc') ? 'IPCC' : 'US EPA',
    source: ds,
    sourceUrl: `https://example.org/factors/${ds}`,
    license: 'public',
  }));
  return {
    organization: {
      id: 'org-demo',
      name: 'Demo Manufacturing Ltd',
      country: 'GB',
      consolidationApproach: 'operational_control',
      baseYear: 2024,
      baseYearEmissions: {
        scope1: '498120.428',
        scope2LocationBased: '330100.5',
        scope2MarketBased: '250800.25',
        scope3: '460000',
      },
      baseYearPolicy: null,
      recalculationPolicy: {
        significanceThresholdPercent: '5',
        triggers: ['structural_change', 'methodology_or_factor_change'],
      },
      netRevenue: { amount: '48500000', currency: 'EUR' },
      reportingBoundary: 'All operations under operational control: the Oakland office and the Leeds plant.',
    },
    period: { start: '2025-01-01', end: '2025-12-31' },
    generatedAt: '2026-02-01T09:30:00.000Z',
    report: {
      id: 'rep-demo-2025',
      title: 'Climate report 2025',
      verificationCode: options.verificationCode ?? 'CTP-2026-7KQM',
      verificationUrl: `https://ctp.example.org/verify/${options.verificationCode ?? 'CTP-2026-7KQM'}`,
    },
    template: {
      id: 'tpl-demo',
      version: 3,
      name: 'Demo template',
      narratives: { ...(options.narratives ?? {}) },
    },
    calculation: { engineVersion: '0.1.0', gwpSet: 'AR6', gwpTimeframe: '100yr' },
    emissions,
    activities,
    algorithms,
    factorSources,
    overrides: [
      {
        id: 'ovr-1',
        kind: 'factor_multiplier',
        category: 'scope3.purchased_goods',
        justification:
          'Supplier-specific data shows 8 % lower cradle-to-gate intensity than the sector average.',
        createdBy: 'analyst@demo.example',
        approvedBy: 'cfo@demo.example',
        approvedAt: '2025-01-15T10:00:00.000Z',
        effectiveFrom: '2025-01-01',
        effectiveTo: null,
        factorMultiplier: '0.92',
      },
    ],
    recalculations: [
      {
        id: 'rcl-1',
        acceptedAt: '2025-06-30T12:00:00.000Z',
        reason: 'UK DESNZ 2025 factors published',
        delta: { scope1: '-120.5', scope2LocationBased: '-310.25' },
      },
    ],
    restatements: [
      {
        id: 'rst-1',
        completedAt: '2025-09-12T15:20:00.000Z',
        period: { name: 'FY2024', start: '2024-01-01', end: '2024-12-31' },
        cause: 'methodology_or_factor_change',
        reason: 'Refrigerant top-ups of 2024 were recorded with the R-404A factor instead of R-410A.',
        oldTotals: {
          scope1: '512345.678',
          scope2LocationBased: '330100.5',
          scope2MarketBased: '250800.25',
          scope3: '460000',
        },
        newTotals: {
          scope1: '498120.428',
          scope2LocationBased: '330100.5',
          scope2MarketBased: '250800.25',
          scope3: '460000',
        },
        oldTotalKg: '1302446.178',
        newTotalKg: '1288220.928',
        deltaKg: '-14225.25',
        significance: {
          baseYear: 2024,
          baseYearTotalKg: '1302446.178',
          thresholdPercent: '5',
          changePercent: '1.092195',
          significant: false,
        },
        reopenedBy: 'Dana Whitfield',
        approvedBy: 'Priya Raman',
      },
    ],
    targets: [
      {
        id: 'tgt-1',
        name: 'Scope 1+2 -42 % by 2030',
        scopes: ['scope1', 'scope2'],
        type: 'absolute',
        baseYear: 2024,
        baseValueKg: '828220.928',
        targetYear: 2030,
        reductionPercent: '42',
        sbti: true,
      },
    ],
    history: [
      {
        year: 2024,
        scope1: '498120.428',
        scope2LocationBased: '330100.5',
        scope2MarketBased: '250800.25',
        scope3: '460000',
      },
    ],
  };
}
