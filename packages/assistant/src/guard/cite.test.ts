import { describe, expect, it } from 'vitest';
import { CONTEXT } from '../__fixtures__/context.js';
import { citeFigures } from './cite.js';

describe('citeFigures', () => {
  it('names the context value, subject, dates and offset of every figure', () => {
    const text = 'Overview.\nIn 2025 Scope 1 emissions were 1,100.00 t CO2e, down 10.9% from 2024.';
    const citations = citeFigures(text, CONTEXT);
    expect(citations.map((c) => c.text)).toEqual(['1,100.00 t CO2e', '10.9%']);
    const [total, change] = citations;
    expect(text.slice(total?.index, (total?.index ?? 0) + (total?.text.length ?? 0))).toBe('1,100.00 t CO2e');
    expect(total).toMatchObject({
      measure: 'kg',
      facilityId: null,
      period: { start: '2025-01-01', end: '2025-12-31' },
      subject: { scope: 1, method: null, periods: ['2025'] },
    });
    expect(total?.path).toMatch(/^emissionSummaries\[1\]/);
    // A change is about both its years: the link spans them.
    expect(change).toMatchObject({
      measure: 'percent',
      path: 'comparisons[0].deltaPercent',
      period: { start: '2024-01-01', end: '2025-12-31' },
    });
  });

  it('cites nothing for a figure the data does not hold, nor for years and counts', () => {
    expect(citeFigures('Scope 3 was 512.3 t CO2e in 2025 across 2 facilities.', CONTEXT)).toEqual([]);
  });
});
