import type { SecretBox } from '@ctp/auth';
import type { AlgorithmRegistry } from '@ctp/engine';
import { Decimal } from '@ctp/factors';
import {
  allSupplierPurchases,
  appendAudit,
  type Database,
  finishSupplierSync,
  getSupplier,
  getSupplierSync,
  type OrganizationScope,
  type Supplier,
  type SupplierSync,
  startSupplierSync,
  withOrganization,
} from '@ctp/store';
import type { Kysely } from 'kysely';
import { runCalculation } from '../calculations/index.js';
import type { CorporateExport } from '../pact/index.js';
import { PactClientError } from '../pact/index.js';
import { SupplierNotIntegratedError, SupplierSyncError } from './errors.js';
import { checkAnsweringCompany, checkUsableFootprints } from './received-answer.js';
import { type FetchedAnswer, periodKey, storeAnswer } from './store-answer.js';
import { type PactClientSettings, pactClientForSupplier } from './supplier-client.js';

/** What a sync needs from the runtime. */
export interface SupplierSyncDeps {
  db: Kysely<Database>;
  secretBox: SecretBox;
  registry: AlgorithmRegistry;
  pact?: PactClientSettings;
}

const SYSTEM_ACTOR = { actorType: 'system', actorId: 'supplier-sync' } as const;

/**
 * Runs one queued sync of a supplier. First everything is fetched and checked (the PACT answer,
 * the answering company's ids, usable values) with nothing written; only a fully acceptable answer
 * is then stored in ONE transaction: new footprint versions (append-only, once per content), and
 * per purchase a new activity or, when its footprint changed, a correction (a new version, never an
 * edit). Changed activities are calculated by a normal calculation run, so every figure has a
 * calculation record. Any refusal leaves the host's data as it was and shows its reason on the
 * supplier (`lastSyncError`). Never throws for a partner's failure: the outcome is on the sync.
 */
export async function runSupplierSync(
  deps: SupplierSyncDeps,
  input: { organizationId: string; syncId: string },
): Promise<SupplierSync> {
  const inOrg = <T>(fn: (scope: OrganizationScope) => Promise<T>) =>
    withOrganization(deps.db, input.organizationId, fn);
  const { sync, supplier } = await inOrg(async (scope) => {
    const sync = await getSupplierSync(scope, input.syncId);
    await startSupplierSync(scope, sync);
    return { sync, supplier: await getSupplier(scope, sync.supplierId) };
  });
  try {
    const fetched = await inOrg(async (scope) => fetchAnswer(scope, deps, supplier));
    const outcome = await inOrg((scope) => storeAnswer(scope, supplier, sync, fetched));
    const changed = [...outcome.activitiesCreated, ...outcome.activitiesCorrected];
    if (changed.length > 0) {
      try {
        const run = await runCalculation(
          { db: deps.db, registry: deps.registry },
          {
            organizationId: input.organizationId,
            actorUserId: null,
            selection: { kind: 'activities', activityIds: changed },
            auditActor: SYSTEM_ACTOR,
          },
        );
        outcome.calculationRunId = run.runId;
        if (run.failedCount > 0) {
          const first = run.failed[0];
          throw new SupplierSyncError(
            'calculation-failed',
            `${run.failedCount} activities did not calculate: ${first?.code} ${first?.message}`,
          );
        }
      } catch (error) {
        if (error instanceof SupplierSyncError) throw error;
        throw new SupplierSyncError(
          'calculation-failed',
          `the calculation run failed: ${(error as Error).message}`,
        );
      }
    }
    return await inOrg(async (scope) => {
      await finishSupplierSync(scope, sync, { status: 'succeeded', outcome: { ...outcome } });
      await appendAudit(scope, {
        ...SYSTEM_ACTOR,
        action: 'supplier.sync.succeeded',
        entityType: 'supplier',
        entityId: supplier.id,
        details: { syncId: sync.id, trigger: sync.trigger, ...outcome },
      });
      return getSupplierSync(scope, sync.id);
    });
  } catch (error) {
    const reason = reasonOf(error);
    return inOrg(async (scope) => {
      await finishSupplierSync(scope, sync, { status: 'failed', error: reason });
      await appendAudit(scope, {
        ...SYSTEM_ACTOR,
        action: 'supplier.sync.failed',
        entityType: 'supplier',
        entityId: supplier.id,
        details: { syncId: sync.id, trigger: sync.trigger, code: reason.code, message: reason.message },
      });
      return getSupplierSync(scope, sync.id);
    });
  }
}

async function fetchAnswer(
  scope: OrganizationScope,
  deps: SupplierSyncDeps,
  supplier: Supplier,
): Promise<FetchedAnswer> {
  const client = await pactClientForSupplier(scope, deps.secretBox, supplier, deps.pact);
  const footprints = await client.listFootprints();
  checkAnsweringCompany(footprints, supplier.externalPublicOrgId as string);
  checkUsableFootprints(footprints);
  const exports = new Map<string, CorporateExport>();
  for (const purchase of await allSupplierPurchases(scope, supplier.id)) {
    if (purchase.kind !== 'corporate_share' || exports.has(periodKey(purchase))) continue;
    const exported = await client.corporateExport(purchase);
    checkAnsweringCompany([exported], supplier.externalPublicOrgId as string);
    if (new Decimal(exported.allocatedTotalKgCo2e).isNegative())
      throw new SupplierSyncError(
        'malformed',
        `the corporate export allocates a negative total (${exported.allocatedTotalKgCo2e})`,
      );
    exports.set(periodKey(purchase), exported);
  }
  return { footprints, exports };
}

function reasonOf(error: unknown): { code: string; message: string } {
  if (error instanceof SupplierSyncError || error instanceof PactClientError)
    return { code: error.code, message: error.message.slice(0, 2000) };
  if (error instanceof SupplierNotIntegratedError) return { code: 'not-configured', message: error.message };
  return {
    code: 'internal',
    message: `the sync failed: ${(error as Error)?.message ?? String(error)}`.slice(0, 2000),
  };
}
