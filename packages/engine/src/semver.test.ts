import { describe, expect, it } from 'vitest';
import { compareSemver, isSemver } from './semver.js';

describe('semver', () => {
  it('validates versions', () => {
    expect(
      ['1.0.0', '0.1.2', '10.20.30', '1.0.0-rc.1', '1.0.0+build.5', '1.0.0-alpha.beta+exp'].map(isSemver),
    ).not.toContain(false);
    expect(['1.0', 'v1.0.0', '01.0.0', '1.0.0-', '1.0.0-01', ''].map(isSemver)).not.toContain(true);
  });

  it('orders by precedence, pre-releases before their release, build metadata ignored', () => {
    const sorted = [
      '1.0.0',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '0.9.9',
      '1.10.0',
      '1.2.0',
    ].sort(compareSemver);
    expect(sorted).toEqual([
      '0.9.9',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.10.0',
    ]);
    expect(compareSemver('1.0.0+a', '1.0.0+b')).toBe(0);
  });

  it('compares numbers beyond 2^53 exactly', () => {
    expect(compareSemver('9007199254740993.0.0', '9007199254740992.0.0')).toBe(1);
  });

  it('refuses non-versions', () => {
    expect(() => compareSemver('1.0', '1.0.0')).toThrow(TypeError);
  });
});
