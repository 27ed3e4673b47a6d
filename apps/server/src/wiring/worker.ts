import type { Runtime } from './runtime.js';

/**
 * The job types this build processes, each `{ name, register(runtime) }`. Empty for now: report
 * generation registers here later. The job queue itself is already started by the runtime.
 */
export const JOB_TYPES: readonly { name: string; register: (runtime: Runtime) => Promise<void> }[] = [];

/** Starts working on every registered job type; returns their queue names. */
export async function startWorker(runtime: Runtime): Promise<string[]> {
  for (const job of JOB_TYPES) await job.register(runtime);
  const names = JOB_TYPES.map((j) => j.name);
  runtime.logger.info({ queues: names }, 'worker started');
  return names;
}
