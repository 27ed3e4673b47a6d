import { Decimal } from '@ctp/factors';
import {
  allSupplierPurchases,
  correctActivityData,
  createActivityData,
  linkPurchaseActivity,
  listActivityVersions,
  type OrganizationScope,
  recordReceivedCorporateExport,
  recordReceivedFootprint,
  type Supplier,
  type SupplierSync,
} from '@ctp/store';
import type { CorporateExport, ProductFootprint } from '../pact/index.js';
import {
  activityFingerprint,
  type PlannedActivity,
  planCorporateActivity,
  planProductActivity,
} from './purchase-activity.js';
import { contentHashOf, footprintForPurchase, receivedFootprint } from './received-answer.js';

/** What a successful sync changed (stored on the sync as its outcome). */
export interface SupplierSyncOutcome {
  footprintsReceived: number;
  footprintVersionsStored: number;
  corporateExportsStored: number;
  activitiesCreated: string[];
  activitiesCorrected: string[];
  unchanged: number;
  skipped: { purchaseId: string; reason: string }[];
  calculationRunId: string | null;
}

/** A supplier's answer, fetched and checked, not yet stored. */
export interface FetchedAnswer {
  footprints: ProductFootprint[];
  /** Corporate exports by `periodStart/periodEnd`, for the corporate-share purchases. */
  exports: Map<string, CorporateExport>;
}

/** Key of a purchase period in {@link FetchedAnswer.exports}. */
export const periodKey = (p: { periodStart: string; periodEnd: string }) => `${p.periodStart}/${p.periodEnd}`;

/**
 * Stores an accepted answer in the caller's transaction: footprints and corporate exports received
 * (once per content), then per purchase a new activity, a correction when its source changed, or
 * nothing when it did not.
 */
export async function storeAnswer(
  scope: OrganizationScope,
  supplier: Supplier,
  sync: SupplierSync,
  fetched: FetchedAnswer,
): Promise<SupplierSyncOutcome> {
  let stored = 0;
  for (const pf of fetched.footprints) {
    const { created } = await recordReceivedFootprint(scope, supplier.id, receivedFootprint(pf, sync.id));
    if (created) stored++;
  }
  const outcome: SupplierSyncOutcome = {
    footprintsReceived: fetched.footprints.length,
    footprintVersionsStored: stored,
    corporateExportsStored: 0,
    activitiesCreated: [],
    activitiesCorrected: [],
    unchanged: 0,
    skipped: [],
    calculationRunId: null,
  };
  for (const [key, exported] of fetched.exports) {
    const [periodStart, periodEnd] = key.split('/') as [string, string];
    const { created } = await recordReceivedCorporateExport(scope, supplier.id, {
      periodStart,
      periodEnd,
      allocationShare: exported.allocation.share,
      totalKgCo2e: exported.scopes.reduce((sum, s) => sum.plus(s.totalKgCo2e), new Decimal(0)).toFixed(),
      allocatedKgCo2e: exported.allocatedTotalKgCo2e,
      contentHash: contentHashOf(exported),
      payload: exported as never,
      syncId: sync.id,
    });
    if (created) outcome.corporateExportsStored++;
  }
  for (const purchase of await allSupplierPurchases(scope, supplier.id)) {
    if (purchase.kind === 'corporate_share') {
      const exported = fetched.exports.get(periodKey(purchase)) as CorporateExport;
      await applyPlan(
        scope,
        planCorporateActivity(supplier, purchase, exported, sync.id),
        purchase.activityLineageId,
        sync,
        outcome,
      );
      continue;
    }
    const footprint = footprintForPurchase(fetched.footprints, {
      productId: purchase.productId as string,
      periodStart: purchase.periodStart,
      periodEnd: purchase.periodEnd,
    });
    await applyPlan(
      scope,
      planProductActivity(supplier, purchase, footprint, sync.id),
      purchase.activityLineageId,
      sync,
      outcome,
    );
  }
  return outcome;
}

async function applyPlan(
  scope: OrganizationScope,
  plan: PlannedActivity,
  lineageId: string | null,
  sync: SupplierSync,
  outcome: SupplierSyncOutcome,
): Promise<void> {
  if ('skipped' in plan) {
    outcome.skipped.push({ purchaseId: plan.purchaseId, reason: plan.skipped });
    return;
  }
  if (lineageId === null) {
    const { activity, created } = await createActivityData(scope, plan.input, {
      idempotencyKey: `supplier-purchase:${plan.purchaseId}`,
    });
    await linkPurchaseActivity(scope, plan.purchaseId, activity.lineageId);
    if (created) outcome.activitiesCreated.push(activity.id);
    else outcome.unchanged++;
    return;
  }
  const versions = await listActivityVersions(scope, lineageId);
  const current = versions.find((v) => v.supersededAt === null);
  if (current === undefined) throw new Error(`activity lineage ${lineageId} has no current version`);
  const currentFingerprint = activityFingerprint({
    category: current.category,
    quantity: current.quantity,
    unit: current.unit,
    periodStart: current.periodStart,
    periodEnd: current.periodEnd,
    facilityId: current.facilityId,
    attributes: current.attributes as Record<string, never>,
  });
  if (currentFingerprint === plan.fingerprint) {
    outcome.unchanged++;
    return;
  }
  const corrected = await correctActivityData(
    scope,
    current.id,
    plan.input,
    `supplier data changed: footprint ${plan.footprintId} received by sync ${sync.id}`,
  );
  outcome.activitiesCorrected.push(corrected.id);
}
