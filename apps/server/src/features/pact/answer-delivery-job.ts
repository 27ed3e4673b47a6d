import { defineJob } from '@ctp/store';
import { z } from 'zod';
import type { Runtime } from '../../wiring/runtime.js';
import { type AnswerDeps, redeliverAnswer } from './footprint-requests.js';

/**
 * Redelivery of an answer event (RequestFulfilledEvent / RequestRejectedEvent) whose first delivery failed.
 * The PACT specification asks a data owner to retry with exponential backoff and for no more than 3 days:
 * 19 retries from one minute, doubling up to six hours, end about 68 hours after the answer.
 */
export const pactAnswerDeliveryJob = defineJob({
  name: 'pact-answer-delivery',
  payload: z.strictObject({ organizationId: z.uuid(), requestId: z.uuid() }),
  retryLimit: 19,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 6 * 60 * 60,
  expireInSeconds: 120,
});

/** The answer-sending dependencies from the runtime, with redelivery through the job queue. */
export function answerDepsOf(
  runtime: Pick<Runtime, 'database' | 'secretBox' | 'config' | 'jobs' | 'logger'>,
): AnswerDeps {
  return {
    db: runtime.database.db,
    secretBox: runtime.secretBox,
    eventSource: `${runtime.config.publicUrl}/pact/3/events`,
    queueRedelivery: async (organizationId, requestId) => {
      try {
        // Creating the queue is idempotent: a server process may send before any worker created it.
        await runtime.jobs.createQueue(pactAnswerDeliveryJob);
        await runtime.jobs.send(pactAnswerDeliveryJob, { organizationId, requestId });
      } catch (err) {
        // The failed delivery stays recorded on the request; an administrator sees it there.
        runtime.logger.error({ err, requestId }, 'PACT answer redelivery could not be queued');
      }
    },
  };
}

/** Creates the queue and works it in this process. */
export async function registerAnswerDelivery(runtime: Runtime): Promise<void> {
  await runtime.jobs.createQueue(pactAnswerDeliveryJob);
  await runtime.jobs.work(pactAnswerDeliveryJob, async (job) => ({
    outcome: await redeliverAnswer(answerDepsOf(runtime), job.data.organizationId, job.data.requestId),
  }));
}
