import { describe, expect, it } from 'vitest';
import { baseOverride } from '../__fixtures__/overrides.js';
import { gridAlgorithm, tinyRegistry } from '../__fixtures__/tiny.js';
import { parseOverrides } from '../overrides/index.js';
import { AlgorithmRegistry } from './index.js';

const LOCATION = 'scope2.electricity.location_based';

describe('AlgorithmRegistry: registration', () => {
  it('holds several versions of one id and lists them', () => {
    const r = tinyRegistry();
    expect(r.versions('test/grid-us').map((a) => a.version)).toEqual(['1.0.0', '1.1.0']);
    expect(r.get('test/grid-us').version).toBe('1.1.0');
    expect(r.get('test/grid-us', '1.0.0').version).toBe('1.0.0');
    expect(r.list().map((a) => `${a.id}@${a.version}`)).toContain('test/grid@1.0.0');
    expect(r.categories()).toContain(LOCATION);
  });

  it('refuses a duplicate id and version', () => {
    const r = tinyRegistry();
    expect(() => r.register(gridAlgorithm('test/grid', '1.0.0'))).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_ALGORITHM' }),
    );
  });

  it('refuses a second automatic algorithm for one category and region; alternatives are allowed', () => {
    const r = tinyRegistry();
    expect(() => r.register(gridAlgorithm('acme/grid', '1.0.0'))).toThrow(/registerAlternative/);
    r.registerAlternative(gridAlgorithm('acme/grid', '1.0.0'));
    expect(r.resolve({ category: LOCATION, region: 'FR', date: '2025-01-01' }).algorithm.id).toBe(
      'test/grid',
    );
  });

  it('refuses a version of an id with another region or category', () => {
    expect(() => tinyRegistry().register(gridAlgorithm('test/grid', '2.0.0', { region: 'US' }))).toThrow(
      /share category and region/,
    );
  });

  it('get names the registered versions of a missing one', () => {
    expect(() => tinyRegistry().get('test/grid-us', '9.9.9')).toThrow(
      expect.objectContaining({
        code: 'ALGORITHM_NOT_FOUND',
        message: expect.stringContaining('1.0.0, 1.1.0'),
      }),
    );
  });
});

describe('AlgorithmRegistry: resolution', () => {
  it('prefers the regional algorithm, from subregion to country', () => {
    const r = tinyRegistry().resolve({ category: LOCATION, region: 'US-CAMX', date: '2025-03-01' });
    expect([r.algorithm.id, r.algorithm.version, r.type]).toEqual(['test/grid-us', '1.1.0', 'regional']);
    expect(r.resolution).toEqual([
      'region chain US-CAMX → US → NORTH_AMERICA → GLOBAL',
      'no regional algorithm for US-CAMX',
      'regional for US algorithm test/grid-us@1.1.0 (in force from 2024-01-01)',
    ]);
  });

  it('uses the most specific region when several regional algorithms match', () => {
    const reg = tinyRegistry().register(gridAlgorithm('test/grid-camx', '1.0.0', { region: 'US-CAMX' }));
    expect(reg.resolve({ category: LOCATION, region: 'US-CAMX', date: '2025-03-01' }).algorithm.id).toBe(
      'test/grid-camx',
    );
    expect(reg.resolve({ category: LOCATION, region: 'US-ERCT', date: '2025-03-01' }).algorithm.id).toBe(
      'test/grid-us',
    );
  });

  it('falls back to the generic algorithm outside the region', () => {
    const r = tinyRegistry().resolve({ category: LOCATION, region: 'GB', date: '2025-03-01' });
    expect([r.algorithm.id, r.type]).toEqual(['test/grid', 'generic']);
    expect(tinyRegistry().resolve({ category: LOCATION, date: '2025-03-01' }).algorithm.id).toBe('test/grid');
  });

  it('picks the highest version in force on the date: effectiveDate inclusive, deprecatedDate exclusive', () => {
    const at = (date: string) => tinyRegistry().resolve({ category: LOCATION, region: 'US', date }).algorithm;
    expect(at('2023-12-31').version).toBe('1.0.0');
    expect(at('2024-01-01').version).toBe('1.1.0');
    expect(at('2019-12-31').id).toBe('test/grid'); // no US version in force yet: generic
  });

  it('an approved methodology override beats the regional algorithm', () => {
    const reg = tinyRegistry().registerAlternative(
      gridAlgorithm('acme/grid', '1.0.0'),
      gridAlgorithm('acme/grid', '1.1.0', { effectiveDate: '2026-01-01' }),
    );
    const overrides = parseOverrides([
      { ...baseOverride, kind: 'methodology', factorMultiplier: undefined, algorithmId: 'acme/grid' },
    ]);
    const r = reg.resolve({
      category: LOCATION,
      region: 'US-CAMX',
      date: '2025-03-01',
      organizationId: 'acme',
      overrides,
    });
    expect([r.algorithm.id, r.algorithm.version, r.type, r.override?.id]).toEqual([
      'acme/grid',
      '1.0.0',
      'override',
      'ov-1',
    ]);
    const pinned = parseOverrides([
      {
        ...baseOverride,
        kind: 'methodology',
        factorMultiplier: undefined,
        algorithmId: 'acme/grid',
        algorithmVersion: '1.1.0',
      },
    ]);
    const p = reg.resolve({
      category: LOCATION,
      region: 'US-CAMX',
      date: '2025-03-01',
      organizationId: 'acme',
      overrides: pinned,
    });
    expect([p.algorithm.version, p.warnings.map((w) => w.code)]).toEqual([
      '1.1.0',
      ['ALGORITHM_VERSION_NOT_IN_FORCE'],
    ]);
  });

  it('an ignored override leaves the default rule and warns', () => {
    const overrides = parseOverrides([{ ...baseOverride, approvedBy: null, approvedAt: null }]);
    const r = tinyRegistry().resolve({
      category: LOCATION,
      region: 'US',
      date: '2025-03-01',
      organizationId: 'acme',
      overrides,
    });
    expect([r.algorithm.id, r.type, r.warnings.map((w) => w.code)]).toEqual([
      'test/grid-us',
      'regional',
      ['OVERRIDE_IGNORED_UNAPPROVED'],
    ]);
  });

  it('a multiplier or custom override keeps the default algorithm, typed override', () => {
    const r = tinyRegistry().resolve({
      category: LOCATION,
      region: 'US',
      date: '2025-03-01',
      organizationId: 'acme',
      overrides: parseOverrides([baseOverride]),
    });
    expect([r.algorithm.id, r.type, r.override?.kind]).toEqual([
      'test/grid-us',
      'override',
      'factor_multiplier',
    ]);
    expect(r.resolution.at(-1)).toContain('factor multiplier 1.1');
  });

  it('refuses a methodology override naming a missing algorithm or another category, and two applicable overrides', () => {
    const missing = parseOverrides([
      { ...baseOverride, kind: 'methodology', factorMultiplier: undefined, algorithmId: 'acme/nope' },
    ]);
    expect(() =>
      tinyRegistry().resolve({
        category: LOCATION,
        region: 'US',
        date: '2025-03-01',
        organizationId: 'acme',
        overrides: missing,
      }),
    ).toThrow(expect.objectContaining({ code: 'ALGORITHM_NOT_FOUND' }));
    const wrong = parseOverrides([
      { ...baseOverride, kind: 'methodology', factorMultiplier: undefined, algorithmId: 'test/fuel' },
    ]);
    expect(() =>
      tinyRegistry().resolve({
        category: LOCATION,
        region: 'US',
        date: '2025-03-01',
        organizationId: 'acme',
        overrides: wrong,
      }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OVERRIDE' }));
    const two = parseOverrides([baseOverride, { ...baseOverride, id: 'ov-2' }]);
    expect(() =>
      tinyRegistry().resolve({
        category: LOCATION,
        region: 'US',
        date: '2025-03-01',
        organizationId: 'acme',
        overrides: two,
      }),
    ).toThrow(expect.objectContaining({ code: 'OVERRIDE_CONFLICT' }));
  });

  it('an unknown category lists the known ones; no version in force is its own error', () => {
    expect(() =>
      tinyRegistry().resolve({ category: 'scope9.nothing', date: '2025-01-01', activityId: 'a1' }),
    ).toThrow(
      expect.objectContaining({
        code: 'UNKNOWN_CATEGORY',
        details: expect.objectContaining({ knownCategories: expect.arrayContaining([LOCATION]) }),
        message: expect.stringContaining('activity "a1"'),
      }),
    );
    const reg = new AlgorithmRegistry().register(
      gridAlgorithm('test/grid', '1.0.0', { effectiveDate: '2030-01-01' }),
    );
    expect(() => reg.resolve({ category: LOCATION, date: '2025-01-01' })).toThrow(
      expect.objectContaining({ code: 'NO_ALGORITHM_IN_FORCE' }),
    );
  });
});
