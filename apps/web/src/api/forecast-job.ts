import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { unwrap } from './problem';
import {
  type JobFollower,
  SERVER_JOB_PATIENCE_MS,
  StillOnServerError,
  settleQueued,
  useQueuedMutation,
} from './queued-job';
import type { components } from './schema';

export type ForecastJob = components['schemas']['ForecastJob'];

/** How long a screen waits for a queued fit (see {@link SERVER_JOB_PATIENCE_MS}). */
export const FORECAST_JOB_PATIENCE_MS = SERVER_JOB_PATIENCE_MS;

/** A queued fit still unsettled after {@link FORECAST_JOB_PATIENCE_MS}: the screen stops waiting, the job does not. */
export class StillFittingError extends StillOnServerError {
  readonly messageKey = 'error.stillFitting';

  constructor(jobId: string) {
    super('forecast', jobId);
    this.name = 'StillFittingError';
  }
}

/** Follows `GET /api/forecasting/jobs/{id}`: `succeeded` carries the 201's result, `failed` its problem. */
const forecastJobs: JobFollower<unknown> = {
  look: async (client, id) => {
    const job = unwrap(await client.GET('/api/forecasting/jobs/{id}', { params: { path: { id } } }));
    if (job.status === 'succeeded') return { result: job.result };
    if (job.status === 'failed') return { problem: job.problem };
    return undefined;
  },
  stillGoing: (id) => new StillFittingError(id),
};

/**
 * The result of a forecasting POST: a 201's, or a 202's forecast job followed until it settles
 * (see {@link settleQueued}).
 */
export function settleForecast<T>(
  client: ApiClient,
  answer: { data?: unknown; error?: unknown; response: Response },
  onQueued: () => void,
  patienceMs: number = FORECAST_JOB_PATIENCE_MS,
): Promise<T> {
  return settleQueued(client, answer, forecastJobs as JobFollower<T>, onQueued, patienceMs);
}

/**
 * A forecasting mutation: `post` sends the request, a 201's result is returned as it is and a 202's
 * job is polled through {@link settleForecast}; `fittingOnServer` is true while the fit runs queued.
 */
export function useForecastMutation<I, T>(
  post: (client: ApiClient, input: I) => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  options: Pick<UseMutationOptions<T, Error, I>, 'onSuccess'> = {},
) {
  const mutation = useQueuedMutation<I, T>(post, forecastJobs as JobFollower<T>, options);
  return { ...mutation, fittingOnServer: mutation.onServer };
}
