import { describe, expect, it } from 'vitest';
import type { SummaryGroup } from '../../results';
import { purchasedGoodsByYear, supplierShare } from './purchased-goods';

const group = (category: string, period: string, co2eKg: string, results = 1): SummaryGroup => ({
  scope: 3,
  method: null,
  category,
  period,
  co2eKg,
  biogenicCo2Kg: '0',
  results,
});

describe('purchasedGoodsByYear', () => {
  it('splits purchased goods into supplier data and spend estimates per year, exactly', () => {
    const years = purchasedGoodsByYear([
      group('scope3.purchased_goods', '2025', '1000.1'),
      group('scope3.purchased_goods.supplier_specific', '2025', '0.2', 2),
      group('scope3.purchased_goods.supplier_specific', '2025', '0.1'),
      group('scope3.business_travel', '2025', '999'),
      group('scope3.purchased_goods', '2024', '10'),
    ]);
    expect(years.map((y) => y.year)).toEqual(['2025', '2024']);
    expect(years[0]?.supplierKg.toFixed()).toBe('0.3');
    expect(years[0]?.spendKg.toFixed()).toBe('1000.1');
    expect(years[0]?.supplierResults).toBe(3);
    expect(years[1]?.supplierKg.toFixed()).toBe('0');
  });

  it('gives the supplier share only where there is something to share', () => {
    const [year] = purchasedGoodsByYear([
      group('scope3.purchased_goods', '2025', '300'),
      group('scope3.purchased_goods.supplier_specific', '2025', '100'),
    ]);
    expect(year && supplierShare(year)?.toFixed()).toBe('25');
    const [empty] = purchasedGoodsByYear([group('scope3.purchased_goods', '2024', '0', 0)]);
    expect(empty && supplierShare(empty)).toBeUndefined();
  });
});
