import { housekeepingJob, registerHousekeeping } from '../features/housekeeping/index.js';
import { pactAnswerDeliveryJob, registerAnswerDelivery } from '../features/pact/index.js';
import { generateReportJob, registerGenerateReport } from '../features/reports/index.js';
import { registerSupplierSync, supplierSyncJob } from '../features/suppliers/index.js';
import type { Runtime } from '../wiring/runtime.js';

/**
 * The job types this build processes, each `{ name, register(runtime) }`: register creates the
 * queue, starts working it and installs any schedule. The job queue itself is already started by
 * the runtime.
 */
export const JOB_TYPES: readonly { name: string; register: (runtime: Runtime) => Promise<void> }[] = [
  { name: housekeepingJob.name, register: registerHousekeeping },
  { name: supplierSyncJob.name, register: registerSupplierSync },
  { name: pactAnswerDeliveryJob.name, register: registerAnswerDelivery },
  { name: generateReportJob.name, register: registerGenerateReport },
];

/** Starts working on every registered job type; returns their queue names. */
export async function startWorker(runtime: Runtime): Promise<string[]> {
  for (const job of JOB_TYPES) await job.register(runtime);
  const names = JOB_TYPES.map((j) => j.name);
  runtime.logger.info({ queues: names }, 'worker started');
  return names;
}
