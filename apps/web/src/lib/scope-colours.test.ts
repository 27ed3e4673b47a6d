import { describe, expect, it } from 'vitest';
import { SCOPE_COLOURS, seriesOf } from './scope-colours';

describe('scope colours', () => {
  it('gives every scope series its own colour', () => {
    const values = Object.values(SCOPE_COLOURS);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('keeps the two Scope 2 methods apart', () => {
    expect(seriesOf(2, 'location_based')).toBe('scope2Location');
    expect(seriesOf(2, 'market_based')).toBe('scope2Market');
    expect(seriesOf(2, null)).toBe('scope2Unspecified');
    expect(seriesOf(1, null)).toBe('scope1');
    expect(seriesOf(3, null)).toBe('scope3');
  });
});
