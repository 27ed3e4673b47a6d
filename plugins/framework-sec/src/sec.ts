import { defineFramework } from '@ctp/reporting';

const SECTION = 'Regulation S-K subpart 1500';
/** [C] items (conditional: large accelerated and accelerated filers, if material) are not required. */
const conditional = false;

/**
 * The SEC climate disclosure rule's GHG items, as adopted on 6 March 2024 and never in effect
 * (stayed on 4 April 2024; the SEC stopped defending it on 27 March 2025). An example plugin:
 * governance (1501), targets (1504), Scope 1 and Scope 2 metrics (1505(a)), their methodology
 * (1505(b)) and attestation (1506). Strategy (1502), risk management (1503), the financial
 * statement note (Regulation S-X Article 14) and XBRL tagging (1508) are left out.
 */
export const sec = defineFramework({
  code: 'sec',
  version: '2024',
  name: 'SEC climate disclosure rule: GHG items (example)',
  description:
    'Regulation S-K Items 1501, 1504, 1505(a), 1505(b) and 1506 as adopted on 6 March 2024. Stayed and never in effect: an example plugin, not a filing tool.',
  sources: [
    'https://practicalesg.com/2024/03/ghg-emissions-disclosures-in-the-secs-new-climate-rule/',
    'https://www.knowntrends.com/2024/03/sec-adopts-climate-related-disclosure-rules/',
    'https://www.thecorporatecounsel.net/blog/2024/03/final-climate-rules-compliance-timeline.html',
  ],
  disclosures: [
    {
      id: '1501',
      section: SECTION,
      title: 'Governance',
      description:
        "Board oversight of climate-related risks, and management's role in assessing and managing them.",
      required: true,
      values: [
        {
          key: 'narrative.governance.board',
          label: 'Board oversight',
          mapping: { source: 'narrative', key: 'narrative.governance.board' },
        },
        {
          key: 'narrative.governance.management',
          label: "Management's role",
          mapping: { source: 'narrative', key: 'narrative.governance.management' },
        },
      ],
    },
    {
      id: '1504',
      section: SECTION,
      title: 'Targets and goals',
      description:
        'Climate targets that materially affect the business: scope, unit, horizon, baseline and progress.',
      required: conditional,
      values: [
        {
          key: 'organization.targets',
          label: 'Targets',
          mapping: { source: 'organization', field: 'targets' },
        },
        {
          key: 'organization.baseYear',
          label: 'Baseline year',
          mapping: { source: 'organization', field: 'baseYear' },
        },
      ],
    },
    {
      id: '1505(a)',
      section: SECTION,
      title: 'Scope 1 and Scope 2 emissions',
      description:
        'Gross Scope 1 and Scope 2, each separately, excluding offsets; by gas where a gas is individually material; prior years where previously disclosed. The rule prescribes no Scope 2 method: location-based is given, market-based where known.',
      required: conditional,
      values: [
        { key: 'scope1', label: 'Gross Scope 1', mapping: { source: 'emissions', query: { scope: 1 } } },
        {
          key: 'scope1.byGas',
          label: 'Scope 1 by gas (CO2e)',
          mapping: { source: 'emissions', query: { scope: 1 }, groupBy: 'gas' },
          required: false,
        },
        {
          key: 'scope2.locationBased',
          label: 'Gross Scope 2, location-based',
          mapping: { source: 'emissions', query: { scope: 2, scope2Method: 'location_based' } },
        },
        {
          key: 'scope2.marketBased',
          label: 'Gross Scope 2, market-based',
          mapping: { source: 'emissions', query: { scope: 2, scope2Method: 'market_based' } },
          required: false,
        },
        {
          key: 'organization.history',
          label: 'Prior fiscal years',
          mapping: { source: 'organization', field: 'history' },
          required: false,
        },
      ],
    },
    {
      id: '1505(b)',
      section: SECTION,
      title: 'Methodology, inputs and assumptions',
      description:
        'Organizational boundary and how it was set, operational boundary, standard, calculation approach, emission-factor sources and tools.',
      required: conditional,
      values: [
        {
          key: 'organization.consolidationApproach',
          label: 'Organizational boundary (consolidation approach)',
          mapping: { source: 'organization', field: 'consolidationApproach' },
        },
        {
          key: 'organization.reportingBoundary',
          label: 'Operational boundary',
          mapping: { source: 'organization', field: 'reportingBoundary' },
        },
        {
          key: 'activity.methodology',
          label: 'Calculation approach',
          mapping: { source: 'activity', field: 'methodology' },
        },
        {
          key: 'activity.factorSources',
          label: 'Emission-factor sources',
          mapping: { source: 'activity', field: 'factorSources' },
        },
        { key: 'activity.gwpSet', label: 'GWP values', mapping: { source: 'activity', field: 'gwpSet' } },
      ],
    },
    {
      id: '1506',
      section: SECTION,
      title: 'Attestation of Scope 1 and Scope 2',
      description:
        'The attestation report over the 1505 disclosure (limited, later reasonable assurance) by an independent GHG expert, or any voluntary assurance.',
      required: conditional,
      values: [
        {
          key: 'narrative.sec.attestation',
          label: 'Attestation report',
          mapping: { source: 'narrative', key: 'narrative.sec.attestation' },
        },
      ],
    },
  ],
});
