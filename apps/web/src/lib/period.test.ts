import { describe, expect, it } from 'vitest';
import { monthsOf, periodOf, previousOf } from './period';

describe('periods', () => {
  it('turns a year and a quarter into dates', () => {
    expect(periodOf({ kind: 'year', year: 2025 })).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    expect(periodOf({ kind: 'quarter', year: 2024, quarter: 1 })).toEqual({
      start: '2024-01-01',
      end: '2024-03-31',
    });
  });

  it('finds the previous period', () => {
    expect(previousOf({ kind: 'quarter', year: 2025, quarter: 1 })).toEqual({
      start: '2024-10-01',
      end: '2024-12-31',
    });
    expect(previousOf({ kind: 'custom', start: '2025-03-01', end: '2025-03-10' })).toEqual({
      start: '2025-02-19',
      end: '2025-02-28',
    });
  });

  it('lists the months of a period', () => {
    expect(monthsOf({ start: '2024-11-15', end: '2025-02-01' })).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
  });
});
