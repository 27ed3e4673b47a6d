import { describe, expect, it } from 'vitest';
import { breakdownByDataType } from './breakdown.js';

describe('breakdownByDataType', () => {
  const lines = [
    { scope: 'scope3', category: 'purchased_goods', dataType: 'spend_based', co2eKg: '600' },
    { scope: 'scope3', category: 'purchased_goods', dataType: 'supplier_specific', co2eKg: '200' },
    { scope: 'scope3', category: 'business_travel', dataType: 'primary_calculated', co2eKg: '150.5' },
    { scope: 'scope3', category: 'business_travel', dataType: 'estimated_proxy', co2eKg: '49.5' },
    { scope: 'scope1', category: 'stationary', dataType: 'primary_measured', co2eKg: '1000' },
    { scope: 'scope1', category: 'empty', dataType: 'secondary_average', co2eKg: '0' },
  ] as const;

  it('totals each scope by data type with the exact share of primary data', () => {
    const [scope1, scope3] = breakdownByDataType(lines);
    expect(scope1?.scope).toBe('scope1');
    expect(scope3?.totalKg.toFixed()).toBe('1000');
    expect(scope3?.byDataType.spend_based.toFixed()).toBe('600');
    expect(scope3?.byDataType.primary_measured.toFixed()).toBe('0');
    expect(scope3?.primaryKg.toFixed()).toBe('350.5');
    expect(scope3?.primaryShare?.toFixed()).toBe('0.3505');
    expect(scope1?.primaryShare?.toFixed()).toBe('1');
  });

  it('flags categories below the threshold, never a zero total', () => {
    const scope3 = breakdownByDataType(lines)[1];
    expect(scope3?.categories.map((c) => [c.category, c.primaryShare?.toFixed(), c.belowThreshold])).toEqual([
      ['business_travel', '0.7525', false],
      ['purchased_goods', '0.25', true],
    ]);
    const travel = breakdownByDataType(lines, '0.8')[1]?.categories[0];
    expect(travel?.belowThreshold).toBe(true);
    const empty = breakdownByDataType(lines)[0]?.categories.find((c) => c.category === 'empty');
    expect([empty?.primaryShare, empty?.belowThreshold]).toEqual([null, false]);
  });
});
