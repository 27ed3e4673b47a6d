import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageKey } from '../i18n/t';
import type { ApiClient } from './client';
import { useApi } from './context';
import { ApiError, type Problem, unwrap } from './problem';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a screen waits for work the server queued for a worker (a long forecast fit, a large
 * calculation). The job goes on without the screen: its run is recorded when it finishes (and
 * listed with the others), so a screen that gave up has lost nothing; it stops polling a queue no
 * worker may be working (a server started without one).
 */
export const SERVER_JOB_PATIENCE_MS = 10 * 60 * 1000;

/** Queued work still unsettled after {@link SERVER_JOB_PATIENCE_MS}: the screen stops waiting, the job does not. */
export abstract class StillOnServerError extends Error {
  readonly jobId: string;
  /** The message (i18n key, with `{id}`) that says what goes on and where its run will appear. */
  abstract readonly messageKey: MessageKey;

  constructor(what: string, jobId: string) {
    super(`${what} job ${jobId} is still queued or running`);
    this.jobId = jobId;
  }
}

/** What one look at a queued job found: still going (undefined), its result, or its problem. */
export type JobOutcome<T> = { result: T } | { problem: Problem | null } | undefined;

/** How to follow one kind of queued job. */
export interface JobFollower<T> {
  /** Reads the job once (`GET …/jobs/{id}`). */
  look: (client: ApiClient, id: string) => Promise<JobOutcome<T>>;
  /** The error thrown when patience runs out. */
  stillGoing: (id: string) => StillOnServerError;
}

/**
 * The result of a POST that may be queued. A 201 carries it; a 202 (the server queued the work as a
 * job) is followed by polling the job until it has a result (what the 201 would have carried) or a
 * problem (thrown as an {@link ApiError}, the one the request would have answered with). `onQueued`
 * is called once, when the 202 arrives. After `patienceMs` without an outcome it throws the
 * follower's {@link StillOnServerError}.
 */
export async function settleQueued<T>(
  client: ApiClient,
  answer: { data?: unknown; error?: unknown; response: Response },
  follower: JobFollower<T>,
  onQueued: () => void,
  patienceMs: number = SERVER_JOB_PATIENCE_MS,
): Promise<T> {
  const first = unwrap(answer);
  if (answer.response.status !== 202) return first as T;
  onQueued();
  const id = (first as { id: string }).id;
  const giveUpAt = Date.now() + patienceMs;
  for (let poll = 0; Date.now() < giveUpAt; poll++) {
    // Quick first looks (a short queue), then once a second.
    await sleep(poll < 3 ? 250 : 1000);
    const outcome = await follower.look(client, id);
    if (outcome === undefined) continue;
    if ('result' in outcome) return outcome.result;
    throw new ApiError(outcome.problem?.status ?? 500, outcome.problem ?? undefined);
  }
  throw follower.stillGoing(id);
}

/**
 * A mutation whose POST may be queued: `post` sends the request, a 201's body is returned as it is
 * and a 202's job is followed through {@link settleQueued}; `onServer` is true while the work runs
 * queued (screens say so meanwhile).
 */
export function useQueuedMutation<I, T>(
  post: (client: ApiClient, input: I) => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  follower: JobFollower<T>,
  options: Pick<UseMutationOptions<T, Error, I>, 'onSuccess'> & {
    /** Called once when the server answers 202: the work is now a job (lists of jobs may refresh). */
    onQueued?: () => void;
  } = {},
) {
  const { client } = useApi();
  const [queued, setQueued] = useState(false);
  const { onQueued, ...mutationOptions } = options;
  const mutation = useMutation<T, Error, I>({
    ...mutationOptions,
    mutationFn: async (input) => {
      setQueued(false);
      try {
        return await settleQueued<T>(client, await post(client, input), follower, () => {
          setQueued(true);
          onQueued?.();
        });
      } finally {
        setQueued(false);
      }
    },
  });
  return { ...mutation, onServer: queued && mutation.isPending };
}
