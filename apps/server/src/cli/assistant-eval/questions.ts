import type { PermittedUse } from '@ctp/assistant';
import { Decimal } from 'decimal.js';
import { type ApiFacts, factorsOfRecord, QUARTER, type Selection, YEAR } from './api-facts.js';

/**
 * What a correct answer must contain. Facts are values and names, never wording: a figure is met
 * by any rendering that quotes the value (kg or t, correctly rounded), in a sentence that names
 * what it is about (`near`); a name by any sentence that contains it.
 */
export type Fact =
  | {
      readonly kind: 'figure';
      readonly what: string;
      readonly measure: 'kg' | 'percent' | 'factor';
      readonly value: string;
      /** Words a sentence stating it must contain (its subject), case-insensitive. */
      readonly near: readonly string[];
    }
  | { readonly kind: 'text'; readonly what: string; readonly anyOf: readonly string[] }
  | { readonly kind: 'clarify'; readonly what: string };

/** One question of the evaluation set, with the facts of its correct answer computed from the API. */
export interface EvalQuestion {
  readonly id: string;
  readonly org: 'demo' | 'northwind';
  readonly use: PermittedUse;
  readonly query: string;
  facts(api: ApiFacts): Promise<Fact[]>;
}

/** "Today" for the evaluation: "last year" is 2025, the latest year of both organizations' data. */
export const EVAL_NOW = new Date('2026-03-01T12:00:00Z');

const kg = (what: string, value: string, ...near: string[]): Fact => ({
  kind: 'figure',
  what,
  measure: 'kg',
  value,
  near,
});
const percent = (what: string, value: string | null, ...near: string[]): Fact[] =>
  value === null ? [] : [{ kind: 'figure', what, measure: 'percent', value, near }];
const factor = (what: string, value: string | null | undefined, ...near: string[]): Fact[] =>
  value === null || value === undefined ? [] : [{ kind: 'figure', what, measure: 'factor', value, near }];
const text = (what: string, ...anyOf: string[]): Fact => ({ kind: 'text', what, anyOf });
const clarify = (what: string): Fact => ({ kind: 'clarify', what });
/** `scope3.employee_commuting` → `employee commuting`, as a category is named. */
const words = (category: string) => (category.split('.')[1] ?? category).replace(/_/g, ' ');

const Y24 = YEAR(2024);
const Y25 = YEAR(2025);

/** Scope 1, both Scope 2 methods and Scope 3 (when there is any) of a selection. */
async function scopes(api: ApiFacts, s: Omit<Selection, 'scope' | 'method'>, label: string): Promise<Fact[]> {
  const s3 = await api.kg({ ...s, scope: 3 });
  return [
    kg(`Scope 1 ${label}`, await api.kg({ ...s, scope: 1 }), 'Scope 1'),
    kg(
      `Scope 2 location-based ${label}`,
      await api.kg({ ...s, scope: 2, method: 'location_based' }),
      'Scope 2',
      'location',
    ),
    kg(
      `Scope 2 market-based ${label}`,
      await api.kg({ ...s, scope: 2, method: 'market_based' }),
      'Scope 2',
      'market',
    ),
    ...(new Decimal(s3).isZero() ? [] : [kg(`Scope 3 ${label}`, s3, 'Scope 3')]),
  ];
}

/** The change of a selection from 2024 to 2025: its size and percentage. */
async function change(
  api: ApiFacts,
  s: Omit<Selection, 'start' | 'end'>,
  what: string,
  near: string[],
  from = Y24,
  to = Y25,
) {
  const c = await api.change({ ...from, ...s }, { ...to, ...s });
  return [
    kg(`${what}: change`, c.deltaKg, ...near),
    ...percent(`${what}: change in percent`, c.percent, ...near),
  ];
}

async function topOf(api: ApiFacts, s: Selection, by: 'facility' | 'category'): Promise<Fact[]> {
  const [first] = await api.ranking(s, by);
  if (first === undefined) return [];
  const name = by === 'facility' ? first.name : words(first.name);
  return [text(`largest ${by}`, name), kg(`emissions of ${name}`, first.kg, name)];
}

async function grewMost(
  api: ApiFacts,
  by: 'facility' | 'category',
  s: Omit<Selection, 'start' | 'end'> = {},
): Promise<Fact[]> {
  const [first] = await api.changes({ ...Y24, ...s }, { ...Y25, ...s }, by);
  if (first === undefined) return [];
  const name = by === 'facility' ? first.name : words(first.name);
  return [text(`${by} that grew most`, name), kg(`change of ${name}`, first.deltaKg, name)];
}

async function reportFacts(api: ApiFacts, framework: string, missing: boolean): Promise<Fact[]> {
  const r = (await api.reports()).find((x) => x.frameworkCode === framework);
  if (r === undefined) return [text(`no ${framework} report`, `no ${framework.toUpperCase()} report`)];
  if (missing) return r.warnings.map((w) => text(`missing disclosure ${w.disclosureId}`, w.disclosureId));
  return [
    text('report title', r.title),
    ...percent('disclosures filled', r.completeness?.percent ?? null, 'disclosures'),
  ];
}

async function reportsList(api: ApiFacts): Promise<Fact[]> {
  return (await api.reports()).map((r) => text(`report ${r.title}`, r.title));
}

/** Months missing for a facility's category in a period, as `YYYY-MM`. */
async function gaps(
  api: ApiFacts,
  facility: string,
  categoryPrefix: string,
  months: string[],
): Promise<Fact[]> {
  const rows = await api.months(`${months[0]}-01`, `${months.at(-1)}-28`);
  const row = rows.find((r) => r.facility === facility && r.category.startsWith(categoryPrefix));
  const missing = months.filter((m) => !row?.months.includes(m));
  return missing.map((m) => text(`${facility} ${words(categoryPrefix)} has no data for ${m}`, m));
}

const allMonths = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

async function ukElectricity(api: ApiFacts, facility: string, withCertificates: boolean): Promise<Fact[]> {
  const loc = factorsOfRecord(
    await api.record({ ...Y25, category: 'scope2.electricity.location_based', facility }),
  );
  const mkt = factorsOfRecord(
    await api.record({ ...Y25, category: 'scope2.electricity.market_based', facility }),
  );
  return [
    ...factor('location-based factor', loc.main?.value, 'electricity'),
    text('location-based dataset', loc.main?.datasetId ?? '?'),
    ...factor('residual mix factor', (mkt.residual ?? mkt.main)?.value, 'market'),
    ...(withCertificates ? factor('certificate factor', mkt.main?.value, facility) : []),
    text('residual mix named', 'residual mix'),
  ];
}

const gwp = async (api: ApiFacts, year: number, category: string): Promise<Fact[]> => [
  text('GWP set', factorsOfRecord(await api.record({ ...YEAR(year), category })).gwpSet),
];

/** The evaluation set: questions over the five permitted uses, on the demo and on Northwind Logistics. */
export const QUESTIONS: readonly EvalQuestion[] = [
  // Demo Manufacturing: explain (totals, rankings, reports).
  {
    id: 'd-total-2025',
    org: 'demo',
    use: 'explain_report',
    query: 'What were our total emissions in 2025?',
    facts: (a) => scopes(a, Y25, '2025'),
  },
  {
    id: 'd-s1-2025',
    org: 'demo',
    use: 'explain_report',
    query: 'What were our Scope 1 emissions in 2025?',
    facts: async (a) => [kg('Scope 1 2025', await a.kg({ ...Y25, scope: 1 }), 'Scope 1')],
  },
  {
    id: 'd-s2m-2025',
    org: 'demo',
    use: 'explain_report',
    query: 'What was our Scope 2 market-based total in 2025?',
    facts: async (a) => [
      kg('Scope 2 market-based 2025', await a.kg({ ...Y25, scope: 2, method: 'market_based' }), 'market'),
    ],
  },
  {
    id: 'd-s3-2024',
    org: 'demo',
    use: 'explain_report',
    query: 'What were Scope 3 emissions in 2024?',
    facts: async (a) => [kg('Scope 3 2024', await a.kg({ ...Y24, scope: 3 }), 'Scope 3')],
  },
  {
    id: 'd-top-facility',
    org: 'demo',
    use: 'explain_report',
    query: 'Which facility emits the most?',
    facts: (a) => topOf(a, Y25, 'facility'),
  },
  {
    id: 'd-top-category',
    org: 'demo',
    use: 'explain_report',
    query: 'Which category had the largest emissions in 2025?',
    facts: (a) => topOf(a, Y25, 'category'),
  },
  {
    id: 'd-top-facility-s1-2024',
    org: 'demo',
    use: 'explain_report',
    query: 'Which facility had the highest Scope 1 emissions in 2024?',
    facts: (a) => topOf(a, { ...Y24, scope: 1 }, 'facility'),
  },
  {
    id: 'd-leeds-2025',
    org: 'demo',
    use: 'explain_report',
    query: "What were the Leeds plant's emissions in 2025?",
    facts: (a) => scopes(a, { ...Y25, facility: 'Leeds plant' }, 'Leeds plant 2025'),
  },
  {
    id: 'd-oakland-s3-2024',
    org: 'demo',
    use: 'explain_report',
    query: "What were the Oakland office's Scope 3 emissions in 2024?",
    facts: async (a) => [
      kg('Oakland Scope 3 2024', await a.kg({ ...Y24, scope: 3, facility: 'Oakland office' }), 'Scope 3'),
    ],
  },
  {
    id: 'd-q3-2025',
    org: 'demo',
    use: 'explain_report',
    query: 'What were our emissions in Q3 2025?',
    facts: (a) => scopes(a, QUARTER(2025, 3), 'Q3 2025'),
  },
  {
    id: 'd-q3-bare',
    org: 'demo',
    use: 'explain_report',
    query: 'What were our Scope 1 emissions in Q3?',
    facts: async (a) => [kg('Scope 1 Q3 2025', await a.kg({ ...QUARTER(2025, 3), scope: 1 }), 'Scope 1')],
  },
  {
    id: 'd-leeds-q1-2024',
    org: 'demo',
    use: 'explain_report',
    query: 'How much did the Leeds plant emit in Q1 2024?',
    facts: async (a) => [
      kg(
        'Leeds Scope 1 Q1 2024',
        await a.kg({ ...QUARTER(2024, 1), scope: 1, facility: 'Leeds plant' }),
        'Scope 1',
      ),
    ],
  },
  {
    id: 'd-reports',
    org: 'demo',
    use: 'explain_report',
    query: 'Which reports have we generated?',
    facts: reportsList,
  },
  {
    id: 'd-explain-csrd',
    org: 'demo',
    use: 'explain_report',
    query: 'Explain the CSRD report',
    facts: (a) => reportFacts(a, 'csrd', false),
  },
  {
    id: 'd-explain-tcfd',
    org: 'demo',
    use: 'explain_report',
    query: 'Explain the TCFD report',
    facts: (a) => reportFacts(a, 'tcfd', false),
  },
  {
    id: 'd-status-tcfd',
    org: 'demo',
    use: 'explain_report',
    query: 'What is the status of the TCFD report?',
    facts: (a) => reportFacts(a, 'tcfd', false),
  },
  {
    id: 'd-last-year-total',
    org: 'demo',
    use: 'explain_report',
    query: 'What were our Scope 3 emissions last year?',
    facts: async (a) => [kg('Scope 3 2025', await a.kg({ ...Y25, scope: 3 }), 'Scope 3')],
  },
  // Demo: summarize changes.
  {
    id: 'd-up-or-down',
    org: 'demo',
    use: 'summarize_changes',
    query: 'Did our emissions go up or down last year, and by how much?',
    facts: (a) => change(a, { method: 'location_based' }, 'all scopes, Scope 2 location-based', ['location']),
  },
  {
    id: 'd-why-s3',
    org: 'demo',
    use: 'summarize_changes',
    query: 'Why did Scope 3 change?',
    facts: async (a) => [
      ...(await change(a, { scope: 3 }, 'Scope 3', ['Scope 3'])),
      ...(await grewMostAbs(a, { scope: 3 })),
    ],
  },
  {
    id: 'd-category-grew',
    org: 'demo',
    use: 'summarize_changes',
    query: 'Which category grew most?',
    facts: (a) => grewMost(a, 'category'),
  },
  {
    id: 'd-leeds-change',
    org: 'demo',
    use: 'summarize_changes',
    query: 'How did the Leeds plant change?',
    facts: async (a) => [
      ...(await change(a, { facility: 'Leeds plant', scope: 1 }, 'Leeds Scope 1', ['Scope 1'])),
      kg('Leeds Scope 1 2025', await a.kg({ ...Y25, facility: 'Leeds plant', scope: 1 }), 'Scope 1'),
    ],
  },
  {
    id: 'd-s1-change',
    org: 'demo',
    use: 'summarize_changes',
    query: 'How did Scope 1 change from 2024 to 2025?',
    facts: (a) => change(a, { scope: 1 }, 'Scope 1', ['Scope 1']),
  },
  {
    id: 'd-s2m-compare',
    org: 'demo',
    use: 'summarize_changes',
    query: 'Compare Scope 2 market-based emissions in 2024 and 2025',
    facts: async (a) => [
      kg('Scope 2 market 2024', await a.kg({ ...Y24, scope: 2, method: 'market_based' }), 'market'),
      kg('Scope 2 market 2025', await a.kg({ ...Y25, scope: 2, method: 'market_based' }), 'market'),
    ],
  },
  {
    id: 'd-oakland-change',
    org: 'demo',
    use: 'summarize_changes',
    query: 'How did the Oakland office change from 2024 to 2025?',
    facts: (a) =>
      change(a, { facility: 'Oakland office', method: 'location_based' }, 'Oakland all scopes', ['location']),
  },
  {
    id: 'd-electricity-change',
    org: 'demo',
    use: 'summarize_changes',
    query: 'How did electricity emissions change from 2024 to 2025?',
    facts: (a) =>
      change(
        a,
        { scope: 2, method: 'location_based', category: 'scope2.electricity.location_based' },
        'electricity location-based',
        ['location'],
      ),
  },
  {
    id: 'd-q3-change',
    org: 'demo',
    use: 'summarize_changes',
    query: 'How did Scope 3 change in Q3 2025 compared with Q3 2024?',
    facts: (a) => change(a, { scope: 3 }, 'Scope 3 Q3', ['Scope 3'], QUARTER(2024, 3), QUARTER(2025, 3)),
  },
  {
    id: 'd-facility-grew',
    org: 'demo',
    use: 'summarize_changes',
    query: 'Which facility grew most from 2024 to 2025?',
    facts: (a) => grewMost(a, 'facility'),
  },
  {
    id: 'd-travel-change',
    org: 'demo',
    use: 'summarize_changes',
    query: 'Did business travel go up or down in 2025?',
    facts: (a) => change(a, { category: 'scope3.business_travel' }, 'business travel', ['Scope 3']),
  },
  {
    id: 'd-since-2019',
    org: 'demo',
    use: 'summarize_changes',
    query: 'How have Scope 1 emissions changed since 2019?',
    // The demo's data starts in its 2019 base year: from 2019 to the latest year.
    facts: (a) => change(a, { scope: 1 }, 'Scope 1 2019 to 2025', ['Scope 1'], YEAR(2019), Y25),
  },
  // Demo: narratives.
  {
    id: 'd-narrative-2025',
    org: 'demo',
    use: 'draft_narrative',
    query: 'Draft a narrative for 2025',
    facts: (a) => scopes(a, Y25, '2025'),
  },
  {
    id: 'd-paragraph',
    org: 'demo',
    use: 'draft_narrative',
    query: 'Write a paragraph about our 2025 emissions for the annual report',
    facts: async (a) => [kg('Scope 1 2025', await a.kg({ ...Y25, scope: 1 }), 'Scope 1')],
  },
  {
    id: 'd-narrative-leeds',
    org: 'demo',
    use: 'draft_narrative',
    query: 'Draft a narrative about the Leeds plant in 2025',
    facts: async (a) => [
      kg('Leeds Scope 1 2025', await a.kg({ ...Y25, scope: 1, facility: 'Leeds plant' }), 'Scope 1'),
    ],
  },
  // Demo: missing data.
  {
    id: 'd-months-no-data',
    org: 'demo',
    use: 'flag_missing_data',
    query: 'Which months have no data?',
    facts: (a) =>
      gaps(a, 'Leeds plant', 'scope1.fugitive_emissions', [...allMonths(2024), ...allMonths(2025)]),
  },
  {
    id: 'd-missing-tcfd',
    org: 'demo',
    use: 'flag_missing_data',
    query: 'What is missing for the TCFD report?',
    facts: (a) => reportFacts(a, 'tcfd', true),
  },
  {
    id: 'd-missing-csrd',
    org: 'demo',
    use: 'flag_missing_data',
    query: 'What is missing for the CSRD report?',
    facts: (a) => reportFacts(a, 'csrd', true),
  },
  {
    id: 'd-leeds-gaps-2025',
    org: 'demo',
    use: 'flag_missing_data',
    query: 'Is any data missing for the Leeds plant in 2025?',
    facts: (a) => gaps(a, 'Leeds plant', 'scope1.fugitive_emissions', allMonths(2025)),
  },
  {
    id: 'd-gaps-2024',
    org: 'demo',
    use: 'flag_missing_data',
    query: 'Are there gaps in our 2024 data?',
    facts: (a) => gaps(a, 'Oakland office', 'scope1.fugitive_emissions', allMonths(2024)),
  },
  // Demo: factors and methods.
  {
    id: 'd-uk-electricity',
    org: 'demo',
    use: 'answer_methodology',
    query: 'What factors do we use for UK electricity?',
    facts: (a) => ukElectricity(a, 'Leeds plant', true),
  },
  {
    id: 'd-gwp',
    org: 'demo',
    use: 'answer_methodology',
    query: 'Which GWP set do we use?',
    facts: (a) => gwp(a, 2025, 'scope1.stationary_combustion'),
  },
  {
    id: 'd-gwp-2024',
    org: 'demo',
    use: 'answer_methodology',
    query: 'Which GWP set was used for 2024?',
    facts: (a) => gwp(a, 2024, 'scope1.stationary_combustion'),
  },
  {
    id: 'd-gas-factor',
    org: 'demo',
    use: 'answer_methodology',
    query: 'Which emission factors are used for natural gas in 2025?',
    facts: async (a) =>
      factor(
        'natural gas factor (Leeds, kWh)',
        factorsOfRecord(
          await a.record({ ...Y25, category: 'scope1.stationary_combustion', facility: 'Leeds plant' }),
        ).main?.value,
        'stationary combustion',
      ),
  },
  {
    id: 'd-leeds-market',
    org: 'demo',
    use: 'answer_methodology',
    query: "What is the market-based factor for the Leeds plant's electricity in 2025?",
    facts: (a) =>
      ukElectricity(a, 'Leeds plant', true).then((f) =>
        f.filter((x) => x.what !== 'location-based factor' && x.what !== 'location-based dataset'),
      ),
  },
  {
    id: 'd-datasets-2024',
    org: 'demo',
    use: 'answer_methodology',
    query: 'Which datasets do our 2024 electricity factors come from?',
    facts: async (a) => {
      const f = factorsOfRecord(
        await a.record({ ...Y24, category: 'scope2.electricity.location_based', facility: 'Leeds plant' }),
      ).main;
      return [text('dataset', f?.datasetId ?? '?'), text('version', `version ${f?.datasetVersion}`)];
    },
  },
  {
    id: 'd-market-method',
    org: 'demo',
    use: 'answer_methodology',
    query: 'How is Scope 2 market-based calculated for 2025?',
    facts: async (a) =>
      factor(
        'residual mix factor',
        factorsOfRecord(
          await a.record({ ...Y25, category: 'scope2.electricity.market_based', facility: 'Leeds plant' }),
        ).residual?.value,
        'market',
      ),
  },
  {
    id: 'd-us-electricity',
    org: 'demo',
    use: 'answer_methodology',
    query: 'What factor is used for US electricity in 2025?',
    facts: async (a) =>
      factor(
        'US location-based factor',
        factorsOfRecord(
          await a.record({
            ...Y25,
            category: 'scope2.electricity.location_based',
            facility: 'Oakland office',
          }),
        ).main?.value,
        'electricity',
      ),
  },
  // Demo: asked back, not guessed.
  {
    id: 'd-unknown-site',
    org: 'demo',
    use: 'summarize_changes',
    query: 'How did the Paris site change?',
    facts: async () => [clarify('no facility called Paris site')],
  },
  {
    id: 'd-which-report',
    org: 'demo',
    use: 'flag_missing_data',
    query: 'What is missing for the report?',
    facts: async () => [clarify('two reports: which one')],
  },
  {
    id: 'd-vague',
    org: 'demo',
    use: 'explain_report',
    query: 'Tell me something nice',
    facts: async () => [clarify('nothing to answer')],
  },

  // Northwind Logistics: three depots and a hub, Scopes 1 and 2, a GRI report.
  {
    id: 'n-total-2025',
    org: 'northwind',
    use: 'explain_report',
    query: 'What were our total emissions in 2025?',
    facts: (a) => scopes(a, Y25, '2025'),
  },
  {
    id: 'n-top-facility',
    org: 'northwind',
    use: 'explain_report',
    query: 'Which facility emits the most?',
    facts: (a) => topOf(a, Y25, 'facility'),
  },
  {
    id: 'n-top-facility-2024',
    org: 'northwind',
    use: 'explain_report',
    query: 'Which site had the highest emissions in 2024?',
    facts: (a) => topOf(a, Y24, 'facility'),
  },
  {
    id: 'n-reports',
    org: 'northwind',
    use: 'explain_report',
    query: 'Which reports have we generated?',
    facts: reportsList,
  },
  {
    id: 'n-tcfd-exists',
    org: 'northwind',
    use: 'explain_report',
    query: 'Do we have a TCFD report?',
    facts: (a) => reportFacts(a, 'tcfd', false),
  },
  {
    id: 'n-explain-gri',
    org: 'northwind',
    use: 'explain_report',
    query: 'Explain the GRI report',
    facts: (a) => reportFacts(a, 'gri', false),
  },
  {
    id: 'n-hub-2025',
    org: 'northwind',
    use: 'explain_report',
    query: "What were the Manchester hub's emissions in 2025?",
    facts: (a) => scopes(a, { ...Y25, facility: 'Manchester hub' }, 'Manchester hub 2025'),
  },
  {
    id: 'n-since-2019',
    org: 'northwind',
    use: 'explain_report',
    query: 'What were our Scope 1 emissions since 2019?',
    facts: async (a) => [
      kg('Scope 1 2019 to 2025', await a.kg({ start: '2019-01-01', end: '2025-12-31', scope: 1 }), 'Scope 1'),
    ],
  },
  {
    id: 'n-q3-location',
    org: 'northwind',
    use: 'explain_report',
    query: 'What were Scope 2 location-based emissions in Q3 2025?',
    facts: async (a) => [
      kg(
        'Scope 2 location Q3 2025',
        await a.kg({ ...QUARTER(2025, 3), scope: 2, method: 'location_based' }),
        'location',
      ),
    ],
  },
  {
    id: 'n-top-category',
    org: 'northwind',
    use: 'explain_report',
    query: 'Which category had the largest emissions in 2025?',
    facts: (a) => topOf(a, Y25, 'category'),
  },
  // Northwind: changes.
  {
    id: 'n-up-or-down',
    org: 'northwind',
    use: 'summarize_changes',
    query: 'Did our emissions go up or down last year, and by how much?',
    facts: (a) => change(a, { method: 'location_based' }, 'all scopes, Scope 2 location-based', ['location']),
  },
  {
    id: 'n-why-s1',
    org: 'northwind',
    use: 'summarize_changes',
    query: 'Why did Scope 1 change?',
    facts: async (a) => [
      ...(await change(a, { scope: 1 }, 'Scope 1', ['Scope 1'])),
      kg(
        'new source: Manchester hub Scope 1 2025',
        await a.kg({ ...Y25, scope: 1, facility: 'Manchester hub' }),
        'new sources',
      ),
      kg(
        'removed source: Glasgow depot Scope 1 2024',
        await a.kg({ ...Y24, scope: 1, facility: 'Glasgow depot' }),
        'removed sources',
      ),
    ],
  },
  {
    id: 'n-bristol-change',
    org: 'northwind',
    use: 'summarize_changes',
    query: 'How did the Bristol depot change?',
    facts: (a) =>
      change(a, { facility: 'Bristol depot', method: 'location_based' }, 'Bristol all scopes', ['location']),
  },
  {
    id: 'n-facility-grew',
    org: 'northwind',
    use: 'summarize_changes',
    query: 'Which facility grew most from 2024 to 2025?',
    facts: (a) => grewMost(a, 'facility'),
  },
  {
    id: 'n-s2m-change',
    org: 'northwind',
    use: 'summarize_changes',
    query: 'How did Scope 2 market-based change from 2024 to 2025?',
    facts: (a) => change(a, { scope: 2, method: 'market_based' }, 'Scope 2 market-based', ['market']),
  },
  {
    id: 'n-category-grew',
    org: 'northwind',
    use: 'summarize_changes',
    query: 'Which category grew most?',
    facts: (a) => grewMost(a, 'category'),
  },
  {
    id: 'n-diesel-change',
    org: 'northwind',
    use: 'summarize_changes',
    query: 'How did fleet diesel emissions change from 2024 to 2025?',
    facts: (a) => change(a, { category: 'scope1.mobile_combustion' }, 'mobile combustion', ['Scope 1']),
  },
  // Northwind: narratives.
  {
    id: 'n-narrative-2025',
    org: 'northwind',
    use: 'draft_narrative',
    query: 'Draft a narrative for 2025',
    facts: (a) => scopes(a, Y25, '2025'),
  },
  {
    id: 'n-narrative-bristol',
    org: 'northwind',
    use: 'draft_narrative',
    query: 'Draft a narrative about the Bristol depot in 2025',
    facts: async (a) => [
      kg('Bristol Scope 1 2025', await a.kg({ ...Y25, scope: 1, facility: 'Bristol depot' }), 'Scope 1'),
    ],
  },
  // Northwind: missing data.
  {
    id: 'n-months-no-data',
    org: 'northwind',
    use: 'flag_missing_data',
    query: 'Which months have no data?',
    facts: (a) => gaps(a, 'Bristol depot', 'scope2.electricity.location_based', allMonths(2025)),
  },
  {
    id: 'n-facilities-no-data',
    org: 'northwind',
    use: 'flag_missing_data',
    query: 'Which facilities have no data in 2025?',
    facts: async () => [
      text('Glasgow depot has no 2025 data', 'Glasgow depot'),
      text('Cardiff yard has no data', 'Cardiff yard'),
    ],
  },
  {
    id: 'n-missing-gri',
    org: 'northwind',
    use: 'flag_missing_data',
    query: 'What is missing for the GRI report?',
    facts: (a) => reportFacts(a, 'gri', true),
  },
  {
    id: 'n-bristol-electricity-gaps',
    org: 'northwind',
    use: 'flag_missing_data',
    query: 'Which months have no electricity data at the Bristol depot in 2025?',
    facts: (a) => gaps(a, 'Bristol depot', 'scope2.electricity.location_based', allMonths(2025)),
  },
  // Northwind: factors and methods.
  {
    id: 'n-uk-electricity',
    org: 'northwind',
    use: 'answer_methodology',
    query: 'What factors do we use for UK electricity?',
    facts: (a) => ukElectricity(a, 'Bristol depot', false),
  },
  {
    id: 'n-gwp',
    org: 'northwind',
    use: 'answer_methodology',
    query: 'Which GWP set do we use?',
    facts: (a) => gwp(a, 2025, 'scope1.mobile_combustion'),
  },
  {
    id: 'n-diesel-factor',
    org: 'northwind',
    use: 'answer_methodology',
    query: 'Which emission factor is used for diesel in 2025?',
    facts: async (a) =>
      factor(
        'diesel factor',
        factorsOfRecord(
          await a.record({ ...Y25, category: 'scope1.mobile_combustion', facility: 'Bristol depot' }),
        ).main?.value,
        'mobile combustion',
      ),
  },
  // Northwind: asked back.
  {
    id: 'n-unknown-site',
    org: 'northwind',
    use: 'summarize_changes',
    query: 'How did the Leeds plant change?',
    facts: async () => [clarify('Northwind has no Leeds plant')],
  },
];

/** The category with the largest change by size (up or down) within a selection. */
async function grewMostAbs(api: ApiFacts, s: Omit<Selection, 'start' | 'end'>): Promise<Fact[]> {
  const all = await api.changes({ ...Y24, ...s }, { ...Y25, ...s }, 'category');
  const first = [...all].sort((x, y) => new Decimal(y.deltaKg).abs().cmp(new Decimal(x.deltaKg).abs()))[0];
  return first === undefined
    ? []
    : [
        text('largest driver', words(first.name)),
        kg(`change of ${words(first.name)}`, first.deltaKg, words(first.name)),
      ];
}
