import { readFileSync } from 'node:fs';
import { Decimal } from '@ctp/engine';
import { describe, expect, it } from 'vitest';
import { createDefaultFrameworkRegistry } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import {
  demoReportInput,
  type GoldenDisclosure,
  readParagraphList,
  testFramework,
} from '../testing/index.js';
import { gri102 } from './gri-102.js';

// Expected figures are summed here from the fixture's own lines, not taken from the mapper.
const input = parseReportInput(demoReportInput());
type Line = (typeof input.emissions)[number];
const kg = (pick: (l: Line) => boolean, of: (l: Line) => string = (l) => l.co2eKg): string =>
  input.emissions
    .filter(pick)
    .reduce((acc, l) => acc.plus(of(l)), new Decimal(0))
    .toFixed();
const SUMS = 'the demo fixture lines of that scope (and Scope 2 method) summed';
const scope1Gases = [
  ...new Set(input.emissions.filter((l) => l.scope === 1).flatMap((l) => l.gases.map((g) => g.gas))),
];

const expected: GoldenDisclosure[] = [
  { disclosureId: '102-5', key: '102-5.gross', expect: kg((l) => l.scope === 1), source: SUMS },
  {
    disclosureId: '102-5',
    key: '102-5.byGas',
    expect: Object.fromEntries(
      scope1Gases.map((gas) => [
        gas,
        kg(
          (l) => l.scope === 1,
          (l) => l.gases.find((g) => g.gas === gas)?.co2eKg ?? '0',
        ),
      ]),
    ),
    source: 'CO2e of each gas over the demo Scope 1 lines',
  },
  {
    disclosureId: '102-5',
    key: '102-5.regulatedEts',
    expect: kg((l) => l.scope === 1 && l.euEts),
    source: 'demo Scope 1 lines flagged euEts, summed',
  },
  {
    disclosureId: '102-5',
    key: '102-5.biogenic',
    expect: kg(
      (l) => l.scope === 1,
      (l) => l.biogenicCo2Kg,
    ),
    source: 'biogenic CO2 of the demo Scope 1 lines, summed',
  },
  {
    disclosureId: '102-6',
    key: '102-6.locationBased',
    expect: kg((l) => l.scope2Method === 'location_based'),
    source: SUMS,
  },
  {
    disclosureId: '102-6',
    key: '102-6.marketBased',
    expect: kg((l) => l.scope2Method === 'market_based'),
    source: SUMS,
  },
  { disclosureId: '102-7', key: '102-7.gross', expect: kg((l) => l.scope === 3), source: SUMS },
  {
    disclosureId: '102-8',
    expect: new Decimal(kg((l) => l.scope === 1))
      .plus(kg((l) => l.scope2Method === 'location_based'))
      .div(1000)
      .div(new Decimal(input.organization.netRevenue?.amount ?? '1').div(1_000_000))
      .toFixed(),
    source: '(Scope 1 + Scope 2 location-based) in t over the demo net revenue in millions',
  },
  { disclosureId: '102-1', expect: 'missing', source: 'the demo template has no transition plan text' },
  { disclosureId: '102-10', expect: 'missing', source: 'the demo template has no carbon-credit text' },
];

testFramework(gri102, {
  expected,
  paragraphs: readParagraphList(
    readFileSync(new URL('../../../../docs/frameworks/gri-102.md', import.meta.url), 'utf8'),
  ),
});

describe('GRI 102 replaces GRI 305 by the report period', () => {
  const registry = createDefaultFrameworkRegistry();
  it('a gri report of a period starting on or after 2027-01-01 is made with GRI 102', () => {
    expect(registry.forPeriod('gri', '2027-01-01').code).toBe('gri-102');
    expect(registry.forPeriod('gri', '2028-04-01').code).toBe('gri-102');
  });
  it('a gri report of an earlier period stays GRI 305', () => {
    expect(registry.forPeriod('gri', '2026-12-31')).toMatchObject({ code: 'gri', version: '305:2016' });
  });
  it('a framework nothing supersedes is kept whatever the period', () => {
    expect(registry.forPeriod('gri-102', '2020-01-01').code).toBe('gri-102');
    expect(registry.forPeriod('tcfd', '2030-01-01').code).toBe('tcfd');
  });
});
