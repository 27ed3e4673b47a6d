import type { ActivityDataInput, Supplier, SupplierPurchase } from '@ctp/store';
import type { CorporateExport, ProductFootprint } from '../pact/index.js';
import { activityUnitFor } from './declared-units.js';
import { contentHashOf } from './received-answer.js';
import { SUPPLIER_SPECIFIC_CATEGORY } from './supplier-algorithm.js';

/** The activity a product purchase should have after this sync, or why it has none. */
export type PlannedActivity =
  | { purchaseId: string; input: ActivityDataInput; footprintId: string; fingerprint: string }
  | { purchaseId: string; skipped: string };

/**
 * What decides whether an activity must change: everything but the sync id. Two syncs that
 * received the same footprint for the same purchase give the same fingerprint, so the second one
 * changes nothing; a changed footprint (new content hash) or a changed purchase gives a new one.
 */
export function activityFingerprint(input: ActivityDataInput): string {
  const { syncId: _ignored, ...attributes } = (input.attributes ?? {}) as Record<string, unknown>;
  return contentHashOf({
    category: input.category,
    quantity: String(input.quantity),
    unit: input.unit,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    facilityId: input.facilityId ?? null,
    attributes,
  });
}

/**
 * The supplier-specific activity of one product purchase: quantity and unit of the purchase, the
 * footprint's kg CO2e per declared unit as the factor, provenance in the attributes, data quality
 * `measured` (the supplier's primary data, rated above spend-based estimates).
 */
export function planProductActivity(
  supplier: Supplier,
  purchase: SupplierPurchase,
  footprint: ProductFootprint | undefined,
  syncId: string,
): PlannedActivity {
  if (
    purchase.kind !== 'product' ||
    purchase.productId === null ||
    purchase.quantity === null ||
    purchase.unit === null
  )
    return { purchaseId: purchase.id, skipped: 'not a product purchase' };
  if (footprint === undefined)
    return {
      purchaseId: purchase.id,
      skipped: `the supplier shares no Active footprint for ${purchase.productId}`,
    };
  const declaredUnit = footprint.pcf.declaredUnitOfMeasurement;
  const unit = activityUnitFor(purchase.unit, declaredUnit);
  if (unit === undefined)
    return {
      purchaseId: purchase.id,
      skipped: `the purchase is in ${purchase.unit} but footprint ${footprint.id} is per ${declaredUnit}`,
    };
  const input: ActivityDataInput = {
    category: SUPPLIER_SPECIFIC_CATEGORY,
    quantity: purchase.quantity,
    unit,
    periodStart: purchase.periodStart,
    periodEnd: purchase.periodEnd,
    facilityId: purchase.facilityId,
    dataQuality: 'measured',
    sourceDocument: `PACT ProductFootprint ${footprint.id} (${supplier.integrationEndpoint}/3/footprints/${footprint.id})`,
    attributes: {
      basis: 'product_footprint',
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierPublicOrgId: supplier.externalPublicOrgId as string,
      syncId,
      productId: purchase.productId,
      footprintId: footprint.id,
      footprintVersion: footprint.version ?? null,
      footprintContentHash: contentHashOf(footprint),
      declaredUnit,
      co2ePerDeclaredUnit: footprint.pcf.pcfExcludingBiogenicUptake,
    },
  };
  return {
    purchaseId: purchase.id,
    input,
    footprintId: footprint.id,
    fingerprint: activityFingerprint(input),
  };
}

/**
 * The supplier-specific activity of a corporate share: one allocation (quantity 1 `unit`) whose
 * factor is the emissions the supplier's corporate export allocates to us for the period.
 */
export function planCorporateActivity(
  supplier: Supplier,
  purchase: SupplierPurchase,
  exported: CorporateExport,
  syncId: string,
): PlannedActivity {
  const input: ActivityDataInput = {
    category: SUPPLIER_SPECIFIC_CATEGORY,
    quantity: '1',
    unit: 'unit',
    periodStart: purchase.periodStart,
    periodEnd: purchase.periodEnd,
    facilityId: purchase.facilityId,
    dataQuality: 'measured',
    sourceDocument: `CTP corporate export ${exported.exportVersion} (${supplier.integrationEndpoint}/ctp/1/corporate-export?periodStart=${purchase.periodStart}&periodEnd=${purchase.periodEnd})`,
    attributes: {
      basis: 'corporate_allocation',
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierPublicOrgId: supplier.externalPublicOrgId as string,
      syncId,
      exportContentHash: contentHashOf(exported),
      allocatedKgCo2e: exported.allocatedTotalKgCo2e,
      allocationShare: exported.allocation.share,
      allocationMethod: exported.allocation.method,
    },
  };
  return {
    purchaseId: purchase.id,
    input,
    footprintId: `corporate:${purchase.periodStart}/${purchase.periodEnd}`,
    fingerprint: activityFingerprint(input),
  };
}
