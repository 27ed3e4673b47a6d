import { readFileSync } from 'node:fs';
import { Decimal } from '@ctp/engine';
import { readParagraphList, testFramework } from '../testing/index.js';
import { csrd } from './csrd.js';
import { demoKg, demoSums, SUMS } from './demo-sums.js';

const { scope1, scope2Location, scope2Market, scope3 } = demoSums;

testFramework(csrd, {
  expected: [
    { disclosureId: 'E1-6.48a', expect: scope1, source: SUMS },
    {
      disclosureId: 'E1-6.48b',
      key: 'emissions.scope1.etsRegulated',
      expect: demoKg((l) => l.scope === 1 && l.euEts),
      source: 'demo Scope 1 lines flagged euEts, summed',
    },
    { disclosureId: 'E1-6.49a', expect: scope2Location, source: SUMS },
    { disclosureId: 'E1-6.49b', expect: scope2Market, source: SUMS },
    { disclosureId: 'E1-6.44c', expect: scope3, source: SUMS },
    {
      disclosureId: 'E1-6.52a',
      expect: new Decimal(scope1).plus(scope2Location).plus(scope3).div(1000).toFixed(),
      source: '(Scope 1 + Scope 2 location-based + Scope 3) / 1000',
    },
    {
      disclosureId: 'E1-6.52b',
      expect: new Decimal(scope1).plus(scope2Market).plus(scope3).div(1000).toFixed(),
      source: '(Scope 1 + Scope 2 market-based + Scope 3) / 1000',
    },
    {
      disclosureId: 'E1-6.AR43',
      expect: demoKg(
        (l) => l.scope === 1,
        (l) => l.biogenicCo2Kg,
      ),
      source: 'biogenic CO2 of the demo Scope 1 lines, summed',
    },
    { disclosureId: 'E1-1', expect: 'missing', source: 'the demo template has no transition plan text' },
  ],
  paragraphs: readParagraphList(
    readFileSync(new URL('../../../../docs/frameworks/csrd.md', import.meta.url), 'utf8'),
  ),
});
