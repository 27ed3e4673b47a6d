import { readFileSync } from 'node:fs';
import { readParagraphList, testFramework } from '../testing/index.js';
import { demoSums, SUMS } from './demo-sums.js';
import { tcfd } from './tcfd.js';

testFramework(tcfd, {
  expected: [
    { disclosureId: 'MT-b', key: 'emissions.scope1.total', expect: demoSums.scope1, source: SUMS },
    {
      disclosureId: 'MT-b',
      key: 'emissions.scope2.locationBased',
      expect: demoSums.scope2Location,
      source: SUMS,
    },
    {
      disclosureId: 'MT-b',
      key: 'emissions.scope2.marketBased',
      expect: demoSums.scope2Market,
      source: SUMS,
    },
    { disclosureId: 'MT-b', key: 'emissions.scope3.total', expect: demoSums.scope3, source: SUMS },
    { disclosureId: 'MT-a', key: 'emissions.scope1.total', expect: demoSums.scope1, source: SUMS },
    {
      disclosureId: 'MT-c',
      key: 'organization.baseYear',
      expect: '2024',
      source: 'the demo organization reports against base year 2024',
    },
    { disclosureId: 'GOV-a', expect: 'missing', source: 'the demo template has no governance text' },
  ],
  paragraphs: readParagraphList(
    readFileSync(new URL('../../../../docs/frameworks/tcfd.md', import.meta.url), 'utf8'),
  ),
});
