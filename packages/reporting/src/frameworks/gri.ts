import { defineBuiltInFramework } from '../framework/define.js';
import { act, intensity, org, Q, split, sum, text } from './helpers.js';

const SECTION = 'GRI 305: Emissions 2016';
const opt = { required: false } as const;

/** GRI 305 (2016), disclosures 305-1 to 305-5, sub-items a… as values. See reference/frameworks.md §3. */
export const gri = defineBuiltInFramework({
  code: 'gri',
  version: '305:2016',
  name: 'GRI 305: Emissions 2016',
  description: 'GRI 305 GHG disclosures 305-1 to 305-5 (superseded by GRI 102 for periods from 2027).',
  sources: ['https://globalreporting.org/publications/documents/english/gri-305-emissions-2016/'],
  disclosures: [
    {
      id: '305-1',
      section: SECTION,
      title: 'Direct (Scope 1) GHG emissions',
      description:
        'Gross Scope 1, gases, biogenic CO2, base year, factor and GWP sources, consolidation, methods.',
      required: true,
      values: [
        sum('305-1.a', 'a. Gross Scope 1', Q.scope1),
        split('305-1.b', 'b. Gases included (CO2e by gas)', Q.scope1, 'gas'),
        sum('305-1.c', 'c. Biogenic CO2', Q.biogenicScope1),
        org('baseYear', 'd. Base year', opt),
        org('baseYearEmissions', 'd. Base-year emissions', opt),
        org('recalculations', 'd. Recalculations', opt),
        org('restatements', 'd. Restatements (changes that triggered recalculation)', opt),
        act('factorSources', 'e. Emission-factor sources'),
        act('gwpSet', 'e. GWP source'),
        org('consolidationApproach', 'f. Consolidation approach'),
        act('methodology', 'g. Standards, methods and tools'),
      ],
    },
    {
      id: '305-2',
      section: SECTION,
      title: 'Energy indirect (Scope 2) GHG emissions',
      description:
        'Gross location-based and market-based Scope 2, gases, base year, sources, consolidation, methods.',
      required: true,
      values: [
        sum('305-2.a', 'a. Gross Scope 2, location-based', Q.scope2Location),
        sum('305-2.b', 'b. Gross Scope 2, market-based', Q.scope2Market, opt),
        split('305-2.c', 'c. Gases included (location-based)', Q.scope2Location, 'gas', opt),
        org('baseYear', 'd. Base year', opt),
        act('factorSources', 'e. Emission-factor sources'),
        act('gwpSet', 'e. GWP source'),
        org('consolidationApproach', 'f. Consolidation approach'),
        act('methodology', 'g. Standards, methods and tools'),
      ],
    },
    {
      id: '305-3',
      section: SECTION,
      title: 'Other indirect (Scope 3) GHG emissions',
      description: 'Gross Scope 3, gases, biogenic CO2, categories included, base year, sources, methods.',
      required: true,
      values: [
        sum('305-3.a', 'a. Gross Scope 3', Q.scope3),
        split('305-3.b', 'b. Gases included', Q.scope3, 'gas', opt),
        sum('305-3.c', 'c. Biogenic CO2', Q.biogenicScope3),
        split('305-3.d', 'd. Scope 3 categories included', Q.scope3, 'scope3Category'),
        act('scope3CategoriesIncluded', 'd. Category status'),
        org('baseYear', 'e. Base year', opt),
        act('factorSources', 'f. Emission-factor sources'),
        act('gwpSet', 'f. GWP source'),
        act('methodology', 'g. Standards, methods and tools'),
      ],
    },
    {
      id: '305-4',
      section: SECTION,
      title: 'GHG emissions intensity',
      description:
        'Intensity ratio; denominator: net revenue; emissions included: Scope 1 and Scope 2 (location-based); gases included.',
      required: true,
      values: [
        intensity('location_based', false),
        org('netRevenue', 'b. Denominator (net revenue)'),
        act('gasesIncluded', 'd. Gases included'),
      ],
    },
    {
      id: '305-5',
      section: SECTION,
      title: 'Reduction of GHG emissions',
      description: 'Reductions achieved by initiatives, gases, base year or baseline, scopes, methods.',
      required: true,
      values: [
        text('narrative.reductions.achieved', 'a. Reductions achieved by initiatives (tCO2e)'),
        act('gasesIncluded', 'b. Gases included'),
        org('baseYear', 'c. Base year or baseline'),
        text('narrative.reductions.scopes', 'd. Scopes in which reductions took place'),
        act('methodology', 'e. Standards, methods and assumptions'),
      ],
    },
  ],
});
