import { describe, expect, it } from 'vitest';
import { baseOverride } from '../__fixtures__/overrides.js';
import { InvalidOverrideError } from '../errors/index.js';
import { parseOverrides, selectOverride } from './index.js';

const q = { organizationId: 'acme', category: 'scope2.electricity.location_based', date: '2025-06-01' };

describe('AlgorithmOverrideSchema', () => {
  it('parses the three kinds and accepts database-style null columns of the other kinds', () => {
    const [a, b, c] = parseOverrides([
      { ...baseOverride, algorithmId: null, customLogic: null },
      {
        ...baseOverride,
        id: 'ov-2',
        kind: 'methodology',
        factorMultiplier: null,
        algorithmId: 'test/grid',
        algorithmVersion: '1.0.0',
      },
      {
        ...baseOverride,
        id: 'ov-3',
        kind: 'custom',
        factorMultiplier: undefined,
        customLogic: 'baseCo2e * 0.9',
      },
    ]);
    expect(a?.kind === 'factor_multiplier' && a.factorMultiplier.toFixed()).toBe('1.1');
    expect(b?.kind).toBe('methodology');
    expect(c?.kind === 'custom' && c.customLogic).toBe('baseCo2e * 0.9');
    expect(Object.isFrozen(a)).toBe(true);
  });

  it.each([
    ['a multiplier of zero', { factorMultiplier: '0' }, 'factorMultiplier'],
    ['a negative multiplier', { factorMultiplier: '-1' }, 'factorMultiplier'],
    ['no justification', { justification: ' ' }, 'justification'],
    ['effectiveTo before effectiveFrom', { effectiveTo: '2024-12-31' }, 'effectiveTo'],
    ['approvedBy without approvedAt', { approvedAt: null }, 'approvedAt'],
    ['a bad category', { category: 'electricity' }, 'category'],
    ['an unknown kind', { kind: 'magic' }, 'kind'],
    [
      'a formula the language refuses',
      { kind: 'custom', factorMultiplier: undefined, customLogic: 'import({})' },
      'customLogic',
    ],
    [
      'a methodology override without algorithm',
      { kind: 'methodology', factorMultiplier: undefined },
      'algorithmId',
    ],
  ])('refuses %s, naming the override and the field', (_name, change, field) => {
    try {
      parseOverrides([{ ...baseOverride, ...change } as never]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidOverrideError);
      expect((error as InvalidOverrideError).code).toBe('INVALID_OVERRIDE');
      expect((error as InvalidOverrideError).message).toContain('"ov-1"');
      expect(((error as InvalidOverrideError).details.issues as string[]).join()).toContain(field);
    }
  });

  it('refuses two overrides with one id', () => {
    expect(() => parseOverrides([baseOverride, baseOverride])).toThrow(/used by another override/);
  });
});

describe('selectOverride', () => {
  const select = (change: Partial<Record<keyof typeof baseOverride, unknown>>, query = q) =>
    selectOverride(parseOverrides([{ ...baseOverride, ...change } as never]), query);

  it('applies an approved, in-date override of the organization and category', () => {
    expect(select({}).override?.id).toBe('ov-1');
    expect(select({}, { ...q, date: '2025-01-01' }).override?.id).toBe('ov-1');
    expect(select({}, { ...q, date: '2025-12-31' }).override?.id).toBe('ov-1');
    expect(select({ effectiveTo: null }, { ...q, date: '2030-01-01' }).override?.id).toBe('ov-1');
  });

  it.each([
    ['unapproved', { approvedBy: null, approvedAt: null }, q, 'OVERRIDE_IGNORED_UNAPPROVED'],
    ['self-approved', { approvedBy: 'alice@acme.example' }, q, 'OVERRIDE_IGNORED_SELF_APPROVED'],
    [
      'self-approved with other case and spaces',
      { approvedBy: ' Alice@ACME.example ' },
      q,
      'OVERRIDE_IGNORED_SELF_APPROVED',
    ],
    ['before its dates', {}, { ...q, date: '2024-12-31' }, 'OVERRIDE_IGNORED_OUT_OF_DATES'],
    ['after its dates', {}, { ...q, date: '2026-01-01' }, 'OVERRIDE_IGNORED_OUT_OF_DATES'],
  ])('ignores an override that is %s, with a warning', (_name, change, query, code) => {
    const selection = select(change, query);
    expect(selection.override).toBeUndefined();
    expect(selection.warnings.map((w) => w.code)).toEqual([code]);
    expect(selection.steps[0]).toContain('"ov-1"');
  });

  it('silently skips overrides of other organizations and categories, and all without an organization', () => {
    expect(select({ organizationId: 'other' })).toMatchObject({ warnings: [], applicable: [] });
    expect(select({ category: 'scope1.stationary_combustion' })).toMatchObject({
      warnings: [],
      applicable: [],
    });
    expect(select({}, { ...q, organizationId: undefined as never })).toMatchObject({
      warnings: [],
      applicable: [],
    });
  });
});
