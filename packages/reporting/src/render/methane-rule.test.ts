import { describe, expect, it } from 'vitest';
import { methaneRuleText } from './methane-rule.js';

const calc = (gwpSet: string, gwpTimeframe: string, methaneGwp: 'by_source' | 'single') => ({
  engineVersion: '0.1.0',
  gwpSet,
  gwpTimeframe,
  methaneGwp,
});

describe('methaneRuleText', () => {
  it('states the AR6 fossil and non-fossil values by source, per horizon', () => {
    const text = methaneRuleText(calc('AR6', '100yr', 'by_source'));
    expect(text).toContain('fossil methane 29.8');
    expect(text).toContain('non-fossil methane 27');
    expect(text).toContain('Table 7.15');
    expect(methaneRuleText(calc('AR6', '20yr', 'by_source'))).toContain('fossil methane 82.5');
    expect(methaneRuleText(calc('AR6', '20yr', 'by_source'))).toContain('non-fossil methane 79.7');
  });

  it('states the one value otherwise, and why under AR4 and AR5', () => {
    expect(methaneRuleText(calc('AR6', '100yr', 'single'))).toBe('One CH4 value for all methane: 27.9');
    expect(methaneRuleText(calc('AR4', '100yr', 'by_source'))).toBe(
      'One CH4 value for all methane: 25; AR4 has no fossil and non-fossil split applied',
    );
    expect(methaneRuleText(calc('AR9', '100yr', 'single'))).toBe('One CH4 value for all methane');
  });
});
