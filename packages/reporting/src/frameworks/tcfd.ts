import { defineBuiltInFramework } from '../framework/define.js';
import { act, intensity, methodology, org, Q, split, sum, text } from './helpers.js';

const SECTIONS = {
  gov: 'Governance',
  str: 'Strategy',
  rm: 'Risk management',
  mt: 'Metrics and targets',
} as const;

/**
 * TCFD: the eleven recommended disclosures (2017 report, Metrics and Targets guidance of 2021).
 * Governance, strategy and risk management come from organization-provided text; metrics and
 * targets from the inventory. See reference/frameworks.md §1.
 */
export const tcfd = defineBuiltInFramework({
  code: 'tcfd',
  version: '2021',
  name: 'TCFD recommendations',
  description:
    'Recommendations of the Task Force on Climate-related Financial Disclosures: 4 pillars, 11 recommended disclosures; Metrics and Targets per the 2021 guidance.',
  sources: ['https://www.tcfdhub.org/recommendations/', 'https://www.tcfdhub.org/metrics-and-targets/'],
  disclosures: [
    {
      id: 'GOV-a',
      section: SECTIONS.gov,
      title: 'Board oversight',
      description: 'How the board oversees climate-related risks and opportunities.',
      required: true,
      values: [text('narrative.governance.board', 'Board oversight')],
    },
    {
      id: 'GOV-b',
      section: SECTIONS.gov,
      title: "Management's role",
      description: "Management's role in assessing and managing climate-related risks and opportunities.",
      required: true,
      values: [text('narrative.governance.management', "Management's role")],
    },
    {
      id: 'STR-a',
      section: SECTIONS.str,
      title: 'Risks and opportunities by time horizon',
      description: 'Climate-related risks and opportunities over the short, medium and long term.',
      required: true,
      values: [text('narrative.strategy.risksOpportunities', 'Risks and opportunities')],
    },
    {
      id: 'STR-b',
      section: SECTIONS.str,
      title: 'Impact on business, strategy and financial planning',
      description: 'Impact of climate-related risks and opportunities, including a transition plan.',
      required: true,
      values: [text('narrative.strategy.impacts', 'Impacts and transition plan')],
    },
    {
      id: 'STR-c',
      section: SECTIONS.str,
      title: 'Resilience under scenarios',
      description: 'Resilience of the strategy under climate scenarios, including a 2 °C or lower scenario.',
      required: true,
      values: [text('narrative.strategy.scenarioAnalysis', 'Scenario analysis')],
    },
    {
      id: 'RM-a',
      section: SECTIONS.rm,
      title: 'Identifying and assessing risks',
      description: 'Processes for identifying and assessing climate-related risks.',
      required: true,
      values: [text('narrative.risk.identification', 'Identification and assessment')],
    },
    {
      id: 'RM-b',
      section: SECTIONS.rm,
      title: 'Managing risks',
      description: 'Processes for managing climate-related risks.',
      required: true,
      values: [text('narrative.risk.management', 'Risk management')],
    },
    {
      id: 'RM-c',
      section: SECTIONS.rm,
      title: 'Integration into overall risk management',
      description: 'How climate-risk processes are integrated into overall risk management.',
      required: true,
      values: [text('narrative.risk.integration', 'Integration')],
    },
    {
      id: 'MT-a',
      section: SECTIONS.mt,
      title: 'Metrics used',
      description:
        'Metrics used to assess climate-related risks and opportunities: GHG emissions and intensity from the inventory, the other cross-industry metric categories from the organization.',
      required: true,
      values: [
        sum('emissions.scope1.total', 'Scope 1 (GHG emissions metric)', Q.scope1),
        sum('emissions.scope2.locationBased', 'Scope 2, location-based', Q.scope2Location),
        sum('emissions.scope2.marketBased', 'Scope 2, market-based', Q.scope2Market),
        intensity('location_based', false, { required: false }),
        text(
          'narrative.metrics',
          'Other climate-related metrics (transition and physical risk, opportunities, capital deployment, internal carbon price, remuneration)',
        ),
      ],
    },
    {
      id: 'MT-b',
      section: SECTIONS.mt,
      title: 'Scope 1, 2 and 3 GHG emissions',
      description:
        'Scope 1 and 2 regardless of materiality, Scope 3 if appropriate, per the GHG Protocol, with intensity, prior periods and methodology.',
      required: true,
      values: [
        sum('emissions.scope1.total', 'Scope 1', Q.scope1),
        sum('emissions.scope2.locationBased', 'Scope 2, location-based', Q.scope2Location),
        sum('emissions.scope2.marketBased', 'Scope 2, market-based', Q.scope2Market),
        sum('emissions.scope3.total', 'Scope 3', Q.scope3, { required: false }),
        split('emissions.scope3.byCategory', 'Scope 3 by category', Q.scope3, 'scope3Category', {
          required: false,
        }),
        intensity('market_based', false, { required: false }),
        org('history', 'Earlier periods', { required: false }),
        ...methodology(),
        org('consolidationApproach', 'Consolidation approach'),
        text('narrative.metrics.ghgRisks', 'Related risks', { required: false }),
      ],
    },
    {
      id: 'MT-c',
      section: SECTIONS.mt,
      title: 'Targets and performance',
      description:
        'Targets used to manage climate-related risks and opportunities, and performance against them.',
      required: true,
      values: [
        org('targets', 'Targets'),
        org('baseYear', 'Base year'),
        org('baseYearEmissions', 'Base-year emissions', { required: false }),
        org('recalculations', 'Recalculations', { required: false }),
        org('restatements', 'Restatements', { required: false }),
        act('overrides', 'Calculation overrides in force', { required: false }),
      ],
    },
  ],
});
