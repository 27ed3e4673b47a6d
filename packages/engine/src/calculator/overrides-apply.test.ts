import { describe, expect, it } from 'vitest';
import { baseOverride } from '../__fixtures__/overrides.js';
import { gridAlgorithm, tinyLibrary, tinyRegistry } from '../__fixtures__/tiny.js';
import type { AlgorithmOverrideInput } from '../overrides/index.js';
import { createCalculator } from './calculator.js';

const grid = {
  id: 'g1',
  category: 'scope2.electricity.location_based',
  quantity: '1000',
  unit: 'kWh',
  region: 'US-CAMX',
  periodStart: '2025-06-01',
  periodEnd: '2025-06-30',
  attributes: { share: '0.25', meters: 4, label: 'x' },
};
const withOverride = (o: AlgorithmOverrideInput, organizationId = 'acme') => {
  const registry = tinyRegistry().registerAlternative(gridAlgorithm('acme/grid', '1.0.0'));
  return createCalculator({
    factors: tinyLibrary(),
    registry,
    gwpSet: 'AR5',
    organizationId,
    overrides: [o],
  });
};
const codes = (ws: readonly { code: string }[]) => ws.map((w) => w.code);

describe('overrides in a calculation', () => {
  it('factor_multiplier multiplies every factor: gas masses and CO2e alike', () => {
    const { output, record } = withOverride(baseOverride).calculate(grid);
    expect(output.co2eKg.toFixed()).toBe('220'); // 1000 kWh × 0.2 × 1.1
    expect(output.gases[0]?.massKg?.toFixed()).toBe('220');
    expect(output.algorithmRef).toEqual({ id: 'test/grid-us', version: '1.1.0', type: 'override' });
    expect(codes(output.warnings)).toContain('OVERRIDE_APPLIED');
    expect(record.override).toMatchObject({
      id: 'ov-1',
      kind: 'factor_multiplier',
      factorMultiplier: '1.1',
      approvedBy: 'bob@acme.example',
    });
    expect(record.algorithm.type).toBe('override');
  });

  it('methodology runs the named algorithm', () => {
    const o = {
      ...baseOverride,
      kind: 'methodology',
      factorMultiplier: undefined,
      algorithmId: 'acme/grid',
    } as const;
    const { output } = withOverride(o).calculate(grid);
    expect([output.algorithmRef.id, output.algorithmRef.type, output.co2eKg.toFixed()]).toEqual([
      'acme/grid',
      'override',
      '200',
    ]);
  });

  it('custom replaces the CO2e with the formula and reports no gas breakdown', () => {
    const o = {
      ...baseOverride,
      kind: 'custom',
      factorMultiplier: undefined,
      customLogic: 'baseCo2e * (1 - attr_share) + quantity * factor * 0 + attr_meters',
    } as const;
    const { output, record } = withOverride(o).calculate(grid);
    expect(output.co2eKg.toFixed()).toBe('154'); // 200 × 0.75 + 0 + 4
    expect(output.gases).toEqual([]);
    expect(codes(output.warnings)).toEqual(['OVERRIDE_APPLIED', 'CUSTOM_LOGIC_NO_GAS_BREAKDOWN']);
    expect(record.terms).toHaveLength(1); // the base terms stay in the record
    expect(record.override?.customLogic).toBe(o.customLogic);
  });

  it('a custom formula whose result is negative fails with a typed error naming override and activity', () => {
    const o = {
      ...baseOverride,
      kind: 'custom',
      factorMultiplier: undefined,
      customLogic: 'baseCo2e - 1000',
    } as const;
    expect(() => withOverride(o).calculate(grid)).toThrow(
      expect.objectContaining({
        code: 'FORMULA_RESULT_INVALID',
        message: expect.stringMatching(/activity "g1".*"ov-1".*negative/),
      }),
    );
  });

  it.each([
    ['unapproved', { approvedBy: null, approvedAt: null }, 'OVERRIDE_IGNORED_UNAPPROVED'],
    ['self-approved', { approvedBy: 'alice@acme.example' }, 'OVERRIDE_IGNORED_SELF_APPROVED'],
    ['out of dates', { effectiveTo: '2025-05-31' }, 'OVERRIDE_IGNORED_OUT_OF_DATES'],
  ])('an %s override is ignored with a warning', (_name, change, code) => {
    const { output, record } = withOverride({
      ...baseOverride,
      ...change,
    } as AlgorithmOverrideInput).calculate(grid);
    expect(output.co2eKg.toFixed()).toBe('200');
    expect(output.algorithmRef.type).toBe('regional');
    expect(codes(output.warnings)).toEqual([code]);
    expect(record.override).toBeUndefined();
    expect(record.algorithm.warnings.map((w) => w.code)).toEqual([code]);
  });

  it('an override of another organization is not applied and not mentioned', () => {
    const { output } = withOverride(baseOverride, 'other-org').calculate(grid);
    expect([output.co2eKg.toFixed(), output.warnings]).toEqual(['200', []]);
  });

  it('overrides need the organization', () => {
    expect(() =>
      createCalculator({ factors: tinyLibrary(), registry: tinyRegistry(), overrides: [baseOverride] }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CONTEXT' }));
  });
});
