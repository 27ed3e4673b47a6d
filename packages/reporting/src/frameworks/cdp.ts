import { defineBuiltInFramework } from '../framework/define.js';
import type { Disclosure } from '../framework/schema.js';
import { act, intensity, methodology, org, Q, split, sum, text } from './helpers.js';

const opt = { required: false } as const;
const d = (
  id: string,
  section: string,
  title: string,
  description: string,
  required: boolean,
  values: Disclosure['values'],
): Disclosure => ({ id, section, title, description, required, values });

const M7 = 'Module 7: Climate change';

/**
 * CDP corporate questionnaire 2024, the emissions questions (modules 1 and 6, module 7 emissions
 * and targets). Legacy numbers in the descriptions. See reference/frameworks.md §4.
 */
export const cdp = defineBuiltInFramework({
  code: 'cdp',
  version: '2024',
  name: 'CDP climate change (2024 questionnaire, emissions questions)',
  description: 'The emissions questions of the 2024 integrated CDP corporate questionnaire.',
  sources: ['https://cdp.net/en/guidance'],
  disclosures: [
    d(
      '1.4',
      'Module 1: Introduction',
      'Reporting period',
      'Reporting year dates and past years reported [C0.2].',
      true,
      [org('reportingPeriod', 'Reporting period'), org('history', 'Past years reported', opt)],
    ),
    d(
      '6.1',
      'Module 6: Consolidation approach',
      'Consolidation approach',
      'Consolidation approach used [C0.5].',
      true,
      [org('consolidationApproach', 'Consolidation approach')],
    ),
    d(
      '7.1',
      M7,
      'First year reporting to CDP?',
      'Whether this is the first year of reporting emissions data to CDP [C5.1].',
      true,
      [text('narrative.cdp.firstYear', 'First year reporting')],
    ),
    d(
      '7.1.1',
      M7,
      'Structural changes',
      'Acquisitions, divestments or mergers affecting the inventory [C5.1a].',
      false,
      [
        org('recalculations', 'Recalculations accepted'),
        org('restatements', 'Restatements of locked periods', opt),
        text('narrative.cdp.structuralChanges', 'Structural changes', opt),
      ],
    ),
    d(
      '7.1.2',
      M7,
      'Methodology or boundary changes',
      'Changes in methodology, boundary or reporting year [C5.1b].',
      false,
      [
        act('overrides', 'Calculation overrides in force'),
        text('narrative.boundaryChanges', 'Boundary changes', opt),
      ],
    ),
    d(
      '7.1.3',
      M7,
      'Base year recalculated?',
      'Whether base year and past years were recalculated [C5.1c].',
      false,
      [
        org('recalculations', 'Recalculations'),
        org('baseYearPolicy', 'Recalculation policy'),
        org('restatements', 'Restatements', opt),
      ],
    ),
    d('7.2', M7, 'Methodology used', 'Standards, protocols and methods used [C5.3].', true, [
      ...methodology(),
    ]),
    d(
      '7.3',
      M7,
      'Scope 2 approach',
      'Whether location-based and market-based Scope 2 are reported [C6.2].',
      true,
      [
        sum('7.3.location', 'Location-based Scope 2 reported', Q.scope2Location),
        sum('7.3.market', 'Market-based Scope 2 reported', Q.scope2Market),
      ],
    ),
    d('7.4', M7, 'Exclusions', 'Sources in the boundary not included in the disclosure [C6.4].', true, [
      org('reportingBoundary', 'Boundary and exclusions'),
    ]),
    d(
      '7.5',
      M7,
      'Base year and base-year emissions',
      'Base year and its emissions for each scope [C5.2].',
      true,
      [org('baseYear', 'Base year'), org('baseYearEmissions', 'Base-year emissions')],
    ),
    d('7.6', M7, 'Gross global Scope 1', 'Gross global Scope 1 emissions [C6.1].', true, [
      sum('emissions.scope1.total', 'Gross global Scope 1', Q.scope1),
      org('history', 'Past years', opt),
    ]),
    d(
      '7.7',
      M7,
      'Gross global Scope 2',
      'Gross global Scope 2, location-based and market-based [C6.3].',
      true,
      [
        sum('emissions.scope2.locationBased', 'Scope 2, location-based', Q.scope2Location),
        sum('emissions.scope2.marketBased', 'Scope 2, market-based', Q.scope2Market),
      ],
    ),
    d(
      '7.8',
      M7,
      'Scope 3 by category',
      'Gross global Scope 3 per category, with evaluation status [C6.5].',
      true,
      [
        split('emissions.scope3.byCategory', 'Scope 3 by category', Q.scope3, 'scope3Category'),
        act('scope3CategoriesIncluded', 'Evaluation status'),
        sum('emissions.scope3.total', 'Scope 3 total', Q.scope3, opt),
      ],
    ),
    d('7.8.1', M7, 'Scope 3 past years', 'Scope 3 for earlier years [C6.5a].', false, [
      org('history', 'Earlier years'),
    ]),
    d('7.9', M7, 'Verification and assurance', 'Assurance status per scope [C10.1].', true, [
      text('narrative.verification', 'Verification / assurance status'),
    ]),
    d(
      '7.10',
      M7,
      'Scope 1+2 change vs last year',
      'Direction and reasons of the change against the previous year [C7.9].',
      true,
      [
        org('history', 'Previous year for comparison'),
        text('narrative.cdp.changeReasons', 'Reasons for change', opt),
      ],
    ),
    d('7.12', M7, 'Biogenic CO2', 'Biogenic carbon emissions, outside the scopes [C6.7].', true, [
      sum('emissions.biogenicCO2', 'Biogenic CO2', Q.biogenicAll),
    ]),
    d(
      '7.15',
      M7,
      'Scope 1 by gas',
      'Scope 1 broken down by greenhouse gas, with the GWP source [C7.1].',
      true,
      [
        split('emissions.scope1.byGas', 'Scope 1 by gas (CO2e)', Q.scope1, 'gas'),
        act('gwpSet', 'GWP source'),
      ],
    ),
    d(
      '7.16',
      M7,
      'Scope 1 and 2 by country',
      'Scope 1 and Scope 2 (both methods) by country/area [C7.2, C7.5].',
      true,
      [
        split('emissions.scope1.byCountry', 'Scope 1 by country', Q.scope1, 'country'),
        split(
          'emissions.scope2.locationBased.byCountry',
          'Scope 2 location-based by country',
          Q.scope2Location,
          'country',
        ),
        split(
          'emissions.scope2.marketBased.byCountry',
          'Scope 2 market-based by country',
          Q.scope2Market,
          'country',
        ),
      ],
    ),
    d('7.17', M7, 'Scope 1 by facility and activity', 'Scope 1 by facility and by activity [C7.3].', true, [
      split('emissions.scope1.byFacility', 'Scope 1 by facility', Q.scope1, 'facility'),
      split('emissions.scope1.byActivity', 'Scope 1 by activity', Q.scope1, 'category', opt),
    ]),
    d('7.20', M7, 'Scope 2 by facility', 'Scope 2 (both methods) by facility [C7.6].', true, [
      split(
        'emissions.scope2.locationBased.byFacility',
        'Scope 2 location-based by facility',
        Q.scope2Location,
        'facility',
      ),
      split(
        'emissions.scope2.marketBased.byFacility',
        'Scope 2 market-based by facility',
        Q.scope2Market,
        'facility',
      ),
    ]),
    d('7.30', M7, 'Energy consumption', 'Energy-related activities and consumption in MWh [C8.2].', true, [
      text('narrative.energy', 'Energy consumption'),
    ]),
    d(
      '7.45',
      M7,
      'Emissions intensity',
      'Scope 1+2 per unit of revenue, with the Scope 2 figure used [C6.10].',
      true,
      [intensity('location_based', false), intensity('market_based', false), org('netRevenue', 'Revenue')],
    ),
    d('7.53', M7, 'Emission targets', 'Active absolute and intensity targets and progress [C4.1].', true, [
      org('targets', 'Targets'),
      org('baseYear', 'Base year', opt),
    ]),
  ],
});
