import { canonicalJson, sha256Hex } from '@ctp/engine';
import { Decimal } from '@ctp/factors';
import { type CorporateExport, companyUrnOf, type ProductFootprint } from '../pact/index.js';
import { SupplierSyncError } from './errors.js';

/** SHA-256 of the RFC 8785 canonical JSON of a received document: equal content, equal hash. */
export function contentHashOf(document: unknown): string {
  return sha256Hex(canonicalJson(document));
}

/**
 * What the store records of a footprint received from the supplier: its key figures, its content hash
 * and the whole document; `syncId` is the sync that fetched it, null for one that came with an event.
 */
export function receivedFootprint(pf: ProductFootprint, syncId: string | null) {
  return {
    footprintId: pf.id,
    footprintVersion: pf.version ?? null,
    status: pf.status,
    productIds: pf.productIds,
    declaredUnit: pf.pcf.declaredUnitOfMeasurement,
    declaredUnitAmount: pf.pcf.declaredUnitAmount,
    pcfExcludingBiogenicUptake: pf.pcf.pcfExcludingBiogenicUptake,
    referencePeriodStart: pf.pcf.referencePeriodStart,
    referencePeriodEnd: pf.pcf.referencePeriodEnd,
    contentHash: contentHashOf(pf),
    payload: pf as never,
    syncId,
  };
}

/**
 * Refuses an answer whose company is not the supplier we configured: every footprint (and every
 * corporate export) must list `urn:uuid:{externalPublicOrgId}` among its companyIds. One foreign
 * document rejects the whole answer, so nothing of it is stored.
 */
export function checkAnsweringCompany(
  documents: readonly (Pick<ProductFootprint, 'companyIds'> | Pick<CorporateExport, 'companyIds'>)[],
  expectedPublicOrgId: string,
): void {
  const expected = companyUrnOf(expectedPublicOrgId);
  for (const doc of documents) {
    if (!doc.companyIds.some((id) => id.toLowerCase() === expected)) {
      throw new SupplierSyncError(
        'foreign-company',
        `the supplier answered with another company's data: companyIds ${doc.companyIds.join(', ')} do not include ${expected}`,
      );
    }
  }
}

/** Refuses footprints CTP cannot use as a factor (a negative footprint excluding biogenic uptake). */
export function checkUsableFootprints(footprints: readonly ProductFootprint[]): void {
  for (const pf of footprints) {
    if (new Decimal(pf.pcf.pcfExcludingBiogenicUptake).isNegative()) {
      throw new SupplierSyncError(
        'malformed',
        `footprint ${pf.id} has a negative pcfExcludingBiogenicUptake (${pf.pcf.pcfExcludingBiogenicUptake})`,
      );
    }
  }
}

/**
 * The footprint a product purchase uses: an Active footprint listing the product, preferring one
 * whose reference period overlaps the purchase period, then the most recently created.
 */
export function footprintForPurchase(
  footprints: readonly ProductFootprint[],
  purchase: { productId: string; periodStart: string; periodEnd: string },
): ProductFootprint | undefined {
  const candidates = footprints.filter(
    (pf) => pf.status === 'Active' && pf.productIds.includes(purchase.productId),
  );
  const overlaps = (pf: ProductFootprint) =>
    pf.pcf.referencePeriodStart.slice(0, 10) <= purchase.periodEnd &&
    pf.pcf.referencePeriodEnd.slice(0, 10) >= purchase.periodStart;
  const newest = (a: ProductFootprint, b: ProductFootprint) =>
    a.created < b.created ? 1 : a.created > b.created ? -1 : 0;
  return [
    ...candidates.filter(overlaps).sort(newest),
    ...candidates.filter((pf) => !overlaps(pf)).sort(newest),
  ][0];
}
