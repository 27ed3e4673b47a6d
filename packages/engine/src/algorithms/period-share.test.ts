import { Decimal } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { periodDays, yearShare } from './period-share.js';

describe('yearShare', () => {
  it('is exactly 1 for a whole calendar year, leap or not', () => {
    expect(yearShare('2024-01-01', '2024-12-31').toFixed()).toBe('1');
    expect(yearShare('2025-01-01', '2025-12-31').toFixed()).toBe('1');
  });

  it('counts the days of the period in the days of its year (both ends included)', () => {
    // 1 Jan to 30 Jun 2024: 31 + 29 + 31 + 30 + 31 + 30 = 182 days of 366.
    expect(yearShare('2024-01-01', '2024-06-30').equals(new Decimal(182).dividedBy(366))).toBe(true);
    // 1 Jan to 30 Jun 2025: 31 + 28 + 31 + 30 + 31 + 30 = 181 days of 365.
    expect(yearShare('2025-01-01', '2025-06-30').equals(new Decimal(181).dividedBy(365))).toBe(true);
    expect(yearShare('2025-03-01', '2025-03-01').equals(new Decimal(1).dividedBy(365))).toBe(true);
  });

  it('adds the shares of each year a period spans', () => {
    // 1 Jul 2024 to 30 Jun 2025: 184 of 366 days of 2024, then 181 of 365 days of 2025.
    const expected = new Decimal(184).dividedBy(366).plus(new Decimal(181).dividedBy(365));
    expect(yearShare('2024-07-01', '2025-06-30').equals(expected)).toBe(true);
    expect(yearShare('2024-01-01', '2025-12-31').toFixed()).toBe('2');
  });

  it('gives the period length in days', () => {
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(periodDays('2025-01-01', '2025-06-30')).toBe(181);
  });
});
