import { describe, expect, it } from 'vitest';
import { CtpError } from './errors.js';
import { gwpEntry, gwpTable, gwpValue, isKnownGas, KNOWN_GASES } from './gwp.js';
import type { GwpSet, GwpTimeframe } from './schema.js';

function codeOf(fn: () => unknown): { code: string; details: Record<string, unknown> } {
  try {
    fn();
  } catch (error) {
    if (error instanceof CtpError) return { code: error.code, details: { ...error.details } };
    throw error;
  }
  throw new Error('expected a CtpError');
}

describe('gwpValue', () => {
  it.each([
    ['CH4', 'AR4', '100yr', '25'],
    ['CH4', 'AR4', '20yr', '72'],
    ['N2O', 'AR4', '100yr', '298'],
    ['NF3', 'AR4', '20yr', '12300'],
    ['CH4', 'AR5', '100yr', '28'],
    ['CH4_fossil', 'AR5', '100yr', '30'],
    ['SF6', 'AR5', '20yr', '17500'],
    ['N2O', 'AR5', '100yr', '265'],
    ['CH4', 'AR6', '100yr', '27.9'],
    ['CH4', 'AR6', '20yr', '81.2'],
    ['CH4_fossil', 'AR6', '100yr', '29.8'],
    ['CH4_nonfossil', 'AR6', '20yr', '79.7'],
    ['N2O', 'AR6', '20yr', '273'],
    ['N2O', 'AR6', '100yr', '273'],
    ['HFC-134a', 'AR6', '100yr', '1530'],
    ['HFC-143a', 'AR6', '20yr', '7840'],
  ] as const)('%s %s %s = %s', (gas, set, timeframe, value) => {
    expect(gwpValue(gas, set, timeframe).toFixed()).toBe(value);
  });

  it('gives 1 for CO2 and CO2_biogenic in every set', () => {
    for (const set of ['AR4', 'AR5', 'AR6'] as const) {
      for (const tf of ['100yr', '20yr'] as const) {
        expect(gwpValue('CO2', set, tf).toFixed()).toBe('1');
        expect(gwpValue('CO2_biogenic', set, tf).toFixed()).toBe('1');
      }
    }
  });

  it('does not ship UNCONFIRMED or non-existent values', () => {
    expect(codeOf(() => gwpValue('CH4_fossil', 'AR5', '20yr'))).toMatchObject({
      code: 'GWP_NOT_AVAILABLE',
      details: { gas: 'CH4_fossil', gwpSet: 'AR5', gwpTimeframe: '20yr' },
    });
    expect(codeOf(() => gwpValue('CH4_fossil', 'AR4', '100yr')).code).toBe('GWP_NOT_AVAILABLE');
    expect(codeOf(() => gwpValue('HFC-23', 'AR6', '100yr')).code).toBe('GWP_NOT_AVAILABLE');
  });

  it('rejects a set or horizon outside the vocabulary', () => {
    expect(codeOf(() => gwpValue('CO2', 'AR3' as GwpSet, '100yr')).code).toBe('INVALID_INPUT');
    expect(codeOf(() => gwpValue('CO2', 'AR5', '50yr' as GwpTimeframe)).code).toBe('INVALID_INPUT');
  });
});

describe('gwp provenance', () => {
  it('marks every AR5 20yr value but CO2 as secondary', () => {
    for (const entry of gwpTable('AR5', '20yr')) {
      expect(entry.status).toBe(entry.gas.startsWith('CO2') ? 'confirmed' : 'secondary');
    }
  });

  it('marks AR4 20yr values as confirmed-copy and AR6 fossil methane as secondary', () => {
    expect(gwpEntry('N2O', 'AR4', '20yr').status).toBe('confirmed-copy');
    expect(gwpEntry('CH4_fossil', 'AR6', '100yr').status).toBe('secondary');
    expect(gwpEntry('CH4', 'AR6', '100yr').status).toBe('confirmed');
    expect(gwpEntry('CH4', 'AR6', '100yr').source).toContain('7.SM.7');
  });

  it('lists a table per set without the values that are not shipped', () => {
    const gases = gwpTable('AR5', '20yr').map((e) => e.gas);
    expect(gases).not.toContain('CH4_fossil');
    expect(gases).toContain('CH4_nonfossil');
    expect(gwpTable('AR6', '100yr')).toHaveLength(KNOWN_GASES.length);
    expect(gwpTable('AR4', '100yr').map((e) => e.gas)).not.toContain('CH4_fossil');
  });

  it('knows its gases', () => {
    expect(isKnownGas('HFC-32')).toBe(true);
    expect(isKnownGas('hfc-32')).toBe(false);
  });
});
