import { describe, expect, it } from 'vitest';
import { EU_MEMBERS, isRegion, regionChain } from './regions.js';

describe('regionChain', () => {
  it.each([
    ['US-CAMX', ['US-CAMX', 'US', 'NORTH_AMERICA', 'GLOBAL']],
    ['AU-WA-NWIS', ['AU-WA-NWIS', 'AU-WA', 'AU', 'APAC', 'GLOBAL']],
    ['AU-VIC', ['AU-VIC', 'AU', 'APAC', 'GLOBAL']],
    ['DE', ['DE', 'EU', 'EUROPE', 'GLOBAL']],
    ['GR', ['GR', 'EU', 'EUROPE', 'GLOBAL']],
    ['GB', ['GB', 'EUROPE', 'GLOBAL']],
    ['NO', ['NO', 'EUROPE', 'GLOBAL']],
    ['CH', ['CH', 'EUROPE', 'GLOBAL']],
    ['IS', ['IS', 'EUROPE', 'GLOBAL']],
    ['JP', ['JP', 'APAC', 'GLOBAL']],
    ['SG', ['SG', 'APAC', 'GLOBAL']],
    ['IN', ['IN', 'APAC', 'GLOBAL']],
    ['CN', ['CN', 'APAC', 'GLOBAL']],
    ['KR', ['KR', 'APAC', 'GLOBAL']],
    ['NZ', ['NZ', 'APAC', 'GLOBAL']],
    ['CA', ['CA', 'NORTH_AMERICA', 'GLOBAL']],
    ['MX', ['MX', 'NORTH_AMERICA', 'GLOBAL']],
    ['ZA', ['ZA', 'GLOBAL']],
    ['ZA-GP', ['ZA-GP', 'ZA', 'GLOBAL']],
    ['EU', ['EU', 'EUROPE', 'GLOBAL']],
    ['EUROPE', ['EUROPE', 'GLOBAL']],
    ['APAC', ['APAC', 'GLOBAL']],
    ['GLOBAL', ['GLOBAL']],
    ['LATAM', ['LATAM', 'GLOBAL']],
    ['UK', ['UK', 'GB', 'EUROPE', 'GLOBAL']],
    ['EL', ['EL', 'GR', 'EU', 'EUROPE', 'GLOBAL']],
  ])('%s', (region, chain) => {
    expect(regionChain(region)).toEqual(chain);
  });

  it('puts all 27 EU members in EU and EUROPE', () => {
    expect(EU_MEMBERS).toHaveLength(27);
    for (const c of EU_MEMBERS) expect(regionChain(c)).toEqual([c, 'EU', 'EUROPE', 'GLOBAL']);
  });

  it('rejects malformed codes with INVALID_INPUT', () => {
    for (const bad of ['us-camx', 'U', '', 'US_CAMX-', 'DE-']) {
      expect(() => regionChain(bad)).toThrow(
        expect.objectContaining({
          code: 'INVALID_INPUT',
          details: expect.objectContaining({ field: 'region' }),
        }),
      );
    }
  });

  it('isRegion checks the form', () => {
    expect(isRegion('US-CAMX')).toBe(true);
    expect(isRegion('us')).toBe(false);
    expect(isRegion(42)).toBe(false);
  });
});
