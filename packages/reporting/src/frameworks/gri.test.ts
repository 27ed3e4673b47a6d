import { readFileSync } from 'node:fs';
import { readParagraphList, testFramework } from '../testing/index.js';
import { demoKg, demoKgByGas, demoSums, SUMS } from './demo-sums.js';
import { gri } from './gri.js';

testFramework(gri, {
  expected: [
    { disclosureId: '305-1', key: '305-1.a', expect: demoSums.scope1, source: SUMS },
    {
      disclosureId: '305-1',
      key: '305-1.b',
      expect: demoKgByGas((l) => l.scope === 1),
      source: 'CO2e of each gas over the demo Scope 1 lines',
    },
    {
      disclosureId: '305-1',
      key: '305-1.c',
      expect: demoKg(
        (l) => l.scope === 1,
        (l) => l.biogenicCo2Kg,
      ),
      source: 'biogenic CO2 of the demo Scope 1 lines, summed',
    },
    { disclosureId: '305-2', key: '305-2.a', expect: demoSums.scope2Location, source: SUMS },
    { disclosureId: '305-2', key: '305-2.b', expect: demoSums.scope2Market, source: SUMS },
    { disclosureId: '305-3', key: '305-3.a', expect: demoSums.scope3, source: SUMS },
    { disclosureId: '305-5', expect: 'missing', source: 'the demo template has no reductions text' },
  ],
  paragraphs: readParagraphList(
    readFileSync(new URL('../../../../docs/frameworks/gri-305.md', import.meta.url), 'utf8'),
  ),
});
