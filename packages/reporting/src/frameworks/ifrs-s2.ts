import { defineBuiltInFramework } from '../framework/define.js';
import { act, methodology, org, Q, split, sum, text } from './helpers.js';

const SECTIONS = {
  gov: 'Governance',
  str: 'Strategy',
  rm: 'Risk management',
  ghg: 'Metrics and targets: greenhouse gases (paragraph 29(a))',
  mt: 'Metrics and targets',
} as const;
const opt = { required: false } as const;

/**
 * IFRS S2 Climate-related Disclosures (ISSB, June 2023), the standard that took over the TCFD
 * recommendations: the four pillars, with paragraph 29(a) (greenhouse gases) split into one
 * disclosure per sub-paragraph so completeness says which GHG requirement is open. Disclosure ids
 * are the standard's paragraph numbers; the list they are checked against is
 * `docs/frameworks/ifrs-s2.md`. `tcfd` stays registered for those who still report against it.
 */
export const ifrsS2 = defineBuiltInFramework({
  code: 'ifrs-s2',
  version: '2023',
  name: 'IFRS S2 Climate-related Disclosures',
  description:
    'ISSB IFRS S2 (June 2023): governance, strategy, risk management, and metrics and targets, with the greenhouse-gas requirements of paragraph 29(a) as separate disclosures.',
  sources: [
    'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/ifrs-s2-climate-related-disclosures/',
  ],
  disclosures: [
    {
      id: '6(a)',
      section: SECTIONS.gov,
      title: 'Governance body oversight',
      description:
        'The governance body or individual responsible for oversight of climate-related risks and opportunities, and how it exercises that oversight.',
      required: true,
      values: [text('narrative.governance.board', 'Oversight by the governance body')],
    },
    {
      id: '6(b)',
      section: SECTIONS.gov,
      title: "Management's role",
      description:
        "Management's role in the governance processes, controls and procedures used to monitor, manage and oversee climate-related risks and opportunities.",
      required: true,
      values: [text('narrative.governance.management', "Management's role")],
    },
    {
      id: '10',
      section: SECTIONS.str,
      title: 'Climate-related risks and opportunities',
      description:
        'The climate-related risks (physical or transition) and opportunities that could affect the prospects, over which time horizons, and how the horizons are defined (paragraphs 10-12).',
      required: true,
      values: [text('narrative.strategy.risksOpportunities', 'Risks and opportunities by time horizon')],
    },
    {
      id: '13',
      section: SECTIONS.str,
      title: 'Business model and value chain',
      description:
        'Current and anticipated effects of climate-related risks and opportunities on the business model and value chain, and where they are concentrated.',
      required: true,
      values: [text('narrative.strategy.businessModel', 'Effects on the business model and value chain')],
    },
    {
      id: '14',
      section: SECTIONS.str,
      title: 'Strategy and decision-making, transition plan',
      description:
        'How the entity has responded and plans to respond to climate-related risks and opportunities, including any transition plan and how it plans to achieve its climate-related targets.',
      required: true,
      values: [
        text('narrative.strategy.impacts', 'Strategy, decision-making and transition plan'),
        org('targets', 'Climate-related targets the plan works towards', opt),
      ],
    },
    {
      id: '15',
      section: SECTIONS.str,
      title: 'Financial position, performance and cash flows',
      description:
        'Current and anticipated effects of climate-related risks and opportunities on financial position, financial performance and cash flows (paragraphs 15-21).',
      required: true,
      values: [text('narrative.financialEffects', 'Current and anticipated financial effects')],
    },
    {
      id: '22',
      section: SECTIONS.str,
      title: 'Climate resilience',
      description:
        'Resilience of the strategy and business model to climate-related changes, assessed with climate-related scenario analysis.',
      required: true,
      values: [text('narrative.strategy.scenarioAnalysis', 'Scenario analysis and resilience')],
    },
    {
      id: '25(a)',
      section: SECTIONS.rm,
      title: 'Processes for climate-related risks',
      description:
        'Processes and policies used to identify, assess, prioritise and monitor climate-related risks.',
      required: true,
      values: [
        text('narrative.risk.identification', 'Identifying and assessing risks'),
        text('narrative.risk.management', 'Prioritising and monitoring risks'),
      ],
    },
    {
      id: '25(b)',
      section: SECTIONS.rm,
      title: 'Processes for climate-related opportunities',
      description:
        'Processes used to identify, assess, prioritise and monitor climate-related opportunities.',
      required: true,
      values: [text('narrative.risk.opportunities', 'Identifying and assessing opportunities')],
    },
    {
      id: '25(c)',
      section: SECTIONS.rm,
      title: 'Integration into overall risk management',
      description: 'How those processes are integrated into the overall risk management process.',
      required: true,
      values: [text('narrative.risk.integration', 'Integration into overall risk management')],
    },
    {
      id: '29(a)(i)',
      section: SECTIONS.ghg,
      title: 'Absolute gross Scope 1, 2 and 3 emissions',
      description:
        'Gross greenhouse-gas emissions of the reporting period in metric tonnes of CO2 equivalent: Scope 1, Scope 2 and Scope 3.',
      required: true,
      values: [
        sum('emissions.scope1.total', 'Scope 1', Q.scope1),
        sum('emissions.scope2.locationBased', 'Scope 2 (location-based)', Q.scope2Location),
        sum('emissions.scope3.total', 'Scope 3', Q.scope3),
      ],
    },
    {
      id: '29(a)(ii)',
      section: SECTIONS.ghg,
      title: 'Measurement standard, GWP source and jurisdictional relief',
      description:
        'Emissions measured with the GHG Protocol Corporate Standard (2004) unless a jurisdictional authority or exchange requires another method (the relief used, if any); CO2 equivalents with the GWP values of the latest IPCC assessment over 100 years (B21-B22).',
      required: true,
      values: [
        text('narrative.ghg.protocolVersion', 'GHG Protocol standard and version applied'),
        act('gwpSet', 'GWP source (IPCC assessment, 100-year values)'),
        text('narrative.ghg.jurisdictionalRelief', 'Jurisdictional relief used (method or GWP values)', opt),
      ],
    },
    {
      id: '29(a)(iii)',
      section: SECTIONS.ghg,
      title: 'Measurement approach, inputs and assumptions',
      description:
        'The measurement approach, inputs and assumptions used to measure the emissions, why they were chosen, and any change during the period with its reasons.',
      required: true,
      values: [
        ...methodology(),
        act('dataQuality', 'Inputs: activity data by quality (measured, calculated, estimated)'),
        act('overrides', 'Calculation overrides in force', opt),
        text('narrative.ghg.measurementChanges', 'Changes in the measurement approach and why', opt),
      ],
    },
    {
      id: '29(a)(iv)',
      section: SECTIONS.ghg,
      title: 'Scope 1 and 2: consolidated group and other investees',
      description:
        'Scope 1 and Scope 2 disaggregated between the consolidated accounting group and other investees excluded from it (associates, joint ventures, unconsolidated subsidiaries).',
      required: true,
      values: [
        org('consolidationApproach', 'Consolidation approach'),
        text('narrative.controlSplit', 'Split between the consolidated accounting group and other investees'),
        split('emissions.scope1.byFacility', 'Scope 1 by facility', Q.scope1, 'facility', opt),
        split(
          'emissions.scope2.byFacility',
          'Scope 2 (location-based) by facility',
          Q.scope2Location,
          'facility',
          opt,
        ),
      ],
    },
    {
      id: '29(a)(v)',
      section: SECTIONS.ghg,
      title: 'Scope 2 location-based, and contractual instruments',
      description:
        'Location-based Scope 2, with information about contractual instruments necessary to understand Scope 2 (such as the market-based figure and the instruments behind it).',
      required: true,
      values: [
        sum('emissions.scope2.locationBased', 'Scope 2, location-based', Q.scope2Location),
        sum(
          'emissions.scope2.marketBased',
          'Scope 2, market-based (contractual instruments applied)',
          Q.scope2Market,
          opt,
        ),
        text(
          'narrative.scope2.contractualInstruments',
          'Contractual instruments (types, shares, bundled or unbundled)',
        ),
      ],
    },
    {
      id: '29(a)(vi)(1)',
      section: SECTIONS.ghg,
      title: 'Scope 3 by category',
      description:
        'The Scope 3 categories included, per the GHG Protocol Corporate Value Chain (Scope 3) Standard (2011), with the measurement approach of each (B38-B57: measurement framework).',
      required: true,
      values: [
        split('emissions.scope3.byCategory', 'Scope 3 by category', Q.scope3, 'scope3Category'),
        act('scope3CategoriesIncluded', 'Categories included and excluded'),
        text(
          'narrative.scope3.primaryDataShare',
          'Measurement approach per category (primary and secondary data, estimates)',
        ),
      ],
    },
    {
      id: '29(a)(vi)(2)',
      section: SECTIONS.ghg,
      title: 'Category 15: financed emissions',
      description:
        'For asset management, commercial banking or insurance activities: financed emissions (Category 15) as set out in B58-B63.',
      required: false,
      values: [
        split(
          'emissions.scope3.category15',
          'Category 15 (investments)',
          { scope: 3, scope3Category: 15 },
          'category',
        ),
        text('narrative.scope3.financedEmissions', 'Financed emissions by industry and asset class', opt),
      ],
    },
    {
      id: '29(b)',
      section: SECTIONS.mt,
      title: 'Transition risks',
      description: 'Amount and percentage of assets or business activities vulnerable to transition risks.',
      required: true,
      values: [
        text('narrative.metrics.transitionRisks', 'Assets and activities vulnerable to transition risks'),
      ],
    },
    {
      id: '29(c)',
      section: SECTIONS.mt,
      title: 'Physical risks',
      description: 'Amount and percentage of assets or business activities vulnerable to physical risks.',
      required: true,
      values: [text('narrative.metrics.physicalRisks', 'Assets and activities vulnerable to physical risks')],
    },
    {
      id: '29(d)',
      section: SECTIONS.mt,
      title: 'Climate-related opportunities',
      description:
        'Amount and percentage of assets or business activities aligned with climate-related opportunities.',
      required: true,
      values: [text('narrative.metrics.opportunities', 'Assets and activities aligned with opportunities')],
    },
    {
      id: '29(e)',
      section: SECTIONS.mt,
      title: 'Capital deployment',
      description:
        'Capital expenditure, financing or investment deployed towards climate-related risks and opportunities.',
      required: true,
      values: [text('narrative.metrics.capitalDeployment', 'Capital deployed')],
    },
    {
      id: '29(f)',
      section: SECTIONS.mt,
      title: 'Internal carbon prices',
      description:
        'Whether and how a carbon price is applied in decision-making, and the price per metric tonne of GHG used.',
      required: true,
      values: [text('narrative.internalCarbonPrice', 'Internal carbon price')],
    },
    {
      id: '29(g)',
      section: SECTIONS.mt,
      title: 'Remuneration',
      description:
        'Whether and how climate-related considerations are factored into executive remuneration, and the percentage of remuneration linked to them.',
      required: true,
      values: [text('narrative.governance.remuneration', 'Climate-related remuneration')],
    },
    {
      id: '32',
      section: SECTIONS.mt,
      title: 'Industry-based metrics',
      description:
        'Industry-based metrics associated with the business models, activities and common features of an industry.',
      required: true,
      values: [text('narrative.metrics.industry', 'Industry-based metrics')],
    },
    {
      id: '33',
      section: SECTIONS.mt,
      title: 'Climate-related targets',
      description:
        'Quantitative and qualitative climate-related targets: metric, objective, part of the entity covered, period, base period, milestones, whether science-based.',
      required: true,
      values: [org('targets', 'Targets'), org('baseYear', 'Base period')],
    },
    {
      id: '34',
      section: SECTIONS.mt,
      title: 'Setting and reviewing targets',
      description: 'How each target was set and is reviewed, and how progress is monitored.',
      required: true,
      values: [text('narrative.targets.approach', 'Approach to setting, reviewing and monitoring targets')],
    },
    {
      id: '35',
      section: SECTIONS.mt,
      title: 'Performance against targets',
      description: 'Performance against each target and an analysis of trends or changes in performance.',
      required: true,
      values: [
        org('baseYearEmissions', 'Base-period emissions'),
        org('history', 'Earlier periods', opt),
        org('recalculations', 'Recalculations', opt),
        org('restatements', 'Restatements', opt),
      ],
    },
    {
      id: '36',
      section: SECTIONS.mt,
      title: 'Greenhouse-gas emissions targets',
      description:
        'For each GHG target: gases and scopes covered, gross or net, whether derived with a sectoral decarbonisation approach, and the planned use of carbon credits.',
      required: true,
      values: [
        org('targets', 'GHG targets (scopes, base and target years)'),
        act('gasesIncluded', 'Gases covered'),
        text('narrative.targets.carbonCredits', 'Planned use of carbon credits', opt),
      ],
    },
    {
      id: 'C4',
      section: SECTIONS.ghg,
      title: 'Transition reliefs used',
      description:
        'In the first annual reporting period: relief from disclosing Scope 3 (C4(b)) or from measuring with the GHG Protocol when another method was used before (C4(a)), as used.',
      required: false,
      values: [
        text('narrative.ghg.transitionRelief', 'Transition relief used in the first reporting period'),
      ],
    },
  ],
});
