import { testAlgorithm } from '@ctp/engine/testing';
import { supplierSpecificPurchasedGoods } from './supplier-algorithm.js';

const provenance = {
  supplierId: '0194a3c2-0000-7000-8000-000000000001',
  supplierName: 'Steelworks GmbH',
  supplierPublicOrgId: '0194a3c2-0000-7000-8000-0000000000bb',
  syncId: '0194a3c2-0000-7000-8000-0000000000cc',
};
const footprint = (co2ePerDeclaredUnit: string, declaredUnit = 'kilogram') => ({
  basis: 'product_footprint',
  ...provenance,
  productId: 'urn:pact:product:coil-a',
  footprintId: '0194a3c2-0000-7000-8000-0000000000dd',
  footprintVersion: 1,
  footprintContentHash: 'a'.repeat(64),
  declaredUnit,
  co2ePerDeclaredUnit,
});
const period = { periodStart: '2025-01-01', periodEnd: '2025-12-31', region: 'DE' };
const SOURCE = 'quantity × the supplier’s PACT pcfExcludingBiogenicUptake, by hand';

testAlgorithm(supplierSpecificPurchasedGoods, [
  {
    name: 'kilograms of a product with a per-kilogram footprint',
    activity: { quantity: '1200', unit: 'kg', ...period, attributes: footprint('2.5') },
    expectedCo2eKg: '3000',
    expectedFactor: { datasetId: 'activity-instrument', subcategory: 'supplier_product_footprint' },
    source: `${SOURCE}: 1200 kg × 2.5 kg CO2e/kg = 3000`,
  },
  {
    name: 'tonnes converted to the kilogram the footprint is declared in',
    activity: { quantity: '1.2', unit: 't', ...period, attributes: footprint('2.5') },
    expectedCo2eKg: '3000',
    source: `${SOURCE}: 1.2 t = 1200 kg; × 2.5 = 3000`,
  },
  {
    name: 'pieces with a per-piece footprint (exact decimals)',
    activity: { quantity: '3', unit: 'unit', ...period, attributes: footprint('0.333333333', 'piece') },
    expectedCo2eKg: '0.999999999',
    source: `${SOURCE}: 3 × 0.333333333 = 0.999999999`,
  },
  {
    name: 'a declared unit CTP has no unit for is refused, never guessed',
    activity: { quantity: '40', unit: 'unit', ...period, attributes: footprint('1.25', 'square meter') },
    expectedError: 'INVALID_INPUT',
    source: 'CTP has no area unit: the figure cannot be checked against the purchase',
  },
  {
    name: 'a purchase in litres of a per-kilogram footprint is refused',
    activity: { quantity: '10', unit: 'L', ...period, attributes: footprint('2.5') },
    expectedError: 'UNIT_MISMATCH',
    source: 'litres and kilograms are different dimensions',
  },
  {
    name: 'a corporate allocation is the allocated emissions',
    activity: {
      quantity: '1',
      unit: 'unit',
      ...period,
      attributes: {
        basis: 'corporate_allocation',
        ...provenance,
        exportContentHash: 'b'.repeat(64),
        allocatedKgCo2e: '12345.678',
        allocationShare: '0.25',
        allocationMethod: 'fixed',
      },
    },
    expectedCo2eKg: '12345.678',
    expectedFactor: { datasetId: 'activity-instrument', subcategory: 'supplier_corporate_allocation' },
    source: 'the corporate export’s allocatedTotalKgCo2e, one allocation',
  },
]);
