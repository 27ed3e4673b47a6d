import { describe, expect, it } from 'vitest';
import { DuplicateFrameworkError, FrameworkNotFoundError, InvalidFrameworkError } from '../errors.js';
import { parseReportInput } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import { demoReportInput } from '../testing/demo-input.js';
import { BUILT_IN_FRAMEWORKS, createDefaultFrameworkRegistry } from './builtins.js';
import { defineFramework } from './define.js';
import { FrameworkRegistry } from './registry.js';
import type { FrameworkDefinition } from './schema.js';

const sec = (over: Partial<FrameworkDefinition> = {}): FrameworkDefinition => ({
  code: 'sec',
  version: '2024',
  name: 'SEC climate disclosure rule',
  disclosures: [
    {
      id: '1505(a)',
      title: 'Scope 1 and 2',
      description: 'Gross Scope 1 and Scope 2 emissions.',
      section: 'Item 1505',
      required: true,
      values: [
        { key: 'scope1', label: 'Scope 1', mapping: { source: 'emissions', query: { scope: 1 } } },
        {
          key: 'scope12',
          label: 'Scope 1 + 2 (market-based, t)',
          mapping: {
            source: 'computed',
            formula: '(attr_a + attr_b) / 1000',
            variables: { a: { scope: 1 }, b: { scope: 2, scope2Method: 'market_based' } },
            unit: 'tCO2e',
          },
        },
      ],
    },
  ],
  ...over,
});

const invalid = (def: FrameworkDefinition): InvalidFrameworkError => {
  try {
    defineFramework(def);
  } catch (error) {
    if (error instanceof InvalidFrameworkError) return error;
    throw error;
  }
  throw new Error('expected InvalidFrameworkError');
};

describe('defineFramework', () => {
  it('returns the definition validated and frozen, and it survives a JSON round trip (stored records)', () => {
    const fw = defineFramework(sec());
    expect(Object.isFrozen(fw.disclosures[0]?.values[0]?.mapping)).toBe(true);
    expect(defineFramework(JSON.parse(JSON.stringify(fw)))).toEqual(fw);
  });

  it('refuses a formula the engine language refuses, or one reading an undeclared variable', () => {
    const bad = sec();
    const value = bad.disclosures[0]?.values[1];
    if (value?.mapping.source !== 'computed') throw new Error('fixture');
    const e1 = invalid({
      ...bad,
      disclosures: [
        {
          ...(bad.disclosures[0] as FrameworkDefinition['disclosures'][number]),
          values: [{ ...value, mapping: { ...value.mapping, formula: 'constructor.constructor("x")()' } }],
        },
      ],
    });
    expect(e1.code).toBe('INVALID_FRAMEWORK');
    const e2 = invalid({
      ...bad,
      disclosures: [
        {
          ...(bad.disclosures[0] as FrameworkDefinition['disclosures'][number]),
          values: [{ ...value, mapping: { ...value.mapping, formula: 'attr_a + attr_zzz' } }],
        },
      ],
    });
    expect(e2.issues).toEqual(['1505(a)/scope12: formula reads undeclared attr_zzz']);
  });

  it('refuses a sum that would add Scope 2 location- and market-based together', () => {
    const def = sec({
      disclosures: [
        {
          id: 'x',
          title: 'x',
          description: '',
          section: 's',
          required: true,
          values: [{ key: 'all', label: 'All', mapping: { source: 'emissions', query: {} } }],
        },
      ],
    });
    expect(invalid(def).issues).toEqual(['x/all: a query that can include Scope 2 must set scope2Method']);
  });

  it('refuses duplicate disclosure ids and bad codes', () => {
    const d = sec().disclosures[0] as FrameworkDefinition['disclosures'][number];
    expect(invalid(sec({ disclosures: [d, d] })).issues).toContain('duplicate disclosure id 1505(a)');
    expect(invalid(sec({ code: 'Not A Code' })).issues[0]).toMatch(/^code:/);
  });
});

describe('FrameworkRegistry', () => {
  it('holds the six built-in frameworks with the versions the contract names', () => {
    const registry = createDefaultFrameworkRegistry();
    expect(registry.list().map((f) => `${f.code}@${f.version}`)).toEqual([
      'cdp@2024',
      'csrd@ESRS-Set1-2023',
      'gri@305:2016',
      'gri-102@2025',
      'ifrs-s2@2023',
      'tcfd@2021',
    ]);
    expect(registry.get('tcfd').disclosures.map((d) => d.id)).toEqual([
      'GOV-a',
      'GOV-b',
      'STR-a',
      'STR-b',
      'STR-c',
      'RM-a',
      'RM-b',
      'RM-c',
      'MT-a',
      'MT-b',
      'MT-c',
    ]);
    expect(registry.get('gri').disclosures.map((d) => d.id)).toEqual([
      '305-1',
      '305-2',
      '305-3',
      '305-4',
      '305-5',
    ]);
    expect(BUILT_IN_FRAMEWORKS).toHaveLength(6);
  });

  it('takes a plugin framework, and a plugin extension as a new version; get() without version is the latest', () => {
    const registry = createDefaultFrameworkRegistry();
    registry.register(sec());
    const extra = {
      id: '1505(b)',
      title: 'Methodology',
      description: 'Organizational boundaries and methodology.',
      section: 'Item 1505',
      required: true,
      values: [
        {
          key: 'approach',
          label: 'Consolidation',
          mapping: { source: 'organization' as const, field: 'consolidationApproach' as const },
        },
      ],
    };
    registry.extend('sec', '2024', '2024.1', [extra]);
    expect(registry.get('sec').version).toBe('2024.1');
    expect(registry.get('sec', '2024').disclosures).toHaveLength(1);
    const mapped = mapReport(registry.get('sec'), parseReportInput(demoReportInput()));
    expect(mapped.completeness).toEqual({ filled: 2, total: 2, percent: '100.0' });
    expect(
      registry.records().find((r) => r.code === 'sec' && r.version === '2024.1')?.definition.disclosures,
    ).toHaveLength(2);
  });

  it('reports unknown and duplicate frameworks with stable codes', () => {
    const registry = new FrameworkRegistry();
    expect(() => registry.get('nope')).toThrow(FrameworkNotFoundError);
    registry.register(sec());
    expect(() => registry.register(sec())).toThrow(DuplicateFrameworkError);
    expect(() => registry.get('sec', '1999')).toThrow(
      expect.objectContaining({ code: 'FRAMEWORK_NOT_FOUND', frameworkCode: 'sec', version: '1999' }),
    );
  });
});
