import { Decimal } from '@ctp/engine';
import { describe, expect, it } from 'vitest';
import { defineFramework } from '../framework/define.js';
import { parseReportInput } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import type { MappedReport } from '../mapper/types.js';
import {
  checkCompleteness,
  checkDecimals,
  checkDeterminism,
  checkDisclosureIds,
  checkEmptyInput,
  checkFramework,
  checkFrameworkDefinition,
  checkGoldenDisclosure,
  checkMapping,
  checkParagraphList,
  demoReportInput,
  type GoldenDisclosure,
  readParagraphList,
  testFramework,
} from './index.js';

// Expected figures are summed here from the fixture's lines, independently of the mapper.
const input = parseReportInput(demoReportInput());
type Line = (typeof input.emissions)[number];
const kg = (pick: (l: Line) => boolean, of: (l: Line) => string = (l) => l.co2eKg): string =>
  input.emissions
    .filter(pick)
    .reduce((acc, l) => acc.plus(of(l)), new Decimal(0))
    .toFixed();
const scope1 = kg((l) => l.scope === 1);
const SUMS = 'the demo fixture lines of Scope 1 summed';

// The built-in frameworks' own conformance tests are beside them (frameworks/*.test.ts).

// A small definition to break on purpose.
const tiny = defineFramework({
  code: 'kit-test',
  version: '1',
  name: 'Kit test',
  disclosures: [
    {
      id: 'S1',
      title: 'Scope 1',
      description: 'Gross Scope 1.',
      section: 'Metrics',
      required: true,
      values: [{ key: 'scope1', label: 'Scope 1', mapping: { source: 'emissions', query: { scope: 1 } } }],
    },
    {
      id: 'NARR',
      title: 'Narrative',
      description: 'A text.',
      section: 'Text',
      required: true,
      values: [
        { key: 'narrative.kit', label: 'Text', mapping: { source: 'narrative', key: 'narrative.kit' } },
      ],
    },
  ],
});
const golden: GoldenDisclosure[] = [{ disclosureId: 'S1', expect: scope1, source: SUMS }];
const mapped = mapReport(tiny, input);

describe('the kit passes a conforming framework', () => {
  testFramework(tiny, { expected: golden });
  it('and checkFramework finds nothing without a test runner', () => {
    expect(checkFramework(tiny, { expected: golden })).toEqual([]);
  });
});

describe('the kit finds what is wrong', () => {
  it('a plain (unfrozen) definition', () => {
    const plain = JSON.parse(JSON.stringify(tiny));
    expect(checkFrameworkDefinition(plain)[0]).toMatch(/^not frozen at \(root\)/);
  });

  it('a definition defineFramework refuses, and checkFramework stops there', () => {
    const broken = { ...JSON.parse(JSON.stringify(tiny)), code: 'Not A Code' };
    expect(checkFrameworkDefinition(broken)[0]).toMatch(/^invalid definition: code:/);
    const all = checkFramework(broken, { expected: golden });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => p.startsWith('definition:') || p.startsWith('ids:'))).toBe(true);
  });

  it('duplicate and unaddressable disclosure ids, a narrative key that is another disclosure id', () => {
    const [s1, narr] = tiny.disclosures as [never, never];
    const problems = checkDisclosureIds({
      ...tiny,
      disclosures: [
        s1,
        s1,
        { ...(narr as object), id: 'has space' } as never,
        {
          ...(narr as object),
          id: 'x',
          values: [{ key: 'n', label: 'n', mapping: { source: 'narrative', key: 'S1' } }],
        } as never,
      ],
    });
    expect(problems).toEqual([
      'disclosure id "has space" is not addressable as kit-test@version/id',
      'disclosure id S1 is used 2 times',
      'narrative key S1 of x is also the id of another disclosure',
    ]);
  });

  it('a wrong golden value, a wrong "missing", an unknown disclosure or key', () => {
    const off = new Decimal(scope1).plus('0.001').toFixed();
    expect(checkGoldenDisclosure(tiny, mapped, { disclosureId: 'S1', expect: off, source: '' })[0]).toBe(
      `S1: expected ${off} ± 0, got ${scope1} (off by 0.001)`,
    );
    expect(
      checkGoldenDisclosure(tiny, mapped, { disclosureId: 'S1', expect: off, tolerance: '0.01', source: '' }),
    ).toEqual([]);
    expect(
      checkGoldenDisclosure(tiny, mapped, { disclosureId: 'S1', expect: 'missing', source: '' })[0],
    ).toBe(`S1: expected missing, got ${scope1}`);
    expect(
      checkGoldenDisclosure(tiny, mapped, { disclosureId: 'NARR', expect: 'some text', source: '' })[0],
    ).toMatch(/^NARR: expected some text, got missing \(missing organization-provided text/);
    expect(checkGoldenDisclosure(tiny, mapped, { disclosureId: 'S9', expect: '1', source: '' })[0]).toBe(
      'S9: no disclosure S9 in kit-test@1',
    );
    expect(
      checkGoldenDisclosure(tiny, mapped, { disclosureId: 'S1', key: 'x', expect: '1', source: '' })[0],
    ).toBe('S1/x: no such value; the disclosure has scope1');
    expect(checkFramework(tiny, { expected: [{ disclosureId: 'S1', expect: '1', source: '' }] })).toEqual([
      `golden: S1: expected 1 ± 0, got ${scope1} (off by ${new Decimal(scope1).minus(1).toFixed()})`,
    ]);
  });

  it('a report that leaves out a disclosure, or whose status disagrees with its values', () => {
    const [s1, narr] = mapped.disclosures as [
      MappedReport['disclosures'][number],
      MappedReport['disclosures'][number],
    ];
    expect(checkMapping(tiny, { ...mapped, disclosures: [s1] })).toEqual(['NARR: not in the mapped report']);
    expect(checkMapping(tiny, { ...mapped, disclosures: [s1, { ...narr, status: 'filled' }] })).toEqual([
      'NARR: status filled, but its values make it missing',
    ]);
  });

  it('completeness that does not add up, a missing or a needless warning', () => {
    expect(checkCompleteness(tiny, mapped)).toEqual([]);
    expect(
      checkCompleteness(tiny, {
        ...mapped,
        completeness: { filled: 2, total: 2, percent: '100.0' },
        warnings: [],
      }),
    ).toEqual([
      'completeness.filled 2, but 1 disclosures are filled',
      'completeness.percent 100.0, expected 50.0',
      'NARR: required and missing, but no warning says what is missing',
    ]);
    const warning = { ...(mapped.warnings[0] as MappedReport['warnings'][number]), disclosureId: 'S1' };
    expect(checkCompleteness(tiny, { ...mapped, warnings: [...mapped.warnings, warning] })).toEqual([
      'S1: warned about, but it is filled',
    ]);
  });

  it('a JavaScript number where a decimal string belongs', () => {
    const [s1, narr] = mapped.disclosures as [
      MappedReport['disclosures'][number],
      MappedReport['disclosures'][number],
    ];
    const value = s1.values[0] as MappedReport['disclosures'][number]['values'][number];
    const float = { ...value, content: { ...value.content, kg: 0.1 + 0.2 } } as never;
    expect(checkDecimals({ ...mapped, disclosures: [{ ...s1, values: [float] }, narr] })).toEqual([
      'S1/scope1.kg: 0.30000000000000004 is a JavaScript number; figures must be decimal strings',
    ]);
  });

  it('a mapper that is not deterministic, or that throws on an empty input', () => {
    let n = 0;
    const drifting = (fw: typeof tiny, i: typeof input) => ({
      ...mapReport(fw, i),
      generatedAt: String(n++),
    });
    expect(checkDeterminism(tiny, demoReportInput(), drifting)).toEqual([
      'two maps of the same input gave different reports',
    ]);
    const throwing = () => {
      throw new Error('no lines');
    };
    expect(checkEmptyInput(tiny, demoReportInput(), throwing)).toEqual([
      'mapping an empty input threw Error: no lines',
    ]);
  });

  it("a definition that disagrees with the standard's paragraph list", () => {
    const list = readParagraphList(
      [
        '| id | title | asks | kind | in CTP |',
        '| --- | --- | --- | --- | --- |',
        '| `S1` | Scope 1 | Gross Scope 1. | C | yes |',
        '| `S2` | Scope 2 | Gross Scope 2. | R | yes: location-based |',
        '| `X9` | Other | Something else. | V | no: not an inventory figure |',
      ].join('\n'),
    );
    expect(list).toEqual([
      { id: 'S1', kind: 'C', covered: true },
      { id: 'S2', kind: 'R', covered: true },
      { id: 'X9', kind: 'V', covered: false },
    ]);
    expect(
      checkParagraphList(tiny, list, [...golden, { disclosureId: 'S7', expect: 'missing', source: '' }]),
    ).toEqual([
      'S1: required is true, the list says C',
      "NARR is not in the standard's paragraph list",
      'S2 is listed as covered but has no disclosure',
      'golden row S7 names no paragraph of the list',
    ]);
    expect(() => readParagraphList('| `S1` | Scope 1 | asks | required | yes |')).toThrow(/line 1/);
  });
});
