import { defineBuiltInFramework } from '../framework/define.js';
import { act, intensity, methodology, org, Q, split, sum, text } from './helpers.js';

const SECTIONS = {
  plans: 'GRI 102: Transition, adaptation and just transition',
  targets: 'GRI 102: Targets',
  emissions: 'GRI 102: GHG emissions',
  removals: 'GRI 102: Removals and carbon credits',
} as const;
const opt = { required: false } as const;

/**
 * GRI 102: Climate Change 2025, which replaces the GHG disclosures of GRI 305 for reporting periods
 * starting on or after 1 January 2027 (`supersedes` below: a `gri` report of such a period is made
 * with this framework unless the user keeps GRI 305). Its emissions disclosures 102-5 to 102-8
 * ask more than 305-1 to 305-4 did: Scope 1 per gas and the share under regulated trading
 * schemes, market-based Scope 2 always with the contractual instruments, Scope 3 per category
 * with exclusions explained and the measurement approach. The disclosure list it is checked
 * against is `docs/frameworks/gri-102.md`.
 */
export const gri102 = defineBuiltInFramework({
  code: 'gri-102',
  version: '2025',
  name: 'GRI 102: Climate Change 2025',
  description:
    'GRI 102 (2025) disclosures 102-1 to 102-10: transition and adaptation plans, just transition, targets, Scope 1, 2 and 3 emissions, intensity, removals and carbon credits. Replaces GRI 305 GHG disclosures for periods from 1 January 2027.',
  sources: [
    'https://www.globalreporting.org/standards/standards-development/topic-standard-project-for-climate-change/',
  ],
  supersedes: { code: 'gri', forPeriodsFrom: '2027-01-01' },
  disclosures: [
    {
      id: '102-1',
      section: SECTIONS.plans,
      title: 'Transition plan for climate change mitigation',
      description:
        'The transition plan: targets it serves, decarbonisation levers and actions, resources, how it is aligned with limiting warming to 1.5 °C, locked-in emissions, governance and progress.',
      required: true,
      values: [text('narrative.transitionPlan', 'Transition plan')],
    },
    {
      id: '102-2',
      section: SECTIONS.plans,
      title: 'Climate change adaptation plan',
      description:
        'Physical and transition risks to people and the organization, and the adaptation plan and its actions.',
      required: true,
      values: [text('narrative.adaptationPlan', 'Adaptation plan')],
    },
    {
      id: '102-3',
      section: SECTIONS.plans,
      title: 'Just transition',
      description:
        'Effects of the transition plan on workers and communities: jobs created, eliminated and redeployed, reskilling, engagement with those affected.',
      required: true,
      values: [text('narrative.justTransition', 'Just transition')],
    },
    {
      id: '102-4',
      section: SECTIONS.targets,
      title: 'GHG emissions reduction targets and progress',
      description:
        'Each reduction target (scopes, base year and base-year emissions, target year and value, whether science-based) and the progress made against it.',
      required: true,
      values: [
        org('targets', 'Targets'),
        org('baseYear', 'Base year'),
        org('baseYearEmissions', 'Base-year emissions'),
        org('history', 'Earlier years (progress)', opt),
        org('recalculations', 'Base-year recalculations', opt),
        org('restatements', 'Restatements', opt),
      ],
    },
    {
      id: '102-5',
      section: SECTIONS.emissions,
      title: 'Scope 1 GHG emissions',
      description:
        'Gross Scope 1 in tCO2e, per gas (new: 305-1 asked only which gases were included), the share from sources under regulated emissions trading schemes, biogenic CO2 apart, base year, consolidation approach, factors, GWP values and methods.',
      required: true,
      values: [
        sum('102-5.gross', 'Gross Scope 1', Q.scope1),
        split('102-5.byGas', 'Scope 1 by gas (CO2e)', Q.scope1, 'gas'),
        sum(
          '102-5.regulatedEts',
          'Scope 1 from sources under regulated emissions trading schemes',
          Q.scope1Ets,
          opt,
        ),
        sum('102-5.biogenic', 'Biogenic CO2 (outside Scope 1)', Q.biogenicScope1),
        org('consolidationApproach', 'Consolidation approach'),
        ...methodology(),
      ],
    },
    {
      id: '102-6',
      section: SECTIONS.emissions,
      title: 'Scope 2 GHG emissions',
      description:
        'Gross Scope 2 by both methods (new: 305-2 asked market-based only if applicable), the contractual instruments behind the market-based figure (new), gases, base year, factors and methods.',
      required: true,
      values: [
        sum('102-6.locationBased', 'Gross Scope 2, location-based', Q.scope2Location),
        sum('102-6.marketBased', 'Gross Scope 2, market-based', Q.scope2Market),
        text(
          'narrative.scope2.contractualInstruments',
          'Contractual instruments (types, shares, bundled or unbundled)',
        ),
        sum('102-6.biogenic', 'Biogenic CO2 of purchased energy (outside Scope 2)', Q.biogenicScope2, opt),
        split('102-6.byGas', 'Scope 2 by gas (location-based)', Q.scope2Location, 'gas', opt),
      ],
    },
    {
      id: '102-7',
      section: SECTIONS.emissions,
      title: 'Scope 3 GHG emissions',
      description:
        'Gross Scope 3 and each category (new: per-category figures required), categories excluded with reasons (new), biogenic CO2 apart, and the measurement approach and data used (new).',
      required: true,
      values: [
        sum('102-7.gross', 'Gross Scope 3', Q.scope3),
        split('102-7.byCategory', 'Scope 3 by category', Q.scope3, 'scope3Category'),
        act('scope3CategoriesIncluded', 'Categories included and excluded'),
        sum('102-7.biogenic', 'Biogenic CO2 (outside Scope 3)', Q.biogenicScope3),
        text('narrative.scope3.primaryDataShare', 'Measurement approach and share of primary data'),
        act('dataQuality', 'Activity data by quality', opt),
      ],
    },
    {
      id: '102-8',
      section: SECTIONS.emissions,
      title: 'GHG emissions intensity',
      description:
        'Intensity ratios with their denominator and the scopes in the numerator; Scope 1+2 and Scope 1+2+3 shown apart here.',
      required: true,
      values: [
        intensity('location_based', false),
        intensity('location_based', true, opt),
        org('netRevenue', 'Denominator (net revenue)'),
      ],
    },
    {
      id: '102-9',
      section: SECTIONS.removals,
      title: 'GHG removals',
      description:
        'GHG removals in own operations and the value chain, by removal type, with storage and reversal risks.',
      required: false,
      values: [text('narrative.removals', 'GHG removals')],
    },
    {
      id: '102-10',
      section: SECTIONS.removals,
      title: 'Carbon credits',
      description:
        'Carbon credits cancelled in the period: amount, projects, quality standards, purpose, and the impacts of the projects.',
      required: false,
      values: [text('narrative.carbonCredits', 'Carbon credits cancelled')],
    },
  ],
});
