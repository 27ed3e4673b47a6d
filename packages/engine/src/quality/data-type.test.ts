import { describe, expect, it } from 'vitest';
import {
  DATA_TYPES,
  DEFAULT_SCORE_BY_DATA_TYPE,
  dataTypeOf,
  PRIMARY_DATA_TYPES,
  qualityScoreOf,
} from './data-type.js';
import { relativeUncertainty, SCORE_RELATIVE_U95, uncertaintyFromScore } from './score-table.js';

describe('data types and scores', () => {
  it('reads older records through their dataQuality, so they replay unchanged', () => {
    expect(dataTypeOf({ dataQuality: 'measured' })).toBe('primary_measured');
    expect(dataTypeOf({ dataQuality: 'calculated' })).toBe('primary_calculated');
    expect(dataTypeOf({ dataQuality: 'estimated' })).toBe('estimated_proxy');
    expect(dataTypeOf({})).toBe('primary_calculated');
    expect(dataTypeOf({ dataQuality: 'measured', dataType: 'spend_based' })).toBe('spend_based');
  });

  it('takes a stated score over the data type default', () => {
    expect(qualityScoreOf({ dataType: 'spend_based' })).toBe(4);
    expect(qualityScoreOf({ dataType: 'spend_based', qualityScore: 2 })).toBe(2);
    expect(qualityScoreOf({ dataQuality: 'estimated' })).toBe(5);
  });

  it('counts measured, calculated and supplier-specific data as primary, and nothing else', () => {
    expect(DATA_TYPES.filter((t) => PRIMARY_DATA_TYPES.has(t))).toEqual([
      'primary_measured',
      'primary_calculated',
      'supplier_specific',
    ]);
    // Better data never defaults to a worse score than poorer data.
    const defaults = DATA_TYPES.map((t) => DEFAULT_SCORE_BY_DATA_TYPE[t]);
    expect([...defaults].sort()).toEqual(defaults);
  });
});

describe('the score → range table', () => {
  it('widens strictly as the score worsens', () => {
    const widths = [1, 2, 3, 4, 5].map((s) => uncertaintyFromScore(s).toNumber());
    expect(widths).toEqual([0.05, 0.1, 0.2, 0.3, 0.5]);
    expect(Object.keys(SCORE_RELATIVE_U95)).toEqual(['1', '2', '3', '4', '5']);
  });

  it("prefers the publisher's uncertainty where it gives one", () => {
    expect(relativeUncertainty('0.07', 5).toFixed()).toBe('0.07');
    expect(relativeUncertainty(null, 3).toFixed()).toBe('0.2');
  });

  it('refuses a score outside 1–5 and a negative published value with INVALID_UNCERTAINTY', () => {
    const code = expect.objectContaining({ code: 'INVALID_UNCERTAINTY' });
    expect(() => uncertaintyFromScore(0)).toThrow(code);
    expect(() => uncertaintyFromScore(2.5)).toThrow(code);
    expect(() => relativeUncertainty('-0.1', 1)).toThrow(code);
  });
});
