import { createHash } from 'node:crypto';
import { Decimal } from '@ctp/engine';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import type { FrameworkSchema } from '../framework/schema.js';
import type { ReportInputData } from '../input.js';
import {
  CATEGORY_SOURCES,
  type CategorySource,
  COUNTRIES,
  DATASETS,
  facilities,
} from './realistic-sources.js';

/** Options of {@link realisticReportInput}. */
export interface RealisticInputOptions {
  /** Emission results (default 100,000). */
  readonly results?: number;
  /** Facilities (default 45, over ten countries). */
  readonly facilities?: number;
  /** Frameworks whose narrative keys get a long organization text (default: the built-in ones). */
  readonly frameworks?: readonly FrameworkSchema[];
}

type Line = ReportInputData['emissions'][number];
type Activity = NonNullable<ReportInputData['activities']>[number];

const hex = (text: string): string => createHash('sha256').update(text).digest('hex');
const id = (kind: string, n: number): string => `${kind}-${String(n).padStart(7, '0')}`;

const SENTENCES = [
  'The board’s sustainability committee reviews climate-related risks and opportunities every quarter, with the chief financial officer reporting on progress against the transition plan.',
  'Physical risks (riverine flooding at the Duisburg and Saint-Étienne sites, heat stress in Pune and Chennai) are assessed with the regional climate projections of IPCC AR6 under SSP2-4.5 and SSP5-8.5.',
  'Transition risks include the phase-in of the EU Carbon Border Adjustment Mechanism for our steel inputs and the rising price of EU ETS allowances for the combustion installations covered by the scheme.',
  'Executive remuneration: 15 % of the annual bonus of the executive committee depends on the absolute reduction of Scope 1 and 2 emissions (market-based), verified by the external assurance provider.',
  'Data are collected monthly from utility invoices, fuel cards, refrigerant service logs and the procurement system; estimates are replaced by measured data as soon as invoices arrive.',
  'Zusätzlich berichten die deutschen Standorte nach dem Brennstoffemissionshandelsgesetz; Łódź i Wrocław raportują do KOBiZE, και οι ελληνικές εγκαταστάσεις στο ΕΣΕΔ.',
];

/** A long organization text, a few paragraphs, different for each key. */
function narrative(key: string, n: number): string {
  const paragraphs = [0, 1, 2].map((p) =>
    [0, 1, 2].map((s) => SENTENCES[(n + p * 2 + s) % SENTENCES.length]).join(' '),
  );
  return `${key.split('.').at(-1)}: ${paragraphs.join('\n\n')}`;
}

/** The narrative keys (and disclosure ids) the frameworks read from the template. */
function narrativeKeys(frameworks: readonly FrameworkSchema[]): string[] {
  const keys = new Set<string>();
  for (const f of frameworks)
    for (const d of f.disclosures)
      for (const v of d.values) if (v.mapping.source === 'narrative') keys.add(v.mapping.key);
  return [...keys].sort();
}

/** The algorithm of a category in a country: a regional one where the pack has one. */
function algorithmOf(src: CategorySource, country: string): { id: string; version: string } {
  const region = ['US'].includes(country) ? 'us' : ['IN', 'JP'].includes(country) ? 'apac' : 'eu';
  const slug = src.category
    .replace(/^scope\d\./, '')
    .replaceAll('.', '-')
    .replaceAll('_', '-');
  const regional = src.scope !== 3 || (src.scope3Category ?? 0) <= 2;
  return {
    id: `${regional ? region : 'ctp'}/${slug}`,
    version: regional && region === 'eu' ? '2.1.0' : '1.0.0',
  };
}

/**
 * A large, realistic report input for layout checks and benchmarks: 45 facilities in ten countries,
 * every category (Scope 1, Scope 2 by both methods, Scope 3 categories 1 to 15), 100,000 results,
 * overrides of all three kinds in force, long narrative texts for every narrative key of the
 * frameworks, a methodology appendix of about fifty algorithms, five earlier years and targets.
 * Deterministic; built in code (about a second for 100,000 results) so no large file is committed.
 */
export function realisticReportInput(options: RealisticInputOptions = {}): ReportInputData {
  const wanted = options.results ?? 100_000;
  const sites = facilities(options.facilities ?? 45);
  const emissions: Line[] = [];
  const activities: Activity[] = [];
  const perMonth = sites.length * CATEGORY_SOURCES.length;
  const splits = Math.max(1, Math.ceil(wanted / (perMonth * 12)));
  for (let n = 0; n < wanted; n++) {
    const slot = n % perMonth;
    const month = (Math.floor(n / perMonth) % 12) + 1;
    const site = sites[slot % sites.length] as (typeof sites)[number];
    const src = CATEGORY_SOURCES[Math.floor(slot / sites.length)] as CategorySource;
    const wobble = new Decimal(((n * 7919) % 41) - 20).div(100).plus(1);
    const quantity = new Decimal(src.monthly).times(wobble).dividedBy(splits).toDecimalPlaces(3);
    const co2e = quantity.times(src.kgPerUnit).toDecimalPlaces(6);
    const mm = String(month).padStart(2, '0');
    const period = {
      periodStart: `2025-${mm}-01`,
      periodEnd: `2025-${mm}-${new Date(Date.UTC(2025, month, 0)).getUTCDate()}`,
    };
    const country = COUNTRIES.find((c) => c.code === site.country);
    const dataset =
      src.scope === 3 && (src.scope3Category ?? 0) <= 2 ? 'exiobase-spend' : (country?.dataset ?? 'eu-jrc');
    const recordId = id('rec', n + 1);
    activities.push({
      id: id('act', n + 1),
      version: 1 + (n % 3 === 0 ? 1 : 0),
      facility: site,
      category: src.category,
      quantity: quantity.toFixed(),
      unit: src.unit,
      ...period,
      region: site.country,
      dataQuality: src.scope === 3 ? 'estimated' : n % 5 === 0 ? 'calculated' : 'measured',
      sourceDocument: `erp/${site.id}/2025-${mm}/${src.category}`,
    });
    emissions.push({
      resultId: id('res', n + 1),
      recordId,
      checksumOutput: hex(recordId),
      activityId: id('act', n + 1),
      facility: site,
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
      euEts: (src.euEts ?? false) && ['DE', 'FR', 'PL', 'GR'].includes(site.country),
      factors: [
        { datasetId: dataset, datasetVersion: '2025' },
        ...(src.gases.length > 1 ? [{ datasetId: 'ipcc-ar6-gwp', datasetVersion: 'AR6' }] : []),
      ],
      algorithm: algorithmOf(src, site.country),
    });
  }
  const algorithms = new Map<string, NonNullable<ReportInputData['algorithms']>[number]>();
  for (const l of emissions) {
    const key = `${l.algorithm.id}@${l.algorithm.version}`;
    if (algorithms.has(key)) continue;
    algorithms.set(key, {
      id: l.algorithm.id,
      version: l.algorithm.version,
      name: (l.algorithm.id.split('/')[1] ?? '').replaceAll('-', ' '),
      type: l.algorithm.id.startsWith('ctp/') ? 'generic' : 'regional',
      methodology: `Activity data of category ${l.category} (measured quantity, or spend where no physical quantity is known) multiplied by the emission factor of the facility's country or grid region and the reporting year; each greenhouse gas is converted to CO2e with the IPCC AR6 100-year global warming potentials, and biogenic CO2 is reported separately, outside the scopes.`,
      references: [
        {
          title: 'GHG Protocol Corporate Accounting and Reporting Standard (revised edition)',
          url: 'https://ghgprotocol.org/sites/default/files/standards/ghg-protocol-revised.pdf',
        },
        {
          title: 'GHG Protocol Technical Guidance for Calculating Scope 3 Emissions, version 1.0',
          url: 'https://ghgprotocol.org/sites/default/files/standards/Scope3_Calculation_Guidance_0.pdf',
        },
      ],
    });
  }
  const overrides: ReportInputData['overrides'] = [
    ['factor_multiplier', 'scope3.purchased_goods', { factorMultiplier: '0.92' }],
    ['factor_multiplier', 'scope2.electricity.market_based', { factorMultiplier: '0.875' }],
    [
      'methodology',
      'scope1.fugitive_emissions',
      { algorithmId: 'eu/fugitive-emissions', algorithmVersion: '2.1.0' },
    ],
    [
      'methodology',
      'scope3.upstream_transport',
      { algorithmId: 'ctp/upstream-transport', algorithmVersion: '1.0.0' },
    ],
    [
      'custom',
      'scope1.process_emissions',
      { customLogic: 'quantity * 507.3 * (1 - capture_rate) + quantity * 0.0021 * gwp("CH4")' },
    ],
    [
      'custom',
      'scope3.waste_disposal',
      { customLogic: 'if(treatment == "landfill", quantity * 586.5, quantity * 21.294)' },
    ],
  ].map(([kind, category, extra], i) => ({
    id: `ovr-${i + 1}`,
    kind: kind as 'factor_multiplier' | 'methodology' | 'custom',
    category: category as string,
    justification: `${SENTENCES[i % SENTENCES.length]} Supplier-specific evidence (audited environmental product declarations, reference ${`EPD-${2025 + i}-${hex(String(i)).slice(0, 24)}`}) justifies the change for ${category as string}.`,
    createdBy: `analyst.${i + 1}@realistic-manufacturing.example`,
    approvedBy: 'chief.sustainability.officer@realistic-manufacturing.example',
    approvedAt: '2025-01-15T10:00:00.000Z',
    effectiveFrom: '2025-01-01',
    effectiveTo: i % 2 === 0 ? null : '2027-12-31',
    ...(extra as object),
  }));
  const narratives = Object.fromEntries(
    narrativeKeys(options.frameworks ?? BUILT_IN_FRAMEWORKS).map((k, i) => [k, narrative(k, i)]),
  );
  const year = (y: number, f: number) => ({
    year: y,
    scope1: new Decimal('41234567.891').times(f).toFixed(3),
    scope2LocationBased: new Decimal('38765432.1').times(f).toFixed(3),
    scope2MarketBased: new Decimal('29876543.21').times(f).toFixed(3),
    scope3: new Decimal('187654321.987').times(f).toFixed(3),
  });
  const history = [2020, 2021, 2022, 2023, 2024].map((y, i) => year(y, 1.2 - i * 0.04));
  const { year: _, ...baseYearEmissions } = history[0] as ReturnType<typeof year>;
  return {
    organization: {
      id: 'org-realistic',
      name: 'Realistic Manufacturing Group SE',
      country: 'DE',
      consolidationApproach: 'financial_control',
      baseYear: 2020,
      baseYearEmissions,
      baseYearPolicy: SENTENCES[4] ?? null,
      recalculationPolicy: {
        significanceThresholdPercent: '5',
        triggers: ['structural_change', 'methodology_or_factor_change', 'discovered_error'],
      },
      netRevenue: { amount: '4850000000', currency: 'EUR' },
      reportingBoundary: `All ${sites.length} operations under financial control in ${COUNTRIES.length} countries; joint ventures below 50 % are reported under Scope 3 category 15 (investments). ${SENTENCES[0]}`,
    },
    period: { start: '2025-01-01', end: '2025-12-31' },
    generatedAt: '2026-02-01T09:30:00.000Z',
    report: {
      id: 'rep-realistic-2025',
      title: 'Climate-related disclosures 2025: Realistic Manufacturing Group',
      verificationCode: 'CTP-2026-9RWX',
      verificationUrl: 'https://sustainability.realistic-manufacturing.example/ctp/verify/CTP-2026-9RWX',
    },
    template: {
      id: 'tpl-realistic',
      version: 12,
      name: 'Group sustainability report template (approved by the audit committee)',
      coverText: `${SENTENCES[0]} ${SENTENCES[3]}`,
      narratives,
    },
    calculation: { engineVersion: '0.1.0', gwpSet: 'AR6', gwpTimeframe: '100yr' },
    emissions,
    activities,
    algorithms: [...algorithms.values()],
    factorSources: DATASETS.map((d) => ({
      datasetId: d.id,
      datasetVersion: d.id === 'ipcc-ar6-gwp' ? 'AR6' : '2025',
      title: `${d.publisher}: emission factors`,
      publisher: d.publisher,
      source: d.id,
      sourceUrl: d.url,
      license: 'public',
    })),
    overrides,
    recalculations: [
      {
        id: 'rcl-1',
        acceptedAt: '2025-06-30T12:00:00.000Z',
        reason: 'UK DESNZ 2025 conversion factors published (replacing the 2024 set for January to May)',
        delta: { scope1: '-120.5', scope2LocationBased: '-310.25' },
      },
      {
        id: 'rcl-2',
        acceptedAt: '2025-09-15T08:00:00.000Z',
        reason:
          'Acquisition of the Joinville plant on 1 September 2025: base year restated under the 5 % policy',
        delta: {
          scope1: '1834567.25',
          scope2LocationBased: '954321.5',
          scope2MarketBased: '812345.75',
          scope3: '4567890.125',
        },
      },
    ],
    restatements: realisticRestatements(),
    targets: [
      {
        id: 'tgt-1',
        name: 'Scope 1 and 2 (market-based) −42 % by 2030 against 2020, validated by the SBTi',
        scopes: ['scope1', 'scope2'],
        type: 'absolute',
        baseYear: 2020,
        baseValueKg: '85333333.35',
        targetYear: 2030,
        reductionPercent: '42',
        sbti: true,
      },
      {
        id: 'tgt-2',
        name: 'Scope 3 categories 1, 4 and 11 −25 % by 2030',
        scopes: ['scope3'],
        type: 'absolute',
        baseYear: 2020,
        baseValueKg: '225185186.384',
        targetYear: 2030,
        reductionPercent: '25',
        sbti: true,
      },
      {
        id: 'tgt-3',
        name: 'Net zero across the value chain by 2050',
        scopes: ['scope1', 'scope2', 'scope3'],
        type: 'absolute',
        baseYear: 2020,
        baseValueKg: null,
        targetYear: 2050,
        reductionPercent: '90',
        sbti: false,
      },
    ],
    history,
  };
}

/**
 * Two completed restatements: the base year after an acquisition (significant, with a long
 * reason) and the first half of the report year after a factor error (below the threshold).
 */
function realisticRestatements(): NonNullable<ReportInputData['restatements']> {
  return [
    {
      id: '0193f0aa-1c2d-7e3f-8a4b-5c6d7e8f9a01',
      completedAt: '2025-10-02T14:12:09.000Z',
      period: { name: 'FY2020 (base year)', start: '2020-01-01', end: '2020-12-31' },
      cause: 'structural_change',
      reason:
        'Acquisition of the Joinville plant (Brazil) on 1 September 2025: its 2020 emissions are added to the base year so that the 2030 targets keep comparing like with like, as the GHG Protocol Corporate Standard, chapter 5, asks.',
      oldTotals: {
        scope1: '49481481.469',
        scope2LocationBased: '46518518.52',
        scope2MarketBased: '35851851.852',
        scope3: '225185186.384',
      },
      newTotals: {
        scope1: '51316048.719',
        scope2LocationBased: '47472840.02',
        scope2MarketBased: '36664197.602',
        scope3: '229753076.509',
      },
      oldTotalKg: '321185186.373',
      newTotalKg: '328541965.248',
      deltaKg: '7356778.875',
      significance: {
        baseYear: 2020,
        baseYearTotalKg: '321185186.373',
        thresholdPercent: '5',
        changePercent: '2.29051',
        significant: false,
      },
      reopenedBy: 'Dr. Maria-Theresia Oberhauser-Kleinschmidt',
      approvedBy: 'Jean-Baptiste Delacroix-Montgolfier (Group CFO)',
    },
    {
      id: '0193f0aa-1c2d-7e3f-8a4b-5c6d7e8f9a02',
      completedAt: '2025-11-20T09:03:44.000Z',
      period: { name: 'H1 2025', start: '2025-01-01', end: '2025-06-30' },
      cause: 'discovered_error',
      reason:
        'A natural-gas meter at the Duisburg site reported cubic feet as cubic metres from January to June; the activity data were corrected and recalculated.',
      oldTotals: {
        scope1: '20617283.946',
        scope2LocationBased: '19382716.05',
        scope2MarketBased: '14938271.605',
        scope3: '93827160.994',
      },
      newTotals: {
        scope1: '37134567.891',
        scope2LocationBased: '19382716.05',
        scope2MarketBased: '14938271.605',
        scope3: '93827160.994',
      },
      oldTotalKg: '133827160.99',
      newTotalKg: '150344444.935',
      deltaKg: '16517283.945',
      significance: {
        baseYear: 2020,
        baseYearTotalKg: '328541965.248',
        thresholdPercent: '5',
        changePercent: '5.02745',
        significant: true,
      },
      reopenedBy: 'Dr. Maria-Theresia Oberhauser-Kleinschmidt',
      approvedBy: 'Jean-Baptiste Delacroix-Montgolfier (Group CFO)',
    },
  ];
}
