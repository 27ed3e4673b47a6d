import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PROBLEM_MEDIA_TYPE, type ProblemType, problemTypeUri } from './problem-types.js';

export { PROBLEM_MEDIA_TYPE };

/** One invalid part of a request: JSON Pointer into the part, where it is, a stable code, a message. */
export interface ProblemFieldError {
  /** RFC 6901 pointer into the request part, e.g. `/lines/0/qty`; empty for the whole part. */
  pointer: string;
  /** Which part of the request: `json`, `query`, `param`, `header`, `cookie` or `form`. */
  in?: string;
  /** Stable zod issue code (`invalid_type`, `too_small`, `unrecognized_keys`, …). */
  code: string;
  message: string;
}

/** An RFC 9457 problem details object with the CTP extensions. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  /** The request id, also in the `x-request-id` response header and on every log line. */
  requestId?: string;
  /** The error code that selected the type (see the problem table). */
  code: string;
  errors?: ProblemFieldError[];
  [extension: string]: unknown;
}

/** The zod/OpenAPI schema of a problem, for route `responses`. */
export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: 'urn:ctp:problem:validation-failed' }),
    title: z.string(),
    status: z.int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    requestId: z.string().optional(),
    code: z.string(),
    errors: z
      .array(
        z.object({ pointer: z.string(), in: z.string().optional(), code: z.string(), message: z.string() }),
      )
      .optional(),
  })
  .openapi('Problem');

/** Fields a caller may set on a problem; the rest comes from the table row and the request. */
export type ProblemInput = { detail?: string; errors?: ProblemFieldError[]; [extension: string]: unknown };

/**
 * A problem to answer with, thrown by a handler or a service: the error handler answers it exactly as
 * `problemFor(c, code, input)` would, so handlers need not return problem responses their route does
 * not type (and no `as never`).
 */
export class ProblemError extends Error {
  readonly code: string;
  readonly input: ProblemInput;
  readonly headers: Readonly<Record<string, string>>;
  constructor(code: string, input: ProblemInput = {}, headers: Record<string, string> = {}) {
    super(input.detail ?? code);
    this.name = 'ProblemError';
    this.code = code;
    this.input = input;
    this.headers = headers;
  }
}

/** Builds the problem object for a row of the table, stamped with the request path and id. */
export function buildProblem(c: Context, row: ProblemType, code: string, input: ProblemInput = {}): Problem {
  return problemOf(row, code, input, {
    instance: c.req.path,
    requestId: c.get('requestId') as string | undefined,
  });
}

/**
 * The problem object for a row of the table outside a request (a job that failed in a worker),
 * stamped with the path and request id it answers, when known.
 */
export function problemOf(
  row: ProblemType,
  code: string,
  input: ProblemInput,
  at: { instance?: string | undefined; requestId?: string | undefined },
): Problem {
  return {
    type: problemTypeUri(row),
    title: row.title,
    status: row.status,
    ...input,
    code,
    ...(at.instance ? { instance: at.instance } : {}),
    ...(at.requestId ? { requestId: at.requestId } : {}),
  };
}

/** The `application/problem+json` response of a problem (extra headers such as `Allow` optional). */
export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'content-type': PROBLEM_MEDIA_TYPE, 'cache-control': 'no-store', ...headers },
  });
}
