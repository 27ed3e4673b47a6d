import { expect, it } from 'vitest';
import { convertQuantity, FactorLibrary, resolveFactor, toDecimal } from './index.js';

it('runs the README example', () => {
  const library = FactorLibrary.withShippedDatasets();
  const match = library.lookup({
    category: 'electricity',
    subcategory: 'grid_average',
    region: 'US-CAMX',
    date: '2023-03-01',
    unit: 'kWh',
  });
  const resolved = resolveFactor(match.factor, 'AR5', '100yr');
  const amount = convertQuantity(toDecimal('12500'), 'kWh', match.factor.unit);
  const kgCo2e = amount.times(resolved.co2ePerUnit);
  expect(match.factor).toMatchObject({ datasetId: 'epa-egrid', datasetVersion: '2023', unit: 'MWh' });
  expect(amount.toFixed()).toBe('12.5');
  expect(kgCo2e.toFixed()).toBe('2484.26871144375');
  expect([match.warnings, resolved.warnings]).toEqual([[], []]);
});
