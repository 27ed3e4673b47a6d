import { defineAlgorithm } from '@ctp/engine';
import { CtpError, Decimal, formatDecimal } from '@ctp/factors';
import { z } from 'zod';
import { ctpUnitOf } from './declared-units.js';

/** Id of the supplier-specific purchased-goods algorithm. */
export const SUPPLIER_ALGORITHM_ID = 'ctp/purchased-goods-supplier-specific';
/** The activity category it calculates (Scope 3 category 1, beside the spend-based `scope3.purchased_goods`). */
export const SUPPLIER_SPECIFIC_CATEGORY = 'scope3.purchased_goods.supplier_specific';

const decimalText = z.string().regex(/^\d+(\.\d+)?$/, 'a non-negative decimal string');

/** Provenance every supplier-specific activity carries: which supplier, which answer, which sync. */
const provenance = {
  supplierId: z.uuid(),
  supplierName: z.string().min(1),
  /** The supplier's `publicOrgId`, checked against the answer's companyIds. */
  supplierPublicOrgId: z.uuid(),
  syncId: z.uuid(),
};

/** Attributes of a supplier-specific activity, as the sync writes them. */
export const supplierSpecificInputs = z.discriminatedUnion('basis', [
  z.strictObject({
    basis: z.literal('product_footprint'),
    ...provenance,
    productId: z.string().min(1),
    footprintId: z.uuid(),
    footprintVersion: z.int().min(0).nullable(),
    footprintContentHash: z.string().regex(/^[0-9a-f]{64}$/),
    /** PACT declaredUnitOfMeasurement of the footprint. */
    declaredUnit: z.string().min(1),
    /** pcfExcludingBiogenicUptake: kg CO2e per declared unit. */
    co2ePerDeclaredUnit: decimalText,
  }),
  z.strictObject({
    basis: z.literal('corporate_allocation'),
    ...provenance,
    exportContentHash: z.string().regex(/^[0-9a-f]{64}$/),
    /** The supplier's emissions allocated to us for the period, kg CO2e, as its corporate export states them. */
    allocatedKgCo2e: decimalText,
    /** Our share of the supplier's exported total, and how it was set (provenance only). */
    allocationShare: decimalText,
    allocationMethod: z.string().min(1),
  }),
]);

function fail(message: string, details: Record<string, unknown>): CtpError {
  return new CtpError('INVALID_INPUT', `[${SUPPLIER_ALGORITHM_ID}] ${message}`, {
    algorithmId: SUPPLIER_ALGORITHM_ID,
    ...details,
  });
}

/**
 * `ctp/purchased-goods-supplier-specific` (Scope 3 category 1): the supplier-specific method. A
 * product purchase is `quantity × the supplier's product footprint per declared unit` (PACT
 * `pcfExcludingBiogenicUptake`); a corporate allocation is the emissions the supplier's corporate export allocates to us.
 * The factor is the supplier's own figure, recorded as an activity-instrument factor with the
 * footprint id, version and content hash as its source, so the calculation record shows where it came from.
 */
export const supplierSpecificPurchasedGoods = defineAlgorithm({
  id: SUPPLIER_ALGORITHM_ID,
  version: '1.0.0',
  name: 'Purchased goods and services, supplier-specific (PACT product footprints, corporate allocation)',
  category: SUPPLIER_SPECIFIC_CATEGORY,
  scope3Category: 1,
  inputs: supplierSpecificInputs,
  calculate(activity, inputs, runtime) {
    if (inputs.basis === 'corporate_allocation') {
      if (activity.unit !== 'unit')
        throw fail('a corporate allocation is one allocation of one supplier: unit "unit"', {
          unit: activity.unit,
        });
      const factor = runtime.instrumentFactor({
        subcategory: 'supplier_corporate_allocation',
        co2ePerUnit: new Decimal(inputs.allocatedKgCo2e),
        unit: 'unit',
        source: `corporate export of ${inputs.supplierName} (urn:uuid:${inputs.supplierPublicOrgId}): ${inputs.allocatedKgCo2e} kg CO2e allocated to us (${inputs.allocationMethod}, share ${inputs.allocationShare}), sha256 ${inputs.exportContentHash}, sync ${inputs.syncId}`,
      });
      return {
        terms: [
          { factor, amount: activity.quantity, label: `emissions of ${inputs.supplierName} allocated to us` },
        ],
      };
    }
    const ctp = ctpUnitOf(inputs.declaredUnit);
    if (ctp === undefined)
      throw fail(`CTP has no unit for the declared unit ${inputs.declaredUnit}`, {
        declaredUnit: inputs.declaredUnit,
      });
    // Exact decimal conversion to the declared unit (a unit of another dimension is UNIT_MISMATCH).
    const amount = runtime.convert(activity.quantity, activity.unit, ctp);
    const factor = runtime.instrumentFactor({
      subcategory: 'supplier_product_footprint',
      co2ePerUnit: new Decimal(inputs.co2ePerDeclaredUnit),
      unit: ctp,
      source: `PACT product footprint ${inputs.footprintId}${inputs.footprintVersion === null ? '' : ` version ${inputs.footprintVersion}`} of ${inputs.supplierName} (urn:uuid:${inputs.supplierPublicOrgId}) for ${inputs.productId}: ${formatDecimal(new Decimal(inputs.co2ePerDeclaredUnit))} kg CO2e per ${inputs.declaredUnit}, sha256 ${inputs.footprintContentHash}, sync ${inputs.syncId}`,
    });
    return {
      terms: [{ factor, amount, label: `purchased ${inputs.productId} × supplier product footprint` }],
    };
  },
  methodology: [
    'Supplier-specific method of the GHG Protocol Scope 3 Technical Guidance, chapter 1 (purchased goods and services):',
    "CO2e = Σ quantity purchased × the supplier's cradle-to-gate product footprint per unit, as the supplier published it",
    'under the WBCSD PACT Technical Specifications v3 (pcfExcludingBiogenicUptake, kg CO2e per declared unit); the',
    'purchase is converted to the declared unit where CTP knows both units. Where the supplier exports its corporate',
    "emissions instead (CTP corporate export), CO2e = the emissions it allocates to us (quantity 1 unit). The figures are the supplier's",
    'measured data, received over an authenticated PACT exchange whose answering company was checked; they are preferred',
    'to spend-based estimates.',
  ].join(' '),
  references: [
    {
      title:
        'GHG Protocol Technical Guidance for Calculating Scope 3 Emissions v1.0 (2013), chapter 1: Category 1, Purchased goods and services',
      url: 'https://ghgprotocol.org/scope-3-calculation-guidance-2',
    },
    {
      title: 'WBCSD PACT Technical Specifications for PCF Data Exchange, version 3.0',
      url: 'https://wbcsd.github.io/data-exchange-protocol/v3/',
    },
  ],
  effectiveDate: '2000-01-01',
});
