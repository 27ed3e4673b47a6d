import { ApiError } from '../../../api/problem';

/** Whether a failed call is the problem with this stable type slug, e.g. `last-admin`. */
export const isProblem = (error: unknown, slug: string): boolean =>
  error instanceof ApiError && error.problem?.type === `urn:ctp:problem:${slug}`;
