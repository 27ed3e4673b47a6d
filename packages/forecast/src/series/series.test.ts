import { describe, expect, it } from 'vitest';
import { formatPeriod, parsePeriod, periodStartDate } from './period.js';
import { toRegularSeries } from './series.js';

describe('periods', () => {
  it('round-trips labels of every frequency', () => {
    expect(formatPeriod(parsePeriod('2024-03', 'monthly') as number, 'monthly')).toBe('2024-03');
    expect(formatPeriod(parsePeriod('2024-Q4', 'quarterly') as number, 'quarterly')).toBe('2024-Q4');
    expect(formatPeriod(parsePeriod('2024', 'annual') as number, 'annual')).toBe('2024');
    expect(parsePeriod('2024-13', 'monthly')).toBeUndefined();
    expect(parsePeriod('2024-01', 'quarterly')).toBeUndefined();
    expect(periodStartDate(parsePeriod('2024-Q3', 'quarterly') as number, 'quarterly')).toBe('2024-07-01');
  });
});

describe('toRegularSeries', () => {
  it('accepts a start label', () => {
    expect(toRegularSeries({ frequency: 'quarterly', start: '2020-Q2', values: [1, 2] })).toEqual({
      frequency: 'quarterly',
      start: '2020-Q2',
      values: [1, 2],
    });
  });

  it('accepts a timeline of ISO dates anywhere inside each period', () => {
    const s = toRegularSeries({
      frequency: 'monthly',
      timeline: ['2023-11-01', '2023-12-15T00:00:00Z', '2024-01'],
      values: [3, 4, 5],
    });
    expect(s.start).toBe('2023-11');
    expect(s.values).toEqual([3, 4, 5]);
  });

  it.each([
    [{ frequency: 'monthly', timeline: ['2024-01-01', '2024-03-01'], values: [1, 2] }, 'leaves a gap'],
    [{ frequency: 'monthly', timeline: ['2024-02-01', '2024-01-01'], values: [1, 2] }, 'comes before'],
    [{ frequency: 'quarterly', timeline: ['2024-01-01', '2024-02-01'], values: [1, 2] }, 'repeats'],
    [{ frequency: 'monthly', timeline: ['2024-01-01'], values: [1, 2] }, '1 dates but there are 2 values'],
    [{ frequency: 'monthly', start: '2024-Q1', values: [1] }, 'not a monthly label'],
    [{ frequency: 'weekly', start: '2024-01', values: [1] }, 'frequency'],
    [{ frequency: 'monthly', start: '2024-01', values: [1, Number.NaN] }, 'values.1'],
  ])('refuses %j', (input, text) => {
    expect(() => toRegularSeries(input)).toThrow(expect.objectContaining({ code: 'INVALID_SERIES' }));
    expect(() => toRegularSeries(input)).toThrow(text);
  });
});
