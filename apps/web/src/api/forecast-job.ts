import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from './client';
import { useApi } from './context';
import { ApiError, unwrap } from './problem';
import type { components } from './schema';

export type ForecastJob = components['schemas']['ForecastJob'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a screen waits for a queued fit. The job goes on without the screen: its run is recorded
 * when it finishes (and listed with the organization's forecast runs), so a screen that gave up has
 * lost nothing; it stops polling a queue no worker may be working (a server started without one).
 */
export const FORECAST_JOB_PATIENCE_MS = 10 * 60 * 1000;

/** A queued fit still unsettled after {@link FORECAST_JOB_PATIENCE_MS}: the screen stops waiting, the job does not. */
export class StillFittingError extends Error {
  readonly jobId: string;

  constructor(jobId: string) {
    super(`forecast job ${jobId} is still queued or running`);
    this.name = 'StillFittingError';
    this.jobId = jobId;
  }
}

/**
 * The result of a forecasting POST. A 201 carries it; a 202 (the server queued a long fit as a
 * forecast job) is followed by polling `GET /api/forecasting/jobs/{id}` until the job succeeded (its
 * `result` is what the 201 would have carried) or failed (thrown as an {@link ApiError} with its problem,
 * the one the request would have answered with). `onQueued` is called once, when the 202 arrives. After
 * `patienceMs` without an outcome it throws a {@link StillFittingError}.
 */
export async function settleForecast<T>(
  client: ApiClient,
  answer: { data?: unknown; error?: unknown; response: Response },
  onQueued: () => void,
  patienceMs: number = FORECAST_JOB_PATIENCE_MS,
): Promise<T> {
  const first = unwrap(answer);
  if (answer.response.status !== 202) return first as T;
  onQueued();
  const id = (first as ForecastJob).id;
  const giveUpAt = Date.now() + patienceMs;
  for (let poll = 0; Date.now() < giveUpAt; poll++) {
    // Quick first looks (a short queue), then once a second.
    await sleep(poll < 3 ? 250 : 1000);
    const job = unwrap(await client.GET('/api/forecasting/jobs/{id}', { params: { path: { id } } }));
    if (job.status === 'succeeded') return job.result as T;
    if (job.status === 'failed') throw new ApiError(job.problem?.status ?? 500, job.problem ?? undefined);
  }
  throw new StillFittingError(id);
}

/**
 * Whether the current forecasting mutation waits for a server-side fit: set by `settleForecast`'s
 * `onQueued`, cleared when the mutation ends. Screens show "Fitting on the server…" meanwhile.
 */
export function useFittingOnServer() {
  const [fitting, setFitting] = useState(false);
  return {
    fitting,
    /** Runs one mutation's work, tracking whether it was queued. */
    track: async <T>(work: (onQueued: () => void) => Promise<T>): Promise<T> => {
      setFitting(false);
      try {
        return await work(() => setFitting(true));
      } finally {
        setFitting(false);
      }
    },
  };
}

/**
 * A forecasting mutation: `post` sends the request, a 201's result is returned as it is and a 202's
 * job is polled through {@link settleForecast}; `fittingOnServer` is true while the fit runs queued.
 */
export function useForecastMutation<I, T>(
  post: (client: ApiClient, input: I) => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  options: Pick<UseMutationOptions<T, Error, I>, 'onSuccess'> = {},
) {
  const { client } = useApi();
  const server = useFittingOnServer();
  const mutation = useMutation<T, Error, I>({
    ...options,
    mutationFn: (input) =>
      server.track(async (onQueued) => settleForecast<T>(client, await post(client, input), onQueued)),
  });
  return { ...mutation, fittingOnServer: server.fitting && mutation.isPending };
}
