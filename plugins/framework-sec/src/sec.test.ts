import { readFileSync } from 'node:fs';
import { type GoldenDisclosure, readParagraphList, testFramework } from '@ctp/reporting/testing';
import { sec } from './sec.js';

// Against demoReportInput(): 168 lines, 60 of them Scope 1. Sums checked with Python's decimal
// module over the fixture's own co2eKg strings, not copied from the mapper.
const expected: GoldenDisclosure[] = [
  {
    disclosureId: '1505(a)',
    key: 'scope1',
    expect: '382807.59159',
    source: 'the 60 Scope 1 lines of the demo, co2eKg summed',
  },
  {
    disclosureId: '1505(a)',
    key: 'scope1.byGas',
    expect: { CO2: '372501.96130134', CH4: '249.599240006', N2O: '885.535048654', HFCs: '9170.496' },
    source: 'the gases[].co2eKg of the Scope 1 lines, summed per gas',
  },
  {
    disclosureId: '1505(a)',
    key: 'scope2.locationBased',
    expect: '333381.663175',
    source: 'the lines with scope2Method location_based, summed',
  },
  {
    disclosureId: '1505(a)',
    key: 'scope2.marketBased',
    expect: '254191.152475',
    source: 'the lines with scope2Method market_based, summed',
  },
  {
    disclosureId: '1505(b)',
    key: 'organization.consolidationApproach',
    expect: 'Operational control',
    source: 'the demo organization consolidates by operational_control',
  },
  {
    disclosureId: '1505(b)',
    key: 'activity.gwpSet',
    expect: 'IPCC AR6, 100yr global warming potentials',
    source: 'the demo calculation settings: AR6, 100yr',
  },
  { disclosureId: '1504', key: 'organization.baseYear', expect: '2024', source: 'the demo base year' },
  { disclosureId: '1501', expect: 'missing', source: 'the demo template has no governance text' },
  { disclosureId: '1506', expect: 'missing', source: 'the demo template has no attestation text' },
];

testFramework(sec, {
  expected,
  // The rule's item list, kept with the built-in frameworks' lists.
  paragraphs: readParagraphList(
    readFileSync(new URL('../../../docs/frameworks/sec.md', import.meta.url), 'utf8'),
  ),
});
