import { AssistantError } from '@ctp/assistant';
import { SecretBoxError } from '@ctp/auth';
import { CtpError } from '@ctp/factors';
import { ReportingError } from '@ctp/reporting';
import type { Context, ErrorHandler, Hono, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { allowedMethodsFinder } from './allowed-methods.js';
import type { Logger } from './logging/index.js';
import { buildProblem, type Problem, ProblemError, type ProblemInput, problemResponse } from './problem.js';
import { type ProblemType, problemTypeForCode, problemTypeForStatus } from './problem-types.js';

const INTERNAL_DETAIL = 'An unexpected error occurred. Quote the request id when you report it.';

/**
 * The problem for any thrown value. Known codes (CtpError and errors of the store and auth that carry
 * a `code` listed in the problem table) keep their message as `detail`; anything else is a 500
 * whose detail says nothing about the cause.
 */
export function problemForError(c: Context, err: unknown): Problem {
  const { row, code, input } = problemPartsForError(err);
  return buildProblem(c, row, code, input);
}

/** The row of the problem table, code and fields that {@link problemForError} answers a thrown value with. */
export function problemPartsForError(err: unknown): { row: ProblemType; code: string; input: ProblemInput } {
  if (err instanceof ProblemError) {
    const row = problemTypeForCode(err.code);
    if (row !== undefined) return { row, code: err.code, input: err.input };
  }
  if (err instanceof HTTPException) {
    const code =
      err.status === 400 && /malformed json/i.test(err.message)
        ? 'MALFORMED_JSON'
        : (problemTypeForStatus(err.status).codes[0] ?? 'INTERNAL_ERROR');
    const row = problemTypeForCode(code) ?? problemTypeForStatus(err.status);
    const detail =
      code === 'MALFORMED_JSON' ? 'The request body is not valid JSON.' : err.message || undefined;
    return { row, code, input: row.status < 500 && detail ? { detail } : {} };
  }
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    const fromLibrary = isCtpError(err);
    const row = problemTypeForCode(code) ?? (fromLibrary ? problemTypeForCode('UNPROCESSABLE') : undefined);
    // Library messages are written for users; other errors' messages are shown only for 4xx.
    if (row && (fromLibrary || row.status < 500)) {
      const detail = (err as Error).message?.replace(/^\[ctp\] /, '');
      const details = fromLibrary && Object.keys(err.details).length > 0 ? { details: err.details } : {};
      return { row, code, input: { ...(detail ? { detail } : {}), ...details } };
    }
    if (row) return { row, code, input: { detail: INTERNAL_DETAIL } };
  }
  return { row: problemTypeForStatus(500), code: 'INTERNAL_ERROR', input: { detail: INTERNAL_DETAIL } };
}

/** A CtpError, also from another copy of @ctp/factors (its messages start with `[ctp] `). */
function isCtpError(err: unknown): err is CtpError {
  if (err instanceof CtpError) return true;
  // Every CTP error has this shape now (docs/architecture.md, "Errors"); these families were never
  // answered as library errors (an unlisted code is a 500 without its message), and still are not.
  if (err instanceof ReportingError || err instanceof AssistantError || err instanceof SecretBoxError) {
    return false;
  }
  const e = err as { message?: unknown; details?: unknown } | null;
  return err instanceof Error && String(e?.message).startsWith('[ctp] ') && typeof e?.details === 'object';
}

/** Headers of an HTTPException's own response worth keeping (authentication challenges). */
function passThroughHeaders(err: unknown): Record<string, string> {
  if (err instanceof ProblemError) return { ...err.headers };
  if (!(err instanceof HTTPException)) return {};
  const challenge = err.res?.headers.get('www-authenticate');
  return challenge ? { 'www-authenticate': challenge } : {};
}

/** `app.onError`: logs (5xx with the stack, 4xx as a warning) and answers with problem+json. */
export function errorHandler(fallbackLogger: Logger): ErrorHandler {
  return (err, c) => {
    const problem = problemForError(c, err);
    const log = (c.get('log') as Logger | undefined) ?? fallbackLogger;
    if (problem.status >= 500) log.error({ err, code: problem.code }, 'request failed');
    else log.warn({ code: problem.code, detail: problem.detail }, 'request rejected');
    return problemResponse(problem, passThroughHeaders(err));
  };
}

/** `app.notFound`: 405 with `Allow` when another method serves the path, else 404. */
// biome-ignore lint/suspicious/noExplicitAny: any Hono env
export function notFoundHandler(app: Hono<any, any, any>): NotFoundHandler {
  const allowedMethods = allowedMethodsFinder(app);
  return (c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0) {
      const row = problemTypeForStatus(405);
      const detail = `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allowed.join(', ')}.`;
      return problemResponse(buildProblem(c, row, 'METHOD_NOT_ALLOWED', { detail }), {
        allow: allowed.join(', '),
      });
    }
    const detail = `No resource at ${c.req.path}.`;
    return problemResponse(buildProblem(c, problemTypeForStatus(404), 'NOT_FOUND', { detail }));
  };
}
