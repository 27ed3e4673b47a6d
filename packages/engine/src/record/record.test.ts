import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseOverride } from '../__fixtures__/overrides.js';
import { gridAlgorithm, tinyLibrary, tinyRegistry } from '../__fixtures__/tiny.js';
import { createCalculator } from '../calculator/calculator.js';
import { AlgorithmRegistry } from '../registry/index.js';
import type { ActivityInput } from '../types.js';
import { ENGINE_VERSION } from '../version.js';
import { CanonicalShape, sha256Hex } from './canonical.js';
import { replayRecord } from './replay.js';
import type { CalculationRecord } from './types.js';
import { hashedInputOf, verifyRecord } from './verify.js';

const grid: ActivityInput = {
  id: 'g1',
  category: 'scope2.electricity.location_based',
  quantity: '12345.678',
  unit: 'kWh',
  region: 'US-CAMX',
  periodStart: '2025-06-01',
  periodEnd: '2025-06-30',
  attributes: { site: 'Oakland', floors: [1, 2], meta: { ok: true, none: null } },
};
const calc = (extra = {}) =>
  createCalculator({ factors: tinyLibrary(), registry: tinyRegistry(), gwpSet: 'AR6', ...extra });
const recordOf = (a: ActivityInput = grid, extra = {}): CalculationRecord => calc(extra).calculate(a).record;
const clone = (r: CalculationRecord) =>
  JSON.parse(JSON.stringify(r)) as CalculationRecord & Record<string, never>;

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe('calculation records', () => {
  it('have the documented shape, are deeply frozen and carry the package version', () => {
    const r = recordOf();
    expect(Object.keys(r)).toEqual([
      'recordVersion',
      'engineVersion',
      'input',
      'algorithm',
      'factor',
      'supportingFactors',
      'terms',
      'gwpValues',
      'output',
      'checksumInput',
      'checksumOutput',
    ]);
    expect(r.engineVersion).toBe(ENGINE_VERSION);
    expect(isDeepFrozen(r)).toBe(true);
    expect(r.input.activity).toMatchObject({
      quantity: '12345.678',
      region: 'US-CAMX',
      dataQuality: 'calculated',
    });
    expect(r.terms).toEqual([
      {
        label: 'grid electricity',
        amount: '12345.678',
        unit: 'kWh',
        factorKey: 'tiny@1/electricity/grid_average/US-CAMX/2020-01-01..',
      },
    ]);
  });

  it('checksums are SHA-256 of the RFC 8785 canonical JSON, recomputable with canonicalize alone', () => {
    for (const r of [
      recordOf(),
      recordOf({ ...grid, category: 'scope2.electricity.market_based', attributes: { rate: '0.3' } }),
      recordOf(grid, { organizationId: 'acme', overrides: [baseOverride], datasets: { tiny: '1' } }),
    ]) {
      expect(r.checksumInput).toBe(sha256Hex(canonicalize(hashedInputOf(r)) as string));
      expect(r.checksumOutput).toBe(sha256Hex(canonicalize(r.output) as string));
      expect(verifyRecord(clone(r))).toEqual({
        inputChecksumValid: true,
        outputChecksumValid: true,
        valid: true,
      });
    }
  });

  it('composed canonical JSON equals canonicalize for any activity content (property)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    const attributes = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 6 }),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(
        text.filter((s) => s !== ''),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.nat(6),
        attributes,
        (id, units, scale, attrs) => {
          const quantity = `${units / 10n ** BigInt(scale)}.${(units % 10n ** BigInt(scale)).toString().padStart(scale, '0')}0`;
          const r = recordOf({ ...grid, id, quantity, attributes: JSON.parse(JSON.stringify(attrs)) });
          return verifyRecord(r).valid;
        },
      ),
      { numRuns: 150 },
    );
  });

  it('detects tampering: a digit of the output breaks checksumOutput, of a factor snapshot checksumInput', () => {
    const out = clone(recordOf());
    (out.output as { co2eKg: string }).co2eKg = out.output.co2eKg.replace(/^(\d)/, (d) =>
      String((Number(d) + 1) % 10),
    );
    expect(verifyRecord(out)).toEqual({ inputChecksumValid: true, outputChecksumValid: false, valid: false });
    const factor = clone(recordOf());
    (factor.factor as { gases: Record<string, string> }).gases.CO2 = '0.3';
    expect(verifyRecord(factor)).toEqual({
      inputChecksumValid: false,
      outputChecksumValid: true,
      valid: false,
    });
    const activity = clone(recordOf());
    (activity.input.activity as { quantity: string }).quantity = '12345.679';
    expect(verifyRecord(activity).inputChecksumValid).toBe(false);
  });

  it('refuses what is not a record', () => {
    expect(() => verifyRecord(null as never)).toThrow(expect.objectContaining({ code: 'INVALID_RECORD' }));
    expect(() => replayRecord({ recordVersion: 2 } as never, tinyRegistry())).toThrow(
      expect.objectContaining({ code: 'INVALID_RECORD' }),
    );
  });
});

describe('replayRecord', () => {
  it.each([
    ['a regional calculation', grid, {}],
    ['a region fallback', { ...grid, region: 'FR' }, {}],
    [
      'an instrument factor',
      { ...grid, category: 'scope2.electricity.market_based', attributes: { rate: '0.3' } },
      {},
    ],
    ['a factor multiplier override', grid, { organizationId: 'acme', overrides: [baseOverride] }],
    [
      'a custom override',
      grid,
      {
        organizationId: 'acme',
        overrides: [
          { ...baseOverride, kind: 'custom', factorMultiplier: undefined, customLogic: 'baseCo2e * 0.9' },
        ],
      },
    ],
    [
      'an ignored override',
      grid,
      { organizationId: 'acme', overrides: [{ ...baseOverride, approvedBy: null, approvedAt: null }] },
    ],
    ['dataset pins', grid, { datasets: { tiny: '*' } }],
  ])('reproduces %s from the record alone', (_name, activity, extra) => {
    const r = clone(recordOf(activity as ActivityInput, extra));
    const replay = replayRecord(r, tinyRegistry());
    expect(replay.differences).toEqual([]);
    expect(replay).toMatchObject({ matches: true, checksumOutput: r.checksumOutput });
  });

  it('reports the differing fields when the algorithm version now computes something else', () => {
    const changed = new AlgorithmRegistry().register(gridAlgorithm('test/grid', '1.0.0'), {
      ...gridAlgorithm('test/grid-us', '1.1.0', { region: 'US', effectiveDate: '2024-01-01' }),
      calculate: (a, _i, rt) => {
        const f = rt.lookupFactor({ category: 'electricity', subcategory: 'grid_average' });
        return { terms: [{ factor: f, amount: a.quantity.times(2), label: 'grid electricity, twice' }] };
      },
    });
    const replay = replayRecord(clone(recordOf()), changed);
    expect(replay.matches).toBe(false);
    expect(replay.differences.map((d) => d.split(':')[0])).toEqual(
      expect.arrayContaining(['output.co2eKg', 'output.factorRefs', 'terms', 'checksumOutput']),
    );
  });

  it('a tampered output does not match', () => {
    const r = clone(recordOf());
    (r.output as { co2eKg: string }).co2eKg = '1';
    expect(replayRecord(r, tinyRegistry())).toMatchObject({
      matches: false,
      differences: expect.arrayContaining([expect.stringContaining('output.co2eKg: recorded "1"')]),
    });
  });

  it('a registry without the algorithm version is a typed error', () => {
    expect(() =>
      replayRecord(
        recordOf(),
        new AlgorithmRegistry().register(gridAlgorithm('test/grid-us', '2.0.0', { region: 'US' })),
      ),
    ).toThrow(expect.objectContaining({ code: 'ALGORITHM_NOT_FOUND' }));
  });
});

describe('CanonicalShape', () => {
  it('renders like canonicalize, and head + tail = render', () => {
    const shape = new CanonicalShape(['b', 'a', 'é', 'Z', 'aa']);
    const values = { b: '1', a: '"x"', é: 'null', Z: '[]', aa: undefined };
    expect(shape.render(values)).toBe(canonicalize({ b: 1, a: 'x', é: null, Z: [] }));
    expect(shape.head(values, 'b') + shape.tail(values, 'b')).toBe(shape.render(values));
  });
});
