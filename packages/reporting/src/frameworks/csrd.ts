import { defineBuiltInFramework } from '../framework/define.js';
import type { Disclosure } from '../framework/schema.js';
import { act, intensity, methodology, org, Q, split, sum, text, totalTonnes } from './helpers.js';

const E16 = 'E1-6 Gross Scopes 1, 2, 3 and total GHG emissions';

/** ESRS E1 disclosure requirements other than E1-6 (mostly organization-provided text). */
const requirements: Disclosure[] = [
  {
    id: 'E1.GOV-3',
    section: 'ESRS 2 GOV-3',
    title: 'Climate in remuneration',
    description: 'Whether and how climate considerations enter the remuneration of the governing bodies.',
    required: true,
    values: [text('narrative.governance.remuneration', 'Climate-related remuneration')],
  },
  {
    id: 'E1-1',
    section: 'E1-1 Transition plan',
    title: 'Transition plan for climate change mitigation',
    description: 'Transition plan, its compatibility with 1.5 °C, levers, investment and progress.',
    required: true,
    values: [text('narrative.transitionPlan', 'Transition plan')],
  },
  {
    id: 'E1.SBM-3',
    section: 'ESRS 2 SBM-3',
    title: 'Material risks and resilience',
    description:
      'Material climate risks (physical or transition) and resilience of strategy and business model.',
    required: true,
    values: [text('narrative.strategy.resilience', 'Risks and resilience')],
  },
  {
    id: 'E1.IRO-1',
    section: 'ESRS 2 IRO-1',
    title: 'Process to identify climate impacts, risks and opportunities',
    description:
      'How climate impacts, physical and transition risks and opportunities are identified and assessed.',
    required: true,
    values: [text('narrative.risk.iroProcess', 'Identification process')],
  },
  {
    id: 'E1-2',
    section: 'E1-2 Policies',
    title: 'Policies',
    description: 'Policies for climate change mitigation and adaptation.',
    required: true,
    values: [text('narrative.policies', 'Policies')],
  },
  {
    id: 'E1-3',
    section: 'E1-3 Actions',
    title: 'Actions and resources',
    description:
      'Key mitigation and adaptation actions, achieved and expected reductions, related CapEx and OpEx.',
    required: true,
    values: [text('narrative.actions', 'Actions and resources')],
  },
  {
    id: 'E1-4',
    section: 'E1-4 Targets',
    title: 'Targets',
    description: 'GHG reduction targets (gross), scopes, base year and baseline, 2030 and 2050 values.',
    required: true,
    values: [
      org('targets', 'Targets'),
      org('baseYear', 'Base year'),
      org('baseYearEmissions', 'Baseline value by scope'),
      org('baseYearPolicy', 'Baseline recalculation policy', { required: false }),
      org('restatements', 'Restatements', { required: false }),
    ],
  },
  {
    id: 'E1-5',
    section: 'E1-5 Energy',
    title: 'Energy consumption and mix',
    description: 'Total energy consumption (MWh) split fossil, nuclear and renewable; energy intensity.',
    required: true,
    values: [text('narrative.energy', 'Energy consumption and mix')],
  },
  {
    id: 'E1-7',
    section: 'E1-7 Removals and credits',
    title: 'GHG removals and carbon credits',
    description: 'Removals and storage, carbon credits cancelled and planned.',
    required: false,
    values: [text('narrative.removalsCredits', 'Removals and carbon credits')],
  },
  {
    id: 'E1-8',
    section: 'E1-8 Internal carbon pricing',
    title: 'Internal carbon pricing',
    description: 'Whether internal carbon pricing is applied, and how.',
    required: true,
    values: [text('narrative.internalCarbonPrice', 'Internal carbon pricing')],
  },
  {
    id: 'E1-9',
    section: 'E1-9 Financial effects',
    title: 'Anticipated financial effects',
    description:
      'Anticipated financial effects from material physical and transition risks and opportunities.',
    required: true,
    values: [text('narrative.financialEffects', 'Anticipated financial effects')],
  },
];

const dp = (
  id: string,
  ig3: string,
  title: string,
  description: string,
  required: boolean,
  values: Disclosure['values'],
): Disclosure => ({
  id,
  section: E16,
  title,
  description: `${description} (EFRAG IG3 ${ig3})`,
  required,
  values,
});

/** ESRS E1-6: one disclosure per datapoint of reference/frameworks.md §2.2, so completeness is meaningful. */
const e16: Disclosure[] = [
  dp('E1-6.48a', 'E1-6_07', 'Gross Scope 1', 'Gross Scope 1 GHG emissions.', true, [
    sum('emissions.scope1.total', 'Gross Scope 1', Q.scope1),
  ]),
  dp(
    'E1-6.48b',
    'E1-6_08',
    'Scope 1 under regulated ETS (%)',
    'Share of Scope 1 from installations under regulated emission trading schemes.',
    true,
    [
      {
        key: 'computed.scope1.etsShare',
        label: 'Share of Scope 1 under regulated ETS (%)',
        mapping: {
          source: 'computed',
          formula: 'attr_ets / attr_scope1 * 100',
          variables: { ets: Q.scope1Ets, scope1: Q.scope1 },
          unit: '%',
          decimals: 1,
        },
      },
      sum('emissions.scope1.etsRegulated', 'Scope 1 under regulated ETS', Q.scope1Ets, { required: false }),
    ],
  ),
  dp('E1-6.49a', 'E1-6_09', 'Gross Scope 2, location-based', 'Gross location-based Scope 2.', true, [
    sum('emissions.scope2.locationBased', 'Gross Scope 2, location-based', Q.scope2Location),
  ]),
  dp('E1-6.49b', 'E1-6_10', 'Gross Scope 2, market-based', 'Gross market-based Scope 2.', true, [
    sum('emissions.scope2.marketBased', 'Gross Scope 2, market-based', Q.scope2Market),
  ]),
  dp(
    'E1-6.50',
    'E1-6_02',
    'Scope 1 and 2 by control',
    'Scope 1 and 2 split between the consolidated group and investees under operational control.',
    true,
    [
      text(
        'narrative.controlSplit',
        'Split between consolidated group and investees under operational control',
      ),
      split('emissions.scope1.byFacility', 'Scope 1 by facility', Q.scope1, 'facility', { required: false }),
    ],
  ),
  dp('E1-6.44c', 'E1-6_11', 'Gross Scope 3', 'Gross Scope 3 GHG emissions.', true, [
    sum('emissions.scope3.total', 'Gross Scope 3', Q.scope3),
  ]),
  dp(
    'E1-6.51',
    'E1-6_04/05',
    'Scope 3 by significant category',
    'Gross Scope 3 for each significant GHG Protocol category.',
    true,
    [split('emissions.scope3.byCategory', 'Scope 3 by category', Q.scope3, 'scope3Category')],
  ),
  dp(
    'E1-6.AR46',
    'E1-6_25/26/27/29',
    'Scope 3 method notes',
    'Categories included, reasons for exclusions, share from primary data, calculation methods.',
    true,
    [
      act('scope3CategoriesIncluded', 'Scope 3 categories included and excluded'),
      text(
        'narrative.scope3.primaryDataShare',
        'Share of Scope 3 calculated with primary data, and reasons for exclusions',
      ),
    ],
  ),
  dp(
    'E1-6.52a',
    'E1-6_12',
    'Total GHG, location-based',
    'Scope 1 + Scope 2 location-based + Scope 3 (AR 47).',
    true,
    [totalTonnes('location_based')],
  ),
  dp(
    'E1-6.52b',
    'E1-6_13',
    'Total GHG, market-based',
    'Scope 1 + Scope 2 market-based + Scope 3 (AR 47).',
    true,
    [totalTonnes('market_based')],
  ),
  dp(
    'E1-6.53a',
    'E1-6_30',
    'GHG intensity, location-based',
    'Total GHG (location-based) per net revenue.',
    true,
    [intensity('location_based', true)],
  ),
  dp(
    'E1-6.53b',
    'E1-6_31',
    'GHG intensity, market-based',
    'Total GHG (market-based) per net revenue.',
    true,
    [intensity('market_based', true)],
  ),
  dp(
    'E1-6.55',
    'E1-6_32…35',
    'Net revenue reconciliation',
    'Net revenue used as denominator, reconciled to the financial statements.',
    true,
    [
      org('netRevenue', 'Net revenue'),
      text('narrative.revenueReconciliation', 'Reconciliation to the financial statements'),
    ],
  ),
  dp(
    'E1-6.AR43',
    'E1-6_17',
    'Biogenic CO2 outside Scope 1',
    'Biogenic CO2 from biomass combustion or biodegradation, apart from Scope 1.',
    true,
    [sum('emissions.scope1.biogenicCO2', 'Biogenic CO2 (Scope 1 sources)', Q.biogenicScope1)],
  ),
  dp(
    'E1-6.AR45-biogenic',
    'E1-6_24',
    'Biogenic CO2 outside Scope 2',
    'Biogenic CO2 of purchased energy, apart from Scope 2.',
    true,
    [sum('emissions.scope2.biogenicCO2', 'Biogenic CO2 (purchased energy)', Q.biogenicScope2)],
  ),
  dp(
    'E1-6.AR46j',
    'E1-6_28',
    'Biogenic CO2 outside Scope 3',
    'Biogenic CO2 in the value chain, apart from Scope 3.',
    true,
    [sum('emissions.scope3.biogenicCO2', 'Biogenic CO2 (value chain)', Q.biogenicScope3)],
  ),
  dp(
    'E1-6.AR45-instruments',
    'E1-6_18…23',
    'Scope 2 contractual instruments',
    'Share and types of contractual instruments; bundled and unbundled certificates.',
    true,
    [
      text(
        'narrative.scope2.contractualInstruments',
        'Contractual instruments (types, shares, bundled or unbundled)',
      ),
      sum('emissions.scope2.marketBased', 'Market-based Scope 2 they apply to', Q.scope2Market, {
        required: false,
      }),
    ],
  ),
  dp(
    'E1-6.47',
    'E1-6_14',
    'Boundary changes',
    'Significant changes in the reporting boundary and their effect on comparability.',
    false,
    [
      org('recalculations', 'Recalculations'),
      org('restatements', 'Restatements', { required: false }),
      text('narrative.boundaryChanges', 'Boundary changes', { required: false }),
    ],
  ),
  dp(
    'E1-6.AR39-methodology',
    'E1-6_15',
    'Methodology',
    'Methodologies, significant assumptions and emission factors.',
    true,
    [
      ...methodology(),
      org('consolidationApproach', 'Consolidation approach'),
      act('overrides', 'Calculation overrides in force', { required: false }),
    ],
  ),
  dp(
    'E1-6.AR39-events',
    'E1-6_16',
    'Events between reporting dates',
    'Significant events between the reporting dates of value-chain entities and the financial-statement date.',
    false,
    [text('narrative.reportingDateEvents', 'Events between reporting dates')],
  ),
  dp(
    'E1-6.AR39-disaggregation',
    'E1-6_03',
    'Optional disaggregation',
    'Breakdown by country, facility or source type.',
    false,
    [
      split('emissions.scope1.byCountry', 'Scope 1 by country', Q.scope1, 'country'),
      split('emissions.scope2.byCountry', 'Scope 2 (location-based) by country', Q.scope2Location, 'country'),
      split('emissions.scope1.byCategory', 'Scope 1 by source category', Q.scope1, 'category', {
        required: false,
      }),
    ],
  ),
  dp(
    'E1-6.AR48',
    'E1-6_01',
    'Presentation table',
    'Per scope: base year, N-1, N, % change, milestone and target years.',
    true,
    [
      org('baseYear', 'Base year'),
      org('baseYearEmissions', 'Base-year emissions'),
      org('history', 'Earlier years (N-1)', { required: false }),
      org('targets', 'Targets (2030, 2050)', { required: false }),
    ],
  ),
];

/** CSRD, standard ESRS E1 Climate change (Set 1, Delegated Regulation (EU) 2023/2772). See reference/frameworks.md §2. */
export const csrd = defineBuiltInFramework({
  code: 'csrd',
  version: 'ESRS-Set1-2023',
  name: 'CSRD: ESRS E1 Climate change',
  description:
    'ESRS E1 (Set 1) as adopted by Delegated Regulation (EU) 2023/2772, with every E1-6 datapoint as its own disclosure.',
  sources: ['https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj'],
  disclosures: [...requirements.slice(0, 7), ...e16, ...requirements.slice(7)],
});
