import { readFileSync } from 'node:fs';
import { Decimal } from '@ctp/engine';
import { parseReportInput } from '../input.js';
import {
  demoReportInput,
  type GoldenDisclosure,
  readParagraphList,
  testFramework,
} from '../testing/index.js';
import { ifrsS2 } from './ifrs-s2.js';

// Expected figures are summed here from the fixture's own lines, not taken from the mapper.
const input = parseReportInput(demoReportInput());
type Line = (typeof input.emissions)[number];
const kg = (pick: (l: Line) => boolean, of: (l: Line) => string = (l) => l.co2eKg): string =>
  input.emissions
    .filter(pick)
    .reduce((acc, l) => acc.plus(of(l)), new Decimal(0))
    .toFixed();
const SUMS = 'the demo fixture lines of that scope (and Scope 2 method) summed';
const byScope3Category = Object.fromEntries(
  [...new Set(input.emissions.filter((l) => l.scope === 3).map((l) => l.scope3Category))].map((n) => [
    String(n).padStart(2, '0'),
    kg((l) => l.scope === 3 && l.scope3Category === n),
  ]),
);

const expected: GoldenDisclosure[] = [
  { disclosureId: '29(a)(i)', key: 'emissions.scope1.total', expect: kg((l) => l.scope === 1), source: SUMS },
  {
    disclosureId: '29(a)(i)',
    key: 'emissions.scope2.locationBased',
    expect: kg((l) => l.scope2Method === 'location_based'),
    source: SUMS,
  },
  { disclosureId: '29(a)(i)', key: 'emissions.scope3.total', expect: kg((l) => l.scope === 3), source: SUMS },
  {
    disclosureId: '29(a)(v)',
    key: 'emissions.scope2.marketBased',
    expect: kg((l) => l.scope2Method === 'market_based'),
    source: SUMS,
  },
  {
    disclosureId: '29(a)(vi)(1)',
    expect: byScope3Category,
    source: 'the demo Scope 3 lines summed per GHG Protocol category number',
  },
  {
    disclosureId: '29(a)(iv)',
    expect: 'Operational control',
    source: 'the demo organization consolidates by operational control',
  },
  {
    disclosureId: '29(a)(vi)(2)',
    expect: 'missing',
    source: 'the demo has no Category 15 (investments) lines',
  },
  { disclosureId: '6(a)', expect: 'missing', source: 'the demo template has no governance text' },
  {
    disclosureId: '29(a)(ii)',
    expect: 'missing',
    source: 'the demo template does not name the GHG Protocol version it applied',
  },
];

testFramework(ifrsS2, {
  expected,
  paragraphs: readParagraphList(
    readFileSync(new URL('../../../../docs/frameworks/ifrs-s2.md', import.meta.url), 'utf8'),
  ),
});
