import type { JobDefinition } from '@ctp/store';
import { calculationJob, registerCalculationJob } from '../features/calculations/index.js';
import { forecastJob, registerForecastJob } from '../features/forecasting/index.js';
import { housekeepingJob, registerHousekeeping } from '../features/housekeeping/index.js';
import {
  pactAnswerDeliveryJob,
  pactAutoAnswerJob,
  registerAnswerDelivery,
  registerAutoAnswer,
} from '../features/pact/index.js';
import { generateReportJob, registerGenerateReport } from '../features/reports/index.js';
import { registerSupplierSync, supplierSyncJob } from '../features/suppliers/index.js';
import type { Runtime } from '../wiring/runtime.js';

/** One job type of this build: its queue definition and how a worker takes it on. */
export interface JobType {
  definition: JobDefinition;
  /** Creates the queue, starts working it in this process and installs any schedule. */
  register: (runtime: Runtime) => Promise<void>;
}

/**
 * THE list of job types this build knows. Every server and worker creates each queue at start-up
 * (so a server that runs no worker can still send to it); a worker works them all.
 */
export const JOB_TYPES: readonly JobType[] = [
  { definition: housekeepingJob, register: registerHousekeeping },
  { definition: supplierSyncJob, register: registerSupplierSync },
  { definition: pactAnswerDeliveryJob, register: registerAnswerDelivery },
  { definition: pactAutoAnswerJob, register: registerAutoAnswer },
  { definition: generateReportJob, register: registerGenerateReport },
  { definition: forecastJob, register: registerForecastJob },
  { definition: calculationJob, register: registerCalculationJob },
];

/** The queue definitions of {@link JOB_TYPES}, handed to the runtime. */
export const QUEUE_DEFINITIONS: readonly JobDefinition[] = JOB_TYPES.map((job) => job.definition);

/** Starts working on every job type; returns their queue names. */
export async function startWorker(runtime: Runtime): Promise<string[]> {
  for (const job of JOB_TYPES) await job.register(runtime);
  const names = JOB_TYPES.map((job) => job.definition.name);
  runtime.logger.info({ queues: names }, 'worker started');
  return names;
}
