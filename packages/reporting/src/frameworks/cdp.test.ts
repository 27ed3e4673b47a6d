import { readFileSync } from 'node:fs';
import { readParagraphList, testFramework } from '../testing/index.js';
import { cdp } from './cdp.js';
import { demoKgByGas, demoSums, SUMS } from './demo-sums.js';

testFramework(cdp, {
  expected: [
    { disclosureId: '7.6', key: 'emissions.scope1.total', expect: demoSums.scope1, source: SUMS },
    {
      disclosureId: '7.7',
      key: 'emissions.scope2.locationBased',
      expect: demoSums.scope2Location,
      source: SUMS,
    },
    { disclosureId: '7.7', key: 'emissions.scope2.marketBased', expect: demoSums.scope2Market, source: SUMS },
    {
      disclosureId: '7.15',
      key: 'emissions.scope1.byGas',
      expect: demoKgByGas((l) => l.scope === 1),
      source: 'CO2e of each gas over the demo Scope 1 lines',
    },
    {
      disclosureId: '6.1',
      expect: 'Operational control',
      source: 'the demo organization consolidates by operational control',
    },
    { disclosureId: '7.9', expect: 'missing', source: 'the demo template has no verification text' },
  ],
  paragraphs: readParagraphList(
    readFileSync(new URL('../../../../docs/frameworks/cdp.md', import.meta.url), 'utf8'),
  ),
});
