import type { components } from './schema';

/** An RFC 9457 problem as the server answers it. */
export type Problem = components['schemas']['Problem'];

/** A failed API call: the HTTP status and the problem the server sent (when it sent one). */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }

  /** The problem's `code`, e.g. `INVALID_CREDENTIALS`. */
  get code(): string | undefined {
    return this.problem?.code;
  }
}

const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'status' in value && 'title' in value;

/**
 * The data of an openapi-fetch answer, or an {@link ApiError}: what TanStack Query's `queryFn` and
 * `mutationFn` want.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.error === undefined) return result.data as T;
  throw new ApiError(result.response.status, isProblem(result.error) ? result.error : undefined);
}

/** Field errors of a validation problem, keyed by the last segment of their JSON pointer. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const entry of error.problem?.errors ?? []) {
    const field = entry.pointer.split('/').pop();
    if (field) out[field] = entry.message;
  }
  return out;
}
