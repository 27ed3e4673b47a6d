import type { Context } from 'hono';
import type { z } from 'zod';
import { buildProblem, type Problem, type ProblemFieldError, problemResponse } from './problem.js';
import { problemTypeForCode } from './problem-types.js';

const escapePointer = (segment: PropertyKey) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (path: readonly PropertyKey[]) => path.map((s) => `/${escapePointer(s)}`).join('');

/** Turns zod issues into field errors; one entry per unknown key, pointing at that key. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], part?: string): ProblemFieldError[] {
  return issues.flatMap((issue): ProblemFieldError[] => {
    const where = part === undefined ? {} : { in: part };
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        pointer: pointerOf([...issue.path, key]),
        ...where,
        code: issue.code,
        message: `unknown field "${key}"; the schema does not allow it`,
      }));
    }
    return [{ pointer: pointerOf(issue.path), ...where, code: issue.code, message: issue.message }];
  });
}

/**
 * The problem for a failed request validation: `unknown-field` when the only problems are
 * fields the strict schema does not know, else `validation-failed`, with every issue in `errors`.
 */
export function validationProblem(c: Context, issues: readonly z.core.$ZodIssue[], part?: string): Problem {
  const errors = fieldErrors(issues, part);
  const onlyUnknown = issues.every((issue) => issue.code === 'unrecognized_keys');
  const code = onlyUnknown ? 'UNKNOWN_FIELD' : 'VALIDATION_FAILED';
  const row = problemTypeForCode(code);
  if (!row) throw new Error(`problem table lacks ${code}`);
  const where = part === undefined ? 'request' : part === 'json' ? 'request body' : `request ${part}`;
  const detail = onlyUnknown
    ? `The ${where} has ${errors.length === 1 ? 'a field' : 'fields'} the API does not accept: ${errors
        .map((e) => e.pointer)
        .join(', ')}. Remove ${errors.length === 1 ? 'it' : 'them'} or check the spelling.`
    : `The ${where} has ${errors.length} invalid ${errors.length === 1 ? 'value' : 'values'}; see errors.`;
  return buildProblem(c, row, code, { detail, errors });
}

/**
 * The `defaultHook` of the app's OpenAPIHono: answers a failed validation with a problem+json.
 * Routes that pass their own hook should call this for failures too.
 */
export function validationHook(
  result: { success: boolean; error?: z.ZodError; target?: string },
  c: Context,
): Response | undefined {
  if (result.success || !result.error) return undefined;
  return problemResponse(validationProblem(c, result.error.issues, result.target));
}
