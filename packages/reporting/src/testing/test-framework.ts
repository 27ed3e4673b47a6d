import type { FrameworkSchema } from '../framework/schema.js';
import { checkDisclosureIds, checkFrameworkDefinition, validated } from './definition.js';
import { demoReportInput } from './demo-input.js';
import { emptyReportInput } from './empty-input.js';
import { checkGoldenDisclosure } from './golden.js';
import {
  checkCompleteness,
  checkDecimals,
  checkDeterminism,
  checkEmptyInput,
  checkMapping,
  tryMap,
} from './mapping.js';
import { checkParagraphList } from './paragraphs.js';
import type { FrameworkUnderTest, TestFrameworkOptions } from './types.js';

// vitest is an optional peer dependency: the check functions work without it, `testFramework` needs it.
const vitest: typeof import('vitest') | undefined = await import('vitest').catch(() => undefined);

/**
 * Every check of the kit at once, without a test runner: the problems found, each prefixed with
 * the check that found it (empty when the framework conforms).
 */
export function checkFramework(definition: FrameworkUnderTest, options: TestFrameworkOptions): string[] {
  const problems = [
    ...checkFrameworkDefinition(definition).map((p) => `definition: ${p}`),
    ...checkDisclosureIds(definition).map((p) => `ids: ${p}`),
  ];
  const framework = validated(definition).framework;
  if (framework === undefined) return problems;
  const input = options.input ?? demoReportInput();
  if (options.expected.length === 0) problems.push('golden: the table has no rows');
  const { mapped, error } = tryMap(framework, input);
  if (mapped === undefined) return [...problems, `mapping: the fixture input threw ${error}`];
  for (const row of options.expected)
    problems.push(...checkGoldenDisclosure(framework, mapped, row).map((p) => `golden: ${p}`));
  if (options.paragraphs !== undefined)
    problems.push(
      ...checkParagraphList(framework, options.paragraphs, options.expected).map((p) => `paragraphs: ${p}`),
    );
  problems.push(
    ...checkMapping(framework, mapped).map((p) => `mapping: ${p}`),
    ...checkDeterminism(framework, input).map((p) => `determinism: ${p}`),
    ...checkCompleteness(framework, mapped).map((p) => `completeness: ${p}`),
    ...checkDecimals(mapped).map((p) => `decimals: ${p}`),
    ...checkEmptyInput(framework, options.emptyInput ?? emptyReportInput()),
  );
  return problems;
}

/**
 * Registers vitest tests for a framework definition: the definition validates, is frozen and
 * storable; disclosure ids are unique and addressable as `code@version/id`; one test per golden
 * row (the value mapped from the fixture input, default `demoReportInput()`); then the invariants:
 * every disclosure maps, the mapping is deterministic, completeness and warnings agree with the
 * disclosures, every figure is a decimal string, and an empty input gives warnings, not exceptions.
 *
 * @example
 * testFramework(sec, {
 *   expected: [
 *     { disclosureId: '1505(a)', key: 'scope1', expect: '512345.678', source: 'demo Scope 1 lines summed' },
 *     { disclosureId: '1504', expect: 'missing', source: 'the demo has no transition plan text' },
 *   ],
 * });
 */
export function testFramework(definition: FrameworkUnderTest, options: TestFrameworkOptions): void {
  if (vitest === undefined)
    throw new Error('[ctp] [reporting] testFramework needs vitest; without it call checkFramework');
  const { describe, expect, it } = vitest;
  describe(`${definition.code}@${definition.version} conformance`, () => {
    let cached: { framework: FrameworkSchema; mapped: ReturnType<typeof tryMap> } | undefined;
    const kit = () => {
      if (cached !== undefined) return cached;
      const framework = validated(definition).framework;
      expect(framework, 'the definition must validate').toBeDefined();
      const fw = framework as FrameworkSchema;
      cached = { framework: fw, mapped: tryMap(fw, options.input ?? demoReportInput()) };
      return cached;
    };
    const mapped = () => {
      const { mapped: report, error } = kit().mapped;
      expect(error, 'mapping the fixture input must not throw').toBeUndefined();
      return report as NonNullable<typeof report>;
    };
    it('the definition validates, is frozen and reads back from its stored record', () => {
      expect(checkFrameworkDefinition(definition)).toEqual([]);
    });
    it('disclosure ids are unique and addressable as code@version/id', () => {
      expect(checkDisclosureIds(definition)).toEqual([]);
    });
    it('the golden table has rows', () => {
      expect(options.expected.length).toBeGreaterThan(0);
    });
    for (const row of options.expected) {
      const label = `${row.disclosureId}${row.key === undefined ? '' : `/${row.key}`} is ${typeof row.expect === 'string' ? row.expect : 'as tabled'}`;
      it(label, () => {
        expect(checkGoldenDisclosure(kit().framework, mapped(), row), row.source).toEqual([]);
      });
    }
    if (options.paragraphs !== undefined) {
      const paragraphs = options.paragraphs;
      it("the disclosures and golden rows agree with the standard's paragraph list", () => {
        expect(checkParagraphList(kit().framework, paragraphs, options.expected)).toEqual([]);
      });
    }
    it('every disclosure maps against the fixture input', () => {
      expect(checkMapping(kit().framework, mapped())).toEqual([]);
    });
    it('the same input gives the same canonical report', () => {
      expect(checkDeterminism(kit().framework, options.input ?? demoReportInput())).toEqual([]);
    });
    it('completeness and warnings agree with the disclosures', () => {
      expect(checkCompleteness(kit().framework, mapped())).toEqual([]);
    });
    it('every figure is a decimal string, never a JavaScript number', () => {
      expect(checkDecimals(mapped())).toEqual([]);
    });
    it('an empty input gives warnings, not exceptions', () => {
      expect(checkEmptyInput(kit().framework, options.emptyInput ?? emptyReportInput())).toEqual([]);
    });
  });
}
