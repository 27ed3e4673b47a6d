import { defineJob } from '@ctp/store';
import { z } from 'zod';

/**
 * The automatic answer to one received footprint request, queued (in the transaction that stores the request)
 * when its grant's answer policy is not `manual`. Retried a few times when the database is unavailable; a
 * failed delivery is not a failure of this job (the answer is recorded and redelivered by
 * `pact-answer-delivery`).
 */
export const pactAutoAnswerJob = defineJob({
  name: 'pact-auto-answer',
  payload: z.strictObject({ organizationId: z.uuid(), requestId: z.uuid() }),
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});
