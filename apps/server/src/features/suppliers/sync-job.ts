import {
  defineJob,
  finishSupplierSync,
  queueSupplierSync,
  type SupplierSync,
  withOrganization,
} from '@ctp/store';
import { z } from 'zod';
import type { Runtime } from '../../wiring/runtime.js';
import { runSupplierSync, type SupplierSyncDeps } from './sync-supplier.js';

/**
 * The supplier sync job: one queued `supplier_syncs` row, worked by any worker. A partner's
 * failure is recorded on the sync and the supplier, not thrown, so pg-boss does not retry it
 * (retrying a revoked credential helps no one); the next sync is asked for explicitly or by a
 * PublishedEvent.
 */
export const supplierSyncJob = defineJob({
  name: 'supplier-sync',
  payload: z.strictObject({ organizationId: z.uuid(), syncId: z.uuid() }),
  retryLimit: 0,
  expireInSeconds: 300,
});

/** The sync's dependencies from the runtime. */
export function syncDepsOf(runtime: Runtime): SupplierSyncDeps {
  return { db: runtime.database.db, secretBox: runtime.secretBox, registry: runtime.registry };
}

/** Creates the queue and works it in this process. */
export async function registerSupplierSync(runtime: Runtime): Promise<void> {
  await runtime.jobs.createQueue(supplierSyncJob);
  await runtime.jobs.work(
    supplierSyncJob,
    async (job) => {
      const sync = await runSupplierSync(syncDepsOf(runtime), job.data);
      return { syncId: sync.id, status: sync.status };
    },
    { onError: (err, job) => runtime.logger.error({ err, job }, 'supplier sync job failed') },
  );
}

/**
 * Records a queued sync (shown on the supplier at once) and sends its job. When the job cannot be
 * queued the sync is marked failed with the reason, so nothing stays `queued` forever.
 */
export async function requestSupplierSync(
  runtime: Pick<Runtime, 'database' | 'jobs'>,
  input: {
    organizationId: string;
    supplierId: string;
    trigger: 'manual' | 'event';
    requestedBy?: string | null;
  },
): Promise<{ sync: SupplierSync; jobId: string }> {
  const db = runtime.database.db;
  const sync = await withOrganization(db, input.organizationId, (scope) =>
    queueSupplierSync(scope, input.supplierId, {
      trigger: input.trigger,
      requestedBy: input.requestedBy ?? null,
    }),
  );
  try {
    // Creating the queue is idempotent: a server process may send before any worker created it.
    await runtime.jobs.createQueue(supplierSyncJob);
    const jobId = await runtime.jobs.send(supplierSyncJob, {
      organizationId: input.organizationId,
      syncId: sync.id,
    });
    return { sync, jobId };
  } catch (error) {
    await withOrganization(db, input.organizationId, (scope) =>
      finishSupplierSync(scope, sync, {
        status: 'failed',
        error: {
          code: 'not-queued',
          message: `the sync could not be queued: ${(error as Error).message}`.slice(0, 2000),
        },
      }),
    );
    throw error;
  }
}
